import { readFile } from 'node:fs/promises';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { loadOnce } from '#functions/platform/load-once.ts';

// The certifications page as Astro built it, in each language: its frame
// (dist/page-frames/certifications.html, dist/fr/page-frames/…), where the
// page's published words go (ADR 0084), and the page as built from its seed
// (dist/certifications.html, dist/fr/certifications.html), answered when the
// published text cannot be read. netlify.toml bundles both with the function
// (included_files): read once per function instance and checked for the marks
// the function fills.

export interface CertificationsFrame {
  frame: string;
  built: string;
}

export interface CertificationsFrames {
  /** The site's address the frames were built for (canonical links). */
  origin: string;
  pages: Record<Locale, CertificationsFrame>;
}

const SITE_MARK = /<!--frame:site (\S+?)-->/;
const LIST_MARKS = Object.values(certificationsMarks);
const WORD_MARKS = [frameMarks.head, frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb];

async function loadFrame(distDirectory: URL, locale: Locale): Promise<CertificationsFrame & { origin: string }> {
  const language = locale === 'en' ? '' : `${locale}/`;
  const [frame, built] = await Promise.all([
    readFile(new URL(`${language}page-frames/certifications.html`, distDirectory), 'utf8'),
    readFile(new URL(`${language}certifications.html`, distDirectory), 'utf8'),
  ]);
  const origin = SITE_MARK.exec(frame)?.[1];
  const missing = [
    ...[...LIST_MARKS, ...WORD_MARKS].filter((mark) => !frame.includes(mark)),
    ...LIST_MARKS.filter((mark) => !built.includes(mark)),
  ];
  if (!origin || missing.length > 0)
    throw new Error(`The certifications page (${locale}) lacks ${origin ? missing.join(', ') : 'the site mark'}`);
  return { origin: new URL(origin).origin, frame: frame.replace(SITE_MARK, ''), built };
}

async function loadFrames(distDirectory: URL): Promise<CertificationsFrames> {
  const [en, fr] = await Promise.all(locales.map((locale) => loadFrame(distDirectory, locale)));
  if (en === undefined || fr === undefined) throw new Error('The certifications pages could not be read');
  return { origin: en.origin, pages: { en: { frame: en.frame, built: en.built }, fr: { frame: fr.frame, built: fr.built } } };
}

/** The frames of a function instance, read once. */
export function certificationsFrameLoader(distDirectory: URL): () => Promise<CertificationsFrames> {
  return loadOnce(() => loadFrames(distDirectory));
}
