import type { Feature } from '#src/schemas/page-content.ts';
import { translated } from '#src/i18n/translated.ts';

// The /about page in both languages: who we are, values, mission, vision and reasons to choose us.

type AboutContent = {
  title: string;
  description: (company: string, founded: number) => string;
  keywords: string[];
  eyebrow: string;
  headline: string;
  lead: (founded: number) => string;
  crumb: string;
  artAlt: string;
  whoEyebrow: string;
  whoTitle: string;
  story: string[];
  figures: { value: string; label: string }[];
  valuesEyebrow: string;
  valuesTitle: string;
  values: Feature[];
  statementsLabel: string;
  missionTitle: string;
  mission: string;
  visionTitle: string;
  vision: string;
  reasonsEyebrow: string;
  reasonsTitle: (company: string) => string;
  reasons: { title: string; text: string }[];
  ctaTitle: string;
  ctaText: string;
};

const en: AboutContent = {
  title: 'About Us',
  description: (company, founded) =>
    `Who we are: ${company}, an automation and engineering company founded in ${founded} in Martigues, France. Our values, mission, vision and why plants choose us.`,
  keywords: ['about Caronte Automation', 'automation company Martigues', 'control system integrator France', 'industrial engineering team'],
  eyebrow: 'About us',
  headline: 'Engineers from the Étang de Berre, working for plants everywhere',
  lead: (founded) =>
    `Since ${founded}, we have designed and commissioned control systems for the plants around us, and for many far beyond.`,
  crumb: 'About',
  artAlt: 'Line drawing of houses along the Caronte canal in Martigues, with refinery columns in the distance.',
  whoEyebrow: 'Who we are',
  whoTitle: 'A company built around engineers who commission',
  story: [
    'Caronte Automation was founded in 2009 by three control engineers who had spent their careers commissioning plants around the Étang de Berre. They wanted an integrator that would stay close to the sites it serves, answer the phone at night, and write software that the next engineer could understand.',
    'Today we are a team of 42 automation, electrical and software engineers, technicians and trainers, working from our offices and workshop in the Croix-Sainte industrial zone of Martigues. The Caronte canal that gives us our name runs a few hundred metres away, between the Étang de Berre and the Mediterranean, past the refineries and terminals where we started.',
    'We work for operators and engineering contractors across France and abroad, from single machines to plant-wide control systems, and we keep the same engineers on a site from the first study to the last punch-list item.',
  ],
  figures: [
    { value: '42', label: 'engineers and technicians' },
    { value: '180+', label: 'sites commissioned' },
    { value: '24/7', label: 'on-call support' },
    { value: '8', label: 'trainees on our training rigs per course' },
  ],
  valuesEyebrow: 'Our values',
  valuesTitle: 'Four values we hold ourselves to',
  values: [
    {
      icon: 'target',
      title: 'Excellence',
      text: 'We test software on a simulation of the process before it reaches the plant, and we document it as if we would never see it again.',
    },
    {
      icon: 'handshake',
      title: 'Collaboration',
      text: 'We plan with operators, maintenance and safety teams, and we share our work openly with our clients’ own engineers.',
    },
    {
      icon: 'lightbulb',
      title: 'Innovation',
      text: 'We adopt new tools when they make plants safer or simpler to run: simulation, version control, OPC UA and modern cybersecurity.',
    },
    {
      icon: 'scale',
      title: 'Integrity',
      text: 'We quote what a job really takes, say early when something is wrong, and never compromise a safety function to meet a date.',
    },
  ],
  statementsLabel: 'Mission and vision',
  missionTitle: 'Our mission',
  mission:
    'To give industrial plants control systems that are safe, reliable and understood by the people who run them, and to stay at their side for the life of the installation.',
  visionTitle: 'Our vision',
  vision:
    'To be the automation partner that plants in the south of France call first, recognised for engineering quality, for functional safety and for training the next generation of automation engineers.',
  reasonsEyebrow: 'Why choose us',
  reasonsTitle: (company) => `Five reasons plants choose ${company}`,
  reasons: [
    {
      title: 'One team from study to start-up',
      text: 'The engineers who write your specification also program, test and commission the system, so nothing is lost between phases.',
    },
    {
      title: 'Every major platform, no vendor bias',
      text: 'We are certified on Siemens, Schneider Electric, Rockwell, ABB and HIMA systems and recommend what suits your plant.',
    },
    {
      title: 'Safety is a discipline, not a slogan',
      text: 'Our functional safety engineers are TÜV-certified, and every safety function we deliver is verified and documented.',
    },
    {
      title: 'Close to your site',
      text: 'Based in Martigues, we reach the plants of Lavéra, Fos-sur-Mer and the Étang de Berre within the hour, and we travel wherever projects take us.',
    },
    {
      title: 'Support that outlasts the project',
      text: 'Maintenance contracts with a 24/7 on-call line, software backups and yearly health checks of your control systems.',
    },
  ],
  ctaTitle: 'Work with us',
  ctaText: 'Whether you have a project, a question or a problem on a running plant, we would like to hear from you.',
};

export const aboutTexts = translated('about', {
  en,
  fr: {
    title: 'À propos',
    description: (company, founded) =>
      `Qui sommes-nous : ${company}, société d'automatisme et d'ingénierie fondée en ${founded} à Martigues. Nos valeurs, notre mission, notre vision et ce qui fait que les usines nous choisissent.`,
    keywords: [
      'Caronte Automation',
      'société automatisme Martigues',
      'intégrateur contrôle-commande France',
      "équipe d'ingénierie industrielle",
    ],
    eyebrow: 'À propos',
    headline: "Des ingénieurs de l'étang de Berre au service des usines, partout",
    lead: (founded) =>
      `Depuis ${founded}, nous concevons et mettons en service les systèmes de contrôle des usines qui nous entourent, et de bien d'autres au-delà.`,
    crumb: 'À propos',
    artAlt: 'Dessin au trait de maisons le long du canal de Caronte à Martigues, avec des colonnes de raffinerie au loin.',
    whoEyebrow: 'Qui sommes-nous',
    whoTitle: 'Une entreprise bâtie autour d’ingénieurs qui mettent en service',
    story: [
      "Caronte Automation a été fondée en 2009 par trois automaticiens qui avaient passé leur carrière à mettre en service les usines de l'étang de Berre. Ils voulaient un intégrateur qui reste proche des sites qu'il sert, qui décroche le téléphone la nuit et qui écrive un logiciel que l'ingénieur suivant puisse comprendre.",
      "Nous sommes aujourd'hui une équipe de 42 ingénieurs en automatisme, en électricité et en logiciel, techniciens et formateurs, installés dans nos bureaux et notre atelier de la zone industrielle de Croix-Sainte, à Martigues. Le canal de Caronte, qui nous a donné notre nom, coule à quelques centaines de mètres, entre l'étang de Berre et la Méditerranée, devant les raffineries et les terminaux où nous avons commencé.",
      "Nous travaillons pour des exploitants et des ensembliers en France et à l'étranger, de la machine seule au système de contrôle de toute une usine, et nous gardons les mêmes ingénieurs sur un site de la première étude à la dernière réserve levée.",
    ],
    figures: [
      { value: '42', label: 'ingénieurs et techniciens' },
      { value: '180+', label: 'sites mis en service' },
      { value: '24/7', label: "service d'astreinte" },
      { value: '8', label: 'stagiaires par session sur nos bancs de formation' },
    ],
    valuesEyebrow: 'Nos valeurs',
    valuesTitle: 'Quatre valeurs auxquelles nous nous tenons',
    values: [
      {
        icon: 'target',
        title: 'Excellence',
        text: "Nous testons le logiciel sur une simulation du procédé avant qu'il n'arrive à l'usine, et nous le documentons comme si nous ne devions jamais le revoir.",
      },
      {
        icon: 'handshake',
        title: 'Collaboration',
        text: "Nous planifions avec les équipes d'exploitation, de maintenance et de sécurité, et nous partageons ouvertement notre travail avec les ingénieurs de nos clients.",
      },
      {
        icon: 'lightbulb',
        title: 'Innovation',
        text: 'Nous adoptons les nouveaux outils quand ils rendent les usines plus sûres ou plus simples à conduire : simulation, gestion de versions, OPC UA et cybersécurité moderne.',
      },
      {
        icon: 'scale',
        title: 'Intégrité',
        text: "Nous chiffrons ce qu'un travail demande vraiment, signalons tôt ce qui ne va pas, et ne sacrifions jamais une fonction de sécurité pour tenir une date.",
      },
    ],
    statementsLabel: 'Mission et vision',
    missionTitle: 'Notre mission',
    mission:
      "Donner aux usines des systèmes de contrôle sûrs, fiables et compris de ceux qui les conduisent, et rester à leurs côtés pendant toute la vie de l'installation.",
    visionTitle: 'Notre vision',
    vision:
      "Être le partenaire en automatisme que les usines du sud de la France appellent en premier, reconnu pour la qualité de son ingénierie, pour la sécurité fonctionnelle et pour la formation de la prochaine génération d'automaticiens.",
    reasonsEyebrow: 'Pourquoi nous choisir',
    reasonsTitle: (company) => `Cinq raisons pour lesquelles les usines choisissent ${company}`,
    reasons: [
      {
        title: "Une seule équipe de l'étude au démarrage",
        text: 'Les ingénieurs qui rédigent votre spécification programment, testent et mettent aussi en service le système : rien ne se perd entre les phases.',
      },
      {
        title: 'Toutes les grandes plateformes, sans parti pris',
        text: 'Nous sommes certifiés sur les systèmes Siemens, Schneider Electric, Rockwell, ABB et HIMA, et recommandons ce qui convient à votre usine.',
      },
      {
        title: 'La sécurité est une discipline, pas un slogan',
        text: 'Nos ingénieurs en sécurité fonctionnelle sont certifiés TÜV, et chaque fonction de sécurité que nous livrons est vérifiée et documentée.',
      },
      {
        title: 'Près de votre site',
        text: "Installés à Martigues, nous rejoignons les usines de Lavéra, de Fos-sur-Mer et de l'étang de Berre en moins d'une heure, et nous allons partout où les projets nous mènent.",
      },
      {
        title: 'Un support qui dure plus que le projet',
        text: 'Contrats de maintenance avec astreinte 24 h/24 et 7 j/7, sauvegardes des logiciels et bilans de santé annuels de vos systèmes de contrôle.',
      },
    ],
    ctaTitle: 'Travaillons ensemble',
    ctaText: 'Que vous ayez un projet, une question ou un problème sur une installation en marche, nous serons heureux de vous entendre.',
  },
});

export const { values, reasons }: AboutContent = aboutTexts.en;
