import { competencyTexts } from '#src/content/expertise.ts';
import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { homeTexts } from '#src/i18n/texts/home.ts';
import { seoTexts } from '#src/i18n/texts/seo.ts';
import { siteTexts } from '#src/i18n/texts/site.ts';
import type { PageDocument, PageVersionOf } from '#src/schemas/pages.ts';
import { site } from '#src/site/config.ts';
import { findSitePage, type PageType } from '#src/site/pages.ts';
import { aboutSeed } from '#src/site-pages/about-seed.ts';
import { caseStudiesSeed } from '#src/site-pages/case-studies-seed.ts';
import { legalSeed, type LegalPageId } from '#src/site-pages/legal-seed.ts';
import { sectorSeed, serviceSeed } from '#src/site-pages/topic-seed.ts';
import { sectorProse, serviceProse } from '#functions/pages/seed-prose.ts';

// Every page's text as the site shipped it (ADR 0058): a page never saved
// reads as its seed, draft and published alike, so a new site shows exactly
// what the built pages showed, and no page is ever without text. Built from
// the modules the pages were built from, with what they computed (the
// company's name, its founding year, the years since) written out. French is
// kept as written, before the French typography the pages apply when they
// show it (src/i18n/french-typography.ts): the texts modules export it
// applied, so it is taken off here, where it is only spaces.

type Content<T extends PageType> = PageVersionOf<T>['en'];

const lang = (locale: Locale) => ({ texts: <T>(value: T): T => (locale === 'fr' ? withoutFrenchTypography(value) : value) });

function home(locale: Locale): Content<'home'> {
  const { texts } = lang(locale);
  const t = texts(homeTexts[locale]);
  const seo = texts(seoTexts[locale]);
  return {
    seo: { title: t.title(site.name), description: seo.description, keywords: [...seo.keywords] },
    hero: {
      eyebrow: t.eyebrow(site.founded),
      headline: t.headline,
      lead: t.lead,
      primary_action: t.exploreServices,
      secondary_action: t.seeProjects,
      facts: [
        { value: `${new Date().getFullYear() - site.founded}+`, label: t.facts.years },
        { value: '180+', label: t.facts.sites },
        { value: 'SIL 1–3', label: t.facts.safety },
      ],
    },
    services: { ...t.services },
    sectors: { ...t.sectors },
    expertise: { ...t.expertise, items: texts(competencyTexts[locale]).items.map((item) => ({ ...item })) },
    cta: { title: t.cta.title, text: t.cta.text(texts(siteTexts[locale]).replyPromise) },
  };
}

function contentOf(type: PageType, id: string, locale: Locale) {
  const slug = id.slice(id.indexOf('/') + 1);
  switch (type) {
    case 'home':
      return home(locale);
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
