import type { SectorContent, ServiceContent } from '#src/schemas/page-content.ts';

// The service and sector pages' prose as the site was built from it
// (src/content/services, src/content/sectors and their French under
// src/content/fr), in the form functions can load: YAML does not bundle into a
// function. The page seed (functions/pages/seed.ts) reads it, and
// tests/api/pages.test.ts holds it equal to the YAML files while they exist.

export const serviceProse: Record<'en' | 'fr', Record<string, ServiceContent>> = {
  en: {
    'automation-control-systems': {
      icon: 'controller',
      summary: 'PLC, DCS, SCADA and safety systems designed, programmed and commissioned for continuous, batch and discrete processes.',
      bullets: [
        'PLC and DCS programming on Siemens, Schneider Electric, Rockwell, ABB and Emerson platforms',
        'SCADA and HMI development with ISA-101 graphics and EEMUA 191 alarm management',
        'Safety instrumented systems, ESD and fire and gas to IEC 61511',
        'Migration of obsolete control systems with the plant in operation',
      ],
      description:
        'PLC, DCS and SCADA programming, safety instrumented systems and control-system migrations for process and manufacturing plants, by Caronte Automation in Martigues.',
      keywords: ['PLC programming', 'DCS', 'SCADA', 'HMI', 'safety instrumented systems', 'IEC 61511', 'control system migration'],
      headline: 'Control systems engineered for the way your plant really runs',
      lead: 'From a single packaged unit to a plant-wide DCS, we write control software that operators trust and maintenance teams can read.',
      intro: [
        'Our automation engineers have programmed controllers in refineries, steam crackers, LNG terminals, sterile filling lines and dairies. We start from your process and your operating philosophy, not from a template project, and we build software on structured, tested libraries so that every valve, motor and loop behaves the same way across the site.',
        'Every project goes through a factory acceptance test on a simulation of your process before anything is changed on site. Commissioning is planned with your operations team, step by step, so that cut-overs fit into planned shutdowns, decoking windows or weekend stops.',
      ],
      features: [
        {
          icon: 'chip',
          title: 'PLC and DCS programming',
          text: 'IEC 61131-3 software for SIMATIC S7-1500 and PCS 7, Modicon M580, ControlLogix, 800xA and DeltaV, built on standard libraries.',
        },
        {
          icon: 'monitor',
          title: 'SCADA and operator interfaces',
          text: 'High-performance graphics, alarm rationalisation and historian connections on AVEVA, WinCC and FactoryTalk platforms.',
        },
        {
          icon: 'shield',
          title: 'Safety instrumented systems',
          text: 'ESD, burner management, HIPPS and fire and gas logic on certified safety controllers, verified against every SIL target.',
        },
        {
          icon: 'layers',
          title: 'Migrations without shutdown',
          text: 'Hot cut-over strategies, I/O conversion and parallel running that move obsolete systems to current platforms safely.',
        },
      ],
      deliverables: [
        'Functional specification and control narratives agreed with operations',
        'Application software, documented and version-controlled',
        'Factory acceptance test on a dynamic simulation of the process',
        'Site acceptance test, loop checks and commissioning support',
        'As-built documentation and training of operators and technicians',
      ],
      standards: ['IEC 61131-3', 'IEC 61511', 'ISA-88', 'ISA-101', 'EEMUA 191', 'IEC 62443'],
      cta: {
        title: 'Planning a migration or a new unit?',
        text: 'Tell us which system you run today and when your next shutdown is. We will come back with a cut-over strategy.',
      },
    },
    computing: {
      icon: 'monitor',
      summary: 'Industrial IT that turns plant data into decisions: historians, MES connections, custom software and OT cybersecurity.',
      bullets: [
        'Process historians, dashboards and automatic production reports',
        'MES and ERP connections over OPC UA, MQTT and REST interfaces',
        'Custom software for batch records, traceability and maintenance',
        'Virtualised control-room servers, backups and disaster recovery',
        'OT network design and cybersecurity assessments to IEC 62443',
      ],
      description:
        'Industrial computing for plants: historians, MES integration, custom software, virtualised control systems and OT cybersecurity to IEC 62443, by Caronte Automation.',
      keywords: ['industrial IT', 'MES integration', 'OPC UA', 'process historian', 'OT cybersecurity', 'IEC 62443', 'custom software'],
      headline: 'Plant data you can trust, where you need it',
      lead: 'We connect controllers to historians, MES and business systems, write the software that is missing, and keep the whole stack secure.',
      intro: [
        'Most plants already collect more data than they use. The difficulty is getting it out of the control system reliably, giving it context, and putting it in front of the right people without opening the process network to the outside world.',
        'Our industrial IT team designs that path end to end: data collection from PLCs and DCS, historians and reports, interfaces to MES and ERP, and the network segmentation and hardening that keep production safe. Where no product fits, we write the software ourselves, with the documentation and tests regulated industries expect.',
      ],
      features: [
        {
          icon: 'database',
          title: 'Historians and reporting',
          text: 'AVEVA PI and SQL-based historians, KPIs, heat-rate and yield dashboards, shift and batch reports generated automatically.',
        },
        {
          icon: 'network',
          title: 'MES and ERP integration',
          text: 'OPC UA, MQTT and REST interfaces that exchange orders, recipes, counts and quality data between the shop floor and business systems.',
        },
        {
          icon: 'cog',
          title: 'Custom industrial software',
          text: 'Traceability, electronic batch records and maintenance tools written in TypeScript, C# and Python, validated to GAMP 5 when required.',
        },
        {
          icon: 'lock',
          title: 'OT cybersecurity',
          text: 'Zone and conduit models, firewall rules, hardened servers, patch and backup routines, and assessments against IEC 62443.',
        },
      ],
      deliverables: [
        'Data architecture and network segmentation drawings',
        'Configured historian, reports and dashboards',
        'Interface specifications and tested MES or ERP connectors',
        'Source code, automated tests and validation documents',
        'Cybersecurity assessment with a prioritised remediation plan',
      ],
      standards: ['IEC 62443', 'ISA-95', 'OPC UA', 'GAMP 5', '21 CFR Part 11', 'ANSSI guidelines'],
      cta: {
        title: 'Data stuck in your control system?',
        text: 'Describe what you need to see and who needs to see it. We will propose an architecture that keeps the process network closed.',
      },
    },
    engineering: {
      icon: 'blueprint',
      summary:
        'Electrical, instrumentation and control engineering, from feasibility studies to detailed design packages issued for construction.',
      bullets: [
        'Feasibility studies, control philosophies and budget estimates',
        'Basic and detailed electrical and instrumentation design',
        'Hazardous-area classification and ATEX equipment selection',
        'Functional safety studies: HAZOP support, LOPA and SIL verification',
        'Panel design, manufacturing follow-up and factory inspection',
      ],
      description:
        'Electrical, instrumentation and control engineering for industrial plants: studies, detailed design, ATEX, functional safety and panel design, from Martigues, France.',
      keywords: ['electrical engineering', 'instrumentation', 'E&I design', 'ATEX', 'SIL verification', 'control panel design'],
      headline: 'Engineering that gets built the way it was drawn',
      lead: 'Studies, design and documentation for electrical, instrumentation and control systems, by engineers who also commission what they design.',
      intro: [
        'Good automation starts on paper. Our engineering team produces the documents that contractors build from and operators live with: single-line diagrams, loop diagrams, cable schedules, instrument datasheets, control-panel drawings and the functional specifications behind them.',
        'Because the same team commissions plants, our designs are drawn with start-up in mind: terminal numbering that matches the software, spare capacity where it will be needed, and marshalling that a technician can trace at three in the morning.',
      ],
      features: [
        {
          icon: 'clipboard',
          title: 'Studies and front-end engineering',
          text: 'Feasibility studies, control philosophies, system architectures and cost estimates that make investment decisions easier.',
        },
        {
          icon: 'plug',
          title: 'Electrical and instrumentation design',
          text: 'Single-line diagrams, power and lighting, instrument index, loop diagrams, hook-ups and cable routing in SEE Electrical and SPI.',
        },
        {
          icon: 'flame',
          title: 'Hazardous areas',
          text: 'Zone classification to IEC 60079-10, ATEX equipment selection and inspection dossiers for explosive atmospheres.',
        },
        {
          icon: 'gauge',
          title: 'Functional safety',
          text: 'HAZOP participation, LOPA, safety requirement specifications and SIL verification calculations for every safety function.',
        },
      ],
      deliverables: [
        'Design basis, control philosophy and system architecture',
        'Electrical and instrumentation drawings and schedules, issued for construction',
        'Instrument datasheets and technical evaluation of supplier offers',
        'Control-panel drawings, bills of materials and factory inspection reports',
        'Hazardous-area drawings and functional safety files',
      ],
      standards: ['IEC 60079', 'IEC 61511', 'NF C 15-100', 'IEC 61439', 'IEC 60204-1', 'ISA-5.1'],
      cta: {
        title: 'Need a design package or a second opinion?',
        text: 'Send us your scope and schedule. We can take a whole package or support your own engineering team.',
      },
    },
    training: {
      icon: 'training',
      summary: 'Hands-on courses for operators, technicians and engineers, on our training rigs in Martigues or on your own site.',
      bullets: [
        'PLC programming courses on Siemens TIA Portal and Schneider EcoStruxure',
        'Functional safety awareness and IEC 61511 courses',
        'Operator training on new control systems before start-up',
        'Custom courses built from your own plant software and procedures',
      ],
      description:
        'Industrial automation training in Martigues or on site: PLC programming, SCADA, functional safety and operator training on new control systems.',
      keywords: [
        'PLC training',
        'TIA Portal course',
        'automation training',
        'functional safety training',
        'operator training',
        'Martigues',
      ],
      headline: 'Training that leaves your team confident on its own systems',
      lead: 'Practical courses taught by engineers who commission plants, with most of the time spent on real controllers, not slides.',
      intro: [
        'A new control system only pays off when the people who run and maintain it understand it. Our trainers are working automation engineers: they teach the techniques they use on site, and they answer questions from experience.',
        'Courses run in groups of up to eight, either in our training room in Martigues, which has Siemens, Schneider Electric and Rockwell rigs with simulated process units, or at your plant using your own software. Each course ends with a practical assessment and a certificate of attendance.',
      ],
      features: [
        {
          icon: 'chip',
          title: 'PLC programming',
          text: 'Three- to five-day courses on TIA Portal, EcoStruxure Control Expert and Studio 5000, from first steps to structured programming.',
        },
        {
          icon: 'shield',
          title: 'Functional safety',
          text: 'One-day awareness sessions and three-day IEC 61511 courses for engineers, maintenance and operations managers.',
        },
        {
          icon: 'users',
          title: 'Operator training',
          text: 'Training on your new DCS or SCADA before start-up, on a simulator running the actual plant software.',
        },
        {
          icon: 'wrench',
          title: 'Maintenance and diagnostics',
          text: 'Fault finding on controllers, networks and field instruments, with the diagnostic tools your technicians will use.',
        },
      ],
      deliverables: [
        'Training needs review with your managers',
        'Course material in English or French, yours to keep',
        'Practical exercises on real controllers and simulated processes',
        'Assessment and certificate of attendance for each trainee',
        'Follow-up session three months after the course',
      ],
      standards: ['IEC 61131-3', 'IEC 61511', 'ISA-101', 'IEC 62443 awareness'],
      cta: {
        title: 'Building a training plan?',
        text: 'Tell us who needs training, on which systems, and when. We will propose a programme and dates.',
      },
    },
  },
  fr: {
    'automation-control-systems': {
      icon: 'controller',
      summary:
        'Systèmes API, SNCC, SCADA et de sécurité conçus, programmés et mis en service pour les procédés continus, batch et manufacturiers.',
      bullets: [
        "Programmation d'automates et de SNCC sur plateformes Siemens, Schneider Electric, Rockwell, ABB et Emerson",
        "Développement SCADA et IHM avec vues ISA-101 et gestion des alarmes selon l'EEMUA 191",
        "Systèmes instrumentés de sécurité, ESD et feu et gaz selon l'IEC 61511",
        "Migration de systèmes de contrôle obsolètes sans arrêter l'usine",
      ],
      description:
        "Programmation d'automates, de SNCC et de SCADA, systèmes instrumentés de sécurité et migrations de systèmes de contrôle pour les usines de procédé et de production, par Caronte Automation à Martigues.",
      keywords: [
        'programmation automate',
        'SNCC',
        'SCADA',
        'IHM',
        'systèmes instrumentés de sécurité',
        'IEC 61511',
        'migration de système de contrôle',
      ],
      headline: 'Des systèmes de contrôle pensés pour la façon dont votre usine tourne vraiment',
      lead: "D'une unité skid à un SNCC couvrant toute l'usine, nous écrivons un logiciel de contrôle auquel les opérateurs font confiance et que la maintenance sait lire.",
      intro: [
        "Nos automaticiens ont programmé des contrôleurs dans des raffineries, des vapocraqueurs, des terminaux GNL, des lignes de remplissage stérile et des laiteries. Nous partons de votre procédé et de votre philosophie de conduite, pas d'un projet type, et nous bâtissons le logiciel sur des bibliothèques structurées et testées pour que chaque vanne, moteur et boucle se comporte de la même façon sur tout le site.",
        "Chaque projet passe un essai de réception en usine sur une simulation de votre procédé avant toute modification sur site. La mise en service est préparée pas à pas avec vos équipes d'exploitation, pour que les basculements tiennent dans les arrêts programmés, les fenêtres de décokage ou les arrêts de week-end.",
      ],
      features: [
        {
          icon: 'chip',
          title: 'Programmation API et SNCC',
          text: 'Logiciel IEC 61131-3 pour SIMATIC S7-1500 et PCS 7, Modicon M580, ControlLogix, 800xA et DeltaV, bâti sur des bibliothèques standard.',
        },
        {
          icon: 'monitor',
          title: 'SCADA et interfaces opérateur',
          text: 'Vues haute performance, rationalisation des alarmes et raccordement aux historians sur les plateformes AVEVA, WinCC et FactoryTalk.',
        },
        {
          icon: 'shield',
          title: 'Systèmes instrumentés de sécurité',
          text: 'Logiques ESD, de gestion des brûleurs, HIPPS et feu et gaz sur automates de sécurité certifiés, vérifiées pour chaque objectif SIL.',
        },
        {
          icon: 'layers',
          title: 'Migrations sans arrêt',
          text: 'Stratégies de basculement à chaud, conversion des entrées-sorties et marche en parallèle pour passer les systèmes obsolètes sur des plateformes actuelles en toute sécurité.',
        },
      ],
      deliverables: [
        "Spécification fonctionnelle et analyses fonctionnelles validées avec l'exploitation",
        'Logiciel applicatif documenté et sous gestion de versions',
        'Essai de réception en usine sur une simulation dynamique du procédé',
        'Essai de réception sur site, contrôles de boucles et assistance à la mise en service',
        'Dossier tel que construit et formation des opérateurs et des techniciens',
      ],
      standards: ['IEC 61131-3', 'IEC 61511', 'ISA-88', 'ISA-101', 'EEMUA 191', 'IEC 62443'],
      cta: {
        title: 'Une migration ou une nouvelle unité en préparation ?',
        text: "Dites-nous quel système vous exploitez aujourd'hui et quand aura lieu votre prochain arrêt. Nous reviendrons vers vous avec une stratégie de basculement.",
      },
    },
    computing: {
      icon: 'monitor',
      summary:
        "L'informatique industrielle qui transforme les données de l'usine en décisions : historians, liaisons MES, logiciels sur mesure et cybersécurité OT.",
      bullets: [
        'Historians de procédé, tableaux de bord et rapports de production automatiques',
        'Liaisons MES et ERP par interfaces OPC UA, MQTT et REST',
        'Logiciels sur mesure pour les dossiers de lot, la traçabilité et la maintenance',
        'Serveurs de salle de contrôle virtualisés, sauvegardes et plan de reprise',
        "Conception des réseaux OT et audits de cybersécurité selon l'IEC 62443",
      ],
      description:
        "Informatique industrielle pour les usines : historians, intégration MES, logiciels sur mesure, systèmes de contrôle virtualisés et cybersécurité OT selon l'IEC 62443, par Caronte Automation.",
      keywords: [
        'informatique industrielle',
        'intégration MES',
        'OPC UA',
        'historian de procédé',
        'cybersécurité OT',
        'IEC 62443',
        'logiciel sur mesure',
      ],
      headline: "Des données d'usine fiables, là où vous en avez besoin",
      lead: "Nous relions les automates aux historians, au MES et aux systèmes de gestion, écrivons le logiciel qui manque et sécurisons l'ensemble.",
      intro: [
        "La plupart des usines collectent déjà plus de données qu'elles n'en exploitent. La difficulté est de les sortir du système de contrôle de façon fiable, de leur donner du contexte et de les mettre sous les yeux des bonnes personnes sans ouvrir le réseau de procédé au monde extérieur.",
        "Notre équipe d'informatique industrielle conçoit ce chemin de bout en bout : collecte des données des automates et des SNCC, historians et rapports, interfaces avec le MES et l'ERP, et la segmentation et le durcissement du réseau qui protègent la production. Quand aucun produit ne convient, nous écrivons le logiciel nous-mêmes, avec la documentation et les tests qu'attendent les industries réglementées.",
      ],
      features: [
        {
          icon: 'database',
          title: 'Historians et rapports',
          text: 'Historians AVEVA PI et bases SQL, indicateurs, tableaux de bord de consommation et de rendement, rapports de poste et de lot générés automatiquement.',
        },
        {
          icon: 'network',
          title: 'Intégration MES et ERP',
          text: "Interfaces OPC UA, MQTT et REST qui échangent ordres, recettes, comptages et données qualité entre l'atelier et les systèmes de gestion.",
        },
        {
          icon: 'cog',
          title: 'Logiciels industriels sur mesure',
          text: 'Outils de traçabilité, de dossiers de lot électroniques et de maintenance écrits en TypeScript, C# et Python, validés selon le GAMP 5 si nécessaire.',
        },
        {
          icon: 'lock',
          title: 'Cybersécurité OT',
          text: "Modèles de zones et de conduits, règles de pare-feu, serveurs durcis, routines de correctifs et de sauvegarde, et audits selon l'IEC 62443.",
        },
      ],
      deliverables: [
        'Architecture des données et plans de segmentation réseau',
        'Historian, rapports et tableaux de bord configurés',
        "Spécifications d'interfaces et connecteurs MES ou ERP testés",
        'Code source, tests automatisés et documents de validation',
        'Audit de cybersécurité avec un plan de remédiation priorisé',
      ],
      standards: ['IEC 62443', 'ISA-95', 'OPC UA', 'GAMP 5', '21 CFR Part 11', "Guides de l'ANSSI"],
      cta: {
        title: 'Des données bloquées dans votre système de contrôle ?',
        text: 'Décrivez ce que vous avez besoin de voir et qui doit le voir. Nous vous proposerons une architecture qui garde le réseau de procédé fermé.',
      },
    },
    engineering: {
      icon: 'blueprint',
      summary:
        "Ingénierie électrique, instrumentation et contrôle-commande, des études de faisabilité aux dossiers d'exécution bons pour construction.",
      bullets: [
        'Études de faisabilité, philosophies de contrôle et estimations budgétaires',
        'Études électriques et instrumentation de base et de détail',
        "Classement des zones à risque d'explosion et choix du matériel ATEX",
        'Études de sécurité fonctionnelle : appui HAZOP, LOPA et vérification SIL',
        "Conception d'armoires, suivi de fabrication et inspection en usine",
      ],
      description:
        "Ingénierie électrique, instrumentation et contrôle-commande pour les sites industriels : études, ingénierie de détail, ATEX, sécurité fonctionnelle et conception d'armoires, depuis Martigues.",
      keywords: ['ingénierie électrique', 'instrumentation', 'études E&I', 'ATEX', 'vérification SIL', "conception d'armoires"],
      headline: 'Une ingénierie qui se construit comme elle a été dessinée',
      lead: "Études, conception et documentation des systèmes électriques, d'instrumentation et de contrôle, par des ingénieurs qui mettent aussi en service ce qu'ils conçoivent.",
      intro: [
        "Un bon automatisme commence sur le papier. Notre équipe d'ingénierie produit les documents à partir desquels les entreprises construisent et avec lesquels les exploitants vivent : schémas unifilaires, schémas de boucles, carnets de câbles, fiches de données d'instruments, plans d'armoires et les spécifications fonctionnelles qui les sous-tendent.",
        "Comme la même équipe met les usines en service, nos plans sont dessinés en pensant au démarrage : un repérage des borniers qui correspond au logiciel, de la réserve là où elle servira, et un brassage qu'un technicien peut suivre à trois heures du matin.",
      ],
      features: [
        {
          icon: 'clipboard',
          title: 'Études et avant-projet',
          text: "Études de faisabilité, philosophies de contrôle, architectures système et estimations de coûts qui facilitent les décisions d'investissement.",
        },
        {
          icon: 'plug',
          title: 'Études électriques et instrumentation',
          text: 'Schémas unifilaires, force et éclairage, index des instruments, schémas de boucles, hook-ups et cheminements de câbles sous SEE Electrical et SPI.',
        },
        {
          icon: 'flame',
          title: "Zones à risque d'explosion",
          text: "Classement des zones selon l'IEC 60079-10, choix du matériel ATEX et dossiers d'inspection pour les atmosphères explosives.",
        },
        {
          icon: 'gauge',
          title: 'Sécurité fonctionnelle',
          text: 'Participation aux HAZOP, LOPA, spécifications des exigences de sécurité et calculs de vérification SIL pour chaque fonction de sécurité.',
        },
      ],
      deliverables: [
        'Bases de conception, philosophie de contrôle et architecture système',
        'Plans et listes électriques et instrumentation, bons pour exécution',
        "Fiches de données d'instruments et analyse technique des offres fournisseurs",
        "Plans d'armoires, nomenclatures et rapports d'inspection en usine",
        'Plans de zones ATEX et dossiers de sécurité fonctionnelle',
      ],
      standards: ['IEC 60079', 'IEC 61511', 'NF C 15-100', 'IEC 61439', 'IEC 60204-1', 'ISA-5.1'],
      cta: {
        title: "Besoin d'un dossier d'ingénierie ou d'un second avis ?",
        text: "Envoyez-nous votre périmètre et votre calendrier. Nous pouvons prendre en charge un lot entier ou renforcer votre propre équipe d'ingénierie.",
      },
    },
    training: {
      icon: 'training',
      summary:
        'Des formations pratiques pour opérateurs, techniciens et ingénieurs, sur nos bancs de formation à Martigues ou sur votre site.',
      bullets: [
        "Formations à la programmation d'automates sur Siemens TIA Portal et Schneider EcoStruxure",
        'Sensibilisation à la sécurité fonctionnelle et formations IEC 61511',
        'Formation des opérateurs aux nouveaux systèmes de contrôle avant le démarrage',
        'Formations sur mesure construites à partir du logiciel et des procédures de votre usine',
      ],
      description:
        "Formation en automatisme industriel à Martigues ou sur site : programmation d'automates, SCADA, sécurité fonctionnelle et formation des opérateurs aux nouveaux systèmes de contrôle.",
      keywords: [
        'formation automate',
        'formation TIA Portal',
        'formation automatisme',
        'formation sécurité fonctionnelle',
        'formation opérateurs',
        'Martigues',
      ],
      headline: "Des formations qui rendent votre équipe sûre d'elle sur ses propres systèmes",
      lead: 'Des cours pratiques donnés par des ingénieurs qui mettent des usines en service, le plus souvent sur de vrais automates, pas sur des diapositives.',
      intro: [
        "Un nouveau système de contrôle n'est rentable que si ceux qui le conduisent et l'entretiennent le comprennent. Nos formateurs sont des automaticiens en activité : ils enseignent les techniques qu'ils utilisent sur site et répondent aux questions par l'expérience.",
        'Les formations se déroulent en groupes de huit personnes au plus, soit dans notre salle de formation de Martigues, équipée de bancs Siemens, Schneider Electric et Rockwell avec des unités de procédé simulées, soit dans votre usine avec votre propre logiciel. Chaque formation se termine par une évaluation pratique et une attestation de présence.',
      ],
      features: [
        {
          icon: 'chip',
          title: "Programmation d'automates",
          text: 'Formations de trois à cinq jours sur TIA Portal, EcoStruxure Control Expert et Studio 5000, des premiers pas à la programmation structurée.',
        },
        {
          icon: 'shield',
          title: 'Sécurité fonctionnelle',
          text: "Sessions de sensibilisation d'une journée et formations IEC 61511 de trois jours pour les ingénieurs, la maintenance et les responsables d'exploitation.",
        },
        {
          icon: 'users',
          title: 'Formation des opérateurs',
          text: "Formation sur votre nouveau SNCC ou SCADA avant le démarrage, sur un simulateur qui exécute le vrai logiciel de l'usine.",
        },
        {
          icon: 'wrench',
          title: 'Maintenance et diagnostic',
          text: "Recherche de pannes sur les automates, les réseaux et l'instrumentation de terrain, avec les outils de diagnostic qu'utiliseront vos techniciens.",
        },
      ],
      deliverables: [
        'Analyse des besoins de formation avec vos responsables',
        'Supports de cours en français ou en anglais, que vous conservez',
        'Exercices pratiques sur de vrais automates et des procédés simulés',
        'Évaluation et attestation de présence pour chaque stagiaire',
        'Séance de suivi trois mois après la formation',
      ],
      standards: ['IEC 61131-3', 'IEC 61511', 'ISA-101', 'Sensibilisation IEC 62443'],
      cta: {
        title: 'Vous construisez un plan de formation ?',
        text: 'Dites-nous qui doit être formé, sur quels systèmes et quand. Nous vous proposerons un programme et des dates.',
      },
    },
  },
};

export const sectorProse: Record<'en' | 'fr', Record<string, SectorContent>> = {
  en: {
    'agro-food': {
      icon: 'wheat',
      summary: 'Hygienic process control, clean-in-place and traceability for dairies, beverages and food processing.',
      description:
        'Automation for food and beverage plants: process control, clean-in-place, recipe management, traceability and OEE, by Caronte Automation in Martigues.',
      keywords: ['food automation', 'dairy automation', 'CIP control', 'traceability', 'OEE', 'beverage process control'],
      headline: 'Food process control that is clean, traceable and fast to change over',
      lead: 'Automation for dairies, beverage plants, oil mills and prepared-food lines, from reception to palletising.',
      intro: [
        'Food plants juggle short runs, strict hygiene and retailers who want full traceability. We automate the process from raw-material reception to packing, with recipe management that makes changeovers quicker and clean-in-place cycles that are recorded and proven.',
        'We standardise control software across lines, so that operators find the same screens and technicians the same code structure whichever machine they work on.',
      ],
      features: [
        {
          icon: 'drop',
          title: 'Clean-in-place',
          text: 'CIP and SIP sequences with recorded time, temperature and conductivity per circuit, and fewer chemicals and water used.',
        },
        {
          icon: 'layers',
          title: 'Recipes and changeovers',
          text: 'Recipe management that sets up a whole line for the next product in minutes, with checks that stop mix-ups.',
        },
        {
          icon: 'search',
          title: 'Traceability',
          text: 'Lot genealogy from milk, grain or fruit reception to the packed product, available in seconds for a customer audit.',
        },
        {
          icon: 'chart',
          title: 'OEE and line performance',
          text: 'Automatic collection of stops, speeds and rejects, and dashboards that show where a line loses its time.',
        },
      ],
      solutions: [
        'Milk reception, pasteurisation and UHT control',
        'Brewing, blending and bottling lines',
        'Olive oil and wine processing automation',
        'Refrigeration and utility control',
        'Packaging and palletising line integration',
        'IFS and BRCGS traceability support',
      ],
      highlight: {
        figure: '18 %',
        title: 'Less water and chemicals for cleaning',
        text: 'Saved on clean-in-place after we standardised the PLC software of a dairy plant’s reception, pasteurisation and CIP.',
      },
      artAlt: 'Line drawing of a food plant with silos, a processing tank and a bottling conveyor.',
    },
    'chemistry-petrochemistry': {
      icon: 'flask',
      summary: 'Batch and continuous process control for chemical plants, from reactor sequencing to plant-wide DCS.',
      description:
        'Process automation for chemical and petrochemical plants: batch control to ISA-88, reactor safety, DCS migrations and alarm management, by Caronte Automation.',
      keywords: ['chemical process control', 'petrochemical DCS', 'ISA-88 batch', 'reactor control', 'DCS migration', 'Seveso'],
      headline: 'Process control for reactions that must not surprise anyone',
      lead: 'Batch and continuous control, reactor protection and DCS migrations for chemical and petrochemical producers.',
      intro: [
        'Chemistry is where control quality shows directly in yield, energy use and safety margins. We program reactor sequences, distillation control and utilities on the DCS and PLC platforms the sector relies on, and we design the protective layers that sit behind them.',
        'Most of our chemical projects are migrations on live plants: we plan them with the production teams so that each unit moves to its new system during a planned stop, with the new software already tested against a simulation of the process.',
      ],
      features: [
        {
          icon: 'layers',
          title: 'Batch control to ISA-88',
          text: 'Recipes, phases and equipment modules that let chemists change products without touching the PLC code.',
        },
        {
          icon: 'thermometer',
          title: 'Reactor and column control',
          text: 'Temperature, pressure and feed control with well-tuned loops, cascade strategies and protection against runaway.',
        },
        {
          icon: 'shield',
          title: 'Protection layers',
          text: 'Safety instrumented functions, interlocks and alarm management designed from the HAZOP and LOPA of each unit.',
        },
        {
          icon: 'cog',
          title: 'DCS migrations',
          text: 'Step-by-step migration of obsolete DCS to PCS 7, 800xA or DeltaV, with converted graphics and tested logic.',
        },
      ],
      solutions: [
        'Steam-cracker and furnace-area control',
        'Polymer and resin batch plants',
        'Utilities: steam, cooling water, nitrogen and flares',
        'Loop tuning and control-performance audits',
        'Electronic shift logs and operating instructions',
        'Seveso-compliant safety documentation',
      ],
      highlight: {
        figure: '35 %',
        title: 'Less temperature variability',
        text: 'Reduction in coil-outlet temperature variability on a steam-cracker furnace area after its migration to SIMATIC PCS 7.',
      },
      artAlt: 'Line drawing of a chemical plant with reactors, a distillation column and pipe racks.',
    },
    energy: {
      icon: 'bolt',
      summary: 'Control and protection for combined-cycle plants, cogeneration, hydro, solar and battery storage sites.',
      description:
        'Automation for power generation and energy storage: turbine and boiler control, plant DCS, grid-code compliance, substations and energy monitoring, by Caronte Automation.',
      keywords: ['power plant automation', 'cogeneration control', 'BESS control', 'grid code', 'IEC 61850', 'energy monitoring'],
      headline: 'Automation for power that has to be there when the grid calls',
      lead: 'Plant control, electrical integration and performance monitoring for generation and storage sites around the Mediterranean.',
      intro: [
        'Power producers live by availability figures and grid-code obligations. We automate combined-cycle and cogeneration plants, hydro stations, solar farms and battery storage systems, and we connect them to the transmission operator with the response times the grid code requires.',
        'Our engineers understand both sides of an energy site: the process control of boilers, turbines and balance of plant, and the electrical protection and substation automation that sit next to it.',
      ],
      features: [
        {
          icon: 'gauge',
          title: 'Plant and unit control',
          text: 'Boiler, heat-recovery steam generator and balance-of-plant control on DCS and PLC platforms, with start-up sequences that save fuel.',
        },
        {
          icon: 'network',
          title: 'Substation automation',
          text: 'IEC 61850 integration of protection relays, bay controllers and meters, with clean interfaces to the plant DCS.',
        },
        {
          icon: 'bolt',
          title: 'Grid-code compliance',
          text: 'Power plant controllers for frequency and voltage response, tested with the transmission operator before commercial operation.',
        },
        {
          icon: 'chart',
          title: 'Performance monitoring',
          text: 'Heat-rate, availability and emissions dashboards fed by the historian, with automatic daily and monthly reports.',
        },
      ],
      solutions: [
        'DCS migrations for gas-fired and cogeneration units',
        'Battery energy storage system (BESS) control and EMS integration',
        'Solar and hydro plant SCADA with remote operation',
        'Continuous emissions monitoring system interfaces',
        'Auxiliary boiler and steam network control',
        'Energy metering and sub-metering for industrial sites',
      ],
      highlight: {
        figure: '99.6 %',
        title: 'Availability after a DCS migration',
        text: 'Average availability of the three cogeneration units we migrated in 2024, measured over their first twelve months on the new system.',
      },
      artAlt: 'Line drawing of a power plant with a cooling tower, wind turbines and transmission lines.',
    },
    industries: {
      icon: 'factory',
      summary: 'Manufacturing, metals, cement and water: machine control, line integration and plant-wide supervision.',
      description:
        'Automation for manufacturing industries, metals, building materials and water treatment: machine control, robotics integration, drives and supervision.',
      keywords: [
        'manufacturing automation',
        'machine control',
        'robot integration',
        'water treatment automation',
        'steel plant automation',
      ],
      headline: 'Automation for the factories that build everything else',
      lead: 'Machines, lines and utilities for metals, building materials, aerospace suppliers, water treatment and general manufacturing.',
      intro: [
        'The industrial zones around Martigues, Fos and Marignane host steelworks, cement plants, aerospace suppliers and water treatment works. We automate their machines and lines, integrate robots and drives, and bring scattered equipment under one supervision.',
        'We often take over installations whose original integrator has gone: we recover the software, document it, and bring it up to a standard the site can maintain.',
      ],
      features: [
        {
          icon: 'robot',
          title: 'Machine and robot integration',
          text: 'Safety-rated machine control, robot cells and vision systems integrated into the line’s PLC and safety circuits.',
        },
        {
          icon: 'cog',
          title: 'Drives and motion',
          text: 'Variable-speed drives, servo axes and coordinated motion for rolling mills, conveyors and handling systems.',
        },
        {
          icon: 'drop',
          title: 'Water and effluent treatment',
          text: 'Dosing, filtration and sludge treatment control, with remote alarms and regulatory discharge reports.',
        },
        {
          icon: 'wrench',
          title: 'Legacy system recovery',
          text: 'Software backups, documentation and upgrades of undocumented installations, so that a breakdown is no longer a crisis.',
        },
      ],
      solutions: [
        'Rolling mill and steelworks auxiliary control',
        'Cement and aggregates plant automation',
        'Compressed air, cooling and HVAC optimisation',
        'Machine safety assessments to ISO 13849',
        'Remote access and monitoring for multi-site operators',
        'Preventive maintenance of control systems',
      ],
      highlight: {
        figure: '22 %',
        title: 'Less flocculant on an effluent plant',
        text: 'Saving measured after new pH and dosing control on a steelworks wastewater treatment plant on the Gulf of Fos.',
      },
      artAlt: 'Line drawing of a factory hall with a robot arm, a conveyor and an overhead crane.',
    },
    'oil-gas': {
      icon: 'drop',
      summary: 'Terminals, refineries, pipelines and storage depots: control, safety and custody transfer done to the letter.',
      description:
        'Automation and safety systems for oil and gas: refineries, LNG terminals, pipelines, tank farms, ESD, fire and gas and custody transfer, from Martigues near Lavéra and Fos.',
      keywords: [
        'oil and gas automation',
        'tank farm automation',
        'ESD system',
        'fire and gas',
        'HIPPS',
        'custody transfer',
        'LNG terminal',
      ],
      headline: 'Safe, auditable control from the jetty to the tank farm',
      lead: 'Since 2009 we have worked in the refineries and terminals of Lavéra, Fos-sur-Mer and the Étang de Berre, under Seveso rules.',
      intro: [
        'Our office sits a few kilometres from one of the largest petrochemical areas in Europe. We work inside operating refineries, import terminals and depots every week, with the permits, the ATEX training and the discipline those sites demand.',
        'We handle the whole control and safety chain: process control of units, emergency shutdown and fire and gas systems, tank-farm automation, metering and the supervisory systems that tie them together.',
      ],
      features: [
        {
          icon: 'shield',
          title: 'Emergency shutdown and HIPPS',
          text: 'SIL-rated ESD and high-integrity pressure protection designed, programmed and validated to IEC 61511.',
        },
        {
          icon: 'flame',
          title: 'Fire and gas systems',
          text: 'Detector mapping, voting logic, deluge and foam control, and panels that give the emergency team a clear picture.',
        },
        {
          icon: 'valve',
          title: 'Tank farm and transfer automation',
          text: 'Line-up sequences with permissives, motor-operated valve control, radar gauging and overfill protection to API 2350.',
        },
        {
          icon: 'gauge',
          title: 'Metering and custody transfer',
          text: 'Flow computer integration, prover sequences and audit trails that satisfy metrology authorities and trading partners.',
        },
      ],
      solutions: [
        'Refinery unit DCS upgrades and advanced regulatory control',
        'Jetty, loading-arm and truck-loading automation',
        'Pipeline SCADA with leak detection interfaces',
        'Compressor and pump station control',
        'Flare and vapour recovery unit control',
        'Alarm rationalisation to EEMUA 191',
      ],
      highlight: {
        figure: '0',
        title: 'Lost-time incidents on site since 2009',
        text: 'Our teams hold GIES 1 and 2 and ATEX certifications and work under each site’s permit-to-work system, every day.',
      },
      artAlt: 'Line drawing of a refinery with distillation columns, a flare stack and storage tanks.',
    },
    pharmaceutical: {
      icon: 'capsule',
      summary: 'GMP automation and validated systems for API production, sterile filling and packaging lines.',
      description:
        'GMP automation for pharmaceutical production: batch control, electronic batch records, environmental monitoring and computerised system validation to GAMP 5.',
      keywords: ['pharmaceutical automation', 'GMP', 'GAMP 5', 'electronic batch records', '21 CFR Part 11', 'cleanroom monitoring'],
      headline: 'Validated automation for medicines made right first time',
      lead: 'Batch control, electronic records and monitoring systems delivered with the validation evidence your quality team needs.',
      intro: [
        'In pharmaceutical production the software is part of the product’s quality. We design and program automation for active ingredient synthesis, formulation, sterile filling and packaging, and we document it the way inspectors expect.',
        'Our projects follow the GAMP 5 life cycle from user requirements to performance qualification. Data integrity is designed in from the start: audit trails, electronic signatures, access control and reviewed records, in line with 21 CFR Part 11 and EU GMP Annex 11.',
      ],
      features: [
        {
          icon: 'layers',
          title: 'Batch control and recipes',
          text: 'ISA-88 recipe management and phase logic for compounding, fermentation and synthesis, with controlled recipe versions.',
        },
        {
          icon: 'clipboard',
          title: 'Electronic batch records',
          text: 'Audit-trailed records, review by exception and electronic signatures that shorten batch release from days to hours.',
        },
        {
          icon: 'thermometer',
          title: 'Environmental monitoring',
          text: 'Monitoring of cleanroom pressure cascades, particle counts, temperature and humidity, with validated alarms and reports.',
        },
        {
          icon: 'shield',
          title: 'Computerised system validation',
          text: 'Risk assessments, specifications, traceability matrices and IQ, OQ and PQ protocols executed with your quality team.',
        },
      ],
      solutions: [
        'Sterile filling and isolator line control',
        'Clean-in-place and sterilise-in-place systems',
        'Purified water and WFI generation and distribution',
        'Serialisation and packaging line integration',
        'MES connections for electronic batch execution',
        'Periodic review and data-integrity assessments',
      ],
      highlight: {
        figure: '4 h',
        title: 'Batch record review, down from 3 days',
        text: 'Result of replacing paper batch records with audit-trailed electronic records on a sterile filling line near Marseille.',
      },
      artAlt: 'Line drawing of a pharmaceutical filling line with vials on a conveyor and a cleanroom isolator.',
    },
  },
  fr: {
    'agro-food': {
      icon: 'wheat',
      summary: 'Contrôle de procédé hygiénique, nettoyage en place et traçabilité pour laiteries, boissons et transformation alimentaire.',
      description:
        'Automatisme pour les usines agroalimentaires : contrôle de procédé, nettoyage en place, gestion de recettes, traçabilité et TRS, par Caronte Automation à Martigues.',
      keywords: [
        'automatisme agroalimentaire',
        'automatisme laiterie',
        'pilotage NEP',
        'traçabilité',
        'TRS',
        'contrôle de procédé boissons',
      ],
      headline: 'Un pilotage de procédé propre, traçable et rapide à changer de production',
      lead: "De la réception au palettisage, l'automatisme des laiteries, usines de boissons, moulins à huile et lignes de plats cuisinés.",
      intro: [
        "Les usines alimentaires jonglent entre séries courtes, hygiène stricte et distributeurs qui exigent une traçabilité complète. Nous automatisons le procédé de la réception des matières premières jusqu'au conditionnement, avec une gestion de recettes qui accélère les changements de production et des cycles de nettoyage en place enregistrés et prouvés.",
        "Nous standardisons le logiciel de contrôle d'une ligne à l'autre, pour que les opérateurs retrouvent les mêmes écrans et les techniciens la même structure de code, quelle que soit la machine.",
      ],
      features: [
        {
          icon: 'drop',
          title: 'Nettoyage en place',
          text: "Séquences NEP et SEP avec durée, température et conductivité enregistrées par circuit, et moins d'eau et de produits chimiques consommés.",
        },
        {
          icon: 'layers',
          title: 'Recettes et changements de production',
          text: 'Une gestion de recettes qui prépare toute une ligne pour le produit suivant en quelques minutes, avec des contrôles qui évitent les erreurs.',
        },
        {
          icon: 'search',
          title: 'Traçabilité',
          text: "Généalogie des lots, de la réception du lait, du grain ou des fruits jusqu'au produit emballé, disponible en quelques secondes lors d'un audit client.",
        },
        {
          icon: 'chart',
          title: 'TRS et performance des lignes',
          text: 'Collecte automatique des arrêts, cadences et rebuts, et tableaux de bord qui montrent où une ligne perd son temps.',
        },
      ],
      solutions: [
        'Réception du lait, pasteurisation et pilotage UHT',
        "Lignes de brassage, d'assemblage et d'embouteillage",
        'Automatisme des huileries et des caves',
        'Pilotage du froid et des utilités',
        "Intégration des lignes d'emballage et de palettisation",
        'Appui à la traçabilité IFS et BRCGS',
      ],
      highlight: {
        figure: '18 %',
        title: "D'eau et de produits de nettoyage en moins",
        text: "Économie mesurée sur le nettoyage en place après la standardisation du logiciel automate de la réception, de la pasteurisation et du NEP d'une laiterie.",
      },
      artAlt: "Dessin au trait d'une usine alimentaire avec des silos, une cuve de process et un convoyeur d'embouteillage.",
    },
    'chemistry-petrochemistry': {
      icon: 'flask',
      summary: "Contrôle de procédés batch et continus pour la chimie, du séquencement des réacteurs au SNCC de toute l'usine.",
      description:
        "Automatisme de procédé pour la chimie et la pétrochimie : batch selon l'ISA-88, sécurité des réacteurs, migrations de SNCC et gestion des alarmes, par Caronte Automation.",
      keywords: ['contrôle de procédé chimique', 'SNCC pétrochimie', 'batch ISA-88', 'pilotage de réacteur', 'migration SNCC', 'Seveso'],
      headline: 'Un contrôle de procédé pour des réactions qui ne doivent surprendre personne',
      lead: 'Contrôle batch et continu, protection des réacteurs et migrations de SNCC pour les producteurs de la chimie et de la pétrochimie.',
      intro: [
        "En chimie, la qualité du contrôle se lit directement dans le rendement, la consommation d'énergie et les marges de sécurité. Nous programmons les séquences de réacteurs, la régulation des colonnes de distillation et les utilités sur les SNCC et automates du secteur, et nous concevons les couches de protection qui les entourent.",
        'La plupart de nos projets en chimie sont des migrations sur des unités en exploitation : nous les préparons avec les équipes de production pour que chaque unité passe sur son nouveau système pendant un arrêt programmé, avec un logiciel déjà testé sur une simulation du procédé.',
      ],
      features: [
        {
          icon: 'layers',
          title: "Batch selon l'ISA-88",
          text: "Recettes, phases et modules d'équipement qui permettent aux chimistes de changer de produit sans toucher au code automate.",
        },
        {
          icon: 'thermometer',
          title: 'Pilotage des réacteurs et des colonnes',
          text: "Régulation de température, de pression et d'alimentation avec des boucles bien réglées, des cascades et une protection contre l'emballement.",
        },
        {
          icon: 'shield',
          title: 'Couches de protection',
          text: "Fonctions instrumentées de sécurité, verrouillages et gestion des alarmes conçus à partir de l'HAZOP et de la LOPA de chaque unité.",
        },
        {
          icon: 'cog',
          title: 'Migrations de SNCC',
          text: 'Migration pas à pas de SNCC obsolètes vers PCS 7, 800xA ou DeltaV, avec des vues converties et une logique testée.',
        },
      ],
      solutions: [
        'Pilotage des fours de vapocraquage',
        'Unités batch de polymères et de résines',
        'Utilités : vapeur, eau de refroidissement, azote et torchères',
        'Réglage des boucles et audits de performance du contrôle',
        "Cahiers de quart et consignes d'exploitation électroniques",
        'Documentation de sécurité conforme à Seveso',
      ],
      highlight: {
        figure: '35 %',
        title: 'De variabilité de température en moins',
        text: "Réduction de la variabilité de la température de sortie des serpentins d'une zone de fours de vapocraquage après sa migration vers SIMATIC PCS 7.",
      },
      artAlt: "Dessin au trait d'une usine chimique avec des réacteurs, une colonne de distillation et des racks de tuyauteries.",
    },
    energy: {
      icon: 'bolt',
      summary:
        "Contrôle et protection des centrales à cycle combiné, de la cogénération, de l'hydraulique, du solaire et du stockage par batteries.",
      description:
        "Automatisme pour la production et le stockage d'énergie : pilotage des turbines et chaudières, SNCC de centrale, conformité au code de réseau, postes électriques et suivi énergétique, par Caronte Automation.",
      keywords: ['automatisme de centrale', 'pilotage cogénération', 'contrôle BESS', 'code de réseau', 'IEC 61850', 'suivi énergétique'],
      headline: 'Un automatisme pour une énergie qui doit répondre quand le réseau appelle',
      lead: 'Contrôle des centrales, intégration électrique et suivi des performances pour les sites de production et de stockage autour de la Méditerranée.',
      intro: [
        "Les producteurs d'électricité vivent de leurs taux de disponibilité et de leurs obligations envers le réseau. Nous automatisons centrales à cycle combiné et de cogénération, centrales hydrauliques, fermes solaires et systèmes de stockage par batteries, et nous les raccordons au gestionnaire de réseau avec les temps de réponse qu'exige le code de réseau.",
        "Nos ingénieurs connaissent les deux côtés d'un site énergétique : le contrôle de procédé des chaudières, des turbines et des auxiliaires, et la protection électrique et l'automatisation des postes qui les côtoient.",
      ],
      features: [
        {
          icon: 'gauge',
          title: 'Pilotage des centrales et des tranches',
          text: 'Régulation des chaudières, des chaudières de récupération et des auxiliaires sur SNCC et automates, avec des séquences de démarrage qui économisent le combustible.',
        },
        {
          icon: 'network',
          title: 'Automatisation des postes',
          text: 'Intégration IEC 61850 des relais de protection, contrôleurs de travée et compteurs, avec des interfaces propres vers le SNCC de la centrale.',
        },
        {
          icon: 'bolt',
          title: 'Conformité au code de réseau',
          text: 'Régulateurs de centrale pour le réglage de fréquence et de tension, testés avec le gestionnaire de réseau avant la mise en service commerciale.',
        },
        {
          icon: 'chart',
          title: 'Suivi des performances',
          text: "Tableaux de bord de consommation spécifique, de disponibilité et d'émissions alimentés par l'historian, avec rapports journaliers et mensuels automatiques.",
        },
      ],
      solutions: [
        'Migrations de SNCC pour tranches gaz et de cogénération',
        'Contrôle des systèmes de stockage par batteries (BESS) et intégration EMS',
        'SCADA de centrales solaires et hydrauliques avec conduite à distance',
        'Interfaces avec les systèmes de mesure en continu des émissions',
        'Pilotage des chaudières auxiliaires et des réseaux vapeur',
        "Comptage et sous-comptage d'énergie pour les sites industriels",
      ],
      highlight: {
        figure: '99,6 %',
        title: 'De disponibilité après une migration de SNCC',
        text: 'Disponibilité moyenne des trois tranches de cogénération migrées en 2024, mesurée sur leurs douze premiers mois sur le nouveau système.',
      },
      artAlt: "Dessin au trait d'une centrale avec une tour de refroidissement, des éoliennes et des lignes haute tension.",
    },
    industries: {
      icon: 'factory',
      summary: 'Industrie manufacturière, métallurgie, ciment et eau : commande de machines, intégration de lignes et supervision de site.',
      description:
        "Automatisme pour l'industrie manufacturière, la métallurgie, les matériaux de construction et le traitement de l'eau : commande de machines, intégration de robots, variateurs et supervision.",
      keywords: [
        'automatisme industriel',
        'commande de machines',
        'intégration robotique',
        "automatisme traitement de l'eau",
        'automatisme sidérurgie',
      ],
      headline: "L'automatisme des usines qui fabriquent tout le reste",
      lead: "Machines, lignes et utilités pour la métallurgie, les matériaux de construction, les fournisseurs de l'aéronautique, le traitement de l'eau et l'industrie en général.",
      intro: [
        "Les zones industrielles de Martigues, Fos et Marignane accueillent aciéries, cimenteries, sous-traitants de l'aéronautique et stations d'épuration. Nous automatisons leurs machines et leurs lignes, intégrons robots et variateurs, et réunissons des équipements dispersés sous une même supervision.",
        "Nous reprenons souvent des installations dont l'intégrateur d'origine a disparu : nous récupérons le logiciel, le documentons et l'amenons à un niveau que le site peut maintenir.",
      ],
      features: [
        {
          icon: 'robot',
          title: 'Intégration de machines et de robots',
          text: 'Commande de machines de sécurité, cellules robotisées et systèmes de vision intégrés aux automates et aux circuits de sécurité de la ligne.',
        },
        {
          icon: 'cog',
          title: 'Variateurs et mouvement',
          text: 'Variateurs de vitesse, axes asservis et mouvements coordonnés pour laminoirs, convoyeurs et systèmes de manutention.',
        },
        {
          icon: 'drop',
          title: 'Traitement des eaux et des effluents',
          text: 'Pilotage du dosage, de la filtration et du traitement des boues, avec alarmes à distance et rapports réglementaires de rejet.',
        },
        {
          icon: 'wrench',
          title: 'Reprise de systèmes anciens',
          text: "Sauvegardes, documentation et mises à niveau d'installations non documentées, pour qu'une panne ne soit plus une crise.",
        },
      ],
      solutions: [
        "Pilotage des auxiliaires de laminoirs et d'aciéries",
        'Automatisme des cimenteries et carrières',
        "Optimisation de l'air comprimé, du refroidissement et du CVC",
        "Évaluations de sécurité machine selon l'ISO 13849",
        'Accès et surveillance à distance pour les exploitants multisites',
        'Maintenance préventive des systèmes de contrôle',
      ],
      highlight: {
        figure: '22 %',
        title: "De floculant en moins sur une station d'effluents",
        text: "Économie mesurée après une nouvelle régulation du pH et du dosage sur la station d'épuration d'une aciérie du golfe de Fos.",
      },
      artAlt: "Dessin au trait d'un hall d'usine avec un bras robotisé, un convoyeur et un pont roulant.",
    },
    'oil-gas': {
      icon: 'drop',
      summary: 'Terminaux, raffineries, pipelines et dépôts : contrôle, sécurité et transactions commerciales réalisés dans les règles.',
      description:
        'Automatisme et systèmes de sécurité pour le pétrole et le gaz : raffineries, terminaux GNL, pipelines, parcs de stockage, ESD, feu et gaz et comptage transactionnel, depuis Martigues, près de Lavéra et de Fos.',
      keywords: [
        'automatisme pétrole et gaz',
        'automatisme parc de stockage',
        'système ESD',
        'détection feu et gaz',
        'HIPPS',
        'comptage transactionnel',
        'terminal GNL',
      ],
      headline: 'Un contrôle sûr et auditable, du quai au parc de stockage',
      lead: "Depuis 2009, nous travaillons dans les raffineries et terminaux de Lavéra, de Fos-sur-Mer et de l'étang de Berre, sous le régime Seveso.",
      intro: [
        "Nos bureaux sont à quelques kilomètres de l'une des plus grandes zones pétrochimiques d'Europe. Nous intervenons chaque semaine dans des raffineries, des terminaux d'importation et des dépôts en exploitation, avec les permis, les habilitations ATEX et la rigueur que ces sites exigent.",
        "Nous traitons toute la chaîne de contrôle et de sécurité : contrôle de procédé des unités, arrêt d'urgence et systèmes feu et gaz, automatisme des parcs de stockage, comptage et supervision qui relie le tout.",
      ],
      features: [
        {
          icon: 'shield',
          title: "Arrêt d'urgence et HIPPS",
          text: "ESD et protections haute intégrité contre la surpression classés SIL, conçus, programmés et validés selon l'IEC 61511.",
        },
        {
          icon: 'flame',
          title: 'Systèmes feu et gaz',
          text: "Cartographie des détecteurs, logiques de vote, pilotage déluge et mousse, et synoptiques qui donnent une image claire à l'équipe d'intervention.",
        },
        {
          icon: 'valve',
          title: 'Automatisme des parcs et des transferts',
          text: "Séquences de lignage avec permissifs, pilotage des vannes motorisées, jaugeage radar et protection anti-débordement selon l'API 2350.",
        },
        {
          icon: 'gauge',
          title: 'Comptage et transactions',
          text: "Intégration des calculateurs de débit, séquences d'étalonnage et traces d'audit qui satisfont la métrologie légale et les partenaires commerciaux.",
        },
      ],
      solutions: [
        "Modernisation des SNCC d'unités de raffinage et régulation avancée",
        'Automatisme des appontements, bras de chargement et postes camions',
        'SCADA de pipelines avec interfaces de détection de fuites',
        'Pilotage des stations de compression et de pompage',
        'Pilotage des torchères et des unités de récupération des vapeurs',
        "Rationalisation des alarmes selon l'EEMUA 191",
      ],
      highlight: {
        figure: '0',
        title: 'Accident avec arrêt sur site depuis 2009',
        text: 'Nos équipes sont habilitées GIES 1 et 2 et ATEX et travaillent chaque jour sous le système de permis de travail de chaque site.',
      },
      artAlt: "Dessin au trait d'une raffinerie avec des colonnes de distillation, une torchère et des bacs de stockage.",
    },
    pharmaceutical: {
      icon: 'capsule',
      summary:
        'Automatisme BPF et systèmes validés pour la production de principes actifs, le remplissage stérile et les lignes de conditionnement.',
      description:
        'Automatisme BPF pour la production pharmaceutique : pilotage batch, dossiers de lot électroniques, surveillance environnementale et validation des systèmes informatisés selon le GAMP 5.',
      keywords: [
        'automatisme pharmaceutique',
        'BPF',
        'GAMP 5',
        'dossiers de lot électroniques',
        '21 CFR Part 11',
        'surveillance des salles propres',
      ],
      headline: 'Un automatisme validé pour des médicaments bien faits du premier coup',
      lead: 'Pilotage batch, enregistrements électroniques et systèmes de surveillance livrés avec les preuves de validation dont votre équipe qualité a besoin.',
      intro: [
        "En production pharmaceutique, le logiciel fait partie de la qualité du produit. Nous concevons et programmons l'automatisme de la synthèse de principes actifs, de la formulation, du remplissage stérile et du conditionnement, et nous le documentons comme les inspecteurs l'attendent.",
        "Nos projets suivent le cycle de vie GAMP 5, des spécifications utilisateur à la qualification de performance. L'intégrité des données est conçue dès le départ : traces d'audit, signatures électroniques, contrôle des accès et enregistrements revus, conformément au 21 CFR Part 11 et à l'annexe 11 des BPF européennes.",
      ],
      features: [
        {
          icon: 'layers',
          title: 'Pilotage batch et recettes',
          text: 'Gestion de recettes ISA-88 et logique de phases pour la préparation, la fermentation et la synthèse, avec des versions de recettes maîtrisées.',
        },
        {
          icon: 'clipboard',
          title: 'Dossiers de lot électroniques',
          text: "Enregistrements tracés, revue par exception et signatures électroniques qui ramènent la libération d'un lot de plusieurs jours à quelques heures.",
        },
        {
          icon: 'thermometer',
          title: 'Surveillance environnementale',
          text: "Surveillance des cascades de pression, du comptage particulaire, de la température et de l'humidité des salles propres, avec alarmes et rapports validés.",
        },
        {
          icon: 'shield',
          title: 'Validation des systèmes informatisés',
          text: 'Analyses de risques, spécifications, matrices de traçabilité et protocoles QI, QO et QP exécutés avec votre équipe qualité.',
        },
      ],
      solutions: [
        'Pilotage des lignes de remplissage stérile et des isolateurs',
        'Systèmes de nettoyage et de stérilisation en place',
        "Production et distribution d'eau purifiée et d'EPPI",
        'Intégration de la sérialisation et des lignes de conditionnement',
        "Connexions MES pour l'exécution électronique des lots",
        "Revues périodiques et évaluations de l'intégrité des données",
      ],
      highlight: {
        figure: '4 h',
        title: 'Pour revoir un dossier de lot, contre 3 jours',
        text: 'Résultat du remplacement des dossiers de lot papier par des enregistrements électroniques tracés sur une ligne de remplissage stérile près de Marseille.',
      },
      artAlt:
        "Dessin au trait d'une ligne de remplissage pharmaceutique avec des flacons sur un convoyeur et un isolateur de salle propre.",
    },
  },
};
