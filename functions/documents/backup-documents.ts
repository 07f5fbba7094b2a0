import { message, nested, type Message } from '#src/schemas/messages.ts';
import type { BackupContent, BackupUpload } from '#src/schemas/backup.ts';
import { HttpError } from '#functions/platform/http.ts';
import { fileMetadata } from '#functions/platform/store.ts';
import { assertSafePdf } from '#functions/documents/pdf-check.ts';
import { DOCUMENT_FILES_FOLDER, documentBackupName, documentFileKey, sha256Of } from '#functions/documents/document-files.ts';

// Documents in a backup (functions/backup/backup.ts): each PDF travels as
// uploads/documents/<sha256>.pdf, every stored one (a replaced file a kept
// version names included), the records in content.json. An import checks each
// PDF as its upload was checked, and that its name is the hash of its bytes.

/** For a backup file under uploads/documents/: accepted, or the problem that refuses the backup. Undefined for any other upload. */
export function checkedBackupDocument(upload: BackupUpload, bytes: Uint8Array): { ok: true } | { problem: Message } | undefined {
  if (!upload.name.startsWith(DOCUMENT_FILES_FOLDER)) return undefined;
  if (upload.name !== documentBackupName(sha256Of(bytes))) return { problem: message('backup_upload_damaged', { file: upload.name }) };
  try {
    assertSafePdf(bytes);
  } catch (error) {
    if (error instanceof HttpError)
      return { problem: message('backup_document_refused', { file: upload.name, problem: nested(error.said) }) };
    throw error;
  }
  return { ok: true };
}

/** The first document whose PDF neither the backup nor this site holds, as the problem that refuses the backup. */
export async function missingDocumentFile(content: BackupContent, uploads: ReadonlySet<string>): Promise<Message | undefined> {
  for (const document of content.collections.documents) {
    const name = documentBackupName(document.file_sha256);
    if (uploads.has(name) || (await fileMetadata(documentFileKey(document.file_sha256)))) continue;
    return message('backup_missing_document', { label: document.title, file: name });
  }
  return undefined;
}
