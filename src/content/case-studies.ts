// The five case studies of the static /projects showcase (spec section 3,
// "Static project"): title, client, optional location, description,
// technologies and key results.

export interface CaseStudy {
  title: string;
  client: string;
  location?: string;
  sector: string;
  description: string;
  technologies: readonly string[];
  results: readonly string[];
}

export const caseStudies: readonly CaseStudy[] = [
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
