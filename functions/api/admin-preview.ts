import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { previewInputSchema, previewLinkSchema } from '#src/schemas/preview.ts';
import { collections, readItemOrThrow } from '#functions/content/collections.ts';
import { parseWith } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route } from '#functions/platform/route.ts';
import { previewLink } from '#functions/portfolio/preview-links.ts';

// POST /api/admin/preview {id, lang}: a signed address, valid 30 minutes, of
// the project's public page as it will look (functions/portfolio/preview-page.ts).
// Staff only; a link made is no change, so it is not in the audit log.

async function link(req: Request): Promise<Response> {
  const { id, lang } = parseWith(previewInputSchema, await readObject(req));
  await readItemOrThrow(collections.projectsEnhanced, id, message('not_found', { item: 'project' }));
  return privateJson(previewLinkSchema, previewLink(id, lang), []);
}

export const adminPreviewHandler = route(endpoints.adminPreview, { POST: link });
