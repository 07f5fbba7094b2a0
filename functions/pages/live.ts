import type { Locale } from '#src/i18n/locales.ts';
import type { PageDocument } from '#src/schemas/pages.ts';
import { findSitePage } from '#src/site/pages.ts';
import { readPage, readPagesAsShown, versionIn, type PublishedPage } from '#functions/pages/pages.ts';
import { isDue, publishDue } from '#functions/pages/schedule.ts';
import { earliest } from '#functions/site-pages/badges.ts';

// Pages as the public sees them at an instant (ADR 0085). A page whose
// scheduled publish is due is published by the read that finds it so, through
// the schedule's one path (functions/pages/schedule.ts): compare-and-swap on
// the date, so of readers at once one writes the history, the audit entry and
// the purge, and the others read what it wrote. A page still scheduled tells
// its reader until when what it read holds, and every answer built from it is
// kept no longer than that (as a project's schedule, ADR 0034).

/** A page, or pages, as live at a read, and the instant that read stops being true: none when nothing is scheduled. */
export interface Live<T> {
  value: T;
  freshUntil: number | undefined;
}

/** How many times a read tries the due publish before showing what is stored: each loss is to a writer that moved on. */
const ATTEMPTS = 3;

/** `page` with its due schedule applied, re-read after the publish (whoever made it). */
async function applied(page: PageDocument, clock: number): Promise<PageDocument> {
  let current = page;
  for (let attempt = 0; attempt < ATTEMPTS && isDue(current, clock); attempt++) {
    await publishDue(current);
    current = await readPage(current.id);
  }
  return current;
}

/** The instant a page as read changes by itself: its scheduled publish to come. */
const pendingOf = (page: PageDocument, clock: number): number | undefined =>
  page.publish_at !== undefined && Date.parse(page.publish_at) > clock ? Date.parse(page.publish_at) : undefined;

/** A page as live now: published first when its date has come. */
export async function readLivePage(id: string, clock = Date.now()): Promise<Live<PageDocument>> {
  const page = await applied(await readPage(id), clock);
  return { value: page, freshUntil: pendingOf(page, clock) };
}

/** Every page as visitors see it (a broken one as its seed, readPagesAsShown), each published first when due. */
export async function readLivePagesAsShown(clock = Date.now()): Promise<Live<PageDocument[]>> {
  const pages = await Promise.all((await readPagesAsShown()).map((page) => applied(page, clock)));
  return {
    value: pages,
    freshUntil: pages.reduce<number | undefined>((until, page) => earliest(until, pendingOf(page, clock)), undefined),
  };
}

/** Publishes a page's due schedule before a person's read or write of it, so what they see and change follows it. */
export async function publishIfDue(id: string, clock = Date.now()): Promise<void> {
  await readLivePage(id, clock);
}

/**
 * The published version of a page in a language, as live now: what the public
 * page renders, and until when it holds. Undefined for an id no page of the
 * site has. A draft never shows here, however recent, until its scheduled date.
 */
export async function readPublishedPage(
  id: string,
  locale: Locale,
  clock = Date.now(),
): Promise<(PublishedPage & { freshUntil: number | undefined }) | undefined> {
  if (!findSitePage(id)) return undefined;
  const { value, freshUntil } = await readLivePage(id, clock);
  return { ...versionIn(value, locale, 'published'), freshUntil };
}
