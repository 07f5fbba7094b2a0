import { projectsTexts } from '#src/content/case-studies.ts';
import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The case studies' text (/projects) as the site shipped it, in the shape of
// its stored content (src/schemas/page-types.ts, ADR 0058): the seed the page
// reads as until it is saved (functions/pages/seed.ts), and what Astro builds
// /projects from, so the built page and a render of the unedited page are the
// same. French as typed (the page applies the typography when it shows it).

export type CaseStudiesContent = PageVersionOf<'case-studies'>['en'];

export function caseStudiesSeed(locale: Locale): CaseStudiesContent {
  const t = locale === 'fr' ? withoutFrenchTypography(projectsTexts.fr) : projectsTexts.en;
  return {
    seo: { title: t.title, description: t.description, keywords: [...t.keywords] },
    hero: { eyebrow: t.eyebrow, headline: t.headline, lead: t.lead, crumb: t.crumb },
    portfolio_link: t.portfolio,
    list_label: t.listLabel,
    labels: { client: t.client, location: t.location, technologies: t.technologies, results: t.results },
    studies: t.studies.map((study) => ({
      title: study.title,
      client: study.client,
      location: study.location ?? '',
      sector: study.sector,
      description: study.description,
      technologies: [...study.technologies],
      results: [...study.results],
    })),
    cta: { title: t.ctaTitle, text: t.ctaText },
  };
}
