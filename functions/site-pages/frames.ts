import { readFile } from 'node:fs/promises';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { attributeMark, frameMarks, partMark, wordMark } from '#src/site/frame-marks.ts';
import { sectorLinks, serviceLinks } from '#src/site/navigation.ts';
import { findSitePage, type PageType } from '#src/site/pages.ts';
import { careersWords } from '#src/site-pages/careers-page.ts';
import { contactAttributes, contactWords } from '#src/site-pages/contact-page.ts';
import { homeParts } from '#src/site-pages/home-page.tsx';
import { sectorsListParts } from '#src/site-pages/sectors-list-page.tsx';
import { servicesListAttributes } from '#src/site-pages/services-list-page.tsx';
import { legalPageIds } from '#src/site-pages/legal-seed.ts';
import { loadOnce } from '#functions/platform/load-once.ts';

// The build output the site-pages function renders into (ADR 0059), read once
// per function instance (netlify.toml bundles it with the function,
// included_files): for each page it serves and each language, the page's frame
// (dist/page-frames/<id>.html, dist/fr/page-frames/<id>.html), checked for every
// mark it must carry, and the page as built from the seed (dist/<path>.html),
// answered when the stored text cannot be read or rendered.

/** The pages the function renders, each with its frame (src/pages/page-frames/): every page (ADR 0059). */
export const renderedPageIds = [
  'home',
  'about',
  'services',
  ...serviceLinks.map(({ slug }) => `services/${slug}` as const),
  'sectors',
  ...sectorLinks.map(({ slug }) => `sectors/${slug}` as const),
  'case-studies',
  ...legalPageIds,
  'contact',
  // Answered by the certifications, careers and portfolio functions around what they list; here for their drafts' previews (ADR 0084).
  'certifications',
  'careers',
  'projects-enhanced',
] as const;
export type RenderedPageId = (typeof renderedPageIds)[number];

interface PageFiles {
  frame: string;
  built: string;
}

export interface Frames {
  /** The site's address the frames were built for (canonical links). */
  origin: string;
  pages: Record<RenderedPageId, Record<Locale, PageFiles>>;
  /** The site's 404 page in each language (dist/404.html, dist/fr/404.html): an address under /fr/services or /fr/sectors no page has. */
  notFound: Record<Locale, string>;
}

const SITE_MARK = /<!--frame:site (\S+?)-->/;
/** The marks every frame carries, and those of each type's hero. */
const MARKS = [frameMarks.head, frameMarks.main];
const TYPE_MARKS: Partial<Record<PageType, readonly string[]>> = {
  home: [frameMarks.hero, ...homeParts.map(partMark)],
  about: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, frameMarks.artAlt],
  service: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb],
  sector: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, frameMarks.artAlt],
  'case-studies': [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, frameMarks.hero],
  legal: [frameMarks.title, frameMarks.lead, frameMarks.hero],
  'services-list': [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, ...servicesListAttributes.map(attributeMark)],
  'sectors-list': [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, ...sectorsListParts.map(partMark)],
  contact: [
    frameMarks.title,
    frameMarks.eyebrow,
    frameMarks.lead,
    frameMarks.crumb,
    ...contactWords.map(wordMark),
    ...contactAttributes.map(attributeMark),
  ],
  certifications: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb],
  careers: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, ...careersWords.map(wordMark)],
  portfolio: [frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb, attributeMark('list')],
};

/** A page's built file, relative to dist/: about.html, fr/about.html, index.html, fr.html (build.format 'file'). */
const builtFile = (path: string, locale: Locale) =>
  path === '/' ? (locale === 'en' ? 'index.html' : `${locale}.html`) : `${locale === 'en' ? '' : `${locale}/`}${path.slice(1)}.html`;

async function loadPage(
  distDirectory: URL,
  id: string,
  path: string,
  marks: readonly string[],
  locale: Locale,
): Promise<PageFiles & { origin: string }> {
  const language = locale === 'en' ? '' : `${locale}/`;
  const [frame, built] = await Promise.all([
    readFile(new URL(`${language}page-frames/${id}.html`, distDirectory), 'utf8'),
    readFile(new URL(builtFile(path, locale), distDirectory), 'utf8'),
  ]);
  const origin = SITE_MARK.exec(frame)?.[1];
  const missing = marks.filter((mark) => !frame.includes(mark));
  if (!origin || missing.length > 0)
    throw new Error(`The frame of ${id} (${locale}) lacks ${origin ? missing.join(', ') : 'the site mark'}`);
  return { origin: new URL(origin).origin, frame: frame.replace(SITE_MARK, ''), built };
}

/** A stored page's frame and built page: its marks are the head's and the body's, and its type's. */
function loadStoredPage(distDirectory: URL, id: RenderedPageId, locale: Locale) {
  const page = findSitePage(id);
  const marks = [...MARKS, ...((page && TYPE_MARKS[page.type]) ?? [])];
  return loadPage(distDirectory, id, page?.path ?? `/${id}`, marks, locale);
}

async function loadFrames(distDirectory: URL): Promise<Frames> {
  const [loaded, notFound] = await Promise.all([
    Promise.all(
      renderedPageIds.flatMap((id) =>
        locales.map(async (locale) => ({ id, locale, files: await loadStoredPage(distDirectory, id, locale) })),
      ),
    ),
    Promise.all(locales.map((locale) => readFile(new URL(builtFile('/404', locale), distDirectory), 'utf8'))),
  ]);
  const pages = Object.fromEntries(renderedPageIds.map((id) => [id, {}])) as Frames['pages'];
  for (const { id, locale, files } of loaded) pages[id][locale] = { frame: files.frame, built: files.built };
  const [en = '', fr = ''] = notFound;
  return { origin: loaded[0]?.files.origin ?? '', pages, notFound: { en, fr } };
}

/** The frames of a function instance, read once (loadOnce). */
export function frameLoader(distDirectory: URL): () => Promise<Frames> {
  return loadOnce(() => loadFrames(distDirectory));
}
