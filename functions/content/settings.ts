import { defaultSettings, settingsSchema, socialLinks, type Settings } from '#src/schemas/settings.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { privateJson, publicJson, readObject } from '#functions/platform/responses.ts';
import { parseWith, respond, route } from '#functions/platform/http.ts';
import { publishChange } from '#functions/content/publish.ts';
import { optionalStaff, requireAdmin } from '#functions/auth/sessions.ts';
import { keepVersion } from '#functions/content/history.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Site settings (spec sections 3, 5 and 9; issue 13): one small document, read
// by the home-page carousel and every page's footer, edited on the admin
// Settings screen. Every carousel field is required on save; a social link left
// out keeps its stored value (a client that predates them cannot erase them).

export const SETTINGS_KEY = 'settings';

export function getSettings(): Promise<Settings> {
  return readDocument(SETTINGS_KEY, settingsSchema, () => ({ ...defaultSettings }));
}

async function read(req: Request): Promise<Response> {
  const admin = await optionalStaff(req);
  const settings = await getSettings();
  return admin ? privateJson(settingsSchema, settings, []) : publicJson(req, settingsSchema, settings, [cacheTags.settings], []);
}

/** Saves the settings by compare-and-swap and keeps the version written (functions/content/history.ts). */
export async function saveSettings(
  by: string,
  action: 'update' | 'restore' | 'import',
  change: (current: Settings) => Settings,
): Promise<Settings> {
  const { before, after } = await updateDocument(
    SETTINGS_KEY,
    settingsSchema,
    () => ({ ...defaultSettings }),
    (current) => {
      const next = change(current);
      return { value: next, result: { before: current, after: next } };
    },
  );
  await keepVersion('settings', 'settings', action, by, before, after);
  return after;
}

/** Admins only: an editor manages content, not the site's settings (ADR 0033). */
async function save(req: Request): Promise<Response> {
  const { username } = await requireAdmin(req);
  const body = await readObject(req);
  const settings = await saveSettings(username, 'update', (current) => {
    const kept = Object.fromEntries(socialLinks.map(({ key }) => [key, current[key]]));
    return parseWith(settingsSchema, { ...kept, ...body });
  });
  await publishChange({ what: 'settings saved', tags: [cacheTags.settings] });
  return respond(settingsSchema, settings);
}

export const settingsHandler = route('settings', { GET: read, POST: save });
