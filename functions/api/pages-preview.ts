import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { pagePreviewInputSchema, previewLinkSchema } from '#src/schemas/preview.ts';
import { findSitePage } from '#src/site/pages.ts';
import { HttpError, parseWith } from '#functions/platform/http.ts';
import { readObject, requiredQueryId } from '#functions/platform/requests.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route } from '#functions/platform/route.ts';
import { renderedPageIds } from '#functions/site-pages/frames.ts';
import { pagePreviewLink } from '#functions/site-pages/preview-links.ts';

// POST /api/pages/preview?id= {lang}: a signed address, valid 30 minutes, of
// the page's draft as its public page will show it (functions/site-pages/
// preview.ts, ADR 0059). Staff only; a link made is no change, so it is not in
// the audit log. A page the site does not render from its stored text yet has
// no preview (404 `page_preview_unavailable`): it would show texts visitors
// never see.

async function link(req: Request): Promise<Response> {
  const id = requiredQueryId(req);
  const { lang } = parseWith(pagePreviewInputSchema, await readObject(req));
  const page = findSitePage(id);
  if (!page) throw new HttpError(404, message('page_not_found', { id }));
  if (!(renderedPageIds as readonly string[]).includes(page.id)) throw new HttpError(404, message('page_preview_unavailable', { id }));
  return privateJson(previewLinkSchema, pagePreviewLink(id, lang), []);
}

export const pagesPreviewHandler = route(endpoints.pagesPreview, { POST: link });
