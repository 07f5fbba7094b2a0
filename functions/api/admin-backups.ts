import { z } from 'zod';
import {
  BACKUP_PART_BYTES,
  importSummarySchema,
  MAX_BACKUP_BYTES,
  MAX_BACKUP_PARTS,
  storedBackupListSchema,
  storedBackupSchema,
  takeBackupRequestSchema,
} from '#src/schemas/backup.ts';
import { uploadPartSchema } from '#src/schemas/api.ts';
import { appendAudit, noteAudit } from '#functions/audit/audit.ts';
import { applyImport, packBackup, planImport, readBackup, takeBackup } from '#functions/backup/backup.ts';
import { listBackups, readStoredBackup, storeBackup } from '#functions/backup/stored-backups.ts';
import { requestedRange } from '#functions/platform/byte-range.ts';
import { attachment, privateJson, readObject } from '#functions/platform/responses.ts';
import { errorResponse, HttpError, parseWith, readBytes, respond, route, type RequestContext } from '#functions/platform/http.ts';
import { requireAdmin } from '#functions/auth/sessions.ts';
import { stagedParts, UPLOAD_ID } from '#functions/uploads/staged-parts.ts';

// Backup and restore for admins (ADR 0035):
//   GET  /api/admin/export[?enquiries=1]  the site's content as one zip file
//   POST /api/admin/import/preview        what importing a file would do (nothing written)
//   POST /api/admin/import                import it, all or nothing
// Both take the file as the body, or `?backup=<name>` for one kept in the store
// (a nightly one, say): that one never travels, so its size is not limited.
//   GET  /api/admin/backups[?name=]       the backups kept in the store, or one of them
// A backup larger than one request or response carries (BACKUP_PART_BYTES)
// travels in parts (ADR 0036):
//   POST /api/admin/backups               take one now and keep it (then download it by ranges)
//   GET  /api/admin/backups?name=         with `Range: bytes=…`, a part of a kept one (206)
//   POST /api/admin/backups/upload        a file sent in parts, kept once whole and checked
//                                         (then restored with `?backup=<name>`)

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

const zipResponse = (bytes: Uint8Array, filename: string) => attachment(bytes, 'application/zip', filename);

/** A zip file (or one part of one) sent as the body: at most one part's size, never empty. */
async function readZipBody(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/(zip|x-zip-compressed|octet-stream)\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/zip');
  const bytes = await readBytes(req, BACKUP_PART_BYTES);
  if (bytes.byteLength === 0) throw new HttpError(400, 'Request body is empty');
  return bytes;
}

/** The backup a request names: one kept in the store (`?backup=<name>`, any size), or the file it carries. */
async function readUpload(req: Request) {
  const stored = new URL(req.url).searchParams.get('backup');
  if (stored !== null) return readBackup(await readStoredBackup(stored));
  return readBackup(await readZipBody(req));
}

/**
 * A download is a read, so the router does not audit it; it carries the whole
 * site (and maybe personal data): it is recorded as an export.
 */
const auditExport = (user: string, ip: string, facts: { fields?: string[]; item_id?: string; item_label?: string }) =>
  appendAudit({ user, action: 'export', outcome: 'success', status: 200, ip, collection: 'backup', ...facts });

async function exportContent(req: Request, ctx: RequestContext): Promise<Response> {
  const session = await requireAdmin(req);
  const enquiries = new URL(req.url).searchParams.get('enquiries') === '1';
  const backup = await takeBackup(session.username, enquiries);
  const bytes = packBackup(backup);
  if (bytes.byteLength > BACKUP_PART_BYTES)
    throw new HttpError(
      413,
      `This site's backup is ${megabytes(bytes.byteLength)}, more than one response carries (${megabytes(BACKUP_PART_BYTES)}): take it with POST /api/admin/backups and download it by byte ranges`,
    );
  await auditExport(session.username, ctx.ip, enquiries ? { fields: ['enquiries'] } : {});
  return zipResponse(bytes, `caronte-backup-${backup.manifest.created_at.slice(0, 10)}.zip`);
}

async function preview(req: Request): Promise<Response> {
  await requireAdmin(req);
  return respond(importSummarySchema, await planImport(await readUpload(req)));
}

async function importContent(req: Request): Promise<Response> {
  noteAudit({ action: 'import', collection: 'backup' });
  const session = await requireAdmin(req);
  const backup = await readUpload(req);
  // The backup is the item: later notes of the items written do not replace it.
  noteAudit({ item_id: backup.manifest.created_at, item_label: `Backup of ${backup.manifest.created_at}` });
  const summary = await applyImport(backup, session.username, async (safety) => (await storeBackup('pre-import', packBackup(safety))).name);
  return respond(importSummarySchema, summary);
}

/**
 * A kept backup: whole when it fits in one response, else the byte range asked
 * for (206). A download is recorded as an export when it starts (the whole
 * file, or the range from byte 0; not a refused one): a nightly backup holds
 * the enquiries.
 */
async function download(req: Request, ctx: RequestContext, username: string, name: string): Promise<Response> {
  const bytes = await readStoredBackup(name);
  const range = requestedRange(req.headers.get('range'), bytes.byteLength, BACKUP_PART_BYTES);
  const audit = () => auditExport(username, ctx.ip, { item_id: name, item_label: name });
  if (range === null) {
    return errorResponse(416, `The range asked for lies outside this backup of ${bytes.byteLength} bytes`, {
      headers: { 'Content-Range': `bytes */${bytes.byteLength}` },
    });
  }
  if (range === undefined) {
    if (bytes.byteLength > BACKUP_PART_BYTES)
      throw new HttpError(
        413,
        `This backup is ${megabytes(bytes.byteLength)}, more than one response carries (${megabytes(BACKUP_PART_BYTES)}): download it by byte ranges (Range: bytes=0-${BACKUP_PART_BYTES - 1}, and so on)`,
      );
    await audit();
    const whole = zipResponse(bytes, name);
    whole.headers.set('Accept-Ranges', 'bytes');
    return whole;
  }
  if (range.start === 0) await audit();
  const part = attachment(bytes.subarray(range.start, range.end + 1), 'application/zip', name);
  const response = new Response(part.body, { status: 206, headers: part.headers });
  response.headers.set('Accept-Ranges', 'bytes');
  response.headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
  return response;
}

async function backups(req: Request, ctx: RequestContext): Promise<Response> {
  const session = await requireAdmin(req);
  const name = new URL(req.url).searchParams.get('name');
  if (name !== null) return download(req, ctx, session.username, name);
  return privateJson(storedBackupListSchema, await listBackups(), ['name']);
}

/**
 * Takes a backup now and keeps it: how the admin downloads one of any size.
 * Audited as taking one (create); its download is the export.
 */
async function keepBackup(req: Request): Promise<Response> {
  noteAudit({ collection: 'backup' });
  const session = await requireAdmin(req);
  const { enquiries } = parseWith(takeBackupRequestSchema, await readObject(req));
  const kept = await storeBackup('manual', packBackup(await takeBackup(session.username, enquiries)));
  noteAudit({ item_id: kept.name, item_label: kept.name, ...(enquiries ? { fields: ['enquiries'] } : {}) });
  return respond(storedBackupSchema, kept, { status: 201 });
}

const partQuery = z.object({
  upload_id: z.string().regex(UPLOAD_ID, 'upload_id is not valid').optional(),
  part: z.coerce.number().int('part must be a whole number').min(0, 'part must be 0 or more').default(0),
  // More parts than a backup may have is answered by the staging area: 413, as a file too large.
  parts: z.coerce.number().int('parts must be a whole number').min(1, 'parts must be at least 1').default(1),
});

const backupParts = stagedParts({
  prefix: 'backup-parts/',
  maxBytes: MAX_BACKUP_BYTES,
  maxParts: MAX_BACKUP_PARTS,
  tooLarge: `A backup can be at most ${megabytes(MAX_BACKUP_BYTES)}`,
  countName: 'parts',
});

/** Drops backup files abandoned part way (the hourly sweep). */
export const sweepStaleBackupParts = (now?: number) => backupParts.sweepStale(now);

/**
 * One part of a backup file sent to be restored: the last one joins them,
 * checks the whole file as an import does (a problem names the item, nothing
 * is kept) and keeps it; the import then names it with `?backup=`.
 */
async function receivePart(req: Request): Promise<Response> {
  noteAudit({ collection: 'backup' });
  const session = await requireAdmin(req);
  const query = new URL(req.url).searchParams;
  const part = parseWith(partQuery, {
    upload_id: query.get('upload_id') ?? undefined,
    part: query.get('part') ?? undefined,
    parts: query.get('parts') ?? undefined,
  });
  if (part.part >= part.parts) throw new HttpError(400, 'part must be below parts');
  const bytes = await readZipBody(req);
  const ref = { uploadId: part.upload_id, index: part.part, count: part.parts };
  if (part.parts === 1 && part.upload_id) throw new HttpError(400, 'A backup sent whole carries no upload_id');
  const staged = part.parts === 1 ? { complete: true as const, whole: bytes } : await backupParts.receive(ref, bytes, session.username);
  if (!staged.complete)
    return respond(uploadPartSchema, { success: true, upload_id: staged.uploadId, received: staged.received }, { status: 202 });
  const backup = await readBackup(staged.whole);
  const kept = await storeBackup('uploaded', staged.whole);
  noteAudit({ item_id: kept.name, item_label: `Backup of ${backup.manifest.created_at}` });
  return respond(storedBackupSchema, kept, { status: 201 });
}

export const exportHandler = route('admin/export', { GET: exportContent });
export const importPreviewHandler = route('admin/import/preview', { POST: preview }, { audited: false });
export const importHandler = route('admin/import', { POST: importContent });
export const backupsHandler = route('admin/backups', { GET: backups, POST: keepBackup });
export const backupUploadHandler = route('admin/backups/upload', { POST: receivePart });
