import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The careers page's own words as the site shipped them, in the shape of its
// stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only copy of
// them in the repository, the seed the page reads as until it is saved
// (functions/pages/seed.ts), and what Astro builds /careers from. The offers
// are content of their own; the words around each, the offers' pages and the
// application form are the site's interface (src/i18n/texts/careers.ts).

export type CareersContent = PageVersionOf<'careers'>['en'];

const seed: Record<Locale, CareersContent> = {
  en: {
    seo: {
      title: 'Careers',
      description:
        'Join Caronte Automation: open positions in industrial automation, control systems and commissioning around the Étang de Berre, and spontaneous applications.',
      keywords: ['automation engineer jobs', 'careers', 'PLC programmer', 'Martigues', 'industrial automation'],
    },
    hero: {
      eyebrow: 'Careers',
      headline: 'Work with us',
      lead: 'We hire automation engineers and technicians who like plants that run. Here are the positions open today.',
      crumb: 'Careers',
    },
    open: { title: 'Open positions', list_label: 'Open positions' },
    spontaneous: {
      title: 'Spontaneous application',
      lead: 'No position that fits? Tell us about yourself: we read every application.',
    },
  },
  fr: {
    seo: {
      title: 'Carrières',
      description:
        'Rejoignez Caronte Automation : postes ouverts en automatisme industriel, contrôle-commande et mise en service autour de l’étang de Berre, et candidatures spontanées.',
      keywords: ['emploi automaticien', 'carrières', 'programmeur automate', 'Martigues', 'automatisme industriel'],
    },
    hero: {
      eyebrow: 'Carrières',
      headline: 'Travailler avec nous',
      lead: 'Nous recrutons des ingénieurs et techniciens automaticiens qui aiment les usines qui tournent. Voici les postes ouverts aujourd’hui.',
      crumb: 'Carrières',
    },
    open: { title: 'Postes ouverts', list_label: 'Postes ouverts' },
    spontaneous: {
      title: 'Candidature spontanée',
      lead: 'Aucun poste ne vous correspond ? Présentez-vous : nous lisons chaque candidature.',
    },
  },
};

/** The careers page's text in a language as shipped (French as typed: the page applies its typography). */
export const careersSeed = (locale: Locale): CareersContent => withoutFrenchTypography(seed[locale]);
