import { importSummarySchema } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { applyImport, packBackup } from '#functions/backup/backup.ts';
import { storeBackup } from '#functions/backup/stored-backups.ts';
import { readRequestedBackup } from '#functions/backup/transfer.ts';
import { purgeSite } from '#functions/platform/cache.ts';
import { respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';

// POST /api/admin/import: imports a backup, all or nothing (ADR 0035). The
// file is the body, or `?backup=<name>` names one kept in the store (a nightly
// one, say): that one never travels, so its size is not limited. The content
// as it was is kept first as a backup of its own.

async function importContent(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const backup = await readRequestedBackup(req);
  // The backup is the item: later notes of the items written do not replace it.
  const label = `Backup of ${backup.manifest.created_at}`;
  noteAudit({ item_id: backup.manifest.created_at, item_label: label });
  let summary: Awaited<ReturnType<typeof applyImport>>;
  try {
    summary = await applyImport(backup, session.username, async (safety) => (await storeBackup('pre-import', packBackup(safety))).name);
  } finally {
    // Any public answer may have changed, or changed and been rolled back: the CDN is emptied either way.
    await purgeSite(`${label} imported`);
  }
  // Enquiries are personal data: the log says how many came in (the entry has no count of its own, so its label carries it).
  if (backup.content.enquiries) {
    const { added, dropped } = summary.enquiries;
    noteAudit({
      item_label: `${label} (${added} ${added === 1 ? 'enquiry' : 'enquiries'} added, ${dropped} dropped)`,
      ...(added > 0 ? { fields: ['enquiries'] } : {}),
    });
  }
  return respond(importSummarySchema, summary);
}

export const importHandler = route(endpoints.adminImport, { POST: importContent });
