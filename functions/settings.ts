import { defaultSettings, settingsSchema, type Settings } from '#schemas/settings.ts';
import { json, route } from '#functions/http.ts';
import { readDocument } from '#functions/store.ts';

// Carousel settings (spec sections 3, 5 and 9): one small document, read by the
// home-page carousel and edited on the admin Settings screen.

export const SETTINGS_KEY = 'settings';

export function getSettings(): Promise<Settings> {
  return readDocument(SETTINGS_KEY, settingsSchema, () => ({ ...defaultSettings }));
}

export const settingsHandler = route('settings', {
  GET: async () => json(await getSettings()),
});
