import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { navigationTexts } from '#src/i18n/texts/navigation.ts';
import { sectorsTexts } from '#src/i18n/texts/sectors.ts';
import type { SectorContent, ServiceContent } from '#src/schemas/page-content.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// A service's and a sector's page text as the site shipped it, in the shape of
// their stored content (src/schemas/page-types.ts, ADR 0058), from their prose
// (the YAML of src/content/services and src/content/sectors, which Astro reads
// as content collections and functions/pages/seed-prose.ts carries for the
// functions, held equal by a test) and their name in the navigation. The seed
// a page reads as until it is saved (functions/pages/seed.ts), and what Astro
// builds the page from, so the built page and a render of the unedited page
// are the same. French as typed (the page applies the typography when it
// shows it).

export type ServicePageContent = PageVersionOf<'service'>['en'];
export type SectorPageContent = PageVersionOf<'sector'>['en'];

type ServiceSlug = keyof (typeof navigationTexts)['en']['services'];
type SectorSlug = keyof (typeof navigationTexts)['en']['sectors'];

const typed = <T>(value: T, locale: Locale): T => (locale === 'fr' ? withoutFrenchTypography(value) : value);

const topic = (prose: ServiceContent | SectorContent, title: string, seoTitle: string) => ({
  seo: { title: seoTitle, description: prose.description, keywords: [...prose.keywords] },
  title,
  icon: prose.icon,
  summary: prose.summary,
  headline: prose.headline,
  lead: prose.lead,
  intro: prose.intro.join('\n\n'),
});

export function serviceSeed(locale: Locale, slug: string, prose: ServiceContent | undefined): ServicePageContent {
  const title = typed(navigationTexts[locale].services, locale)[slug as ServiceSlug] as string | undefined;
  if (!prose || !title) throw new Error(`No text for the service "${slug}"`);
  return {
    ...topic(prose, title, title),
    bullets: [...prose.bullets],
    features: prose.features.map((item) => ({ ...item })),
    deliverables: [...prose.deliverables],
    standards: [...prose.standards],
    cta: { ...prose.cta },
  };
}

export function sectorSeed(locale: Locale, slug: string, prose: SectorContent | undefined): SectorPageContent {
  const title = typed(navigationTexts[locale].sectors, locale)[slug as SectorSlug] as string | undefined;
  if (!prose || !title) throw new Error(`No text for the sector "${slug}"`);
  return {
    ...topic(prose, title, typed(sectorsTexts[locale], locale).pageTitle(title)),
    features: prose.features.map((item) => ({ ...item })),
    solutions: [...prose.solutions],
    highlight: { ...prose.highlight },
    art_alt: prose.artAlt,
  };
}
