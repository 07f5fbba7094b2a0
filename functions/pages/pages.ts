import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedHref } from '#src/i18n/locales.ts';
import { message } from '#src/schemas/messages.ts';
import type { RevisionAction } from '#src/schemas/history.ts';
import { pageSchemas, type PageDetail, type PageDocument, type PageRow, type PageStatus } from '#src/schemas/pages.ts';
import { findSitePage, sitePages, type PageType } from '#src/site/pages.ts';
import { keepVersion } from '#functions/content/history.ts';
import { HttpError } from '#functions/platform/http.ts';
import { CorruptDataError, readDocument, updateDocument } from '#functions/platform/store.ts';
import { frenchOver } from '#functions/pages/localize.ts';
import { seedPage } from '#functions/pages/seed.ts';

// The pages' texts (ADR 0058), one Blobs document per page:
//   pages/<id>   { id, type, draft, published, updated_at, updated_by, published_at, published_by }
// A page never written reads as its seed (functions/pages/seed.ts), so a new
// site shows the texts it shipped with and no page is ever without text. A
// write is compare-and-swap on the page's document and keeps a version in the
// history (functions/content/history.ts) under the page's history id.

/**
 * A page's document: `pages/<id>`, but `pages/<id>/_page` for a list page whose
 * id is the folder of others' (`services` beside `services/engineering`, ADR
 * 0084): a file-backed store cannot keep a key that is also a folder. No slug
 * has a `_`.
 */
const keyOf = (id: string) => (sitePages.some((page) => page.id.startsWith(`${id}/`)) ? `pages/${id}/_page` : `pages/${id}`);

/** A page's id as the history and its Blobs keys take ids: `services_engineering` for `services/engineering`. */
export const pageHistoryId = (id: string) => id.replaceAll('/', '_');

/** The page a history id names, or undefined. */
export const pageIdOfHistoryId = (historyId: string) => sitePages.find((page) => pageHistoryId(page.id) === historyId)?.id;

/** The seed of a page of the site, or a 404 naming the id. */
function seedOrThrow(id: string): PageDocument {
  const seed = seedPage(id);
  if (!seed) throw new HttpError(404, message('page_not_found', { id }));
  return seed;
}

/**
 * A stored page, checked against its own type's schema: one stored under
 * another id or type is unreadable data, never shown as this page. Only that
 * type's schemas are built (they are built on first use, ADR 0091), so a
 * function's first answer about one page does not build all twelve.
 */
function schemaFor(id: string, type: PageType): z.ZodMiniType<PageDocument> {
  const document: z.ZodMiniType<PageDocument> = pageSchemas[type].document;
  return document.check(z.refine((page: PageDocument) => page.id === id, 'stored under another page'));
}

/** A page as stored, or as seeded when never written; 404 for an id no page of the site has. */
export async function readPage(id: string): Promise<PageDocument> {
  const seed = seedOrThrow(id);
  return readDocument(keyOf(id), schemaFor(id, seed.type), () => seed);
}

const statusOf = (page: PageDocument): PageStatus =>
  JSON.stringify(page.draft) === JSON.stringify(page.published) ? 'published' : 'draft';

/** A page as the API answers it: as stored, with its address and status. */
export function detailOf(page: PageDocument): PageDetail {
  return { ...page, path: findSitePage(page.id)?.path ?? '', status: statusOf(page) };
}

/**
 * What the admin calls a page in a language: its title where it has one, else
 * its hero's breadcrumb, or "Home"; in French, the English where the draft's
 * French is empty.
 */
function titleOf(page: PageDocument, locale: Locale = 'en'): string {
  const { content } = locale === 'fr' ? frenchOver(page.draft.en, page.draft.fr) : { content: page.draft.en };
  if ('title' in content) return content.title;
  if (page.type === 'home') return locale === 'fr' ? 'Accueil' : 'Home';
  return 'crumb' in content.hero ? content.hero.crumb : page.id;
}

/** Every page of the site, in the navigation's order. */
export async function readPages(): Promise<PageDocument[]> {
  return Promise.all(sitePages.map((page) => readPage(page.id)));
}

/**
 * Every page as visitors see it, for what reads across pages (a publish's link
 * check, where photos are used, the dashboard's counts, the schedule, the
 * French slugs taken): a page whose stored document fails its schema counts as
 * its seed, which its public page falls back to (ADR 0059), and is logged, so
 * one broken page never stops work on the others. The page's own screens and
 * backups still read it strictly and say it is broken.
 */
export async function readPagesAsShown(): Promise<PageDocument[]> {
  return (await readPagesOrSeeds()).map(({ page }) => page);
}

/** Every page, each with whether its stored document failed its schema (then its seed, logged). */
async function readPagesOrSeeds(): Promise<{ page: PageDocument; broken: boolean }[]> {
  return Promise.all(
    sitePages.map(async ({ id }) => {
      try {
        return { page: await readPage(id), broken: false };
      } catch (error) {
        if (!(error instanceof CorruptDataError)) throw error;
        console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'page_unreadable', page: id, error: error.message }));
        return { page: seedOrThrow(id), broken: true };
      }
    }),
  );
}

/** The admin's list of pages: one broken page is listed from its seed, marked, and the others as stored. */
export async function readPageRows(): Promise<PageRow[]> {
  return (await readPagesOrSeeds()).map(({ page, broken }) => {
    if (!broken) return rowOf(page);
    const { id, type, title, title_fr, path } = rowOf(page);
    return { id, type, title, title_fr, path, status: 'published', broken: true };
  });
}

export function rowOf(page: PageDocument): PageRow {
  const { id, type, updated_at, updated_by, published_at, published_by, publish_at, scheduled_by } = page;
  return {
    id,
    type,
    title: titleOf(page),
    title_fr: titleOf(page, 'fr'),
    path: findSitePage(id)?.path ?? '',
    status: statusOf(page),
    ...(updated_at ? { updated_at } : {}),
    ...(updated_by ? { updated_by } : {}),
    ...(published_at ? { published_at } : {}),
    ...(published_by ? { published_by } : {}),
    ...(publish_at ? { publish_at } : {}),
    ...(scheduled_by ? { scheduled_by } : {}),
  };
}

/**
 * Writes a page by compare-and-swap and keeps the version written. `change`
 * may run more than once (once per writer it raced) and may throw to refuse.
 */
export async function writePage(
  id: string,
  by: string,
  action: Extract<RevisionAction, 'update' | 'publish' | 'restore' | 'import'>,
  change: (current: PageDocument) => PageDocument,
): Promise<PageDocument> {
  const seed = seedOrThrow(id);
  const { before, after } = await updateDocument(
    keyOf(id),
    schemaFor(id, seed.type),
    () => seed,
    (current) => {
      const next = change(current);
      return { value: next, result: { before: current, after: next } };
    },
  );
  await keepVersion('pages', pageHistoryId(id), action, by, before, after);
  return after;
}

/** A published page in one language, as the public page shows it. */
export interface PublishedPage {
  id: string;
  type: PageDocument['type'];
  locale: Locale;
  /** Its address in each language: the French one with the French slug where the version has one. */
  paths: Record<Locale, string>;
  /** The page's text: in French, each field's French or, where it has none, its English. */
  content: PageDocument['published']['en'];
  /** The dotted paths of the fields shown in English on a French page (to mark lang="en"); none in English. */
  english: string[];
  social_image: string;
  noindex: boolean;
}

/** The address of a page in a language: the French one takes the page's French slug, when it has one. */
export function pathIn(id: string, locale: Locale, frenchSlug: string): string {
  const path = findSitePage(id)?.path ?? '/';
  if (locale === 'en') return path;
  if (frenchSlug === '') return localizedHref(path, 'fr');
  return localizedHref(`${path.slice(0, path.lastIndexOf('/'))}/${frenchSlug}`, 'fr');
}

/** One version of a page (its draft or its published one) in a language, as the public page shows it. */
export function versionIn(page: PageDocument, locale: Locale, version: 'draft' | 'published'): PublishedPage {
  const { en, fr, social_image, noindex, slug_fr } = page[version];
  const { content, english } = locale === 'fr' ? frenchOver(en, fr) : { content: en, english: [] };
  const { id } = page;
  const paths = { en: pathIn(id, 'en', slug_fr), fr: pathIn(id, 'fr', slug_fr) };
  return { id, type: page.type, locale, paths, content, english, social_image, noindex };
}

/**
 * The draft of a page in a language, shaped as the published version is: what
 * its signed preview renders (ADR 0059). Undefined for an id no page of the
 * site has. The published version, as live, is read by functions/pages/live.ts.
 */
export async function readDraftPage(id: string, locale: Locale): Promise<PublishedPage | undefined> {
  if (!findSitePage(id)) return undefined;
  return versionIn(await readPage(id), locale, 'draft');
}
