import { revisionSchema } from '#src/schemas/history.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { versionsFolder } from '#functions/content/history.ts';
import { deleteKey, fileMetadata, listKeys, readOptional } from '#functions/platform/store.ts';
import { DOCUMENT_FILES_KEY_PREFIX, documentFileKey } from '#functions/documents/document-files.ts';
import { storedWithin } from '#functions/uploads/file-age.ts';
import { UPLOAD_GRACE_MS } from '#functions/uploads/lifecycle.ts';

// A document's PDF is kept while something may still show or bring it back
// (ADR 0069, amended): the document itself, a kept version of it (a history
// restore brings that version's file back) or a deleted one (a deleted item
// keeps its last version until it expires from Recently deleted). Past those,
// and a day after it was stored (a file stored by a write that then failed, or
// whose record is being written), the hourly sweep deletes it: otherwise every
// replaced brochure stayed in the store's capped space for good.

const hashOf = (record: unknown): string | undefined => {
  const hash = typeof record === 'object' && record !== null && 'file_sha256' in record ? record.file_sha256 : undefined;
  return typeof hash === 'string' ? hash : undefined;
};

/** The hashes that a document or a kept version of one names. */
async function hashesInUse(): Promise<Set<string>> {
  const [{ items }, versionKeys] = await Promise.all([readCollection(collections.documents), listKeys(versionsFolder('documents'))]);
  const versions = await Promise.all(versionKeys.map((key) => readOptional(key, revisionSchema)));
  return new Set([...items, ...versions.map((version) => version?.record)].map(hashOf).filter((hash) => hash !== undefined));
}

/** Deletes the document files nothing names any more, a day old at least; returns their keys. */
export async function sweepOrphanDocumentFiles(now = Date.now(), graceMs = UPLOAD_GRACE_MS): Promise<string[]> {
  const keys = await listKeys(DOCUMENT_FILES_KEY_PREFIX);
  const old: string[] = [];
  for (const key of keys) if (!storedWithin(await fileMetadata(key), now, graceMs)) old.push(key);
  // Most hours nothing is old and unnamed: the versions are read only when a file may go.
  if (old.length === 0) return [];
  const inUse = new Set([...(await hashesInUse())].map(documentFileKey));
  const deleted: string[] = [];
  for (const key of old.filter((candidate) => !inUse.has(candidate))) {
    // Looked at again just before it goes: a write that names the file again has stored it anew meanwhile.
    if (storedWithin(await fileMetadata(key), now, graceMs)) continue;
    await deleteKey(key);
    deleted.push(key);
  }
  if (deleted.length > 0) console.warn(JSON.stringify({ level: 'warn', event: 'document_files_swept', deleted }));
  return deleted;
}
