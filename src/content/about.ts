import type { Feature } from '#src/schemas/page-content.ts';

// The /about page: who we are, values, mission, vision and reasons to choose us.

export const story: readonly string[] = [
  'Caronte Automation was founded in 2009 by three control engineers who had spent their careers commissioning plants around the Étang de Berre. They wanted an integrator that would stay close to the sites it serves, answer the phone at night, and write software that the next engineer could understand.',
  'Today we are a team of 42 automation, electrical and software engineers, technicians and trainers, working from our offices and workshop in the Croix-Sainte industrial zone of Martigues. The Caronte canal that gives us our name runs a few hundred metres away, between the Étang de Berre and the Mediterranean, past the refineries and terminals where we started.',
  'We work for operators and engineering contractors across France and abroad, from single machines to plant-wide control systems, and we keep the same engineers on a site from the first study to the last punch-list item.',
];

export const values: readonly Feature[] = [
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
];

export const mission =
  'To give industrial plants control systems that are safe, reliable and understood by the people who run them, and to stay at their side for the life of the installation.';

export const vision =
  'To be the automation partner that plants in the south of France call first, recognised for engineering quality, for functional safety and for training the next generation of automation engineers.';

export const reasons: readonly { title: string; text: string }[] = [
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
];

export const figures: readonly { value: string; label: string }[] = [
  { value: '42', label: 'engineers and technicians' },
  { value: '180+', label: 'sites commissioned' },
  { value: '24/7', label: 'on-call support' },
  { value: '8', label: 'trainees on our training rigs per course' },
];
