import * as z from '#functions/platform/zod.ts';
import { issuesOf } from '#src/schemas/coded-issues.ts';
import { message } from '#src/schemas/messages.ts';
import { pageSchemas, type PageDocument } from '#src/schemas/pages.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { HttpError } from '#functions/platform/http.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { detailOf, writePage } from '#functions/pages/pages.ts';

// Publishing a page's draft (ADR 0058), one path for a person's publish
// (POST /api/pages/publish) and the schedule's (functions/pages/schedule.ts),
// so both keep a version in the history, purge the same CDN entries and
// leave the page as the other would.

/** The page without a scheduled publish: what a publish, or a cancelled schedule, leaves. */
export function withoutSchedule(page: PageDocument): PageDocument {
  const rest = { ...page };
  delete rest.publish_at;
  delete rest.scheduled_by;
  delete rest.scheduled_at;
  return rest;
}

/**
 * The French slugs a page was published under before, with the one this
 * publish leaves when it changes it (ADR 0074); the slug it takes again leaves
 * the list. None recorded for a page that never had one.
 */
function formerFrenchSlugs(current: PageDocument): string[] {
  const before = current.published.slug_fr;
  const next = current.draft.slug_fr;
  const former = [...(current.former_slugs_fr ?? []), ...(before !== '' && before !== next ? [before] : [])];
  return [...new Set(former)].filter((slug) => slug !== next);
}

/** 400 naming each field the English of `page`'s draft lacks for the page to be published. */
export function assertPublishable(page: PageDocument): void {
  const complete = z.safeParse(pageSchemas[page.type].publish, page.draft.en);
  if (complete.success) return;
  const issues = issuesOf(complete.error).map((issue) => ({ ...issue, path: `draft.en.${issue.path}` }));
  throw new HttpError(400, message('page_incomplete'), { issues });
}

/**
 * Publishes the draft of `checked` (a page as read, checked publishable) by
 * `by` at `at`. A save since it was read is someone else's, not seen: 409.
 * A publish ends any schedule: the draft it would have published is out.
 */
export async function publishDraft(
  checked: PageDocument,
  by: string,
  at: string,
  /** Refuses (throws) to publish the page as now stored, for a reason of the caller's. */
  assertStill?: (current: PageDocument) => void,
): Promise<PageDocument> {
  assertPublishable(checked);
  const page = await writePage(checked.id, by, 'publish', (current) => {
    if (JSON.stringify(current.draft) !== JSON.stringify(checked.draft)) refuseStale('', current, detailOf(current));
    assertStill?.(current);
    const former = formerFrenchSlugs(current);
    return {
      ...withoutSchedule(current),
      ...(former.length > 0 ? { former_slugs_fr: former } : {}),
      published: structuredClone(current.draft),
      updated_at: nextUpdateTime(current),
      updated_by: by,
      published_at: at,
      published_by: by,
    } as PageDocument;
  });
  await publishChange({ what: 'page published', tags: publishedPageTags(checked) });
  return page;
}

/**
 * The cache tags of every answer that shows a page as published: its own, and for a service or a sector every page
 * naming it (its name, card sentence, points and French address show on other pages, ADR 0074).
 */
export function publishedPageTags(page: Pick<PageDocument, 'id' | 'type'>): string[] {
  const named = page.type === 'service' || page.type === 'sector';
  return [cacheTags.page(page.id), ...(named ? [cacheTags.navigation] : [])];
}
