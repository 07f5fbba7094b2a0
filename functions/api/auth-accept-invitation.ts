import { endpoints } from '#src/schemas/endpoints.ts';
import { acceptInvitationSchema } from '#src/schemas/staff.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { acceptInvitation } from '#functions/auth/invitations.ts';
import { invitationLimit, signedIn } from '#functions/auth/sign-in.ts';
import { parseWith, readJson } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { consumeAttempt } from '#functions/platform/rate-limit.ts';

// POST /api/auth/accept-invitation: creates the invited account with the
// password its owner chose, spends the link and signs them in (ADR 0033).

async function acceptInvitationRoute(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  const { token, password } = parseWith(acceptInvitationSchema, await readJson(req));
  await consumeAttempt(invitationLimit, [ctx.client]);
  const user = await acceptInvitation(token, password);
  noteAudit({ user: user.username, item_id: user.username, item_label: user.username });
  return signedIn(user);
}

export const acceptInvitationHandler = route(endpoints.authAcceptInvitation, { POST: acceptInvitationRoute });
