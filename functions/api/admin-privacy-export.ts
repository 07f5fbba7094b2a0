import { message } from '#src/schemas/messages.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { privacyExportSchema, privacyRequestSchema } from '#src/schemas/privacy.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { parseWith } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { attachment } from '#functions/platform/responses.ts';
import { exportPersonalData } from '#functions/privacy/requests.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// GET /api/admin/privacy/export?email=: everything the site holds about an
// address, as a JSON file the person can be sent (their right of access).
// Audited as an export with how many enquiries it held, never the address.

async function exportFor(req: Request): Promise<Response> {
  const { email } = parseWith(
    privacyRequestSchema,
    { email: new URL(req.url).searchParams.get('email') ?? undefined },
    message('invalid_email'),
  );
  const found = privacyExportSchema.parse(await exportPersonalData(email));
  noteAudit({
    item_label: `${found.enquiries.length} enquiries, ${found.applications.length} applications, ${found.kept_backups.length} kept backups`,
  });
  return attachment(
    JSON.stringify(found, null, 2),
    'application/json; charset=utf-8',
    `personal-data-${parisDay(Date.parse(found.generated_at))}.json`,
  );
}

export const privacyExportHandler = route(endpoints.adminPrivacyExport, { GET: exportFor });
