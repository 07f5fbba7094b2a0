import type { Locale } from '#src/i18n/locales.ts';
import type { PageDocument } from '#src/schemas/pages.ts';
import { findSitePage, type PageType } from '#src/site/pages.ts';
import { aboutSeed } from '#src/site-pages/about-seed.ts';
import { homeSeed } from '#src/site-pages/home-seed.ts';
import { caseStudiesSeed } from '#src/site-pages/case-studies-seed.ts';
import { legalSeed, type LegalPageId } from '#src/site-pages/legal-seed.ts';
import { sectorSeed, serviceSeed } from '#src/site-pages/topic-seed.ts';
import { careersSeed } from '#src/site-pages/careers-seed.ts';
import { portfolioSeed } from '#src/site-pages/portfolio-seed.ts';
import { certificationsSeed } from '#src/site-pages/certifications-seed.ts';
import { contactSeed } from '#src/site-pages/contact-seed.ts';
import { sectorsListSeed } from '#src/site-pages/sectors-list-seed.ts';
import { servicesListSeed } from '#src/site-pages/services-list-seed.ts';
import { sectorProse, serviceProse } from '#functions/pages/seed-prose.ts';

// Every page's text as the site shipped it (ADR 0058): a page never saved
// reads as its seed, draft and published alike, so a new site shows exactly
// what the built pages showed, and no page is ever without text. Built from
// the modules the pages were built from, with what they computed (the
// company's name, its founding year, the years since) written out. French is
// kept as written, before the French typography the pages apply when they
// show it (src/i18n/french-typography.ts): the texts modules export it
// applied, so it is taken off here, where it is only spaces.

function contentOf(type: PageType, id: string, locale: Locale) {
  const slug = id.slice(id.indexOf('/') + 1);
  switch (type) {
    case 'home':
      return homeSeed(locale);
    case 'about':
      return aboutSeed(locale);
    case 'service':
      return serviceSeed(locale, slug, serviceProse[locale][slug]);
    case 'sector':
      return sectorSeed(locale, slug, sectorProse[locale][slug]);
    case 'case-studies':
      return caseStudiesSeed(locale);
    case 'legal':
      return legalSeed(id as LegalPageId, locale);
    case 'services-list':
      return servicesListSeed(locale);
    case 'sectors-list':
      return sectorsListSeed(locale);
    case 'contact':
      return contactSeed(locale);
    case 'certifications':
      return certificationsSeed(locale);
    case 'careers':
      return careersSeed(locale);
    case 'portfolio':
      return portfolioSeed(locale);
  }
}

/** A page as it reads before anyone saves it: its seed, both as the draft and as what visitors see. */
export function seedPage(id: string): PageDocument | undefined {
  const page = findSitePage(id);
  if (!page) return undefined;
  const version = {
    en: contentOf(page.type, id, 'en'),
    fr: contentOf(page.type, id, 'fr'),
    social_image: '',
    noindex: false,
    slug_fr: '',
  };
  return { id, type: page.type, draft: version, published: structuredClone(version) } as PageDocument;
}
