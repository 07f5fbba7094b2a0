import { defaultSettings, settingsSchema, type Settings } from '#src/schemas/settings.ts';
import { cacheTags } from '#functions/cache.ts';
import { privateJson, publicJson, readObject } from '#functions/content.ts';
import { parseWith, respond, route } from '#functions/http.ts';
import { publishChange } from '#functions/publish.ts';
import { optionalAdmin, requireAdmin } from '#functions/sessions.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// Carousel settings (spec sections 3, 5 and 9): one small document, read by the
// home-page carousel and edited on the admin Settings screen.

export const SETTINGS_KEY = 'settings';

export function getSettings(): Promise<Settings> {
  return readDocument(SETTINGS_KEY, settingsSchema, () => ({ ...defaultSettings }));
}

async function read(req: Request): Promise<Response> {
  const admin = await optionalAdmin(req);
  const settings = await getSettings();
  return admin ? privateJson(settingsSchema, settings, []) : publicJson(req, settingsSchema, settings, [cacheTags.settings], []);
}

async function save(req: Request): Promise<Response> {
  await requireAdmin(req);
  const settings = parseWith(settingsSchema, await readObject(req));
  await updateDocument(
    SETTINGS_KEY,
    settingsSchema,
    () => ({ ...defaultSettings }),
    () => ({ value: settings, result: undefined }),
  );
  await publishChange({ what: 'settings saved', views: [], tags: [cacheTags.settings] });
  return respond(settingsSchema, settings);
}

export const settingsHandler = route('settings', { GET: read, POST: save });
