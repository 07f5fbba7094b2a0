import { translated } from '#src/i18n/translated.ts';

// The home page: hero, section heads and the closing call to action.

export const homeTexts = translated('home', {
  en: {
    title: (company: string) => `${company}: Industrial Automation & Engineering in Martigues, France`,
    eyebrow: (since: number) => `Martigues · Industrial automation since ${since}`,
    headline: 'Control systems that keep your plant running safely',
    lead: 'We design, program and commission PLC, DCS, SCADA and safety instrumented systems for energy, oil and gas, chemical, pharmaceutical and food plants, from specification to start-up and beyond.',
    exploreServices: 'Explore our services',
    seeProjects: 'See our projects',
    facts: { years: 'Years in the field', sites: 'Sites commissioned', safety: 'Safety-rated systems' },
    services: {
      eyebrow: 'What we do',
      title: 'Four services, one team from first study to start-up',
      lead: 'The engineers who specify your system also program it, test it and stand beside your operators when it starts. Nothing gets lost between phases.',
    },
    sectors: {
      eyebrow: 'Sectors',
      title: 'Six industries we know from the inside',
      lead: 'From the refineries of Lavéra to sterile filling lines, we speak the language of your process, your regulators and your operators.',
    },
    expertise: {
      eyebrow: 'Expertise',
      title: 'Eight core competencies under one roof',
      lead: 'Every discipline a control-system project needs, practised daily by the same team, with the same standards.',
    },
    cta: {
      title: 'Planning a migration, a new line or a safety upgrade?',
      text: (reply: string) => `Tell us about your plant and your schedule. An engineer, not a salesperson, will answer within ${reply}.`,
    },
    learnMore: 'Learn More',
    learnMoreAbout: (service: string) => ` about ${service}`,
    explore: (sector: string) => `Explore ${sector}`,
  },
  fr: {
    title: (company: string) => `${company} : automatisme industriel et ingénierie à Martigues`,
    eyebrow: (since: number) => `Martigues · Automatisme industriel depuis ${since}`,
    headline: 'Un contrôle-commande qui fait tourner votre usine en sécurité',
    lead: "Nous concevons, programmons et mettons en service des systèmes API, SNCC, SCADA et instrumentés de sécurité pour les sites de l'énergie, du pétrole et du gaz, de la chimie, de la pharmacie et de l'agroalimentaire, de la spécification au démarrage, et au-delà.",
    exploreServices: 'Découvrir nos services',
    seeProjects: 'Voir nos projets',
    facts: { years: "Années d'expérience", sites: 'Sites mis en service', safety: 'Systèmes de sécurité' },
    services: {
      eyebrow: 'Nos métiers',
      title: 'Quatre services, une seule équipe de la première étude au démarrage',
      lead: 'Les ingénieurs qui spécifient votre système le programment aussi, le testent et se tiennent aux côtés de vos opérateurs au démarrage. Rien ne se perd entre les phases.',
    },
    sectors: {
      eyebrow: 'Secteurs',
      title: "Six industries que nous connaissons de l'intérieur",
      lead: 'Des raffineries de Lavéra aux lignes de remplissage stérile, nous parlons la langue de votre procédé, de vos autorités et de vos opérateurs.',
    },
    expertise: {
      eyebrow: 'Expertise',
      title: 'Huit compétences clés sous un même toit',
      lead: "Toutes les disciplines qu'exige un projet de contrôle-commande, pratiquées chaque jour par la même équipe, avec les mêmes exigences.",
    },
    cta: {
      title: 'Une migration, une nouvelle ligne ou une mise à niveau sécurité en vue ?',
      text: (reply: string) =>
        `Parlez-nous de votre usine et de votre calendrier. Un ingénieur, pas un commercial, vous répondra sous ${reply}.`,
    },
    learnMore: 'En savoir plus',
    learnMoreAbout: (service: string) => ` sur ${service}`,
    explore: (sector: string) => `Découvrir le secteur ${sector}`,
  },
});
