import { message } from '#src/schemas/messages.ts';
import { BACKUP_PART_BYTES } from '#src/schemas/backup.ts';
import { appendAudit } from '#functions/audit/audit.ts';
import { readBackup, type Backup } from '#functions/backup/backup.ts';
import { readStoredBackup } from '#functions/backup/stored-backups.ts';
import { HttpError, readBytes } from '#functions/platform/http.ts';
import { attachment } from '#functions/platform/responses.ts';

// How backups travel between the admin and the site (ADRs 0035 and 0036): a
// zip file as a request's body, never larger than one request carries
// (BACKUP_PART_BYTES; a larger one comes in parts, or is named by
// `?backup=<name>` when it is kept in the store and never travels), a zip as
// an attachment, and a download recorded as an export.

const MB = 1024 * 1024;

/** A size as the refusals quote it ("4.5 MB"). */
export const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

export const zipResponse = (bytes: Uint8Array, filename: string) => attachment(bytes, 'application/zip', filename);

/** A zip file (or one part of one) sent as the body: at most one part's size, never empty. */
export async function readZipBody(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/(zip|x-zip-compressed|octet-stream)\b/i.test(type)) throw new HttpError(415, message('zip_required'));
  const bytes = await readBytes(req, BACKUP_PART_BYTES);
  if (bytes.byteLength === 0) throw new HttpError(400, message('body_empty'));
  return bytes;
}

/** The backup a request names: one kept in the store (`?backup=<name>`, any size), or the file it carries. */
export async function readRequestedBackup(req: Request): Promise<Backup> {
  const stored = new URL(req.url).searchParams.get('backup');
  if (stored !== null) return readBackup(await readStoredBackup(stored));
  return readBackup(await readZipBody(req));
}

/**
 * A download is a read, so the router does not audit it; it carries the whole
 * site (and maybe personal data): it is recorded as an export.
 */
export const auditExport = (user: string, ip: string, facts: { fields?: string[]; item_id?: string; item_label?: string }) =>
  appendAudit({ user, action: 'export', outcome: 'success', status: 200, ip, collection: 'backup', ...facts });
