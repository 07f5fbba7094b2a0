import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The portfolio list's own words as the site shipped them, in the shape of
// its stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only
// copy of them in the repository, the seed the page reads as until it is
// saved (functions/pages/seed.ts), and what Astro builds /projects-enhanced
// from. The projects are content of their own; the list's filters, cards and
// the project pages' words are the site's interface (src/i18n/texts/portfolio.ts).

export type PortfolioContent = PageVersionOf<'portfolio'>['en'];

const seed: Record<Locale, PortfolioContent> = {
  en: {
    seo: {
      title: 'Project Portfolio',
      description:
        "Browse Caronte Automation's project portfolio: control-system migrations, safety systems, SCADA and industrial IT projects, filtered by sector, technology and category.",
      keywords: ['automation projects', 'project portfolio', 'DCS migration', 'safety instrumented system', 'SCADA', 'industrial IT'],
    },
    hero: {
      eyebrow: 'Portfolio',
      headline: 'Our project portfolio',
      lead: 'Every project our teams have delivered or are delivering now. Filter by sector, technology or category, and open a project for the full story.',
      crumb: 'Portfolio',
    },
    list_label: 'Projects',
  },
  fr: {
    seo: {
      title: 'Portfolio de projets',
      description:
        'Parcourez le portfolio de Caronte Automation : migrations de systèmes de contrôle, systèmes de sécurité, SCADA et informatique industrielle, filtrés par secteur, technologie et catégorie.',
      keywords: [
        'projets automatisme',
        'portfolio de projets',
        'migration SNCC',
        'système instrumenté de sécurité',
        'SCADA',
        'informatique industrielle',
      ],
    },
    hero: {
      eyebrow: 'Portfolio',
      headline: 'Notre portfolio de projets',
      lead: "Tous les projets que nos équipes ont livrés ou mènent en ce moment. Filtrez par secteur, technologie ou catégorie, et ouvrez un projet pour en lire toute l'histoire.",
      crumb: 'Portfolio',
    },
    list_label: 'Projets',
  },
};

/** The portfolio list's text in a language as shipped (French as typed: the page applies its typography). */
export const portfolioSeed = (locale: Locale): PortfolioContent => withoutFrenchTypography(seed[locale]);
