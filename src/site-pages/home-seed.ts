import { competencyTexts } from '#src/content/expertise.ts';
import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { homeTexts } from '#src/i18n/texts/home.ts';
import { seoTexts } from '#src/i18n/texts/seo.ts';
import { siteTexts } from '#src/i18n/texts/site.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';
import { site } from '#src/site/config.ts';

// The home page's text as the site shipped it, in the shape of its stored
// content (src/schemas/page-types.ts, ADR 0058): the seed the page reads as
// until it is saved (functions/pages/seed.ts), and what Astro builds / from,
// so the built page and a render of the unedited page are the same. The
// company's name, its founding year and the years since written out; French
// as typed (the page applies the typography when it shows it).

export type HomeContent = PageVersionOf<'home'>['en'];

export function homeSeed(locale: Locale): HomeContent {
  const french = <T>(value: T): T => (locale === 'fr' ? withoutFrenchTypography(value) : value);
  const t = french(homeTexts[locale]);
  const seo = french(seoTexts[locale]);
  return {
    seo: { title: t.title(site.name), description: seo.description, keywords: [...seo.keywords] },
    hero: {
      eyebrow: t.eyebrow(site.founded),
      headline: t.headline,
      lead: t.lead,
      primary_action: t.exploreServices,
      secondary_action: t.seeProjects,
      facts: [
        { value: `${String(new Date().getFullYear() - site.founded)}+`, label: t.facts.years },
        { value: '180+', label: t.facts.sites },
        { value: 'SIL 1–3', label: t.facts.safety },
      ],
    },
    services: { ...t.services },
    sectors: { ...t.sectors },
    expertise: { ...t.expertise, items: french(competencyTexts[locale]).items.map((item) => ({ ...item })) },
    cta: { title: t.cta.title, text: t.cta.text(french(siteTexts[locale]).replyPromise) },
  };
}
