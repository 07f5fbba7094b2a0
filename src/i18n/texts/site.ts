import { translated } from '#src/i18n/translated.ts';
import { site } from '#src/site/config.ts';

// The company facts that read differently per language (src/site/config.ts keeps the rest).

export const siteTexts = translated('site', {
  en: {
    replyPromise: site.replyPromise,
    officeHours: site.officeHours.map(({ days, hours }) => ({ days, hours })),
  },
  fr: {
    replyPromise: '24 à 48 heures',
    officeHours: [
      { days: 'Du lundi au vendredi', hours: '8 h 00 – 18 h 00' },
      { days: 'Samedi', hours: '9 h 00 – 14 h 00' },
      { days: 'Dimanche', hours: 'Fermé' },
    ],
  },
});
