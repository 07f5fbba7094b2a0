import { BACKUP_RETENTION_MS } from '#src/lib/privacy/retention.ts';
import { message } from '#src/schemas/messages.ts';
import { storedBackupSchema, type StoredBackup } from '#src/schemas/backup.ts';
import { HttpError } from '#functions/platform/http.ts';
import { createFile, deleteKey, fileMetadata, listKeys, putFile, readFile } from '#functions/platform/store.ts';

// Backups kept in the site's own store (ADR 0035): one taken every night, kept
// 14 days, one taken before every import, and (ADR 0036) those an admin takes
// to download and those sent in parts to restore, all kept as long, and of
// these last two only the newest few (each click of "Download backup" keeps
// one: the store must not grow with clicks).
//   backups/<kind>-<time>.zip
// The store is Netlify's, replicated by Netlify; these copies undo a mistake in
// the admin (a wrong import, a bad week of edits), and the admin downloads them
// to keep a copy elsewhere.

const PREFIX = 'backups/';
const NAME = /^(nightly|pre-import|manual|uploaded)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.zip$/;

/** The time a backup's name carries, back to ISO form. */
const timeOf = (stamp: string) => stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');

/** How many backups taken to download, and sent to restore, are kept (the newest). */
export const KEEP_COPIES = 5;

/**
 * Keeps a backup under a name of its own: two taken in the same millisecond
 * (two admins at once) never share one, so neither replaces the other.
 */
export async function storeBackup(kind: StoredBackup['kind'], bytes: Uint8Array, now = new Date()): Promise<StoredBackup> {
  for (let at = now.getTime(); ; at++) {
    const created_at = new Date(at).toISOString();
    const name = `${kind}-${created_at.replace(/[:.]/g, '-')}.zip`;
    if (await createFile(`${PREFIX}${name}`, bytes, { kind, created_at, size: bytes.byteLength })) {
      if (kind === 'manual' || kind === 'uploaded') await dropOldCopies(kind);
      return { name, kind, created_at, size: bytes.byteLength };
    }
  }
}

async function dropOldCopies(kind: 'manual' | 'uploaded'): Promise<void> {
  const older = (await keptNames()).filter((backup) => backup.kind === kind).slice(KEEP_COPIES);
  await Promise.all(older.map((backup) => deleteKey(`${PREFIX}${backup.name}`)));
}

/** The kept backups as their names tell them (kind and time), newest first: one list, no read per backup. */
async function keptNames(): Promise<{ name: string; kind: string; created_at: string }[]> {
  const kept = (await listKeys(PREFIX)).flatMap((key) => {
    const name = key.slice(PREFIX.length);
    const [, kind, stamp] = NAME.exec(name) ?? [];
    return kind && stamp ? [{ name, kind, created_at: timeOf(stamp) }] : [];
  });
  return kept.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function listBackups(): Promise<StoredBackup[]> {
  return Promise.all(
    (await keptNames()).map(async (backup) => {
      const metadata = await fileMetadata(`${PREFIX}${backup.name}`);
      return storedBackupSchema.parse({ ...backup, size: Number(metadata?.size ?? 0) });
    }),
  );
}

/** A stored backup's bytes; 404 for a name that is not one (never another key). */
export async function readStoredBackup(name: string): Promise<Uint8Array> {
  const file = NAME.test(name) ? await readFile(`${PREFIX}${name}`) : null;
  if (!file) throw new HttpError(404, message('not_found', { item: 'backup' }));
  return new Uint8Array(file.data);
}

/**
 * Deletes a kept backup before its time (an admin's choice: a backup holds the
 * enquiries, personal data); 404 for a name that is not one kept (never another key).
 */
export async function deleteStoredBackup(name: string): Promise<void> {
  await deleteKey((await keptFile(name)).key);
}

/** Drops backups past their 14 days (the nightly job). */
export async function pruneBackups(now = Date.now()): Promise<number> {
  const expired = (await keptNames()).filter((backup) => now - Date.parse(backup.created_at) > BACKUP_RETENTION_MS);
  await Promise.all(expired.map((backup) => deleteKey(`${PREFIX}${backup.name}`)));
  return expired.length;
}

/** Rewrites a kept backup under its own name (an erasure scrubs personal data out of it); 404 for a name that is not one. */
export async function replaceStoredBackup(name: string, bytes: Uint8Array): Promise<void> {
  const { key, metadata } = await keptFile(name);
  await putFile(key, bytes, { ...metadata, size: bytes.byteLength });
}

/** The key and metadata of a kept backup; 404 for a name that is not one kept (never another key). */
async function keptFile(name: string): Promise<{ key: string; metadata: Record<string, unknown> }> {
  const key = `${PREFIX}${name}`;
  const metadata = NAME.test(name) ? await fileMetadata(key) : null;
  if (!metadata) throw new HttpError(404, message('not_found', { item: 'backup' }));
  return { key, metadata };
}
