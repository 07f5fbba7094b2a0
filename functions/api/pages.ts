import { endpoints } from '#src/schemas/endpoints.ts';
import { pageDetailSchema, pageListSchema, pageSchemas, type PageDocument, type PageVersion } from '#src/schemas/pages.ts';
import { assertInLibrary, readMediaIndex } from '#functions/media/library.ts';
import { pageOfQuery } from '#functions/pages/page-query.ts';
import { publishDuePages, scheduleKeptFor } from '#functions/pages/schedule.ts';
import { publishIfDue, readLivePage } from '#functions/pages/live.ts';
import { detailOf, readPageRows, writePage } from '#functions/pages/pages.ts';
import { takeFrenchSlug } from '#functions/pages/french-slug.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { optionalQueryId, readObject } from '#functions/platform/requests.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';

// /api/pages: the pages' texts for staff (ADR 0058). GET lists every page with
// its status and last change, or answers one (?id=) with its draft and its
// published version; PUT saves the draft of one, checked whole by its type's
// schema, compare-and-swap against the version the editor opened (If-Match,
// 409 with the page as stored when someone saved since). Visitors never read
// here: the public pages are built from the published versions
// (readPublishedPage, functions/pages/live.ts). A page whose scheduled date
// came is published before staff read or change it, as before a visitor's
// read, so the draft that goes live is the one that stood at the date.

const VARY = ['id'];

/** The list of pages, each scheduled publish whose date came applied first (ADR 0085). */
async function readRows() {
  const rows = await readPageRows();
  const clock = Date.now();
  if (!rows.some((row) => row.publish_at !== undefined && Date.parse(row.publish_at) <= clock)) return rows;
  await publishDuePages(clock);
  return readPageRows();
}

async function read(req: Request): Promise<Response> {
  if (optionalQueryId(req) === undefined) return privateJson(pageListSchema, await readRows(), VARY);
  const { id } = pageOfQuery(req);
  return privateJson(pageDetailSchema, detailOf((await readLivePage(id)).value), VARY);
}

async function save(req: Request, { session: { username, role } }: HandlerContext<'staff'>): Promise<Response> {
  const { id, type } = pageOfQuery(req);
  const expected = expectedVersion(req);
  const draft: PageVersion = parseWith(pageSchemas[type].version, await readObject(req));
  assertInLibrary(await readMediaIndex(), [{ field: 'social_image', url: draft.social_image }]);
  // A save from a stale screen is refused before it takes a French slug: a claim it made would keep the slug from
  // every other page for a minute, for nothing (the write below checks the version again, where it counts).
  const before = (await readLivePage(id)).value;
  refuseStale(expected, before, detailOf(before));
  await takeFrenchSlug(id, type, draft.slug_fr);
  // A draft whose date came went live then: this change is to the next one.
  await publishIfDue(id);
  const page = await writePage(id, username, 'update', (current) => {
    refuseStale(expected, current, detailOf(current));
    return { ...scheduleKeptFor(current, role), draft, updated_at: nextUpdateTime(current), updated_by: username } as PageDocument;
  });
  return respond(pageDetailSchema, detailOf(page));
}

export const pagesHandler = route(endpoints.pages, { GET: read, PUT: save });
