import type { Locale } from '#src/i18n/locales.ts';
import { certificationsTexts } from '#src/i18n/texts/certifications.ts';
import { readPublicDocuments } from '#functions/content/views.ts';
import { documentLinks } from '#functions/certifications/render.ts';

// The documents section of /about: the published documents (brochures,
// case-study sheets, certificates), each a download link with its size and
// language shown before the click. Nothing when none is published.

export async function aboutDocuments(locale: Locale): Promise<string> {
  const { documents } = await readPublicDocuments();
  if (documents.length === 0) return '';
  const texts = certificationsTexts[locale];
  return (
    `<section class="about-documents section container" aria-labelledby="about-documents"><h2 id="about-documents">${texts.documentsTitle}</h2>` +
    `${documentLinks(documents, texts.documentsLabel, locale)}</section>`
  );
}
