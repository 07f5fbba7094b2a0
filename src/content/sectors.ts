import type { Feature } from '#src/content/services.ts';
import type { IconName } from '#src/lib/icons.ts';
import { sectorLinks } from '#src/site/navigation.ts';

// The six sectors: the cards on / and /sectors and the pages at /sectors/<slug>.
// Slugs and titles come from the navigation (and match the seeded sector
// taxonomy, so /projects-enhanced?sector=<slug> lists that sector's projects).

export type SectorSlug = (typeof sectorLinks)[number]['slug'];

export interface SectorContent {
  icon: IconName;
  /** One sentence for the cards. */
  summary: string;
  description: string;
  keywords: readonly string[];
  headline: string;
  lead: string;
  intro: readonly string[];
  /** Exactly four feature cards on the sector page. */
  features: readonly [Feature, Feature, Feature, Feature];
  solutions: readonly string[];
  highlight: { figure: string; title: string; text: string };
  /** Alternative text of the hero illustration. */
  artAlt: string;
}

const content: Record<SectorSlug, SectorContent> = {
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
  'oil-gas': {
    icon: 'drop',
    summary: 'Terminals, refineries, pipelines and storage depots: control, safety and custody transfer done to the letter.',
    description:
      'Automation and safety systems for oil and gas: refineries, LNG terminals, pipelines, tank farms, ESD, fire and gas and custody transfer, from Martigues near Lavéra and Fos.',
    keywords: ['oil and gas automation', 'tank farm automation', 'ESD system', 'fire and gas', 'HIPPS', 'custody transfer', 'LNG terminal'],
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
  industries: {
    icon: 'factory',
    summary: 'Manufacturing, metals, cement and water: machine control, line integration and plant-wide supervision.',
    description:
      'Automation for manufacturing industries, metals, building materials and water treatment: machine control, robotics integration, drives and supervision.',
    keywords: ['manufacturing automation', 'machine control', 'robot integration', 'water treatment automation', 'steel plant automation'],
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
};

export type Sector = (typeof sectorLinks)[number] & SectorContent;

export const sectors: readonly Sector[] = sectorLinks.map((link) => ({ ...link, ...content[link.slug] }));
