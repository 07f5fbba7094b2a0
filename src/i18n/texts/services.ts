import { translated } from '#src/i18n/translated.ts';

// /services and the service pages, apart from each service's prose (src/content/services, src/content/fr/services).

export const servicesTexts = translated('services', {
  en: {
    title: 'Services: Automation, Engineering, Industrial Computing and Training',
    description:
      "Caronte Automation's four services: automation and control systems, electrical and instrumentation engineering, industrial computing and training, delivered by one team from Martigues.",
    keywords: ['automation services', 'control systems', 'E&I engineering', 'industrial IT', 'automation training', 'Martigues'],
    eyebrow: 'Services',
    headline: 'Everything your control system needs, from one team',
    lead: "Four services that cover a plant's automation from the first study to years of support. Take one, or let us carry the whole project.",
    crumb: 'Services',
    listLabel: 'Our services',
    processEyebrow: 'How we work',
    processTitle: 'Five steps, the same engineers throughout',
    steps: [
      { title: 'Specify', text: 'Site visit, requirements and a functional specification agreed with operations and safety.' },
      { title: 'Design', text: 'Architecture, drawings and software written on our tested libraries, reviewed by a second engineer.' },
      { title: 'Test', text: 'Factory acceptance test on a simulation of your process, witnessed by your team.' },
      { title: 'Commission', text: 'Cut-over planned around your production, loop checks, site acceptance and start-up.' },
      { title: 'Support', text: 'Training, as-built documents, backups and a 24/7 on-call line for the life of the system.' },
    ],
    ctaTitle: 'Not sure which service you need?',
    ctaText: 'Describe your plant and your problem. We will tell you honestly how we can help, or who can.',
    discuss: 'Discuss your project',
    approach: 'Our approach',
    standards: 'Standards we work to',
    capabilities: 'Capabilities',
    featuresTitle: 'What we can do for you',
    deliverablesEyebrow: 'Deliverables',
    deliverablesTitle: 'What you receive',
    deliverablesLead: 'Every project ends with documents your team can use, not just a running system.',
    others: 'Our other services',
  },
  fr: {
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
    eyebrow: 'Services',
    headline: 'Tout ce dont votre système de contrôle a besoin, avec une seule équipe',
    lead: "Quatre services qui couvrent l'automatisme d'une usine, de la première étude aux années de support. Prenez-en un, ou confiez-nous tout le projet.",
    crumb: 'Services',
    listLabel: 'Nos services',
    processEyebrow: 'Notre méthode',
    processTitle: 'Cinq étapes, les mêmes ingénieurs du début à la fin',
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
    ctaTitle: 'Vous ne savez pas quel service choisir ?',
    ctaText: 'Décrivez votre usine et votre problème. Nous vous dirons franchement comment nous pouvons vous aider, ou qui le peut.',
    discuss: 'Parler de votre projet',
    approach: 'Notre approche',
    standards: 'Les normes que nous appliquons',
    capabilities: 'Savoir-faire',
    featuresTitle: 'Ce que nous pouvons faire pour vous',
    deliverablesEyebrow: 'Livrables',
    deliverablesTitle: 'Ce que vous recevez',
    deliverablesLead: 'Chaque projet se termine par des documents utiles à votre équipe, pas seulement par un système qui tourne.',
    others: 'Nos autres services',
  },
});
