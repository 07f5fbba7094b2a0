import { message } from '#src/schemas/messages.ts';
import { BACKUP_PART_BYTES } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { packBackup, takeBackup } from '#functions/backup/backup.ts';
import { auditExport, megabytes, zipResponse } from '#functions/backup/transfer.ts';
import { HttpError } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// GET /api/admin/export[?enquiries=1]: the site's content as one zip file, for
// admins (ADR 0035). A backup larger than one response carries is taken with
// POST /api/admin/backups and downloaded by byte ranges instead (ADR 0036).

async function exportContent(req: Request, { session, ip }: HandlerContext<'admin'>): Promise<Response> {
  const enquiries = new URL(req.url).searchParams.get('enquiries') === '1';
  const backup = await takeBackup(session.username, enquiries);
  const bytes = packBackup(backup);
  if (bytes.byteLength > BACKUP_PART_BYTES)
    throw new HttpError(413, message('export_too_large', { size: megabytes(bytes.byteLength), limit: megabytes(BACKUP_PART_BYTES) }));
  await auditExport(session.username, ip, enquiries ? { fields: ['enquiries'] } : {});
  return zipResponse(bytes, `caronte-backup-${parisDay(Date.parse(backup.manifest.created_at))}.zip`);
}

export const exportHandler = route(endpoints.adminExport, { GET: exportContent });
