import { translated } from '#src/i18n/translated.ts';

// The titles of the service and sector pages, which the header, footer, cards,
// breadcrumbs and page titles share. Slugs stay the same in both languages.

export const navigationTexts = translated('navigation', {
  en: {
    services: {
      'automation-control-systems': 'Automation & Control Systems',
      engineering: 'Engineering',
      computing: 'Industrial Computing',
      training: 'Training',
    },
    sectors: {
      energy: 'Energy',
      'oil-gas': 'Oil & Gas',
      'chemistry-petrochemistry': 'Chemistry & Petrochemistry',
      pharmaceutical: 'Pharmaceutical',
      'agro-food': 'Agro-Food',
      industries: 'Industries',
    },
  },
  fr: {
    services: {
      'automation-control-systems': 'Automatisme et contrôle-commande',
      engineering: 'Ingénierie',
      computing: 'Informatique industrielle',
      training: 'Formation',
    },
    sectors: {
      energy: 'Énergie',
      'oil-gas': 'Pétrole et gaz',
      'chemistry-petrochemistry': 'Chimie et pétrochimie',
      pharmaceutical: 'Pharmacie',
      'agro-food': 'Agroalimentaire',
      industries: 'Industries',
    },
  },
});
