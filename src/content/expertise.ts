import type { Feature } from '#src/schemas/page-content.ts';

// The eight core competencies of the home page's #expertise section.

export const competencies: readonly Feature[] = [
  {
    icon: 'chip',
    title: 'PLC and DCS programming',
    text: 'Structured IEC 61131-3 software on Siemens, Schneider Electric, Rockwell, ABB and Emerson systems.',
  },
  {
    icon: 'monitor',
    title: 'SCADA and HMI',
    text: 'High-performance operator graphics and rationalised alarms that help people act quickly.',
  },
  {
    icon: 'shield',
    title: 'Functional safety',
    text: 'Safety instrumented systems designed, verified and validated to IEC 61511, up to SIL 3.',
  },
  {
    icon: 'plug',
    title: 'Electrical and instrumentation design',
    text: 'Drawings, schedules and panels issued for construction, with hazardous areas handled to IEC 60079.',
  },
  {
    icon: 'network',
    title: 'Industrial networks',
    text: 'PROFINET, EtherNet/IP, Modbus and IEC 61850 networks designed for determinism and diagnostics.',
  },
  {
    icon: 'database',
    title: 'Data and MES integration',
    text: 'Historians, OPC UA and MQTT interfaces that carry plant data to MES, ERP and dashboards.',
  },
  {
    icon: 'lock',
    title: 'OT cybersecurity',
    text: 'Network segmentation, hardening and assessments to IEC 62443, without disturbing production.',
  },
  {
    icon: 'flag',
    title: 'Commissioning and start-up',
    text: 'Factory and site acceptance tests, loop checks and start-up support, day and night if required.',
  },
];
