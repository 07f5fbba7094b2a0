import type { Feature } from '#src/schemas/page-content.ts';
import { translated } from '#src/i18n/translated.ts';

// The eight core competencies of the home page's #expertise section, in both languages.

const en: { items: Feature[] } = {
  items: [
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
  ],
};

export const competencyTexts = translated('expertise', {
  en,
  fr: {
    items: [
      {
        icon: 'chip',
        title: 'Programmation API et SNCC',
        text: 'Logiciel structuré IEC 61131-3 sur systèmes Siemens, Schneider Electric, Rockwell, ABB et Emerson.',
      },
      {
        icon: 'monitor',
        title: 'SCADA et IHM',
        text: 'Des vues opérateur haute performance et des alarmes rationalisées qui aident à agir vite.',
      },
      {
        icon: 'shield',
        title: 'Sécurité fonctionnelle',
        text: "Systèmes instrumentés de sécurité conçus, vérifiés et validés selon l'IEC 61511, jusqu'au SIL 3.",
      },
      {
        icon: 'plug',
        title: 'Études électriques et instrumentation',
        text: "Plans, listes et armoires émis bons pour exécution, zones ATEX traitées selon l'IEC 60079.",
      },
      {
        icon: 'network',
        title: 'Réseaux industriels',
        text: 'Réseaux PROFINET, EtherNet/IP, Modbus et IEC 61850 conçus pour le déterminisme et le diagnostic.',
      },
      {
        icon: 'database',
        title: 'Données et intégration MES',
        text: "Historians, interfaces OPC UA et MQTT qui portent les données de l'usine vers le MES, l'ERP et les tableaux de bord.",
      },
      {
        icon: 'lock',
        title: 'Cybersécurité OT',
        text: "Segmentation réseau, durcissement et audits selon l'IEC 62443, sans perturber la production.",
      },
      {
        icon: 'flag',
        title: 'Mise en service et démarrage',
        text: "Essais usine et sur site, contrôles de boucles et assistance au démarrage, de jour comme de nuit s'il le faut.",
      },
    ],
  },
});

export const competencies = competencyTexts.en.items;
