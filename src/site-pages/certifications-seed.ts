import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The certifications page's own words as the site shipped them, in the shape
// of its stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only
// copy of them in the repository, the seed the page reads as until it is saved
// (functions/pages/seed.ts), and what Astro builds /certifications from. The
// credentials and documents it lists are content of their own; the words
// around each are the site's interface (src/i18n/texts/certifications.ts).

export type CertificationsContent = PageVersionOf<'certifications'>['en'];

const seed: Record<Locale, CertificationsContent> = {
  en: {
    seo: {
      title: 'Certifications and partnerships',
      description:
        'MASE, ISO 9001, electrical clearances and vendor partnerships held by Caronte Automation: the certificates industrial sites around the Étang de Berre ask of their contractors.',
      keywords: ['MASE', 'ISO 9001', 'habilitation électrique', 'Siemens Solution Partner', 'industrial contractor certification'],
    },
    hero: {
      eyebrow: 'Trust',
      headline: 'Certifications and partnerships',
      lead: 'The certifications, clearances and partnerships we hold today, with their issuer, number and validity.',
      crumb: 'Certifications',
    },
    list_label: 'Our current certifications, clearances and partnerships',
  },
  fr: {
    seo: {
      title: 'Certifications et partenariats',
      description:
        'MASE, ISO 9001, habilitations électriques et partenariats fournisseurs de Caronte Automation : les certificats que les sites industriels de l’étang de Berre demandent à leurs entreprises extérieures.',
      keywords: ['MASE', 'ISO 9001', 'habilitation électrique', 'Siemens Solution Partner', 'certification entreprise extérieure'],
    },
    hero: {
      eyebrow: 'Confiance',
      headline: 'Certifications et partenariats',
      lead: 'Les certifications, habilitations et partenariats que nous détenons aujourd’hui, avec leur organisme, leur numéro et leur validité.',
      crumb: 'Certifications',
    },
    list_label: 'Nos certifications, habilitations et partenariats en cours',
  },
};

/** The certifications page's text in a language as shipped (French as typed: the page applies its typography). */
export const certificationsSeed = (locale: Locale): CertificationsContent => withoutFrenchTypography(seed[locale]);
