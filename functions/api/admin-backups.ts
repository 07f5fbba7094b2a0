import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { BACKUP_PART_BYTES, storedBackupListSchema, storedBackupSchema, takeBackupRequestSchema } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit, readAudit } from '#functions/audit/audit.ts';
import { takeBackup } from '#functions/backup/backup.ts';
import { keepBackup } from '#functions/backup/keep-backup.ts';
import { readInterruptedImport } from '#functions/backup/import-journal.ts';
import { deleteStoredBackup, listBackups, readStoredBackup } from '#functions/backup/stored-backups.ts';
import { auditExport, megabytes, zipResponse } from '#functions/backup/transfer.ts';
import { requestedRange } from '#functions/platform/byte-range.ts';
import { errorResponse, HttpError, parseWith, respond, type RequestContext } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { readObject } from '#functions/platform/requests.ts';
import { attachment, privateJson } from '#functions/platform/responses.ts';

// The backups kept in the store, for admins (ADRs 0035 and 0036):
//   GET  /api/admin/backups          the list (nightly ones, those taken before an import…)
//   GET  /api/admin/backups?name=    one of them, whole, or with `Range: bytes=…` a part (206)
//   POST /api/admin/backups          take one now and keep it: how the admin downloads a
//                                    backup larger than one response carries, by ranges
//   DELETE /api/admin/backups?name=  delete one before its 14 days (it may hold enquiries)

/** How long the ranges of one download may take to follow each other and still be one export. */
const DOWNLOAD_WINDOW_MS = 30 * 60 * 1000;

/** Whether this user's download of this backup was recorded as an export within the window. */
async function exportedRecently(username: string, name: string, now = Date.now()): Promise<boolean> {
  const since = new Date(now - DOWNLOAD_WINDOW_MS).toISOString();
  const entries = await readAudit({ action: 'export', user: username, item: name, from: since.slice(0, 10) });
  return entries.some((entry) => entry.at >= since && entry.outcome === 'success');
}

/**
 * A kept backup: whole when it fits in one response, else the byte range asked
 * for (206). A download is recorded as an export when it starts (the whole
 * file, or the range from byte 0; not a refused one): a nightly backup holds
 * the enquiries. A range that does not start at byte 0 is recorded too unless
 * the same person's download of it was within the last half hour, so skipping
 * the first byte skips no record.
 */
async function download(req: Request, ctx: RequestContext, username: string, name: string): Promise<Response> {
  const bytes = await readStoredBackup(name);
  const range = requestedRange(req.headers.get('range'), bytes.byteLength, BACKUP_PART_BYTES);
  const audit = () => auditExport(username, ctx.ip, { item_id: name, item_label: name });
  if (range === null) {
    return errorResponse(416, message('range_outside', { bytes: bytes.byteLength }), {
      headers: { 'Content-Range': `bytes */${bytes.byteLength}` },
    });
  }
  if (range === undefined) {
    if (bytes.byteLength > BACKUP_PART_BYTES)
      throw new HttpError(
        413,
        message('download_too_large', {
          size: megabytes(bytes.byteLength),
          limit: megabytes(BACKUP_PART_BYTES),
          last: BACKUP_PART_BYTES - 1,
        }),
      );
    await audit();
    const whole = zipResponse(bytes, name);
    whole.headers.set('Accept-Ranges', 'bytes');
    return whole;
  }
  if (range.start === 0 || !(await exportedRecently(username, name))) await audit();
  const part = attachment(bytes.subarray(range.start, range.end + 1), 'application/zip', name);
  const response = new Response(part.body, { status: 206, headers: part.headers });
  response.headers.set('Accept-Ranges', 'bytes');
  response.headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
  return response;
}

async function backups(req: Request, ctx: HandlerContext<'admin'>): Promise<Response> {
  const name = new URL(req.url).searchParams.get('name');
  if (name !== null) return download(req, ctx, ctx.session.username, name);
  const [kept, cutShort] = await Promise.all([listBackups(), readInterruptedImport()]);
  const marked = kept.map((backup) => (backup.name === cutShort?.safety_backup ? { ...backup, import_cut_short_by: cutShort.by } : backup));
  return privateJson(storedBackupListSchema, marked, ['name']);
}

/**
 * Takes a backup now and keeps it: how the admin downloads one of any size.
 * Audited as taking one (create); its download is the export.
 */
async function takeAndKeep(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const { enquiries } = parseWith(takeBackupRequestSchema, await readObject(req));
  const kept = await keepBackup('manual', await takeBackup(session.username, enquiries));
  noteAudit({ item_id: kept.name, item_label: kept.name, ...(enquiries ? { fields: ['enquiries'] } : {}) });
  return respond(storedBackupSchema, kept, { status: 201 });
}

/** Deletes a kept backup: audited as a delete, whether it succeeds or not. */
async function deleteBackup(req: Request): Promise<Response> {
  const name = new URL(req.url).searchParams.get('name') ?? '';
  noteAudit({ item_id: name, item_label: name });
  await deleteStoredBackup(name);
  return respond(successSchema, { success: true });
}

export const backupsHandler = route(endpoints.adminBackups, { GET: backups, POST: takeAndKeep, DELETE: deleteBackup });
