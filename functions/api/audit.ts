import { message } from '#src/schemas/messages.ts';
import { auditPageSchema, auditQuerySchema } from '#src/schemas/audit.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { auditCsv, pruneAudit, readAudit, readAuditPage } from '#functions/audit/audit.ts';
import { attachment, privateJson } from '#functions/platform/responses.ts';
import { parseWith } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// GET /api/admin/audit: the audit log with filters (item, user, action, from,
// to), newest first, as JSON a page at a time (`before` asks for the next) or
// with ?format=csv, every matching entry, as a CSV attachment (ADR 0032).

const VARY = ['item', 'user', 'action', 'from', 'to', 'before', 'format'];

/** Admins only: the log is oversight of everyone's actions, addresses included (ADR 0033). */
async function list(req: Request): Promise<Response> {
  const { searchParams } = new URL(req.url);
  const query = parseWith(
    auditQuerySchema,
    Object.fromEntries([...searchParams.entries()].filter(([key, value]) => VARY.includes(key) && value !== '')),
    message('invalid_audit_filter'),
  );
  await pruneAudit();
  if (query.format === 'csv') {
    return attachment(auditCsv(await readAudit(query)), 'text/csv; charset=utf-8', `audit-${parisDay(Date.now())}.csv`);
  }
  return privateJson(auditPageSchema, await readAuditPage(query), VARY);
}

export const auditHandler = route(endpoints.audit, { GET: list });
