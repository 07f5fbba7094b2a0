import type { Locale } from '#src/i18n/locales.ts';
import { contactPageTexts } from '#src/i18n/texts/contact.ts';
import { sectorsTexts } from '#src/i18n/texts/sectors.ts';
import { servicesTexts } from '#src/i18n/texts/services.ts';
import { siteTexts } from '#src/i18n/texts/site.ts';

// The pages whose own words are code texts (src/i18n/texts), not stored
// content: the Services and Sectors lists and Contact. They show other pages'
// names (the cards, the footer), so the site-pages function renders them on
// demand into their frames for those names alone (ADR 0078); Astro builds
// each from the same component, and both write its head from these facts.

export const codePages = [
  { id: 'services', path: '/services' },
  { id: 'sectors', path: '/sectors' },
  { id: 'contact', path: '/contact' },
] as const;

export type CodePageId = (typeof codePages)[number]['id'];

export interface CodePageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** A code page's title, description and keywords in a language, as its head shows them. */
export function codePageSeo(id: CodePageId, locale: Locale): CodePageSeo {
  switch (id) {
    case 'services': {
      const { title, description, keywords } = servicesTexts[locale];
      return { title, description, keywords };
    }
    case 'sectors': {
      const { title, description, keywords } = sectorsTexts[locale];
      return { title, description, keywords };
    }
    case 'contact': {
      const texts = contactPageTexts[locale];
      return { title: texts.title, description: texts.description(siteTexts[locale].replyPromise), keywords: texts.keywords };
    }
  }
}
