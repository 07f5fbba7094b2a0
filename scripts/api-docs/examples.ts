// The records the reference's examples show, one of each kind, written as
// the API sends them (a test parses every example with the endpoint table's
// schemas, so none can show a field the API does not have).

const created = '2025-03-04T09:15:00.000Z';
const updated = '2025-05-12T14:40:00.000Z';

export const ids = {
  project: '4c0f2b7e-1d9a-4e51-8f3c-6a2b9d7e5f10',
  enhanced: '9b1e4d2c-7a3f-4b8e-a6d5-0c2f1e9b3a47',
  client: 'e2a7c5d1-3b9f-4c6e-8d2a-5f1b0c7e9d34',
  category: '1f6b3e9a-2c4d-4a7b-9e1f-8d5c2b0a6e93',
  sector: '6d2c9f1b-8e4a-4d3c-b7f2-1a9e5c0d8b26',
  technology: 'b8e1d4a7-5c2f-4e9b-a3d6-7f0c1b9e2a58',
  enquiry: '3a9d7f2e-6b1c-4d8a-9f5e-2c7b0d1a4e69',
  media: '7e3b1f9c-4a2d-4c8e-b5f1-9d0a6c2e8b13',
  credential: 'c4d8e2f1-7b3a-4e6c-9a1d-5f0b8e2c7d36',
  document: 'd7a1c3e5-2b4f-4a6d-8c0e-1f3a5b7d9e20',
  job: 'a5c3e1f7-9b2d-4f8a-b6e4-3d1c7a9f5b02',
} as const;

export const logoPath = '/uploads/0b5e8c2d-4f7a-4d1e-9a3b-6c2f8e1d7b40.png';

export const mediaPath = '/media/5f2c8e1a9b3d4f7e6a0c2b8d1e9f3a7c.jpg';

/** A library photo as the admin reads it. */
export const mediaItem = {
  id: ids.media,
  url: mediaPath,
  width: 2560,
  height: 1707,
  alt_en: 'Operator station of the batch control system',
  alt_fr: 'Poste opérateur du système de contrôle de lots',
  focal_x: 0.5,
  focal_y: 0.4,
  file_name: 'control-room.jpg',
  type: 'image/jpeg',
  bytes: 684_112,
  created_at: created,
  updated_at: updated,
  used_in: [
    { collection: 'projects-enhanced', id: ids.enhanced, label: 'Batch control for a pharmaceutical plant', field: 'featured_image' },
  ],
};

export const projectInput = {
  title: 'SCADA upgrade for a water treatment plant',
  client: 'Eaux de Provence',
  description: 'Replaced a 20-year-old SCADA with a redundant one, without stopping the plant.',
  category: 'Control Systems',
  technologies: ['WinCC OA', 'OPC UA'],
  outcomes: ['Unplanned stops halved'],
  display_order: 1,
};

export const project = {
  ...projectInput,
  id: ids.project,
  image_url: '',
  duration: '8 months',
  location: 'Marseille, France',
  is_published: true,
  created_at: created,
  updated_at: updated,
};

const category = {
  id: ids.category,
  name: 'Process automation',
  slug: 'process-automation',
  display_order: 1,
  fr: { name: 'Automatisation de procédés' },
};
const sector = { id: ids.sector, name: 'Water', slug: 'water', display_order: 2, fr: { name: 'Eau' } };
const technology = {
  id: ids.technology,
  name: 'OPC UA',
  slug: 'opc-ua',
  display_order: 3,
  vendor: 'OPC Foundation',
  type: 'Protocol',
  description: 'Machine-to-machine communication standard.',
  fr: { name: '', description: '' },
};

export const taxonomyRow = { ...sector, project_count: 4 };
export const technologyInput = { name: 'OPC UA', slug: 'opc-ua', display_order: 3, vendor: 'OPC Foundation', type: 'Protocol' };

export const enhancedInput = {
  title: 'Batch control for a pharmaceutical plant',
  client: 'Laboratoires Sud',
  location_city: 'Martigues',
  location_country: 'France',
  project_summary: 'ISA-88 batch control across three production lines.',
  category_ids: [ids.category],
  sector_ids: [ids.sector],
  technology_ids: [ids.technology],
};

export const enhanced = {
  ...enhancedInput,
  id: ids.enhanced,
  slug: 'batch-control-for-a-pharmaceutical-plant',
  previous_slugs: [],
  start_date: '2024-01',
  end_date: '2024-09',
  duration_display: '9 months',
  is_ongoing: false,
  logo_url: logoPath,
  featured_image: '',
  scope_objectives: ['Recipe management', 'Electronic batch records'],
  key_results: ['Batch release 2 days sooner'],
  description: '',
  display_order: 0,
  is_published: true,
  publish_at: null,
  unpublish_at: null,
  is_featured: true,
  fr: { title: 'Contrôle de lots pour une usine pharmaceutique' },
  categories: [category],
  sectors: [sector],
  technologies: [technology],
  created_at: created,
  updated_at: updated,
};

export const clientInput = { name: 'Eaux de Provence', logo_url: logoPath, website: 'https://example.com', display_order: 2 };
export const client = { ...clientInput, id: ids.client, is_active: true, fr: { name: '' }, created_at: created, updated_at: updated };

export const settings = {
  carousel_logo_size: 256,
  carousel_speed: 40,
  carousel_enabled: true,
  social_linkedin: 'https://www.linkedin.com/company/example',
  social_youtube: '',
  social_x: '',
};

export const contact = {
  name: 'Claire Martin',
  email: 'claire.martin@example.com',
  company: 'Chimie du Golfe',
  message: 'We are looking for help with a DCS migration next spring.',
  language: 'fr',
};

export const enquiry = {
  ...contact,
  phone: '',
  id: ids.enquiry,
  created_at: updated,
  status: 'new',
  relay: { status: 'sent', attempts: 1, attempted_at: updated },
};

export const revision = {
  id: '2025-05-12T14:40:00.000Z-8f3a',
  collection: 'clients',
  item_id: ids.client,
  action: 'update',
  at: updated,
  by: 'admin',
  changed: ['website'],
  record: client,
};

export const storedBackup = { name: '2025-05-12T14-40-00Z-manual.zip', kind: 'manual', created_at: updated, size: 1_843_210 };

const unchanged = { created: 0, changed: 0, removed: 0, unchanged: 12 };
export const importSummary = {
  dry_run: true,
  backup_created_at: created,
  collections: {
    projects: { created: 0, changed: 1, removed: 0, unchanged: 5 },
    'projects-enhanced': { created: 2, changed: 0, removed: 1, unchanged: 18 },
    clients: unchanged,
    categories: unchanged,
    sectors: unchanged,
    technologies: unchanged,
    credentials: { created: 0, changed: 0, removed: 0, unchanged: 4 },
    documents: { created: 1, changed: 0, removed: 0, unchanged: 1 },
    jobs: { created: 2, changed: 0, removed: 0, unchanged: 0 },
  },
  settings: 'unchanged',
  uploads: { added: 3, present: 21, missing: 0 },
  enquiries: { added: 0, dropped: 0 },
};

export const invitation = {
  id: 'a3f9…',
  username: 'editor1',
  role: 'editor',
  invited_by: 'admin',
  created_at: updated,
  expires_at: '2025-05-19T14:40:00.000Z',
};

export const staffUser = { username: 'admin', role: 'admin', created_at: created, owner: true, permissions: ['enquiries'] };

export const auditEntry = {
  id: '2025-05-12T14:40:00.000Z-51c2',
  at: updated,
  user: 'editor1',
  action: 'update',
  outcome: 'success',
  status: 200,
  ip: '203.0.113.7',
  collection: 'clients',
  item_id: ids.client,
  item_label: client.name,
  fields: ['website'],
};

export const sessionUser = { username: 'admin', role: 'admin', permissions: ['enquiries'] };
export const token = 'eyJhbGciOiJIUzI1NiJ9…';

/** A version of the terms of service, cut to one section. */
const termsVersion = {
  en: {
    seo: {
      title: 'Terms of Service',
      description: 'The terms that govern the use of the Caronte Automation website, under French law.',
      keywords: ['legal', 'terms of service', 'GDPR', 'French law'],
    },
    title: 'Terms of Service',
    lead: 'The rules that apply when you use this website or send us an enquiry.',
    updated: '2026-11-23',
    sections: [{ title: 'Contact', body: 'Questions about these terms can be sent to contact@caronte-automation.fr.' }],
  },
  fr: {
    seo: { title: "Conditions d'utilisation", description: '', keywords: [] },
    title: "Conditions d'utilisation",
    lead: '',
    updated: '2026-11-25',
    sections: [{ title: 'Contact', body: '' }],
  },
  social_image: '',
  noindex: false,
  slug_fr: '',
};

export const page = {
  id: 'terms-of-service',
  type: 'legal',
  draft: termsVersion,
  published: termsVersion,
  updated_at: updated,
  updated_by: 'admin',
  published_at: updated,
  published_by: 'admin',
  path: '/terms-of-service',
  status: 'published',
};

export const pageRow = {
  id: 'terms-of-service',
  type: 'legal',
  title: 'Terms of Service',
  title_fr: "Conditions d'utilisation",
  path: '/terms-of-service',
  status: 'draft',
  updated_at: updated,
  updated_by: 'editor1',
  published_at: '2025-05-02T09:12:00.000Z',
  published_by: 'admin',
};

export const pageDraft = termsVersion;

export const credentialInput = {
  kind: 'certification',
  name: 'MASE certification',
  issuer: 'MASE Méditerranée',
  number: 'MASE-MED-2024-0417',
  scope: 'Industrial automation on operating sites',
  valid_from: '2024-06-12',
  valid_until: '2030-06-11',
  logo_url: mediaPath,
  display_order: 0,
  fr: { name: 'Certification MASE', scope: 'Automatisme industriel sur sites en exploitation' },
};
export const credential = {
  ...credentialInput,
  document_id: null,
  is_published: true,
  id: ids.credential,
  created_at: created,
  updated_at: updated,
};

export const jobInput = {
  title: 'Automation engineer (PLC/SCADA)',
  slug: 'automation-engineer-plc-scada',
  location: 'Martigues',
  contract_type: 'CDI',
  description: 'You design and commission **PLC and SCADA** systems for the plants around the Étang de Berre.',
  requirements: '- An engineering degree in automation\n- Siemens TIA Portal or Schneider EcoStruxure',
  salary_min: 42000,
  salary_max: 52000,
  date_posted: '2025-05-12',
  valid_through: '2025-11-12',
  fr: {
    title: 'Ingénieur automaticien (API/SCADA)',
    location: 'Martigues',
    description: 'Vous concevez et mettez en service des systèmes **API et SCADA** pour les sites autour de l’étang de Berre.',
    requirements: '- Un diplôme d’ingénieur en automatisme\n- Siemens TIA Portal ou Schneider EcoStruxure',
  },
};
export const job = { ...jobInput, is_published: true, id: ids.job, created_at: created, updated_at: updated };

export const document = {
  title: 'Caronte Automation brochure',
  description: 'Who we are, what we automate, and the sites we work on.',
  slug: 'caronte-brochure',
  language: 'en',
  category: 'brochure',
  display_order: 0,
  is_published: true,
  fr: { title: 'Plaquette Caronte Automation', description: 'Qui nous sommes, ce que nous automatisons et les sites où nous intervenons.' },
  id: ids.document,
  file_name: 'caronte-brochure-2026.pdf',
  file_size: 182_344,
  file_sha256: '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c1b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e',
  uploaded_at: updated,
  created_at: created,
  updated_at: updated,
  url: '/documents/caronte-brochure.pdf',
};
