import type { ClientInput } from '#src/schemas/client.ts';
import type { ProjectInput } from '#src/schemas/project.ts';
import type { ProjectEnhancedInput } from '#src/schemas/project-enhanced.ts';
import type { technologyInputSchema } from '#src/schemas/taxonomy.ts';
import { sectorLinksIn } from '#src/site/navigation.ts';
import type * as z from 'zod';
import type { DemoLogo } from '#functions/seed/demo-logos.ts';
import type { DemoPhotoName } from '#functions/seed/demo-photos.ts';

// The demo content of a fresh local data directory: what a small automation
// integrator around the Étang de Berre would show. Companies and projects are
// fictional; the technologies are the real products such a company works with.

interface TaxonomySeed {
  name: string;
  slug: string;
  /** The French name the French site shows; without one it shows the English name, marked as English. */
  fr?: { name: string };
}

export const demoCategories: TaxonomySeed[] = [
  { name: 'PLC/DCS Programming', slug: 'plc-dcs-programming', fr: { name: 'Programmation API et SNCC' } },
  { name: 'SCADA & HMI', slug: 'scada-hmi', fr: { name: 'SCADA et IHM' } },
  { name: 'Safety Systems', slug: 'safety-systems', fr: { name: 'Systèmes de sécurité' } },
  { name: 'Electrical Engineering', slug: 'electrical-engineering', fr: { name: 'Ingénierie électrique' } },
  { name: 'Industrial IT', slug: 'industrial-it', fr: { name: 'Informatique industrielle' } },
  { name: 'Commissioning & Start-up', slug: 'commissioning-start-up', fr: { name: 'Mise en service et démarrage' } },
];

const frenchSectors = sectorLinksIn('fr');
export const demoSectors: TaxonomySeed[] = sectorLinksIn('en').map(({ slug, title }, index) => ({
  name: title,
  slug,
  fr: { name: frenchSectors[index]!.title },
}));

export const demoTechnologies: (TaxonomySeed & Omit<z.input<typeof technologyInputSchema>, 'display_order'>)[] = [
  {
    name: 'Siemens SIMATIC S7-1500',
    slug: 'siemens-s7-1500',
    vendor: 'Siemens',
    type: 'Hardware',
    description: 'Controller family for machine and process automation, with fail-safe and redundant (S7-1500R/H) variants.',
  },
  {
    name: 'TIA Portal',
    slug: 'tia-portal',
    vendor: 'Siemens',
    type: 'Software',
    description: 'Engineering framework for SIMATIC controllers, WinCC operator panels, drives and network configuration.',
  },
  {
    name: 'SIMATIC PCS 7',
    slug: 'siemens-pcs-7',
    vendor: 'Siemens',
    type: 'System',
    description: 'Distributed control system for continuous and batch processes, with redundant AS 410 controllers.',
  },
  {
    name: 'Modicon M580',
    slug: 'schneider-modicon-m580',
    vendor: 'Schneider Electric',
    type: 'Hardware',
    description: 'Ethernet programmable automation controller with hot-standby redundancy and embedded cybersecurity.',
  },
  {
    name: 'EcoStruxure Control Expert',
    slug: 'ecostruxure-control-expert',
    vendor: 'Schneider Electric',
    type: 'Software',
    description: 'IEC 61131-3 programming environment for Modicon M340 and M580 controllers (formerly Unity Pro).',
  },
  {
    name: 'ControlLogix',
    slug: 'rockwell-controllogix',
    vendor: 'Rockwell Automation',
    type: 'Hardware',
    description: 'Modular Logix controllers for discrete, batch and process applications over EtherNet/IP.',
  },
  {
    name: 'Studio 5000 Logix Designer',
    slug: 'studio-5000',
    vendor: 'Rockwell Automation',
    type: 'Software',
    description: 'Design environment for ControlLogix and CompactLogix controllers, including PlantPAx process objects.',
  },
  {
    name: 'ABB Ability System 800xA',
    slug: 'abb-800xa',
    vendor: 'ABB',
    type: 'System',
    description: 'Distributed control system combining process control, safety, electrical integration and operator workplaces.',
  },
  {
    name: 'DeltaV DCS',
    slug: 'emerson-deltav',
    vendor: 'Emerson',
    type: 'System',
    description: 'Distributed control system with electronic marshalling, widely used in life sciences and specialty chemicals.',
  },
  {
    name: 'HIMax',
    slug: 'hima-himax',
    vendor: 'HIMA',
    type: 'Hardware',
    description: 'SIL 3 safety controller for emergency shutdown, burner management and fire and gas systems.',
  },
  {
    name: 'AVEVA System Platform',
    slug: 'aveva-system-platform',
    vendor: 'AVEVA',
    type: 'Platform',
    description: 'Object-based supervisory platform for multi-site SCADA, with a shared galaxy of templates and alarms.',
  },
  {
    name: 'AVEVA InTouch HMI',
    slug: 'aveva-intouch',
    vendor: 'AVEVA',
    type: 'Software',
    description: 'Operator visualisation software, formerly Wonderware InTouch, for standalone and supervisory HMI.',
  },
  {
    name: 'AVEVA PI System',
    slug: 'aveva-pi-system',
    vendor: 'AVEVA',
    type: 'Platform',
    description: 'Process historian and data infrastructure (formerly OSIsoft PI) for plant-wide time-series data.',
  },
  {
    name: 'PROFINET',
    slug: 'profinet',
    vendor: 'PROFIBUS & PROFINET International',
    type: 'Protocol',
    description: 'Industrial Ethernet standard for real-time I/O, drives and safety (PROFIsafe) communication.',
  },
  {
    name: 'PROFIBUS DP/PA',
    slug: 'profibus',
    vendor: 'PROFIBUS & PROFINET International',
    type: 'Protocol',
    description: 'Fieldbus for remote I/O (DP) and intrinsically safe field instruments (PA) in process plants.',
  },
  {
    name: 'Modbus TCP',
    slug: 'modbus-tcp',
    vendor: 'Modbus Organization',
    type: 'Protocol',
    description: 'Open client/server protocol over Ethernet, common for package units, power meters and analysers.',
  },
  {
    name: 'EtherNet/IP',
    slug: 'ethernet-ip',
    vendor: 'ODVA',
    type: 'Protocol',
    description: 'CIP-based industrial Ethernet protocol used by Logix controllers, drives and I/O.',
  },
  {
    name: 'OPC UA',
    slug: 'opc-ua',
    vendor: 'OPC Foundation',
    type: 'Protocol',
    description: 'Secure, platform-independent information model and transport between control systems, MES and IT.',
  },
];

export interface ClientSeed extends Omit<ClientInput, 'logo_url'> {
  logo: DemoLogo;
}

const clientSeeds: Omit<ClientSeed, 'display_order' | 'is_active'>[] = [
  { name: 'Provence Raffinage', logo: 'provenceRaffinage', website: 'https://www.example.com/provence-raffinage' },
  { name: 'Berre Polymères', logo: 'berrePolymeres', website: 'https://www.example.com/berre-polymeres' },
  { name: 'Méditerranée Énergies', logo: 'mediterraneeEnergies', website: 'https://www.example.com/mediterranee-energies' },
  { name: 'Laboratoires Calanques', logo: 'laboratoiresCalanques', website: 'https://www.example.com/laboratoires-calanques' },
  { name: 'Laiterie du Lyonnais', logo: 'laiterieLyonnais', website: 'https://www.example.com/laiterie-du-lyonnais' },
  { name: 'Fos GNL Terminal Gazier', logo: 'terminalFos', website: 'https://www.example.com/fos-gnl' },
  { name: 'Aciéries du Golfe', logo: 'acieriesGolfe', website: 'https://www.example.com/acieries-du-golfe' },
  { name: 'Rhône Chimie Fine', logo: 'rhoneChimie', website: 'https://www.example.com/rhone-chimie-fine' },
];

export const demoClients: ClientSeed[] = clientSeeds.map((client, index) => ({ ...client, display_order: index + 1, is_active: true }));

type Relations = { categories: string[]; sectors: string[]; technologies: string[] };

interface GalleryPhotoSeed {
  photo: DemoPhotoName;
  caption: string;
  fr: { caption: string };
}

export interface EnhancedProjectSeed extends Omit<
  ProjectEnhancedInput,
  'logo_url' | 'featured_image' | 'gallery' | 'category_ids' | 'sector_ids' | 'technology_ids' | 'noindex'
> {
  logo: DemoLogo;
  /** The featured photo, stored in the media library when seeding. */
  photo: DemoPhotoName;
  gallery: GalleryPhotoSeed[];
  /** Slugs, resolved to ids when seeding. */
  relations: Relations;
  created_at: string;
}

export const demoEnhancedProjects: EnhancedProjectSeed[] = [
  {
    title: 'PCS 7 migration of a steam-cracker furnace area',
    client: 'Berre Polymères',
    location_city: "Berre-l'Étang",
    location_country: 'France',
    start_date: 'September 2024',
    end_date: 'June 2025',
    duration_display: '10 months',
    is_ongoing: false,
    logo: 'berrePolymeres',
    photo: 'control-room',
    gallery: [
      {
        photo: 'furnace-area',
        caption: 'The furnace area at dusk: each furnace was switched over during its own decoking window.',
        fr: { caption: 'La zone des fours au crépuscule : chaque four a basculé pendant sa propre fenêtre de décokage.' },
      },
      {
        photo: 'dcs-cabinet',
        caption: 'One of the redundant AS 410 controller cabinets, wired and tested in the panel shop before shipping.',
        fr: { caption: "L'une des armoires de contrôleurs AS 410 redondants, câblée et testée en atelier avant expédition." },
      },
    ],
    project_summary:
      'Eight cracking furnaces moved from a 1990s DCS to redundant SIMATIC PCS 7 controllers, one furnace at a time, while the unit kept producing ethylene.',
    description:
      'The furnace area of the steam cracker ran on a control system whose spare parts were no longer available. We replaced it with SIMATIC PCS 7 in redundant AS 410 controllers, re-engineered 2,400 I/O and the coil-outlet temperature control, and rebuilt the operator graphics to ISA-101 guidelines. Each furnace was switched over during its own decoking window, so the cracker never stopped for the migration. Factory acceptance tests ran on a full simulation of the furnaces before any change on site.',
    scope_objectives: [
      'Replace the obsolete furnace-area DCS before the end of vendor support',
      'Migrate 2,400 I/O and 180 control loops without a unit shutdown',
      'Rebuild operator graphics and alarm management to ISA-101 and EEMUA 191',
      'Connect the new system to the site historian over OPC UA',
    ],
    key_results: [
      'All eight furnaces cut over during planned decoking windows, with no production loss',
      'Coil-outlet temperature variability reduced by 35 %',
      'Standing alarms down from 140 to 9 per operator console',
      'Site acceptance completed two weeks ahead of schedule',
    ],
    fr: {
      title: "Migration PCS 7 de la zone des fours d'un vapocraqueur",
      project_summary:
        "Huit fours de craquage sont passés d'un SNCC des années 1990 à des contrôleurs SIMATIC PCS 7 redondants, un four après l'autre, sans que l'unité cesse de produire de l'éthylène.",
      description:
        "La zone des fours du vapocraqueur tournait sur un système de contrôle dont les pièces de rechange n'existaient plus. Nous l'avons remplacé par SIMATIC PCS 7 sur des contrôleurs AS 410 redondants, avons repris 2 400 entrées-sorties et la régulation de température de sortie des serpentins, et refait les vues opérateur selon l'ISA-101. Chaque four a basculé pendant sa propre fenêtre de décokage : le vapocraqueur ne s'est jamais arrêté pour la migration. Les essais de réception en usine se sont déroulés sur une simulation complète des fours avant toute modification sur site.",
      scope_objectives: [
        'Remplacer le SNCC obsolète de la zone des fours avant la fin du support constructeur',
        "Migrer 2 400 entrées-sorties et 180 boucles de régulation sans arrêt de l'unité",
        "Refaire les vues opérateur et la gestion des alarmes selon l'ISA-101 et l'EEMUA 191",
        "Raccorder le nouveau système à l'historian du site en OPC UA",
      ],
      key_results: [
        'Les huit fours basculés pendant les fenêtres de décokage prévues, sans perte de production',
        'Variabilité de la température de sortie des serpentins réduite de 35 %',
        'Alarmes permanentes ramenées de 140 à 9 par poste opérateur',
        'Réception sur site achevée avec deux semaines d’avance',
      ],
      duration_display: '10 mois',
      location_city: "Berre-l'Étang",
      location_country: 'France',
    },
    display_order: 1,
    is_published: true,
    is_featured: true,
    relations: {
      categories: ['plc-dcs-programming', 'commissioning-start-up'],
      sectors: ['chemistry-petrochemistry', 'oil-gas'],
      technologies: ['siemens-pcs-7', 'profibus', 'opc-ua', 'aveva-pi-system'],
    },
    created_at: '2025-07-02T08:30:00.000Z',
  },
  {
    title: 'Safety instrumented system renewal for an LNG terminal',
    client: 'Fos GNL Terminal Gazier',
    location_city: 'Fos-sur-Mer',
    location_country: 'France',
    start_date: 'February 2025',
    end_date: '',
    duration_display: '20 months (in progress)',
    is_ongoing: true,
    logo: 'terminalFos',
    photo: 'lng-terminal',
    gallery: [
      {
        photo: 'safety-cabinets',
        caption: 'The emergency shutdown and fire and gas cabinets of jetty 1, with the SIL 3 controllers.',
        fr: { caption: "Les armoires d'arrêt d'urgence et feu et gaz de l'appontement 1, avec les contrôleurs SIL 3." },
      },
      {
        photo: 'fire-gas-console',
        caption: 'Fire and gas plot plans and alarm lists on the supervisory consoles.',
        fr: { caption: "Les plans feu et gaz et les listes d'alarmes sur les postes de supervision." },
      },
    ],
    project_summary:
      'Emergency shutdown and fire and gas systems of an LNG import terminal moved to SIL 3 HIMax controllers, jetty by jetty, with the terminal in service.',
    description:
      'The terminal unloads LNG carriers and sends out regasified natural gas to the grid. Its emergency shutdown (ESD) and fire and gas systems are being renewed on HIMA HIMax controllers, following IEC 61511 from the hazard and risk assessment to validation. We wrote the safety requirements specification with the operator, verify every safety function against its SIL target, and test the cause-and-effect logic against a simulator of the jetties and send-out trains before each partial cut-over.',
    scope_objectives: [
      'Renew ESD and fire and gas logic to IEC 61511 with SIL 3 HIMax controllers',
      'Keep ship unloading and gas send-out available throughout the works',
      'Integrate the safety system with the AVEVA supervisory platform over Modbus TCP',
      'Deliver the functional safety management file and proof-test procedures',
    ],
    key_results: [
      'Jetty 1 and both send-out trains switched over with no interruption of supply',
      '312 safety instrumented functions verified against their SIL targets',
      'Proof-test duration per jetty reduced from 5 days to 2',
    ],
    fr: {
      title: "Renouvellement du système instrumenté de sécurité d'un terminal GNL",
      project_summary:
        "Arrêt d'urgence et systèmes feu et gaz d'un terminal d'importation de GNL passés sur des contrôleurs HIMax SIL 3, appontement par appontement, terminal en service.",
      description:
        "Le terminal décharge des méthaniers et émet vers le réseau du gaz naturel regazéifié. Son arrêt d'urgence (ESD) et ses systèmes feu et gaz sont renouvelés sur des contrôleurs HIMA HIMax, selon l'IEC 61511, de l'analyse de risques à la validation. Nous avons rédigé la spécification des exigences de sécurité avec l'exploitant, vérifions chaque fonction de sécurité au regard de son objectif SIL, et testons la matrice causes-effets sur un simulateur des appontements et des trains d'émission avant chaque basculement partiel.",
      scope_objectives: [
        "Renouveler les logiques ESD et feu et gaz selon l'IEC 61511 avec des contrôleurs HIMax SIL 3",
        "Maintenir le déchargement des navires et l'émission de gaz pendant toute la durée des travaux",
        'Intégrer le système de sécurité à la supervision AVEVA en Modbus TCP',
        'Livrer le dossier de management de la sécurité fonctionnelle et les procédures de tests périodiques',
      ],
      key_results: [
        "Appontement 1 et les deux trains d'émission basculés sans interruption de l'approvisionnement",
        '312 fonctions instrumentées de sécurité vérifiées au regard de leurs objectifs SIL',
        'Durée des tests périodiques par appontement ramenée de 5 jours à 2',
      ],
      duration_display: '20 mois (en cours)',
      location_city: 'Fos-sur-Mer',
      location_country: 'France',
    },
    display_order: 2,
    is_published: true,
    is_featured: false,
    relations: {
      categories: ['safety-systems', 'electrical-engineering'],
      sectors: ['energy', 'oil-gas'],
      technologies: ['hima-himax', 'modbus-tcp', 'aveva-system-platform'],
    },
    created_at: '2025-03-14T09:00:00.000Z',
  },
  {
    title: 'Tank farm automation and SCADA for a coastal refinery',
    client: 'Provence Raffinage',
    location_city: 'Lavéra',
    location_country: 'France',
    start_date: 'January 2024',
    end_date: 'December 2024',
    duration_display: '12 months',
    is_ongoing: false,
    logo: 'provenceRaffinage',
    photo: 'tank-farm',
    gallery: [
      {
        photo: 'tank-farm-scada',
        caption: 'The tank farm overview: levels, line-ups and alarms of sixty tanks on one SCADA.',
        fr: { caption: "La vue d'ensemble du parc : niveaux, lignages et alarmes de soixante bacs sur un seul SCADA." },
      },
      {
        photo: 'valve-manifold',
        caption: 'Motor-operated valves on the transfer manifold, driven over Modbus TCP.',
        fr: { caption: 'Les vannes motorisées du collecteur de transfert, pilotées en Modbus TCP.' },
      },
    ],
    project_summary:
      'Sixty storage tanks brought under one SCADA with automatic line-ups, overfill protection and certified custody-transfer figures.',
    description:
      'Tank movements at the refinery were prepared on paper and executed valve by valve from three separate panels. We installed redundant Modicon M580 controllers in two substations, connected radar gauges and motor-operated valves over Modbus TCP, and built an AVEVA InTouch supervisory system with guided line-up sequences and interlocks. Independent overfill protection was designed with the site safety team and tested tank by tank.',
    scope_objectives: [
      'Centralise control of 60 tanks and 240 motor-operated valves',
      'Automate line-up, transfer and tank-switching sequences with permissives',
      'Add independent high-high level protection to API 2350',
      'Provide inventory and movement reports to the planning department',
    ],
    key_results: [
      'Line-up preparation time cut from 45 minutes to under 5',
      'No misrouted transfer since start-up',
      'Daily inventory reports generated automatically at 06:00',
    ],
    fr: {
      title: "Automatisme et SCADA du parc de stockage d'une raffinerie côtière",
      project_summary:
        'Soixante bacs de stockage réunis sous un seul SCADA, avec lignages automatiques, protection anti-débordement et comptage transactionnel certifié.',
      description:
        "Les mouvements de bacs de la raffinerie étaient préparés sur papier et exécutés vanne par vanne depuis trois pupitres distincts. Nous avons installé des contrôleurs Modicon M580 redondants dans deux sous-stations, raccordé les jaugeurs radar et les vannes motorisées en Modbus TCP, et construit une supervision AVEVA InTouch avec des séquences de lignage guidées et des verrouillages. La protection indépendante contre le débordement a été conçue avec l'équipe sécurité du site et testée bac par bac.",
      scope_objectives: [
        'Centraliser la conduite de 60 bacs et de 240 vannes motorisées',
        'Automatiser les séquences de lignage, de transfert et de changement de bac avec permissifs',
        "Ajouter une protection indépendante de niveau très haut selon l'API 2350",
        "Fournir les rapports d'inventaire et de mouvements au service planification",
      ],
      key_results: [
        'Préparation des lignages ramenée de 45 minutes à moins de 5',
        'Aucun transfert mal aiguillé depuis le démarrage',
        "Rapports d'inventaire quotidiens produits automatiquement à 6 h",
      ],
      duration_display: '12 mois',
      location_city: 'Lavéra',
      location_country: 'France',
    },
    display_order: 3,
    is_published: true,
    is_featured: false,
    relations: {
      categories: ['scada-hmi', 'plc-dcs-programming', 'electrical-engineering'],
      sectors: ['oil-gas'],
      technologies: ['schneider-modicon-m580', 'ecostruxure-control-expert', 'aveva-intouch', 'modbus-tcp'],
    },
    created_at: '2025-01-20T10:15:00.000Z',
  },
  {
    title: 'Batch control and electronic records for a sterile filling line',
    client: 'Laboratoires Calanques',
    location_city: 'Marseille',
    location_country: 'France',
    start_date: 'April 2025',
    end_date: 'November 2025',
    duration_display: '8 months',
    is_ongoing: false,
    logo: 'laboratoiresCalanques',
    photo: 'filling-line',
    gallery: [],
    project_summary:
      'ISA-88 batch control for compounding and filling of injectables, with audit-trailed electronic batch records validated to GAMP 5.',
    description:
      'The site needed to replace paper batch records on its aseptic compounding and filling line. We implemented ISA-88 phases on ControlLogix controllers, recipe management and electronic batch records with full audit trail, and an OPC UA interface to the site MES. The work followed GAMP 5 category 4 and 5 life cycles, from user requirements to installation, operational and performance qualification protocols executed with the customer\u2019s quality team.',
    scope_objectives: [
      'Model the compounding and filling process to ISA-88 with reusable phases',
      'Replace paper batch records with audit-trailed electronic records (21 CFR Part 11, EU GMP Annex 11)',
      'Exchange orders and batch results with the MES over OPC UA',
      'Deliver the validation documentation to GAMP 5',
    ],
    key_results: [
      'Batch record review time reduced from 3 days to 4 hours',
      'Zero data-integrity observations at the following regulatory inspection',
      'Qualification protocols executed with no critical deviation',
    ],
    fr: {
      title: "Pilotage batch et dossiers de lot électroniques d'une ligne de remplissage stérile",
      project_summary:
        'Pilotage batch ISA-88 de la préparation et du remplissage de produits injectables, avec des dossiers de lot électroniques tracés et validés selon le GAMP 5.',
      description:
        "Le site devait remplacer les dossiers de lot papier de sa ligne de préparation et de remplissage aseptique. Nous avons implanté des phases ISA-88 sur des contrôleurs ControlLogix, la gestion des recettes et des dossiers de lot électroniques avec traçabilité complète, ainsi qu'une interface OPC UA vers le MES du site. Les travaux ont suivi les cycles de vie GAMP 5 des catégories 4 et 5, des spécifications utilisateur aux protocoles de qualification d'installation, opérationnelle et de performance exécutés avec l'équipe qualité du client.",
      scope_objectives: [
        "Modéliser le procédé de préparation et de remplissage selon l'ISA-88 avec des phases réutilisables",
        'Remplacer les dossiers de lot papier par des enregistrements électroniques tracés (21 CFR Part 11, annexe 11 des BPF européennes)',
        'Échanger ordres et résultats de lots avec le MES en OPC UA',
        'Livrer la documentation de validation selon le GAMP 5',
      ],
      key_results: [
        'Revue des dossiers de lot ramenée de 3 jours à 4 heures',
        "Aucune observation sur l'intégrité des données lors de l'inspection réglementaire suivante",
        'Protocoles de qualification exécutés sans écart critique',
      ],
      duration_display: '8 mois',
      location_city: 'Marseille',
      location_country: 'France',
    },
    display_order: 4,
    is_published: true,
    is_featured: false,
    relations: {
      categories: ['plc-dcs-programming', 'scada-hmi', 'industrial-it'],
      sectors: ['pharmaceutical'],
      technologies: ['rockwell-controllogix', 'studio-5000', 'ethernet-ip', 'opc-ua'],
    },
    created_at: '2025-12-05T14:00:00.000Z',
  },
  {
    title: 'Line control and MES connection for a dairy plant',
    client: 'Laiterie du Lyonnais',
    location_city: 'Lyon',
    location_country: 'France',
    start_date: 'June 2023',
    end_date: 'February 2024',
    duration_display: '9 months',
    is_ongoing: false,
    logo: 'laiterieLyonnais',
    photo: 'dairy-process',
    gallery: [],
    project_summary:
      'Reception, pasteurisation and clean-in-place controlled by S7-1500 PLCs on PROFINET, with production data flowing to the MES.',
    description:
      'A dairy plant near Lyon was doubling its yoghurt capacity. We standardised the controls of milk reception, pasteurisation and clean-in-place on SIMATIC S7-1500 PLCs programmed in TIA Portal, with PROFINET to drives and valve islands. CIP cycles are now recorded per circuit and sent with production counts to the MES over OPC UA, which gave the quality team the traceability required by its customers.',
    scope_objectives: [
      'Standardise PLC software across reception, pasteurisation and CIP',
      'Record every CIP cycle (time, temperature, conductivity) per circuit',
      'Send production and quality data to the MES over OPC UA',
      'Train maintenance technicians on the new standard library',
    ],
    key_results: [
      'CIP water and chemical use reduced by 18 %',
      'Changeover time between recipes down by 25 %',
      'Complete traceability from milk reception to packed product',
    ],
    // Translated in part, as a project often is when first published: the
    // French page shows the rest in English, marked lang="en".
    fr: {
      title: "Conduite de ligne et liaison MES d'une laiterie",
      project_summary:
        'Réception, pasteurisation et nettoyage en place pilotés par des automates S7-1500 en PROFINET, les données de production remontant au MES.',
      duration_display: '9 mois',
      location_city: 'Lyon',
      location_country: 'France',
    },
    display_order: 5,
    is_published: true,
    is_featured: false,
    relations: {
      categories: ['plc-dcs-programming', 'industrial-it'],
      sectors: ['agro-food'],
      technologies: ['siemens-s7-1500', 'tia-portal', 'profinet', 'opc-ua'],
    },
    created_at: '2024-03-11T07:45:00.000Z',
  },
];

export const demoProjects: (ProjectInput & { created_at: string })[] = [
  {
    title: 'Wastewater treatment plant PLC upgrade',
    client: 'Aciéries du Golfe',
    description:
      'Replacement of obsolete controllers at the steelworks effluent treatment plant with S7-1500 PLCs, new pH and flocculant dosing loops and remote alarms to the on-call team.',
    category: 'Automation',
    image_url: '',
    duration: '5 months',
    location: 'Fos-sur-Mer, France',
    technologies: ['Siemens S7-1500', 'TIA Portal', 'PROFINET'],
    outcomes: ['Discharge limits met every day since start-up', 'Flocculant consumption down 22 %'],
    display_order: 1,
    is_published: true,
    created_at: '2024-06-10T09:00:00.000Z',
  },
  {
    title: 'Boiler house control system replacement',
    client: 'Rhône Chimie Fine',
    description:
      'New combustion and drum-level control for two steam boilers on a Modicon M580 hot-standby pair, with burner management kept on a separate safety controller.',
    category: 'Control Systems',
    image_url: '',
    duration: '4 months',
    location: 'Lyon, France',
    technologies: ['Modicon M580', 'EcoStruxure Control Expert', 'Modbus TCP'],
    outcomes: ['Steam pressure held within ±0.2 bar', 'Boiler efficiency improved by 3 points'],
    display_order: 2,
    is_published: true,
    created_at: '2024-11-18T09:00:00.000Z',
  },
  {
    title: 'Energy monitoring dashboards for a combined-cycle plant',
    client: 'Méditerranée Énergies',
    description:
      'Collection of meter and turbine data into a historian and web dashboards for the performance engineers, with daily heat-rate and availability reports.',
    category: 'Software Development',
    image_url: '',
    duration: '3 months',
    location: 'Martigues, France',
    technologies: ['AVEVA PI System', 'OPC UA', 'Modbus TCP'],
    outcomes: ['Heat-rate deviations detected within the hour', 'Monthly reporting effort cut from two days to none'],
    display_order: 3,
    is_published: true,
    created_at: '2025-04-02T09:00:00.000Z',
  },
  {
    title: 'Electrical and instrumentation design for a compressor station',
    client: 'Provence Raffinage',
    description:
      'Basic and detailed electrical and instrumentation design for a new hydrogen compressor: single-line diagrams, hazardous-area classification, loop diagrams and cable schedules.',
    category: 'Engineering',
    image_url: '',
    duration: '6 months',
    location: 'Lavéra, France',
    technologies: ['ATEX zoning', 'SEE Electrical', 'SPI Intools'],
    outcomes: ['Design package issued for construction on schedule'],
    display_order: 4,
    is_published: false,
    created_at: '2026-01-15T09:00:00.000Z',
  },
];
