import { readFile } from 'node:fs/promises';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { frameMarks, wordMark } from '#src/site/frame-marks.ts';
import { careersWords } from '#src/site-pages/careers-page.ts';
import { loadOnce } from '#functions/platform/load-once.ts';

// The careers pages as Astro built them, in each language (dist/careers.html,
// its frame dist/page-frames/careers.html, dist/careers-frames/job.html and
// closed.html, and the 404 page, the French
// ones under dist/fr/), which netlify.toml bundles with the function
// (included_files): read once per function instance and checked for the marks
// the function fills.

export interface CareersLanguageFrames {
  /** /careers as built from its seed, its list of offers to fill: answered when its published words cannot be read. */
  list: string;
  /** /careers's frame, its list of offers and its published words to fill (ADR 0084). */
  listFrame: string;
  /** An offer's page: head, hero and content to fill. */
  job: string;
  /** What a closed offer's address answers, with 410. */
  closed: string;
  notFound: string;
}

export interface CareersFrames extends Record<Locale, CareersLanguageFrames> {
  /** The site's address the pages were built for (canonical links, sitemap). */
  origin: string;
}

const SITE_MARK = /<!--frame:site (\S+?)-->/;

function checked(html: string, marks: readonly string[], what: string): string {
  const missing = marks.filter((mark) => !html.includes(mark));
  if (missing.length > 0) throw new Error(`${what} lacks ${missing.join(', ')}`);
  return html;
}

async function loadLanguage(distDirectory: URL, locale: Locale): Promise<CareersLanguageFrames & { origin: string }> {
  const directory = locale === 'en' ? distDirectory : new URL(`${locale}/`, distDirectory);
  const read = (file: string) => readFile(new URL(file, directory), 'utf8');
  const [list, listFrame, job, closed, notFound] = await Promise.all([
    read('careers.html'),
    read('page-frames/careers.html'),
    read('careers-frames/job.html'),
    read('careers-frames/closed.html'),
    read('404.html'),
  ]);
  const origin = SITE_MARK.exec(job)?.[1];
  if (!origin) throw new Error(`The job page frame (${locale}) lacks the site mark`);
  return {
    origin: new URL(origin).origin,
    list: checked(list, [careersMarks.list], `The careers page (${locale})`),
    listFrame: checked(
      listFrame.replace(SITE_MARK, ''),
      [
        careersMarks.list,
        frameMarks.head,
        frameMarks.title,
        frameMarks.eyebrow,
        frameMarks.lead,
        frameMarks.crumb,
        ...careersWords.map(wordMark),
      ],
      `The careers page's frame (${locale})`,
    ),
    job: checked(
      job.replace(SITE_MARK, ''),
      [frameMarks.head, frameMarks.title, frameMarks.eyebrow, frameMarks.lead, careersMarks.job],
      `The job page frame (${locale})`,
    ),
    closed,
    notFound,
  };
}

async function loadFrames(distDirectory: URL): Promise<CareersFrames> {
  const [en, fr] = await Promise.all(locales.map((locale) => loadLanguage(distDirectory, locale)));
  if (!en || !fr) throw new Error('The careers pages could not be read');
  const frames = ({ list, listFrame, job, closed, notFound }: CareersLanguageFrames): CareersLanguageFrames => ({
    list,
    listFrame,
    job,
    closed,
    notFound,
  });
  return { origin: en.origin, en: frames(en), fr: frames(fr) };
}

/** The frames of a function instance, read once. */
export function careersFrameLoader(distDirectory: URL): () => Promise<CareersFrames> {
  return loadOnce(() => loadFrames(distDirectory));
}
