import { createHash } from 'node:crypto';
import { createFile, fileMetadata, readFile } from '#functions/platform/store.ts';

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
const PREFIX = DOCUMENT_FILES_KEY_PREFIX;

export const documentFileKey = (sha256: string) => `${PREFIX}${sha256}.pdf`;
/** A document file's name in a backup's uploads/ (as functions/backup/backup.ts names every upload). */
export const documentBackupName = (sha256: string) => `${DOCUMENT_FILES_FOLDER}${sha256}.pdf`;
export const isDocumentFileKey = (key: string) => key.startsWith(PREFIX);

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores checked PDF bytes (once: the same bytes share one file) and returns their hash. */
export async function storeDocumentFile(bytes: Uint8Array): Promise<string> {
  const sha256 = sha256Of(bytes);
  const key = documentFileKey(sha256);
  if (!(await fileMetadata(key))) {
    await createFile(key, bytes, { contentType: 'application/pdf', size: bytes.byteLength, createdAt: new Date().toISOString() });
  }
  return sha256;
}

/** A document's bytes, or null when the store does not hold them. */
export async function readDocumentFile(sha256: string): Promise<Uint8Array | null> {
  const file = await readFile(documentFileKey(sha256));
  return file ? new Uint8Array(file.data) : null;
}
