import { successSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { revokeSession } from '#functions/auth/sessions.ts';
import { respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';

// POST /api/auth/logout: ends the session of the token sent (spec section 4);
// the token never verifies again.

async function logout(_req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  await revokeSession(session);
  return respond(successSchema, { success: true });
}

export const logoutHandler = route(endpoints.authLogout, { POST: logout });
