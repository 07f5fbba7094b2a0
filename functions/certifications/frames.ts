import { readFile } from 'node:fs/promises';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { loadOnce } from '#functions/platform/load-once.ts';

// The certifications page as Astro built it, in each language
// (dist/certifications.html, dist/fr/certifications.html), which netlify.toml
// bundles with the function (included_files): read once per function instance
// and checked for the marks the function fills.

export type CertificationsFrames = Record<Locale, string>;

async function loadFrame(distDirectory: URL, locale: Locale): Promise<string> {
  const file = `${locale === 'en' ? '' : `${locale}/`}certifications.html`;
  const html = await readFile(new URL(file, distDirectory), 'utf8');
  const missing = Object.values(certificationsMarks).filter((mark) => !html.includes(mark));
  if (missing.length > 0) throw new Error(`The certifications page (${locale}) lacks ${missing.join(', ')}`);
  return html;
}

async function loadFrames(distDirectory: URL): Promise<CertificationsFrames> {
  const [en, fr] = await Promise.all(locales.map((locale) => loadFrame(distDirectory, locale)));
  if (en === undefined || fr === undefined) throw new Error('The certifications pages could not be read');
  return { en, fr };
}

/** The frames of a function instance, read once. */
export function certificationsFrameLoader(distDirectory: URL): () => Promise<CertificationsFrames> {
  return loadOnce(() => loadFrames(distDirectory));
}
