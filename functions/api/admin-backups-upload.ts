import { z } from 'zod';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { message } from '#src/schemas/messages.ts';
import { uploadPartSchema } from '#src/schemas/api.ts';
import { storedBackupSchema } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { readBackup } from '#functions/backup/backup.ts';
import { backupParts } from '#functions/backup/backup-parts.ts';
import { storeBackup } from '#functions/backup/stored-backups.ts';
import { readZipBody } from '#functions/backup/transfer.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { UPLOAD_ID } from '#functions/uploads/staged-parts.ts';

// POST /api/admin/backups/upload?upload_id=&part=&parts=: a backup file sent to
// be restored, in parts when it is larger than one request carries (ADR 0036).
// The last part joins them, the whole file is checked as an import checks it,
// and it is kept; the import then names it with `?backup=<name>`.

const partQuery = z.object({
  upload_id: z
    .string()
    .regex(UPLOAD_ID, zodMessage('not_valid', { field: 'upload_id' }))
    .optional(),
  part: z.coerce
    .number()
    .int(zodMessage('not_whole_number', { field: 'part' }))
    .min(0, zodMessage('not_negative', { field: 'part' }))
    .default(0),
  // More parts than a backup may have is answered by the staging area: 413, as a file too large.
  parts: z.coerce
    .number()
    .int(zodMessage('not_whole_number', { field: 'parts' }))
    .min(1, zodMessage('min_value', { field: 'parts', min: 1 }))
    .default(1),
});

/**
 * One part of a backup file sent to be restored: the last one joins them,
 * checks the whole file as an import does (a problem names the item, nothing
 * is kept) and keeps it.
 */
async function receivePart(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const query = new URL(req.url).searchParams;
  const part = parseWith(partQuery, {
    upload_id: query.get('upload_id') ?? undefined,
    part: query.get('part') ?? undefined,
    parts: query.get('parts') ?? undefined,
  });
  if (part.part >= part.parts) throw new HttpError(400, message('not_below', { index: 'part', count: 'parts' }));
  const bytes = await readZipBody(req);
  const ref = { uploadId: part.upload_id, index: part.part, count: part.parts };
  if (part.parts === 1 && part.upload_id) throw new HttpError(400, message('whole_backup_with_id'));
  const staged = part.parts === 1 ? { complete: true as const, whole: bytes } : await backupParts.receive(ref, bytes, session.username);
  if (!staged.complete)
    return respond(uploadPartSchema, { success: true, upload_id: staged.uploadId, received: staged.received }, { status: 202 });
  const backup = await readBackup(staged.whole);
  const kept = await storeBackup('uploaded', staged.whole);
  noteAudit({ item_id: kept.name, item_label: `Backup of ${backup.manifest.created_at}` });
  return respond(storedBackupSchema, kept, { status: 201 });
}

export const backupUploadHandler = route(endpoints.adminBackupsUpload, { POST: receivePart });
