import { message } from '#src/schemas/messages.ts';
import type { PageType } from '#src/site/pages.ts';
import { findSitePage } from '#src/site/pages.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { pageHistoryId } from '#functions/pages/pages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { requiredQueryId } from '#functions/platform/requests.ts';

// The page an /api/pages request names by its `?id=`.

/** The page a request names: 404 for an id no page of the site has, noted in the audit log as the item acted on. */
export function pageOfQuery(req: Request): { id: string; type: PageType } {
  const id = requiredQueryId(req);
  const page = findSitePage(id);
  if (!page) throw new HttpError(404, message('page_not_found', { id }));
  noteAudit({ collection: 'pages', item_id: pageHistoryId(id), item_label: id });
  return { id, type: page.type };
}
