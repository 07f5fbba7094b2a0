import { defaultSettings, settingsSchema, type Settings } from '#src/schemas/settings.ts';
import { keepVersion } from '#functions/content/history.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Site settings (spec sections 3, 5 and 9): one small document, so staff
// change the carousel and the footer's social links without a rebuild. Read by
// the home-page carousel and every page's footer, edited on the admin Settings
// screen (/api/settings, functions/api/settings.ts).

export const SETTINGS_KEY = 'settings';

export function getSettings(): Promise<Settings> {
  return readDocument(SETTINGS_KEY, settingsSchema, () => ({ ...defaultSettings }));
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
