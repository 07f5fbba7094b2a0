import { createHash } from 'node:crypto';

// Records kept one document each (sign-in attempts, sessions: ADR 0023) live in
// a folder per subject and are named `<number>-<id>`, the number being what a
// listing needs to decide without reading them (an attempt's time, a session's expiry).

/** The folder of a subject given as input (a username, an address), hashed into a fixed, safe key. */
export const folderFor = (prefix: string, subject: string) =>
  `${prefix}/${createHash('sha256').update(subject).digest('hex').slice(0, 40)}/`;

/** The number a record's name starts with; 0 for a key that has none. */
export const leadingNumberOf = (key: string) => Number(/\/(\d+)-[^/]*$/.exec(key)?.[1] ?? 0);

/**
 * Ids become Blobs keys (content items, their versions: ADR 0030, 0031): only
 * letters, digits, - and _ (generated ids are UUIDs), so no id can name another
 * key ("../", "/") whatever the store does with it.
 */
export const isStorableId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);
