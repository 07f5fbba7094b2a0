import type { IconName } from '#src/lib/icons.ts';
import { serviceLinks } from '#src/site/navigation.ts';

// The four services: the cards on / and /services and the detail pages at
// /services/<slug>. Slugs and titles come from the navigation; a Record keyed
// by slug makes a missing or extra service a type error.

export type ServiceSlug = (typeof serviceLinks)[number]['slug'];

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface ServiceContent {
  icon: IconName;
  /** One sentence for the cards. */
  summary: string;
  /** The detail bullets listed on /services. */
  bullets: readonly string[];
  description: string;
  keywords: readonly string[];
  headline: string;
  lead: string;
  intro: readonly string[];
  features: readonly Feature[];
  deliverables: readonly string[];
  standards: readonly string[];
  cta: { title: string; text: string };
}

const content: Record<ServiceSlug, ServiceContent> = {
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
    keywords: ['PLC training', 'TIA Portal course', 'automation training', 'functional safety training', 'operator training', 'Martigues'],
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
};

export type Service = (typeof serviceLinks)[number] & ServiceContent;

export const services: readonly Service[] = serviceLinks.map((link) => ({ ...link, ...content[link.slug] }));
