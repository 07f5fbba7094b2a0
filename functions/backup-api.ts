import { importSummarySchema, MAX_IMPORT_BYTES, storedBackupListSchema } from '#src/schemas/backup.ts';
import { appendAudit, noteAudit } from '#functions/audit.ts';
import { applyImport, packBackup, planImport, readBackup, takeBackup } from '#functions/backup.ts';
import { listBackups, readStoredBackup, storeBackup } from '#functions/backup-store.ts';
import { attachment, privateJson } from '#functions/content.ts';
import { HttpError, readBytes, respond, route, type RequestContext } from '#functions/http.ts';
import { requireAdmin } from '#functions/sessions.ts';

// Backup and restore for admins (ADR 0035):
//   GET  /api/admin/export[?enquiries=1]  the site's content as one zip file
//   POST /api/admin/import/preview        what importing a file would do (nothing written)
//   POST /api/admin/import                import it, all or nothing
// Both take the file as the body, or `?backup=<name>` for one kept in the store
// (a nightly one, say): that one never travels, so its size is not limited.
//   GET  /api/admin/backups[?name=]       the backups kept in the store, or one of them

const zipResponse = (bytes: Uint8Array, filename: string) => attachment(bytes, 'application/zip', filename);

/** The backup a request names: one kept in the store (`?backup=<name>`, any size), or the file it carries. */
async function readUpload(req: Request) {
  const stored = new URL(req.url).searchParams.get('backup');
  if (stored !== null) return readBackup(await readStoredBackup(stored));
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/(zip|x-zip-compressed|octet-stream)\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/zip');
  const bytes = await readBytes(req, MAX_IMPORT_BYTES);
  if (bytes.byteLength === 0) throw new HttpError(400, 'Request body is empty');
  return readBackup(bytes);
}

async function exportContent(req: Request, ctx: RequestContext): Promise<Response> {
  const session = await requireAdmin(req);
  const enquiries = new URL(req.url).searchParams.get('enquiries') === '1';
  const backup = await takeBackup(session.username, enquiries);
  const bytes = packBackup(backup);
  // A read, so the router does not audit it; an export carries the whole site (and maybe personal data): it is recorded.
  await appendAudit({
    user: session.username,
    action: 'export',
    outcome: 'success',
    status: 200,
    ip: ctx.ip,
    collection: 'backup',
    ...(enquiries ? { fields: ['enquiries'] } : {}),
  });
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
  const summary = await applyImport(backup, session.username, (safety) => storeBackup('pre-import', packBackup(safety)));
  return respond(importSummarySchema, summary);
}

async function backups(req: Request): Promise<Response> {
  await requireAdmin(req);
  const name = new URL(req.url).searchParams.get('name');
  if (name !== null) return zipResponse(await readStoredBackup(name), name);
  return privateJson(storedBackupListSchema, await listBackups(), ['name']);
}

export const exportHandler = route('admin/export', { GET: exportContent });
export const importPreviewHandler = route('admin/import/preview', { POST: preview }, { audited: false });
export const importHandler = route('admin/import', { POST: importContent });
export const backupsHandler = route('admin/backups', { GET: backups });
