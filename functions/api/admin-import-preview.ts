import { importSummarySchema } from '#src/schemas/backup.ts';
import { planImport } from '#functions/backup/backup.ts';
import { readRequestedBackup } from '#functions/backup/transfer.ts';
import { requireAdmin } from '#functions/auth/sessions.ts';
import { respond, route } from '#functions/platform/http.ts';

// POST /api/admin/import/preview: what importing a backup would do, with
// nothing written (ADR 0035). The file is the body, or `?backup=<name>` names
// one kept in the store. Nothing changes, so it is not audited.

async function preview(req: Request): Promise<Response> {
  await requireAdmin(req);
  return respond(importSummarySchema, await planImport(await readRequestedBackup(req)));
}

export const importPreviewHandler = route('admin/import/preview', { POST: preview }, { audited: false });
