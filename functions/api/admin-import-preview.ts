import { importSummarySchema } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { planImport } from '#functions/backup/backup.ts';
import { readRequestedBackup } from '#functions/backup/transfer.ts';
import { respond } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';

// POST /api/admin/import/preview: what importing a backup would do, with
// nothing written (ADR 0035). The file is the body, or `?backup=<name>` names
// one kept in the store. Nothing changes, so it is not audited.

async function preview(req: Request): Promise<Response> {
  return respond(importSummarySchema, await planImport(await readRequestedBackup(req)));
}

export const importPreviewHandler = route(endpoints.adminImportPreview, { POST: preview });
