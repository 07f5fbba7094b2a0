import { z } from 'zod';
import { endpoints } from '#src/schemas/endpoints.ts';
import { issuesOf } from '#src/schemas/coded-issues.ts';
import { message } from '#src/schemas/messages.ts';
import { pagePublishedSchema, pageSchemas, type PageDocument } from '#src/schemas/pages.ts';
import { isLegalPage } from '#src/site/pages.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { HttpError, respond } from '#functions/platform/http.ts';
import { unknownLinks } from '#functions/pages/links.ts';
import { pageOfQuery } from '#functions/pages/page-query.ts';
import { detailOf, readPage, readPages, writePage } from '#functions/pages/pages.ts';
import { now } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';

// POST /api/pages/publish?id=: makes a page's draft what visitors see
// (ADR 0058). Refused (400, each field in `issues`) while the draft's English
// lacks a field the page shows; the French needs nothing, since each empty
// field shows the English. Links to site addresses that lead nowhere do not
// stop it: they come back as `warnings`. The legal pages bind the company:
// only an administrator publishes them (editors edit their drafts).

async function publish(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const { id, type } = pageOfQuery(req);
  if (isLegalPage(type) && session.role !== 'admin') throw new HttpError(403, message('legal_publish_admin_only'));
  const expected = expectedVersion(req);
  const checked = await readPage(id);
  refuseStale(expected, checked, detailOf(checked));
  const complete = z.safeParse(pageSchemas[type].publish, checked.draft.en);
  if (!complete.success) {
    const issues = issuesOf(complete.error).map((issue) => ({ ...issue, path: `draft.en.${issue.path}` }));
    throw new HttpError(400, message('page_incomplete'), { issues });
  }
  const warnings = await unknownLinks(id, checked.draft, await readPages());
  const at = now();
  const page = await writePage(id, session.username, 'publish', (current) => {
    // The draft checked is the one published: a save since is someone else's, not seen here.
    if (JSON.stringify(current.draft) !== JSON.stringify(checked.draft)) refuseStale('', current, detailOf(current));
    return {
      ...current,
      published: structuredClone(current.draft),
      updated_at: nextUpdateTime(current),
      updated_by: session.username,
      published_at: at,
      published_by: session.username,
    } as PageDocument;
  });
  await publishChange({ what: 'page published', tags: [cacheTags.page(id)] });
  return respond(pagePublishedSchema, { page: detailOf(page), warnings });
}

export const pagesPublishHandler = route(endpoints.pagesPublish, { POST: publish });
