import { translated } from '#src/i18n/translated.ts';
import { site } from '#src/site/config.ts';

// The frame of the legal pages; their sections are src/content/legal.ts and legal-fr.ts.

export const legalTexts = translated('legal', {
  en: {
    eyebrow: 'Legal',
    updated: 'Last updated:',
    contents: 'Contents',
    back: 'Back to Home',
    keywords: ['legal', 'GDPR', 'French law'],
    privacy: {
      title: 'Privacy Policy',
      description: `How ${site.name} collects, uses and protects personal data under the GDPR and French law, and how to exercise your rights.`,
      lead: 'What personal data we collect through this website, why, how long we keep it and how you can exercise your rights under the GDPR.',
    },
    terms: {
      title: 'Terms of Service',
      description: `The terms that govern the use of the ${site.name} website, under French law.`,
      lead: 'The rules that apply when you use this website or send us an enquiry. They are governed by French law.',
    },
  },
  fr: {
    eyebrow: 'Informations légales',
    updated: 'Dernière mise à jour :',
    contents: 'Sommaire',
    back: "Retour à l'accueil",
    keywords: ['mentions légales', 'RGPD', 'droit français'],
    privacy: {
      title: 'Politique de confidentialité',
      description: `Comment ${site.name} collecte, utilise et protège les données personnelles au titre du RGPD et du droit français, et comment exercer vos droits.`,
      lead: 'Les données personnelles que nous collectons par ce site, pourquoi, combien de temps nous les gardons et comment exercer vos droits au titre du RGPD.',
    },
    terms: {
      title: "Conditions d'utilisation",
      description: `Les conditions qui régissent l'utilisation du site de ${site.name}, en droit français.`,
      lead: "Les règles qui s'appliquent lorsque vous utilisez ce site ou nous envoyez une demande. Elles relèvent du droit français.",
    },
  },
});
