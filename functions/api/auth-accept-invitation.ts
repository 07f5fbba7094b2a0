import { endpoints } from '#src/schemas/endpoints.ts';
import { acceptInvitationSchema } from '#src/schemas/staff.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { acceptInvitation } from '#functions/auth/invitations.ts';
import { invitationLimit, signedIn } from '#functions/auth/sign-in.ts';
import { parseWith, readJson, type RequestContext } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { consumeAttempt } from '#functions/platform/rate-limit.ts';
import { limitedAddress } from '#functions/platform/limited-address.ts';

// POST /api/auth/accept-invitation: creates the invited account with the
// password its owner chose, spends the link and signs them in (ADR 0033).

async function acceptInvitationRoute(req: Request, ctx: RequestContext): Promise<Response> {
  const { token, password } = parseWith(acceptInvitationSchema, await readJson(req));
  await consumeAttempt(invitationLimit, [limitedAddress(ctx.ip)]);
  const user = await acceptInvitation(token, password);
  noteAudit({ user: user.username, item_id: user.username, item_label: user.username });
  return signedIn(user);
}

export const acceptInvitationHandler = route(endpoints.authAcceptInvitation, { POST: acceptInvitationRoute });
