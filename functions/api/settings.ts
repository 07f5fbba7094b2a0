import { endpoints } from '#src/schemas/endpoints.ts';
import { settingsSchema, socialLinks } from '#src/schemas/settings.ts';
import { publishChange } from '#functions/content/publish.ts';
import { getSettings, saveSettings } from '#functions/content/settings.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { readObject } from '#functions/platform/requests.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { privateJson, publicJson } from '#functions/platform/responses.ts';

// /api/settings: the site settings (functions/content/settings.ts), read by
// anyone (cached at the edge) and saved by admins. Every carousel field is
// required on save; a social link left out keeps its stored value (a client
// that predates them cannot erase them).

async function read(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
  const admin = await optionalSession();
  const settings = await getSettings();
  return admin ? privateJson(settingsSchema, settings, []) : publicJson(req, settingsSchema, settings, [cacheTags.settings], []);
}

/** Admins only: an editor manages content, not the site's settings (ADR 0033). */
async function save(req: Request, { session: { username } }: HandlerContext<'admin'>): Promise<Response> {
  const body = await readObject(req);
  const expected = expectedVersion(req);
  const settings = await saveSettings(username, 'update', (current) => {
    refuseStale(expected, current);
    const kept = Object.fromEntries(socialLinks.map(({ key }) => [key, current[key]]));
    return { ...parseWith(settingsSchema, { ...kept, ...body }), updated_at: nextUpdateTime(current) };
  });
  await publishChange({ what: 'settings saved', tags: [cacheTags.settings] });
  return respond(settingsSchema, settings);
}

export const settingsHandler = route(endpoints.settings, { GET: read, POST: save });
