import { addDays } from '#src/lib/calendar/company-days.ts';
import type { JobInput } from '#src/schemas/job.ts';

// The demo content's job offers: the two roles a Martigues integrator hires
// for most, an automation engineer and a work-study technician, in both
// languages. Their dates count from the day the demo is seeded (a Paris day):
// posted a week before, open for six months after, so a fresh clone shows
// both on /careers and the closing rule (ADR 0070) still applies to them.

/** Days an offer stays open after the seed day. */
const OPEN_FOR_DAYS = 182;
/** Days before the seed day an offer was posted. */
const POSTED_DAYS_AGO = 7;

export function demoJobs(seedDay: string): JobInput[] {
  const dates = { date_posted: addDays(seedDay, -POSTED_DAYS_AGO), valid_through: addDays(seedDay, OPEN_FOR_DAYS) };
  return [
    {
      title: 'Automation engineer (PLC/SCADA)',
      slug: 'automation-engineer-plc-scada',
      location: 'Martigues (13), with site work around the Étang de Berre',
      contract_type: 'CDI',
      description: [
        'You design, program and commission the control systems of process plants: refineries, gas terminals, chemical and water treatment sites around the Étang de Berre.',
        '',
        '## What you will do',
        '',
        '- Write PLC programs (Siemens TIA Portal, Schneider EcoStruxure) from functional specifications',
        '- Build SCADA screens and alarms (WinCC, AVEVA, Ignition)',
        '- Run factory and site acceptance tests with our clients’ operators',
        '- Commission on operating sites, under permit-to-work and MASE rules',
        '',
        'You join a team of twelve engineers and technicians; each project has a lead and a peer review before any site visit.',
      ].join('\n'),
      requirements: [
        '- An engineering degree or equivalent experience in industrial automation',
        '- Three years of PLC programming, Siemens or Schneider',
        '- Electrical clearance (B1V/BR) or willingness to obtain it',
        '- A driving licence: our sites are a 40-minute drive apart',
        '- French for site work; English for technical documentation',
      ].join('\n'),
      salary_min: 42_000,
      salary_max: 52_000,
      ...dates,
      is_published: true,
      fr: {
        title: 'Ingénieur automaticien (API/SCADA)',
        location: 'Martigues (13), avec interventions autour de l’Étang de Berre',
        description: [
          'Vous concevez, programmez et mettez en service les systèmes de contrôle-commande de sites industriels\u00a0: raffineries, terminaux gaziers, chimie et traitement de l’eau autour de l’Étang de Berre.',
          '',
          '## Vos missions',
          '',
          '- Programmer les automates (Siemens TIA Portal, Schneider EcoStruxure) à partir des analyses fonctionnelles',
          '- Concevoir les vues et les alarmes de supervision (WinCC, AVEVA, Ignition)',
          '- Mener les essais en plateforme et sur site avec les exploitants de nos clients',
          '- Mettre en service sur sites en exploitation, sous permis de travail et règles MASE',
          '',
          'Vous rejoignez une équipe de douze ingénieurs et techniciens\u202f; chaque projet a un responsable et une relecture croisée avant toute intervention.',
        ].join('\n'),
        requirements: [
          '- Diplôme d’ingénieur ou expérience équivalente en automatisme industriel',
          '- Trois ans de programmation d’automates, Siemens ou Schneider',
          '- Habilitation électrique (B1V/BR) ou volonté de l’obtenir',
          '- Permis B\u00a0: nos sites sont à 40\u00a0minutes les uns des autres',
          '- Français pour le terrain, anglais pour la documentation technique',
        ].join('\n'),
      },
    },
    {
      title: 'Work-study: industrial IT technician',
      slug: 'work-study-industrial-it-technician',
      location: 'Martigues (13)',
      contract_type: 'alternance',
      description: [
        'A two-year work-study contract alongside a BTS or a professional bachelor’s degree in industrial IT or automation.',
        '',
        'With a tutor, you take part in our projects from the workshop to the site:',
        '',
        '- Wiring and testing control cabinets in our workshop',
        '- Setting up industrial networks (Profinet, Modbus TCP) and their switches',
        '- Backing up and updating PLC and SCADA stations',
        '- Writing the as-built documentation our clients receive',
      ].join('\n'),
      requirements: [
        '- Enrolled or accepted in a BTS CIRA, BTS CRSA, BTS SN or a professional bachelor’s degree in automation',
        '- Curious about networks and programming; a first PLC project is a plus',
        '- Careful and safety-minded: you will work on operating sites',
      ].join('\n'),
      salary_min: null,
      salary_max: null,
      ...dates,
      is_published: true,
      fr: {
        title: 'Alternance\u00a0: technicien informatique industrielle',
        location: 'Martigues (13)',
        description: [
          'Un contrat d’alternance de deux ans, en parallèle d’un BTS ou d’une licence professionnelle en informatique industrielle ou en automatisme.',
          '',
          'Avec votre tuteur, vous participez à nos projets de l’atelier au site\u00a0:',
          '',
          '- Câblage et essais d’armoires de contrôle-commande dans notre atelier',
          '- Mise en place de réseaux industriels (Profinet, Modbus TCP) et de leurs commutateurs',
          '- Sauvegarde et mise à jour des automates et des postes de supervision',
          '- Rédaction des dossiers de fin d’affaire remis à nos clients',
        ].join('\n'),
        requirements: [
          '- Inscrit ou admis en BTS CIRA, BTS CRSA, BTS SN ou licence professionnelle d’automatisme',
          '- Curieux des réseaux et de la programmation\u202f; un premier projet d’automate est un plus',
          '- Rigoureux et attentif à la sécurité\u00a0: vous interviendrez sur des sites en exploitation',
        ].join('\n'),
      },
    },
  ];
}
