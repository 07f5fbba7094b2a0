import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { pagePublishedSchema } from '#src/schemas/pages.ts';
import { isLegalPage } from '#src/site/pages.ts';
import { HttpError, respond } from '#functions/platform/http.ts';
import { unknownLinks } from '#functions/pages/links.ts';
import { pageOfQuery } from '#functions/pages/page-query.ts';
import { detailOf, readPage, readPagesAsShown } from '#functions/pages/pages.ts';
import { assertPublishable, publishDraft } from '#functions/pages/publish.ts';
import { publishIfDue } from '#functions/pages/live.ts';
import { now } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, refuseStale } from '#functions/platform/versions.ts';

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
  // A scheduled publish whose date came is the schedule's, logged as such, before this one (ADR 0085).
  await publishIfDue(id);
  const checked = await readPage(id);
  refuseStale(expected, checked, detailOf(checked));
  assertPublishable(checked);
  const warnings = await unknownLinks(id, checked.draft, await readPagesAsShown());
  const page = await publishDraft(checked, session.username, now());
  return respond(pagePublishedSchema, { page: detailOf(page), warnings });
}

export const pagesPublishHandler = route(endpoints.pagesPublish, { POST: publish });
