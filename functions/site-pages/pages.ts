import { randomUUID } from 'node:crypto';
import type { Locale } from '#src/i18n/locales.ts';
import { attributeMark, frameMarks, partMark, wordMark } from '#src/site/frame-marks.ts';
import { aboutView } from '#src/site-pages/about-page.tsx';
import type { AboutContent } from '#src/site-pages/about-seed.ts';
import { homeView } from '#src/site-pages/home-page.tsx';
import type { HomeContent } from '#src/site-pages/home-seed.ts';
import { caseStudiesView } from '#src/site-pages/case-studies-page.tsx';
import type { CaseStudiesContent } from '#src/site-pages/case-studies-seed.ts';
import { legalView } from '#src/site-pages/legal-page.tsx';
import { sectorView } from '#src/site-pages/sector-page.tsx';
import { serviceView } from '#src/site-pages/service-page.tsx';
import type { SectorPageContent, ServicePageContent } from '#src/site-pages/topic-seed.ts';
import type { LegalContent } from '#src/site-pages/legal-seed.ts';
import { contactView } from '#src/site-pages/contact-page.ts';
import type { ContactContent } from '#src/site-pages/contact-seed.ts';
import { sectorsListView } from '#src/site-pages/sectors-list-page.tsx';
import type { SectorsListContent } from '#src/site-pages/sectors-list-seed.ts';
import { servicesListView } from '#src/site-pages/services-list-page.tsx';
import type { ServicesListContent } from '#src/site-pages/services-list-seed.ts';
import { careersView } from '#src/site-pages/careers-page.ts';
import type { PortfolioContent } from '#src/site-pages/portfolio-seed.ts';
import type { CareersContent } from '#src/site-pages/careers-seed.ts';
import type { CertificationsContent } from '#src/site-pages/certifications-seed.ts';
import { listPageView, type PageView, type ViewText } from '#src/site-pages/page-view.ts';
import { photoSocialCard, type SocialCard } from '#src/lib/images/responsive-image.ts';
import { readLibrary } from '#functions/media/library.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { noteUnkept } from '#functions/platform/read-log.ts';
import type { PublishedPage } from '#functions/pages/pages.ts';
import { readPublishedPage } from '#functions/pages/live.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { withLanguageSwitch } from '#functions/portfolio/shells.ts';
import type { Frames, RenderedPageId } from '#functions/site-pages/frames.ts';
import { pageHead } from '#functions/site-pages/head.ts';
import { aboutDocuments } from '#functions/site-pages/about-documents.ts';
import { readSiteParts, withSiteParts, type SiteParts } from '#functions/site-pages/site-parts.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { fillMarks } from '#functions/site-pages/fill-marks.ts';

// A page whose words are content, rendered on demand (ADR 0059): its published
// text, in the page's language, into the frame Astro built for it, cached by
// the CDN under the page's tag until a publish purges it (docs/caching.md). A
// draft never shows here. Never down: when the stored page cannot be read (the
// store fails, or what it holds fails the page's schema) or rendered, the page
// as built is answered, kept by the CDN one minute so the next request tries
// again, and the reason is logged with a correlation id.

const HTML = 'text/html; charset=utf-8';
/** How long the CDN keeps the built page answered in place of the published one. */
const FALLBACK_SECONDS = 60;

const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

/**
 * A page's social card: its library photo as the 1200×630 crop around its focal
 * point that projects' cards use, with the photo's alternative text in the
 * page's language; an address the library no longer lists, as it is.
 */
async function socialCard(url: string, locale: Locale): Promise<SocialCard | undefined> {
  if (!url) return undefined;
  const photo = (await readLibrary()).find((item) => item.url === url);
  return photo ? photoSocialCard(photo, locale) : { url, alt: '' };
}

/** A service's or a sector's slug: its id's last part (`services/engineering`). */
const slugOf = (id: string) => id.slice(id.indexOf('/') + 1);

/** A page's view in its language: what its component renders from its content. */
function viewOf(page: PublishedPage): PageView {
  switch (page.type) {
    case 'home':
      return homeView(page.content as HomeContent, page.locale, page.english);
    case 'about':
      return aboutView(page.content as AboutContent, page.locale, page.english);
    case 'service':
      return serviceView(slugOf(page.id), page.content as ServicePageContent, page.locale, page.english);
    case 'sector':
      return sectorView(slugOf(page.id), page.content as SectorPageContent, page.locale, page.english);
    case 'case-studies':
      return caseStudiesView(page.content as CaseStudiesContent, page.locale, page.english);
    case 'legal':
      return legalView(page.content as LegalContent, page.locale, page.english);
    case 'services-list':
      return servicesListView(page.content as ServicesListContent, page.locale, page.english);
    case 'sectors-list':
      return sectorsListView(page.content as SectorsListContent, page.locale, page.english);
    case 'contact':
      return contactView(page.content as ContactContent, page.locale, page.english);
    case 'certifications':
      return listPageView(page.content as CertificationsContent, page.locale, page.english);
    case 'careers':
      return careersView(page.content as CareersContent, page.locale, page.english);
    case 'portfolio':
      return listPageView(page.content as PortfolioContent, page.locale, page.english);
  }
}

const text = ({ value, english }: ViewText) => (english ? `<span lang="en">${escapeHtml(value)}</span>` : escapeHtml(value));

/**
 * A page's text in one language filled into a frame Astro built for it: the
 * head written as Seo.astro writes it, the hero's texts and the body as the
 * page's component renders them, the language switch pointing at the twin.
 * Also what the certifications, careers and portfolio functions fill their
 * list pages' frames with around what they list (ADR 0084). `after` follows the body (/about's
 * documents).
 */
export async function fillFrame(frame: string, origin: string, page: PublishedPage, after = ''): Promise<{ html: string; view: PageView }> {
  const { locale } = page;
  const view = viewOf(page);
  const card = await socialCard(page.social_image, locale);
  // The French address takes the version's French slug, where it has one (functions/site-pages/french-slugs.ts).
  const { paths } = page;
  const head = pageHead({
    ...view.seo,
    locale,
    paths,
    origin,
    noindex: page.noindex,
    socialImage: card,
    structuredData: page.type === 'home',
  });
  const { title, eyebrow, lead, crumb, artAlt } = view.texts;
  const fills = new Map<string, () => string>([
    ...Object.entries(view.parts ?? {}).map(([name, markup]) => [partMark(name), () => markup] as const),
    ...Object.entries(view.words ?? {}).map(([name, word]) => [wordMark(name), () => text(word)] as const),
    // Attributes' values: escaped, never wrapped.
    ...Object.entries(view.attributes ?? {}).map(([name, value]) => [attributeMark(name), () => escapeHtml(value)] as const),
    [frameMarks.head, () => head],
    [frameMarks.hero, () => view.hero],
    [frameMarks.main, () => view.main + after],
    // The breadcrumb shows the title where the page has no crumb of its own.
    [frameMarks.title, () => text(title)],
    [frameMarks.eyebrow, () => (eyebrow ? text(eyebrow) : '')],
    [frameMarks.lead, () => (lead ? text(lead) : '')],
    [frameMarks.crumb, () => (crumb ? text(crumb) : '')],
    // An attribute's value: escaped, never wrapped.
    [frameMarks.artAlt, () => escapeHtml(artAlt?.value ?? '')],
  ]);
  const filled = fillMarks(frame, fills);
  return { html: withLanguageSwitch(filled, paths[other(locale)]), view };
}

/**
 * A page's text in one language filled into the frame Astro built for it: the
 * one render of the live page (its published version) and of its signed
 * preview (its draft, functions/site-pages/preview.ts), through fillFrame;
 * the other pages' names and addresses are the published ones (ADR 0074), and
 * the credential badges and names come from the `siteParts` given (ADR 0076).
 */
export async function renderPage(
  frames: Frames,
  id: RenderedPageId,
  locale: Locale,
  page: PublishedPage,
  siteParts: SiteParts,
): Promise<string> {
  // /about lists the published documents under its own text.
  const about = id === 'about' ? await aboutDocuments(locale) : '';
  const { html } = await fillFrame(frames.pages[id][locale].frame, frames.origin, page, about);
  return withSiteParts(html, siteParts, locale);
}

export async function sitePage(req: Request, frames: Frames, id: RenderedPageId, locale: Locale): Promise<Response> {
  const files = frames.pages[id][locale];
  // Its own text, and the other pages' names it shows (the footer, cards, links), and the credentials' badges.
  const tags = [cacheTags.page(id), cacheTags.navigation, ...(id === 'about' ? [cacheTags.documents] : []), cacheTags.credentials];
  let html: string;
  let freshUntil: number | undefined;
  try {
    const page = await readPublishedPage(id, locale);
    if (!page) throw new Error(`No page ${id}`);
    // After the page: a page that cannot be read is answered as built without reading the others.
    const parts = await readSiteParts();
    html = await renderPage(frames, id, locale, page, parts);
    // No longer than its own scheduled publish, another's that renames it, or the next day a credential starts or ends.
    freshUntil = earliest(page.freshUntil, parts.freshUntil);
  } catch (error) {
    // The reason and the page only: nothing of the request (no address, no headers) is personal data kept.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'site_page_fallback', page: id, locale, error: reason }));
    // The page as built stands in for a minute: made again by the next read, never kept (ADR 0092).
    noteUnkept();
    return publicBody(req, files.built, {
      contentType: HTML,
      tags,
      varyQuery: [],
      headers: pageHeaders,
      freshUntil: Date.now() + FALLBACK_SECONDS * 1000,
    });
  }
  return publicBody(req, html, { contentType: HTML, tags, varyQuery: [], headers: pageHeaders, freshUntil });
}
