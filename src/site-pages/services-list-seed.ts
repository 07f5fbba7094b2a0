import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The Services list's own words as the site shipped them, in the shape of its
// stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only copy of
// them in the repository, the seed the page reads as until it is saved
// (functions/pages/seed.ts), and what Astro builds /services from. Each
// service's name, card sentence and points are the service pages' own.

export type ServicesListContent = PageVersionOf<'services-list'>['en'];

const seed: Record<Locale, ServicesListContent> = {
  en: {
    seo: {
      title: 'Services: Automation, Engineering, Industrial Computing and Training',
      description:
        "Caronte Automation's four services: automation and control systems, electrical and instrumentation engineering, industrial computing and training, delivered by one team from Martigues.",
      keywords: ['automation services', 'control systems', 'E&I engineering', 'industrial IT', 'automation training', 'Martigues'],
    },
    hero: {
      eyebrow: 'Services',
      headline: 'Everything your control system needs, from one team',
      lead: "Four services that cover a plant's automation from the first study to years of support. Take one, or let us carry the whole project.",
      crumb: 'Services',
    },
    list_label: 'Our services',
    process: {
      eyebrow: 'How we work',
      title: 'Five steps, the same engineers throughout',
      steps: [
        { title: 'Specify', text: 'Site visit, requirements and a functional specification agreed with operations and safety.' },
        { title: 'Design', text: 'Architecture, drawings and software written on our tested libraries, reviewed by a second engineer.' },
        { title: 'Test', text: 'Factory acceptance test on a simulation of your process, witnessed by your team.' },
        { title: 'Commission', text: 'Cut-over planned around your production, loop checks, site acceptance and start-up.' },
        { title: 'Support', text: 'Training, as-built documents, backups and a 24/7 on-call line for the life of the system.' },
      ],
    },
    cta: {
      title: 'Not sure which service you need?',
      text: 'Describe your plant and your problem. We will tell you honestly how we can help, or who can.',
    },
  },
  fr: {
    seo: {
      title: 'Services : automatisme, ingénierie, informatique industrielle et formation',
      description:
        'Les quatre services de Caronte Automation : automatisme et contrôle-commande, ingénierie électrique et instrumentation, informatique industrielle et formation, assurés par une seule équipe depuis Martigues.',
      keywords: [
        'services automatisme',
        'contrôle-commande',
        'ingénierie E&I',
        'informatique industrielle',
        'formation automatisme',
        'Martigues',
      ],
    },
    hero: {
      eyebrow: 'Services',
      headline: 'Tout ce dont votre système de contrôle a besoin, avec une seule équipe',
      lead: "Quatre services qui couvrent l'automatisme d'une usine, de la première étude aux années de support. Prenez-en un, ou confiez-nous tout le projet.",
      crumb: 'Services',
    },
    list_label: 'Nos services',
    process: {
      eyebrow: 'Notre méthode',
      title: 'Cinq étapes, les mêmes ingénieurs du début à la fin',
      steps: [
        {
          title: 'Spécifier',
          text: "Visite du site, expression des besoins et spécification fonctionnelle validée avec l'exploitation et la sécurité.",
        },
        { title: 'Concevoir', text: 'Architecture, plans et logiciel écrit sur nos bibliothèques testées, relu par un second ingénieur.' },
        { title: 'Tester', text: 'Essai de réception en usine sur une simulation de votre procédé, en présence de votre équipe.' },
        {
          title: 'Mettre en service',
          text: 'Basculement planifié autour de votre production, contrôles de boucles, réception sur site et démarrage.',
        },
        {
          title: 'Accompagner',
          text: 'Formation, dossier tel que construit, sauvegardes et astreinte 24 h/24 et 7 j/7 pendant toute la vie du système.',
        },
      ],
    },
    cta: {
      title: 'Vous ne savez pas quel service choisir ?',
      text: 'Décrivez votre usine et votre problème. Nous vous dirons franchement comment nous pouvons vous aider, ou qui le peut.',
    },
  },
};

/** The Services list's text in a language as shipped (French as typed: the page applies its typography). */
export const servicesListSeed = (locale: Locale): ServicesListContent => structuredClone(withoutFrenchTypography(seed[locale]));
