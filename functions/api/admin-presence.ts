import { endpoints } from '#src/schemas/endpoints.ts';
import { successSchema } from '#src/schemas/api.ts';
import { presenceInputSchema, presenceQuerySchema, presenceSchema } from '#src/schemas/presence.ts';
import { markGone, markPresent } from '#functions/content/presence.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';

// /api/admin/presence: an edit screen says it has an item open (POST, every
// 20 s, answered with who else has) and that it closed it (DELETE ?item=).
// Staff only; never in the audit log (a heartbeat is no action).

async function heartbeat(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const { item } = parseWith(presenceInputSchema, await readObject(req));
  return privateJson(presenceSchema, await markPresent(item, username), []);
}

async function leave(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const { item } = parseWith(presenceQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  await markGone(item, username);
  return respond(successSchema, { success: true });
}

export const adminPresenceHandler = route(endpoints.adminPresence, { POST: heartbeat, DELETE: leave });
