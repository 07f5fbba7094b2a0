import type { Locale } from '#src/i18n/locales.ts';
import { certificationsTexts } from '#src/i18n/texts/certifications.ts';
import type { DocumentItem } from '#src/schemas/document.ts';
import { documentLinks } from '#functions/certifications/render.ts';

// A project's related documents: the published ones among those it names, in
// its order, each with its size and language before download. Nothing at all
// when none is published, so a project page without documents weighs no more.

export function relatedDocuments(ids: readonly string[], published: readonly DocumentItem[], locale: Locale): string {
  const byId = new Map(published.map((document) => [document.id, document]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);
  if (shown.length === 0) return '';
  const texts = certificationsTexts[locale];
  return (
    `<section class="related-documents" aria-labelledby="related-documents"><h2 id="related-documents">${texts.relatedDocumentsTitle}</h2>` +
    `${documentLinks(shown, texts.relatedDocumentsLabel, locale)}</section>`
  );
}
