import { aboutTexts } from '#src/content/about.ts';
import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';
import { site } from '#src/site/config.ts';

// The About page's text as the site shipped it, in the shape of its stored
// content (src/schemas/page-types.ts, ADR 0058): the seed the page reads as
// until it is saved (functions/pages/seed.ts), and what Astro builds /about
// from, so the built page and a render of the unedited page are the same. The
// company's name and founding year written out; French as typed (the page
// applies the typography when it shows it).

export type AboutContent = PageVersionOf<'about'>['en'];

export function aboutSeed(locale: Locale): AboutContent {
  const t = locale === 'fr' ? withoutFrenchTypography(aboutTexts.fr) : aboutTexts.en;
  return {
    seo: { title: t.title, description: t.description(site.name, site.founded), keywords: [...t.keywords] },
    hero: { eyebrow: t.eyebrow, headline: t.headline, lead: t.lead(site.founded), crumb: t.crumb, art_alt: t.artAlt },
    who: { eyebrow: t.whoEyebrow, title: t.whoTitle, story: t.story.join('\n\n'), figures: t.figures.map((item) => ({ ...item })) },
    values: { eyebrow: t.valuesEyebrow, title: t.valuesTitle, items: t.values.map((item) => ({ ...item })) },
    statements: {
      label: t.statementsLabel,
      mission_title: t.missionTitle,
      mission: t.mission,
      vision_title: t.visionTitle,
      vision: t.vision,
    },
    reasons: { eyebrow: t.reasonsEyebrow, title: t.reasonsTitle(site.name), items: t.reasons.map((item) => ({ ...item })) },
    cta: { title: t.ctaTitle, text: t.ctaText },
  };
}
