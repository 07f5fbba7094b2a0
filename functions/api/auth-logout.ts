import { successSchema } from '#src/schemas/api.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { requireStaff, revokeSession } from '#functions/auth/sessions.ts';
import { respond, route } from '#functions/platform/http.ts';

// POST /api/auth/logout: ends the session of the token sent (spec section 4);
// the token never verifies again.

async function logout(req: Request): Promise<Response> {
  noteAudit({ action: 'logout', collection: 'auth' });
  const session = await requireStaff(req);
  await revokeSession(session);
  return respond(successSchema, { success: true });
}

export const logoutHandler = route('auth/logout', { POST: logout });
