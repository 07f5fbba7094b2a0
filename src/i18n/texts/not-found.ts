import { translated } from '#src/i18n/translated.ts';

// The 404 page.

export const notFoundTexts = translated('not-found', {
  en: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    headline: 'Oops! Page not found',
    lead: 'The page you are looking for may have moved, or the address may be mistyped.',
    back: 'Back to Home',
    popular: 'Popular pages',
    allServices: 'All our services',
    allSectors: 'All the sectors we serve',
  },
  fr: {
    title: 'Page introuvable',
    description: "La page demandée n'existe pas.",
    headline: 'Oups ! Page introuvable',
    lead: "La page que vous cherchez a peut-être été déplacée, ou l'adresse contient une erreur.",
    back: "Retour à l'accueil",
    popular: 'Pages les plus consultées',
    allServices: 'Tous nos services',
    allSectors: 'Tous les secteurs que nous servons',
  },
});
