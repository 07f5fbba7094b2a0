import { translated } from '#src/i18n/translated.ts';
import { site } from '#src/site/config.ts';

// Page metadata defaults: the description, keywords and social image text a
// page gets when it does not set its own.

export const seoTexts = translated('seo', {
  en: {
    description: site.description,
    keywords: ['industrial automation', 'PLC programming', 'DCS', 'SCADA', 'safety systems', 'engineering', 'Martigues'],
    imageAlt: `${site.name}: ${site.tagline}`,
  },
  fr: {
    description:
      "Caronte Automation conçoit, programme et met en service des systèmes API, SNCC, SCADA et de sécurité pour l'énergie, le pétrole et le gaz, la chimie, la pharmacie, l'agroalimentaire et l'industrie, depuis Martigues.",
    keywords: ['automatisme industriel', 'programmation automate', 'SNCC', 'SCADA', 'systèmes de sécurité', 'ingénierie', 'Martigues'],
    imageAlt: 'Caronte Automation : automatisme industriel, contrôle-commande et ingénierie',
  },
});
