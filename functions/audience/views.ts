import { randomBytes } from 'node:crypto';
import { viewSchema, type View } from '#src/schemas/audience.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import { createDocument, listKeys, readOptional } from '#functions/platform/store.ts';

// Each page view is a document of its own, audience/views/<day>/<time>-<random>,
// written once and never updated: Blobs has no increment, and a view that
// shares no document with another never contends, so any number at once lose
// none (ADR 0073). The name holds the time (to fold them in order) and random
// bytes so two in the same millisecond differ; nothing in it or in the view
// links one view to another. The roll-up (roll-up.ts) folds them into their
// day's counts and deletes them.

const VIEWS_PREFIX = 'audience/views/';

const viewsFolder = (day: string) => `${VIEWS_PREFIX}${day}/`;

/** The instant a view's key was written at. */
export const viewTime = (key: string): number => Number(/\/(\d{15})-[0-9a-f]+$/.exec(key)?.[1] ?? 0);

export async function recordView(view: View, now = Date.now()): Promise<void> {
  const key = `${viewsFolder(parisDay(now))}${String(now).padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
  // Exactly the four fields, whatever else the object holds.
  await createDocument(key, {
    path: view.path,
    language: view.language,
    device: view.device,
    ...(view.referrer ? { referrer: view.referrer } : {}),
  });
}

/** The views of a day still on their own, after `after` (a key), in the order they came. */
export async function viewKeys(day: string, after = ''): Promise<string[]> {
  return (await listKeys(viewsFolder(day))).filter((key) => key > after).sort();
}

/** The days that have views on their own. */
export async function daysWithViews(): Promise<string[]> {
  const days = new Set((await listKeys(VIEWS_PREFIX)).map((key) => key.slice(VIEWS_PREFIX.length, VIEWS_PREFIX.length + 10)));
  return [...days].sort();
}

/** Reads views, a few at a time; one that vanished meanwhile (folded by the roll-up) is left out. */
export async function readViews(keys: readonly string[]): Promise<View[]> {
  const views: View[] = [];
  for (let start = 0; start < keys.length; start += 16) {
    const batch = await Promise.all(keys.slice(start, start + 16).map((key) => readOptional(key, viewSchema)));
    for (const view of batch) if (view) views.push(view);
  }
  return views;
}
