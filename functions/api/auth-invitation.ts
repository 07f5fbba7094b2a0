import { endpoints } from '#src/schemas/endpoints.ts';
import { invitationCheckSchema, invitationDetailsSchema } from '#src/schemas/staff.ts';
import { invitationFor } from '#functions/auth/invitations.ts';
import { invitationLimit } from '#functions/auth/sign-in.ts';
import { parseWith, readJson, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { consumeAttempt } from '#functions/platform/rate-limit.ts';

// POST /api/auth/invitation: what an invitation link is for, so the page that
// opens it shows the username and role (ADR 0033). A check changes nothing, so
// it is not audited.

async function checkInvitation(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  const { token } = parseWith(invitationCheckSchema, await readJson(req));
  await consumeAttempt(invitationLimit, [ctx.client]);
  const { username, role, expires_at } = await invitationFor(token);
  return respond(invitationDetailsSchema, { username, role, expires_at });
}

export const invitationHandler = route(endpoints.authInvitation, { POST: checkInvitation });
