import { projectListEn } from '#src/i18n/texts/project-list-en.ts';
import { projectListFr } from '#src/i18n/texts/project-list-fr.ts';
import { translated } from '#src/i18n/translated.ts';

// The portfolio: the list page's island, a project's own page and its
// metadata; `crumb` and `projects` name the list and /projects in a project
// page's breadcrumb. The list page's own words (head, hero, the list's name)
// are its page document's, seeded from src/site-pages/portfolio-seed.ts (ADR
// 0084). The island's texts are plain data (props cross to the browser as
// JSON): counts are templates with {placeholders} filled in the island.

export const portfolioTexts = translated('portfolio', {
  en: {
    crumb: 'Portfolio',
    projects: 'Projects',
    similarTitle: 'Planning a similar project?',
    similarText: 'Tell us about your plant and your constraints: an engineer answers within 24-48 hours.',
    aProjectFor: '{title}, a project for {client}.',
  },
  fr: {
    crumb: 'Portfolio',
    projects: 'Projets',
    similarTitle: 'Un projet comparable en vue ?',
    similarText: 'Parlez-nous de votre usine et de vos contraintes : un ingénieur vous répond sous 24 à 48 heures.',
    aProjectFor: '{title}, un projet pour {client}.',
  },
});

export const projectListTexts = translated('project-list', { en: projectListEn, fr: projectListFr });

export const projectPageTexts = translated('project-page', {
  en: {
    details: 'Project details',
    about: 'About the project',
    scope: 'Scope and objectives',
    results: 'Key results',
    technologies: 'Technologies',
    facts: 'Project facts',
    client: 'Client',
    location: 'Location',
    duration: 'Duration',
    ongoing: 'Ongoing',
    sectors: 'Sectors',
    categories: 'Categories',
    discuss: 'Discuss a similar project',
    moreIn: 'More projects in {sectors}',
    logo: '{client} logo',
    gallery: 'Photos',
    lightbox: 'Photo viewer',
    photoOf: 'Photo {n} of {total}',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
  },
  fr: {
    details: 'Détails du projet',
    about: 'Le projet',
    scope: 'Périmètre et objectifs',
    results: 'Résultats clés',
    technologies: 'Technologies',
    facts: 'Le projet en bref',
    client: 'Client',
    location: 'Lieu',
    duration: 'Durée',
    ongoing: 'En cours',
    sectors: 'Secteurs',
    categories: 'Catégories',
    discuss: 'Parler d’un projet comparable',
    moreIn: 'Autres projets : {sectors}',
    logo: 'Logo de {client}',
    gallery: 'Photos',
    lightbox: 'Visionneuse de photos',
    photoOf: 'Photo {n} sur {total}',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    close: 'Fermer',
  },
});
