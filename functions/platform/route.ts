import * as z from '#functions/platform/zod.ts';
import { messageParamsSchema } from '#src/schemas/api.ts';
import { message } from '#src/schemas/messages.ts';
import type { Access, Endpoint, MethodContract } from '#src/schemas/endpoints.ts';
import { appendAudit, noteAudit, withAuditNote, type AuditNote } from '#functions/audit/audit.ts';
import { optionalStaff, requireAdmin, requirePermission, requireStaff, type Session } from '#functions/auth/sessions.ts';
import { errorResponse, toErrorResponse, type RequestContext } from '#functions/platform/http.ts';
import { limitedAddress } from '#functions/platform/limited-address.ts';

// The router of every function: an endpoint of the table (src/schemas/endpoints.ts)
// and one handler per method it declares. The table says which methods exist
// (any other is a 405 naming them in Allow), who may call each (checked here,
// so a handler of a staff method starts with the session in hand; a staff
// permission is checked on the session, which reads the account on every
// request, so a grant or a withdrawal counts from the next one), what a
// write is recorded as in the audit log from its first step, and the name logs
// and audit entries use.

/** What the access of a method hands its handler. */
type Granted<A extends Access> = A extends 'public'
  ? unknown
  : A extends 'session-optional'
    ? /** The staff session sent, if any; asked for where the handler reads it, so its checks keep their order. */
      { optionalSession: () => Promise<Session | null> }
    : { session: Session };

/** What the router adds to the platform's context for every handler. */
interface Routed {
  /** The client a rate limit counts: the IPv4 address, or the IPv6 address's /64 (ADR 0108). */
  client: string;
}

export type HandlerContext<A extends Access> = RequestContext & Routed & Granted<A>;

type Handler<C> = C extends MethodContract ? (req: Request, ctx: HandlerContext<C['access']>) => Promise<Response> : never;

/** Exactly one handler per method of the endpoint. */
export type Handlers<E extends Endpoint> = { [M in keyof E['methods']]-?: Handler<E['methods'][M]> };

type AnyHandler = (
  req: Request,
  ctx: RequestContext & Routed & Partial<Granted<'staff'> & Granted<'session-optional'>>,
) => Promise<Response>;

/**
 * The client address comes from the platform only (Netlify's context.ip; the
 * local platform passes the socket's address the same way). A header such as
 * X-Forwarded-For is written by whoever sends the request, so it is never read:
 * where the platform gives no address, every such request shares one bucket.
 */
function clientIp(contextIp: string | undefined): string {
  return contextIp === undefined || contextIp === '' ? 'unknown' : contextIp;
}

async function grant(req: Request, ctx: RequestContext & Routed, access: Access): Promise<Parameters<AnyHandler>[1]> {
  switch (access) {
    case 'admin':
      return { ...ctx, session: await requireAdmin(req) };
    case 'staff':
      return { ...ctx, session: await requireStaff(req) };
    case 'session-optional':
      return { ...ctx, optionalSession: () => optionalStaff(req) };
    case 'public':
      return ctx;
    default:
      return { ...ctx, session: await requirePermission(req, access) };
  }
}

/**
 * Dispatches by method and turns every failure into the one error shape:
 * HttpError as itself, bad configuration and unreadable data as 500/503 with a
 * clear message, anything else as a logged 500 that reveals nothing internal.
 */
export function route<E extends Endpoint>(endpoint: E, handlers: Handlers<E>): (req: Request, ctx?: RequestContext) => Promise<Response> {
  const contracts: Partial<Record<string, MethodContract>> = endpoint.methods;
  const byMethod = handlers as unknown as Partial<Record<string, AnyHandler>>;
  const allowed = Object.keys(contracts).join(', ');
  return async (req, given) => {
    const contract = contracts[req.method];
    const handler = byMethod[req.method];
    if (!contract || !handler)
      return errorResponse(405, message('method_not_allowed', { method: req.method }), { headers: { Allow: allowed } });
    const ip = clientIp(given?.ip);
    const ctx = { ...given, ip, client: limitedAddress(ip) };
    const answer = async () => {
      try {
        if (contract.audit) noteAudit(contract.audit);
        return await handler(req, await grant(req, ctx, contract.access));
      } catch (error) {
        return toErrorResponse(error, { name: endpoint.name, method: req.method, path: new URL(req.url).pathname });
      }
    };
    // A read is recorded only where the table asks for it (personal data).
    if ((req.method === 'GET' && !contract.audit) || contract.audit === false) return answer();
    const { note, result } = withAuditNote(answer);
    const response = await result;
    await auditWrite(endpoint.name, req.method, ctx.ip, note, response);
    return response;
  };
}

const methodActions = { POST: 'create', PUT: 'update', DELETE: 'delete' } as const;

/** The error of a failed answer: the one error shape, or the spec's own sign-in failure, which has no code. */
const failureBody = z.object({ error: z.string(), code: z.optional(z.string()), params: z.optional(messageParamsSchema) });

/**
 * Every write request an admin made (or a sign-in) goes into the audit log,
 * succeeded or failed (functions/audit/audit.ts): who, from where, what it acted on,
 * and for a failure the error it was answered with.
 */
async function auditWrite(name: string, method: string, ip: string, note: AuditNote, response: Response): Promise<void> {
  if (!note.user) {
    // No session and no name tried: anyone can send such a request, as many as
    // they like, so an entry each would let them bury real actions. It goes to
    // the function log instead, without the address (personal data).
    if (note.action)
      console.warn(JSON.stringify({ level: 'warn', event: 'audit_anonymous_request', endpoint: name, method, status: response.status }));
    return;
  }
  // A sign-in refused by the rate limit is not recorded: hammering must not fill the log.
  if (response.status === 429 && note.action === 'login_failed') return;
  const failed = response.status >= 400;
  const error = failed
    ? await response
        .clone()
        .json()
        .then(
          (body: unknown) => failureBody.safeParse(body).data,
          () => undefined,
        )
    : undefined;
  await appendAudit({
    user: note.user,
    action: note.action ?? methodActions[method as keyof typeof methodActions],
    outcome: failed ? 'failure' : 'success',
    status: response.status,
    ip,
    collection: note.collection ?? name,
    ...(note.item_id ? { item_id: note.item_id } : {}),
    ...(note.item_label ? { item_label: note.item_label } : {}),
    ...(note.fields ? { fields: note.fields } : {}),
    ...(note.last_write_wins && !failed ? { last_write_wins: true as const } : {}),
    ...(error ? { error: error.error } : {}),
    ...(error?.code ? { error_code: error.code } : {}),
    ...(error?.params ? { error_params: error.params } : {}),
  });
}
