import { defaultSettings, settingsSchema, socialLinks, type Settings } from '#src/schemas/settings.ts';
import { cacheTags } from '#functions/cache.ts';
import { privateJson, publicJson, readObject } from '#functions/content.ts';
import { parseWith, respond, route } from '#functions/http.ts';
import { publishChange } from '#functions/publish.ts';
import { optionalAdmin, requireAdmin } from '#functions/sessions.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// Site settings (spec sections 3, 5 and 9; issue 13): one small document, read
// by the home-page carousel and every page's footer, edited on the admin
// Settings screen. Every carousel field is required on save; a social link left
// out keeps its stored value (a client that predates them cannot erase them).

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
  const body = await readObject(req);
  const settings = await updateDocument(
    SETTINGS_KEY,
    settingsSchema,
    () => ({ ...defaultSettings }),
    (current) => {
      const kept = Object.fromEntries(socialLinks.map(({ key }) => [key, current[key]]));
      const next = parseWith(settingsSchema, { ...kept, ...body });
      return { value: next, result: next };
    },
  );
  await publishChange({ what: 'settings saved', tags: [cacheTags.settings] });
  return respond(settingsSchema, settings);
}

export const settingsHandler = route('settings', { GET: read, POST: save });
