import { message } from '#src/schemas/messages.ts';
import { uploadPartSchema } from '#src/schemas/api.ts';
import { storedBackupSchema } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { packBackup, readBackup } from '#functions/backup/backup.ts';
import { withoutGoneEnquiries } from '#functions/backup/keep-backup.ts';
import { backupParts } from '#functions/backup/backup-parts.ts';
import { storeBackup } from '#functions/backup/stored-backups.ts';
import { readZipBody } from '#functions/backup/transfer.ts';
import { HttpError, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { partOf } from '#functions/uploads/part-query.ts';

// POST /api/admin/backups/upload?upload_id=&part=&parts=: a backup file sent to
// be restored, in parts when it is larger than one request carries (ADR 0036).
// The last part joins them, the whole file is checked as an import checks it,
// and it is kept; the import then names it with `?backup=<name>`.

/**
 * One part of a backup file sent to be restored: the last one joins them,
 * checks the whole file as an import does (a problem names the item, nothing
 * is kept) and keeps it.
 */
async function receivePart(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const ref = partOf(req, { minParts: 1 });
  const bytes = await readZipBody(req);
  if (ref.count === 1 && ref.uploadId) throw new HttpError(400, message('whole_backup_with_id'));
  const staged = ref.count === 1 ? { complete: true as const, whole: bytes } : await backupParts.receive(ref, bytes, session.username);
  if (!staged.complete)
    return respond(uploadPartSchema, { success: true, upload_id: staged.uploadId, received: staged.received }, { status: 202 });
  const backup = await readBackup(staged.whole);
  // Kept without the enquiries erased or past their retention since it was taken: the file as sent when it holds none.
  const cleaned = await withoutGoneEnquiries(backup);
  const kept = await storeBackup('uploaded', cleaned === backup ? staged.whole : packBackup(cleaned));
  noteAudit({ item_id: kept.name, item_label: `Backup of ${backup.manifest.created_at}` });
  return respond(storedBackupSchema, kept, { status: 201 });
}

export const backupUploadHandler = route(endpoints.adminBackupsUpload, { POST: receivePart });
