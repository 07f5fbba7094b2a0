import { codedError } from '#src/schemas/messages.ts';
import { verifyFailureSchema } from '#src/schemas/api.ts';
import { verifyResponseSchema } from '#src/schemas/session.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { requireStaff } from '#functions/auth/sessions.ts';
import { currentDeployContext } from '#functions/platform/deploy-context.ts';
import { HttpError, respond } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';

// POST /api/auth/verify: whether a token is a live session, whose, and which
// deploy context's content its admin edits (spec section 4). A check changes
// nothing, so it is not audited. Anyone may ask, so the session is checked
// here rather than by the router: a refusal has an answer of its own.

async function verify(req: Request): Promise<Response> {
  try {
    const session = await requireStaff(req);
    return respond(verifyResponseSchema, {
      authenticated: true,
      user: { username: session.username, role: session.role, permissions: session.permissions },
      deploy_context: currentDeployContext(),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      return respond(verifyFailureSchema, { authenticated: false, ...codedError(error.said) }, { status: 401 });
    throw error;
  }
}

export const verifyHandler = route(endpoints.authVerify, { POST: verify });
