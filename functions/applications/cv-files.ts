import { createHash } from 'node:crypto';
import { createFile, deleteKey, fileMetadata, listKeys, readFile } from '#functions/platform/store.ts';

// A candidate's CV, stored apart from the site's uploads under its
// application's id (application-cvs/<id>.pdf): no public route reads this
// prefix, no backup carries it (ADR 0071), and it goes when its application
// goes. Only GET /api/applications/cv serves it, to staff allowed to.

const PREFIX = 'application-cvs/';
/** A CV whose application was never written (a failed store) is swept after this long, never one being sent. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

const cvKey = (applicationId: string) => `${PREFIX}${applicationId}.pdf`;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores a checked CV under its application's id, before the application is written. */
export async function storeCv(applicationId: string, bytes: Uint8Array): Promise<void> {
  await createFile(cvKey(applicationId), bytes, { contentType: 'application/pdf', createdAt: new Date().toISOString() });
}

/** The CV's bytes, or null when none is stored. */
export async function readCv(applicationId: string): Promise<Uint8Array | null> {
  const file = await readFile(cvKey(applicationId));
  return file ? new Uint8Array(file.data) : null;
}

export async function deleteCv(applicationId: string): Promise<void> {
  await deleteKey(cvKey(applicationId));
}

/** Deletes the CVs no application names, once older than an hour; answers how many. */
export async function sweepOrphanCvs(knownIds: ReadonlySet<string>, now = Date.now()): Promise<number> {
  let swept = 0;
  for (const key of await listKeys(PREFIX)) {
    const id = key.slice(PREFIX.length).replace(/\.pdf$/, '');
    if (knownIds.has(id)) continue;
    const metadata = await fileMetadata(key);
    const created = typeof metadata?.createdAt === 'string' ? Date.parse(metadata.createdAt) : 0;
    if (now - created < ORPHAN_AGE_MS) continue;
    await deleteKey(key);
    swept += 1;
  }
  return swept;
}
