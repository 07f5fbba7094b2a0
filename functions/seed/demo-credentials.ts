import type { CredentialInput } from '#src/schemas/credential.ts';

// The demo content's credentials: what a Martigues integrator shows buyers
// around the Étang de Berre. The issuers are real bodies; the numbers are made
// up. Valid for years, so a fresh clone shows them all. `certificate` names
// the slug of the demo document holding the certificate
// (functions/seed/demo-documents.ts); the seed turns it into document_id.

export const demoCredentials: (CredentialInput & { certificate?: string })[] = [
  {
    kind: 'certification',
    name: 'MASE certification',
    issuer: 'MASE Méditerranée',
    number: 'MASE-MED-2024-0417',
    scope: 'Industrial automation, instrumentation and electrical works on operating sites',
    valid_from: '2024-06-12',
    valid_until: '2030-06-11',
    certificate: 'certificat-mase',
    display_order: 0,
    is_published: true,
    fr: {
      name: 'Certification MASE',
      scope: 'Automatisme industriel, instrumentation et travaux électriques sur sites en exploitation',
    },
  },
  {
    kind: 'certification',
    name: 'ISO 9001:2015 quality management',
    issuer: 'AFNOR Certification',
    number: 'QUAL/2023/61842',
    scope: 'Design, programming and commissioning of industrial control systems',
    valid_from: '2023-11-20',
    valid_until: '2029-11-19',
    certificate: 'iso-9001-certificate',
    display_order: 1,
    is_published: true,
    fr: {
      name: 'ISO 9001:2015 management de la qualité',
      scope: 'Conception, programmation et mise en service de systèmes de contrôle-commande industriels',
    },
  },
  {
    kind: 'clearance',
    name: 'Electrical clearances B2V BR BC H0V',
    issuer: 'APAVE',
    number: 'HAB-13-2025-0932',
    scope: 'Every site engineer and technician, renewed every three years',
    valid_from: '2025-02-03',
    valid_until: '2028-02-02',
    display_order: 2,
    is_published: true,
    fr: {
      name: 'Habilitations électriques B2V BR BC H0V',
      scope: 'Tous les ingénieurs et techniciens de chantier, renouvelées tous les trois ans',
    },
  },
  {
    kind: 'partnership',
    name: 'Siemens Solution Partner, Automation',
    issuer: 'Siemens',
    number: '',
    scope: 'SIMATIC PCS 7, S7-1500 and WinCC',
    valid_from: '2024-01-01',
    valid_until: '2030-12-31',
    display_order: 3,
    is_published: true,
    fr: { name: 'Siemens Solution Partner, Automatisation', scope: 'SIMATIC PCS 7, S7-1500 et WinCC' },
  },
];
