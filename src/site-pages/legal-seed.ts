import { legalUpdates, privacyPolicy, termsOfService, type LegalSection } from '#src/content/legal.ts';
import { legalUpdatesFr, privacyPolicyFr, termsOfServiceFr } from '#src/content/legal-fr.ts';
import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { legalTexts } from '#src/i18n/texts/legal.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The legal pages' text as the site shipped it, in the shape of their stored
// content (src/schemas/page-types.ts, ADR 0058): the seed a page never saved
// reads as (functions/pages/seed.ts), and what Astro builds the pages from, so
// the built page and a render of the unedited page are the same. French as
// typed: the page applies the typography when it shows it.

export type LegalContent = PageVersionOf<'legal'>['en'];

export const legalPageIds = ['privacy-policy', 'terms-of-service'] as const;
export type LegalPageId = (typeof legalPageIds)[number];

const legalSources = {
  'privacy-policy': {
    frame: 'privacy',
    en: { sections: privacyPolicy, updated: legalUpdates.privacyPolicy.date },
    fr: { sections: privacyPolicyFr, updated: legalUpdatesFr.privacyPolicy.date },
  },
  'terms-of-service': {
    frame: 'terms',
    en: { sections: termsOfService, updated: legalUpdates.termsOfService.date },
    fr: { sections: termsOfServiceFr, updated: legalUpdatesFr.termsOfService.date },
  },
} as const;

/** A legal section's blocks as formatted text: a paragraph each string, a bulleted list each list. */
const legalBody = (body: LegalSection['body']) =>
  body.map((block) => (typeof block === 'string' ? block : block.map((item) => `- ${item}`).join('\n'))).join('\n\n');

const typed = <T>(value: T, locale: Locale): T => (locale === 'fr' ? withoutFrenchTypography(value) : value);

export function legalSeed(id: LegalPageId, locale: Locale): LegalContent {
  const source = legalSources[id];
  const frame = typed(legalTexts[locale], locale);
  const { title, description, lead } = frame[source.frame];
  const { sections, updated } = typed(source[locale], locale);
  return {
    // As the legal pages compose their keywords: the frame's first, the page's title, the rest.
    seo: { title, description, keywords: [...frame.keywords.slice(0, 1), title.toLowerCase(), ...frame.keywords.slice(1)] },
    title,
    lead,
    updated,
    sections: sections.map((section) => ({ title: section.title, body: legalBody(section.body) })),
  };
}
