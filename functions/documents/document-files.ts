import { createHash } from 'node:crypto';
import { createFile, fileMetadata, putFile, readFile } from '#functions/platform/store.ts';
import { storedWithin } from '#functions/uploads/file-age.ts';

// A document's PDF is stored under the hash of its bytes, with the uploads
// (uploads/documents/<sha256>.pdf), so a backup carries it as it carries every
// upload. A file is never overwritten: the record names the hash, so a
// replaced file stays for the kept version that names it, and a restore brings
// it back. The upload sweep (functions/uploads/lifecycle.ts) leaves this folder
// alone; functions/documents/sweep-document-files.ts deletes a file once no
// document and no kept version names it.

export const DOCUMENT_FILES_FOLDER = 'documents/';
/** Where the files are stored. */
export const DOCUMENT_FILES_KEY_PREFIX = `uploads/${DOCUMENT_FILES_FOLDER}`;

export const documentFileKey = (sha256: string) => `${DOCUMENT_FILES_KEY_PREFIX}${sha256}.pdf`;
/** A document file's name in a backup's uploads/ (as functions/backup/backup.ts names every upload). */
export const documentBackupName = (sha256: string) => `${DOCUMENT_FILES_FOLDER}${sha256}.pdf`;
export const isDocumentFileKey = (key: string) => key.startsWith(DOCUMENT_FILES_KEY_PREFIX);

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A stored file older than this that a write names again is stored again, so the sweep counts its day from now. */
const REUSED_AFTER_MS = 60 * 60 * 1000;

/**
 * Stores checked PDF bytes (once: the same bytes share one file) and returns their hash. A file stored long ago that
 * nothing may name any more is written again with today's date: the sweep, which deletes such a file a day after it
 * was stored, then leaves it to the write about to name it.
 */
export async function storeDocumentFile(bytes: Uint8Array): Promise<string> {
  const sha256 = sha256Of(bytes);
  const key = documentFileKey(sha256);
  const metadata = { contentType: 'application/pdf', size: bytes.byteLength, createdAt: new Date().toISOString() };
  const stored = await fileMetadata(key);
  if (!stored) await createFile(key, bytes, metadata);
  else if (!storedWithin(stored, Date.now(), REUSED_AFTER_MS)) await putFile(key, bytes, metadata);
  return sha256;
}

/** A document's bytes, or null when the store does not hold them. */
export async function readDocumentFile(sha256: string): Promise<Uint8Array | null> {
  const file = await readFile(documentFileKey(sha256));
  return file ? new Uint8Array(file.data) : null;
}
