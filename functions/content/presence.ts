import * as z from '#functions/platform/zod.ts';
import { PRESENCE, type Presence } from '#src/schemas/presence.ts';
import { deleteKey, listKeys, putDocument, readOptional } from '#functions/platform/store.ts';

// Who has an item open in the admin (ADR 0045), one small document per person
// and item: presence/<collection>/<id>/<username, base64url>. A heartbeat
// writes the caller's and reads the others'; one not renewed within 45 s is
// gone (and removed when seen), so a closed tab disappears by itself.

const seenSchema = z.object({ username: z.string(), seen_at: z.iso.datetime() });
const prefixOf = (item: string) => `presence/${item}/`;
const keyOf = (item: string, username: string) => `${prefixOf(item)}${Buffer.from(username).toString('base64url')}`;

export async function markPresent(item: string, username: string, now = new Date()): Promise<Presence> {
  await putDocument(keyOf(item, username), { username, seen_at: now.toISOString() });
  const own = keyOf(item, username);
  // Only this item's own keys: a list page's item is the folder of others' (`pages/services`, `pages/services/engineering`).
  const keys = (await listKeys(prefixOf(item))).filter((key) => key !== own && !key.slice(prefixOf(item).length).includes('/'));
  const seen = await Promise.all(keys.map(async (key) => ({ key, entry: await readOptional(key, seenSchema) })));
  const oldest = now.getTime() - PRESENCE.freshSeconds * 1000;
  const stale = seen.filter(({ entry }) => !entry || Date.parse(entry.seen_at) < oldest);
  // Best effort: a key left behind is skipped by the next reader alike.
  await Promise.all(stale.map(({ key }) => deleteKey(key).catch(() => undefined)));
  const others = seen.flatMap(({ entry }) => (entry && Date.parse(entry.seen_at) >= oldest ? [entry] : []));
  return { others: others.sort((a, b) => b.seen_at.localeCompare(a.seen_at)) };
}

/** The caller closed the item: gone at once rather than 45 s later. */
export async function markGone(item: string, username: string): Promise<void> {
  await deleteKey(keyOf(item, username));
}
