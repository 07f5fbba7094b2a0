import { translated } from '#src/i18n/translated.ts';

// The five case studies of the static /projects showcase (spec section 3,
// "Static project"): title, client, optional location, description,
// technologies and key results, in both languages with the page's frame.

type CaseStudy = {
  title: string;
  client: string;
  location?: string;
  sector: string;
  description: string;
  technologies: readonly string[];
  results: readonly string[];
};

const caseStudiesEn: CaseStudy[] = [
  {
    title: 'Redundant DCS for a cogeneration plant',
    client: 'Méditerranée Énergies',
    location: 'Martigues, France',
    sector: 'Energy',
    description:
      'Two gas turbines, their heat-recovery steam generators and the steam network of an industrial cogeneration plant ran on three separate control systems of different generations. We replaced them with a single redundant ABB 800xA system, integrated the protection relays over IEC 61850, and added a plant controller that answers the grid operator’s frequency and voltage requests automatically.',
    technologies: ['ABB Ability System 800xA', 'IEC 61850', 'AVEVA PI System', 'Modbus TCP'],
    results: [
      'Unit availability raised from 97.1 % to 99.6 % in the first year',
      'Hot start-up time shortened by 40 minutes',
      'Grid-code compliance tests passed at the first attempt',
    ],
  },
  {
    title: 'HIPPS and emergency shutdown for a crude oil terminal',
    client: 'Provence Raffinage',
    location: 'Lavéra, France',
    sector: 'Oil & Gas',
    description:
      'A new pipeline connection required high-integrity pressure protection between the terminal and the refinery. We wrote the safety requirements specification after the LOPA, designed a 2-out-of-3 pressure-transmitter architecture with fast-closing valves on a HIMax controller, and extended the terminal’s emergency shutdown to the new line. Validation included full-stroke valve tests and timed trip tests witnessed by the site safety engineer.',
    technologies: ['HIMA HIMax', 'SILworX', 'PROFIBUS DP', 'AVEVA System Platform'],
    results: [
      'SIL 3 achieved and verified for the HIPPS function',
      'Valve closure in 4.2 seconds, against a 6-second requirement',
      'Proof-test procedure performed online in under two hours',
    ],
  },
  {
    title: 'Chlorination unit safety and control upgrade',
    client: 'Rhône Chimie Fine',
    location: 'Saint-Fons, France',
    sector: 'Chemistry',
    description:
      'The chlorination unit of a fine-chemicals plant still relied on relay interlocks and single-loop controllers. After a HAZOP revalidation, we moved the process control to a Modicon M580 hot-standby pair, implemented the six safety instrumented functions on a separate certified safety controller, and rationalised the unit’s alarms with the operators.',
    technologies: ['Modicon M580', 'EcoStruxure Control Expert', 'Modicon M580 Safety', 'AVEVA InTouch HMI'],
    results: [
      'Six safety functions verified to SIL 2',
      'Alarms per shift reduced from 420 to 35',
      'Batch cycle time shortened by 12 % thanks to tighter temperature control',
    ],
  },
  {
    title: 'Cleanroom environmental monitoring system',
    client: 'Laboratoires Calanques',
    location: 'Aubagne, France',
    sector: 'Pharmaceutical',
    description:
      'A new grade A/B cleanroom suite for sterile production needed an independent, validated monitoring system for differential pressure, particle counts, temperature and humidity. We designed the sensor layout with the quality team, built the system on a Siemens S7-1500 and WinCC with audit-trailed records, and executed the installation and operational qualification protocols.',
    technologies: ['Siemens S7-1500', 'WinCC Unified', 'OPC UA', 'GAMP 5'],
    results: [
      '96 measurement points qualified with no critical deviation',
      'Excursion alarms reach the on-duty operator within 10 seconds',
      'Monthly environmental reports produced automatically',
    ],
  },
  {
    title: 'Operator and maintenance training for a rolling mill',
    client: 'Aciéries du Golfe',
    sector: 'Industries',
    description:
      'When a hot-strip rolling mill moved to new drives and controllers, its crews needed to master the new system before the restart. We built a training simulator from the mill’s own PLC software, then trained 64 operators and 18 maintenance technicians over six weeks, in shifts, with practical fault-finding exercises on a dedicated rig.',
    technologies: ['Siemens S7-1500', 'SINAMICS drives', 'PROFINET', 'PLCSIM Advanced'],
    results: [
      '82 people trained and assessed before the restart',
      'Restart reached nominal speed three days earlier than planned',
      'Drive-related downtime halved in the following quarter',
    ],
  },
];

export const projectsTexts = translated('projects', {
  en: {
    title: 'Projects: Case Studies in Industrial Automation',
    description:
      'Five case studies by Caronte Automation: a cogeneration DCS, HIPPS for a crude oil terminal, a chlorination unit upgrade, cleanroom monitoring and rolling mill training.',
    keywords: ['automation case studies', 'DCS migration', 'HIPPS', 'SIL', 'cleanroom monitoring', 'operator training'],
    eyebrow: 'Projects',
    headline: 'Results we have delivered for our clients',
    lead: 'A selection of recent work in energy, oil and gas, chemistry, pharmaceuticals and manufacturing: what was at stake, what we built and what changed.',
    crumb: 'Projects',
    portfolio: 'Browse the full portfolio',
    listLabel: 'Case studies',
    client: 'Client',
    location: 'Location',
    technologies: 'Technologies',
    results: 'Key results',
    ctaTitle: 'Have a project like these?',
    ctaText: 'Tell us what you need to achieve. We will show you how we would approach it.',
    studies: caseStudiesEn,
  },
  fr: {
    title: 'Projets : études de cas en automatisme industriel',
    description:
      "Cinq études de cas de Caronte Automation : un SNCC de cogénération, un HIPPS pour un terminal pétrolier, la modernisation d'une unité de chloration, la surveillance de salles propres et la formation d'un laminoir.",
    keywords: ['études de cas automatisme', 'migration SNCC', 'HIPPS', 'SIL', 'surveillance salles propres', 'formation opérateurs'],
    eyebrow: 'Projets',
    headline: 'Les résultats obtenus pour nos clients',
    lead: "Une sélection de réalisations récentes dans l'énergie, le pétrole et le gaz, la chimie, la pharmacie et l'industrie : l'enjeu, ce que nous avons construit et ce qui a changé.",
    crumb: 'Projets',
    portfolio: 'Parcourir tout le portfolio',
    listLabel: 'Études de cas',
    client: 'Client',
    location: 'Lieu',
    technologies: 'Technologies',
    results: 'Résultats clés',
    ctaTitle: 'Un projet comparable ?',
    ctaText: 'Dites-nous ce que vous devez atteindre. Nous vous montrerons comment nous nous y prendrions.',
    studies: [
      {
        title: 'SNCC redondant pour une centrale de cogénération',
        client: 'Méditerranée Énergies',
        location: 'Martigues, France',
        sector: 'Énergie',
        description:
          "Deux turbines à gaz, leurs chaudières de récupération et le réseau vapeur d'une centrale de cogénération industrielle fonctionnaient sur trois systèmes de contrôle distincts, de générations différentes. Nous les avons remplacés par un seul système ABB 800xA redondant, avons intégré les relais de protection en IEC 61850 et ajouté un régulateur de centrale qui répond automatiquement aux demandes de fréquence et de tension du gestionnaire de réseau.",
        technologies: ['ABB Ability System 800xA', 'IEC 61850', 'AVEVA PI System', 'Modbus TCP'],
        results: [
          'Disponibilité des tranches portée de 97,1 % à 99,6 % la première année',
          'Démarrage à chaud raccourci de 40 minutes',
          'Essais de conformité au code de réseau réussis du premier coup',
        ],
      },
      {
        title: "HIPPS et arrêt d'urgence pour un terminal de pétrole brut",
        client: 'Provence Raffinage',
        location: 'Lavéra, France',
        sector: 'Pétrole et gaz',
        description:
          "Un nouveau raccordement de pipeline exigeait une protection haute intégrité contre la surpression entre le terminal et la raffinerie. Nous avons rédigé la spécification des exigences de sécurité après la LOPA, conçu une architecture de transmetteurs de pression en 2 sur 3 avec vannes à fermeture rapide sur un contrôleur HIMax, et étendu l'arrêt d'urgence du terminal à la nouvelle ligne. La validation a comporté des essais de course complète des vannes et des essais de déclenchement chronométrés devant l'ingénieur sécurité du site.",
        technologies: ['HIMA HIMax', 'SILworX', 'PROFIBUS DP', 'AVEVA System Platform'],
        results: [
          'SIL 3 atteint et vérifié pour la fonction HIPPS',
          'Fermeture des vannes en 4,2 secondes, pour une exigence de 6 secondes',
          'Procédure de test périodique réalisée en ligne en moins de deux heures',
        ],
      },
      {
        title: "Sécurité et contrôle d'une unité de chloration",
        client: 'Rhône Chimie Fine',
        location: 'Saint-Fons, France',
        sector: 'Chimie',
        description:
          "L'unité de chloration d'une usine de chimie fine reposait encore sur des verrouillages à relais et des régulateurs monoboucles. Après la revalidation de l'HAZOP, nous avons transféré le contrôle du procédé sur une paire Modicon M580 redondante à chaud, implanté les six fonctions instrumentées de sécurité sur un automate de sécurité certifié distinct, et rationalisé les alarmes de l'unité avec les opérateurs.",
        technologies: ['Modicon M580', 'EcoStruxure Control Expert', 'Modicon M580 Safety', 'AVEVA InTouch HMI'],
        results: [
          'Six fonctions de sécurité vérifiées SIL 2',
          'Alarmes par poste ramenées de 420 à 35',
          'Durée de cycle des lots réduite de 12 % grâce à une régulation de température plus serrée',
        ],
      },
      {
        title: 'Surveillance environnementale de salles propres',
        client: 'Laboratoires Calanques',
        location: 'Aubagne, France',
        sector: 'Pharmacie',
        description:
          "Une nouvelle zone de salles propres de classe A/B pour la production stérile avait besoin d'un système de surveillance indépendant et validé de la pression différentielle, du comptage particulaire, de la température et de l'humidité. Nous avons conçu l'implantation des capteurs avec l'équipe qualité, construit le système sur un Siemens S7-1500 et WinCC avec des enregistrements tracés, et exécuté les protocoles de qualification d'installation et opérationnelle.",
        technologies: ['Siemens S7-1500', 'WinCC Unified', 'OPC UA', 'GAMP 5'],
        results: [
          '96 points de mesure qualifiés sans écart critique',
          "Les alarmes d'excursion atteignent l'opérateur de garde en 10 secondes",
          'Rapports environnementaux mensuels produits automatiquement',
        ],
      },
      {
        title: "Formation des opérateurs et de la maintenance d'un laminoir",
        client: 'Aciéries du Golfe',
        sector: 'Industries',
        description:
          'Quand un train à bandes à chaud est passé sur de nouveaux variateurs et automates, ses équipes devaient maîtriser le nouveau système avant le redémarrage. Nous avons construit un simulateur de formation à partir du propre logiciel automate du laminoir, puis formé 64 opérateurs et 18 techniciens de maintenance en six semaines, par postes, avec des exercices pratiques de recherche de pannes sur un banc dédié.',
        technologies: ['Siemens S7-1500', 'Variateurs SINAMICS', 'PROFINET', 'PLCSIM Advanced'],
        results: [
          '82 personnes formées et évaluées avant le redémarrage',
          'Vitesse nominale atteinte trois jours plus tôt que prévu',
          'Arrêts liés aux variateurs divisés par deux le trimestre suivant',
        ],
      },
    ],
  },
});

export const caseStudies = projectsTexts.en.studies;
