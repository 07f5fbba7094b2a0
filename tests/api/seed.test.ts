import { beforeAll, expect, test } from 'vitest';
import type { Client } from '#src/schemas/client.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { clientSchema } from '#src/schemas/client.ts';
import { jobInputSchema, jobSchema, type Job } from '#src/schemas/job.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import { projectSchema } from '#src/schemas/project.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { categorySchema, sectorSchema, technologySchema, type Technology } from '#src/schemas/taxonomy.ts';
import { sectorLinks } from '#src/site/navigation.ts';
import { bootstrapLocalData } from '#functions/seed/bootstrap.ts';
import { seedDemoContent } from '#functions/seed/seed.ts';
import { readFile } from '#functions/platform/store.ts';
import { documentsHandler } from '#functions/api/documents.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';
import { api, send } from '#tests/fixtures/content-api.ts';

useBlobsStore();

let token: string;

beforeAll(async () => {
  const result = await bootstrapLocalData({ adminUsername: testAdmin.username, adminPassword: testAdmin.password, seed: true });
  expect(result.demo).toBe('seeded');
  token = await adminToken();
});

test('the demo seed has the six sectors of the site navigation, in order', async () => {
  const { body } = await api('sectors').list<{ name: string; slug: string }[]>();
  expect(body.map(({ name, slug }) => ({ title: name, slug }))).toEqual(sectorLinks.map(({ slug, title }) => ({ title, slug })));
  for (const sector of body) expect(sectorSchema.safeParse(sector).success).toBe(true);
});

test('the demo seed has categories and real industrial technologies with vendors and types', async () => {
  const categories = await api('categories').list<{ name: string }[]>();
  expect(categories.body.map((category) => category.name)).toEqual(
    expect.arrayContaining(['PLC/DCS Programming', 'SCADA & HMI', 'Safety Systems', 'Electrical Engineering', 'Industrial IT']),
  );
  for (const category of categories.body) expect(categorySchema.safeParse(category).success).toBe(true);
  const technologies = await api('technologies').list<Technology[]>();
  expect(technologies.body.length).toBeGreaterThanOrEqual(15);
  const names = technologies.body.map((technology) => technology.name);
  expect(names).toEqual(
    expect.arrayContaining(['SIMATIC PCS 7', 'Modicon M580', 'ABB Ability System 800xA', 'PROFINET', 'Modbus TCP', 'OPC UA']),
  );
  for (const technology of technologies.body) {
    expect(technologySchema.safeParse(technology).success).toBe(true);
    expect(technology.vendor).not.toBe('');
    expect(technology.type).not.toBe('');
  }
});

test('the demo seed has five published enhanced projects, one ongoing and one featured, with resolved relations', async () => {
  const { body } = await api('projectsEnhanced').list<ProjectEnhanced[]>();
  expect(body).toHaveLength(5);
  expect(body.filter((project) => project.is_ongoing)).toHaveLength(1);
  expect(body.filter((project) => project.is_featured)).toHaveLength(1);
  expect(new Set(body.map((project) => project.location_city))).toEqual(
    new Set(["Berre-l'Étang", 'Fos-sur-Mer', 'Lavéra', 'Marseille', 'Lyon']),
  );
  const sectors = new Set(body.flatMap((project) => project.sectors.map((sector) => sector.name)));
  expect(sectors.size).toBeGreaterThanOrEqual(5);
  for (const project of body) {
    expect(projectEnhancedSchema.safeParse(project).success).toBe(true);
    expect(project.categories.length).toBe(project.category_ids.length);
    expect(project.technologies.length).toBe(project.technology_ids.length);
    expect(project.scope_objectives.length).toBeGreaterThanOrEqual(3);
    expect(project.key_results.length).toBeGreaterThanOrEqual(3);
    expect(project.logo_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.svg$/);
  }
});

test('the demo seed has old projects, one of them a draft', async () => {
  const all = await api('projects').list<Project[]>(token);
  const published = await api('projects').list<Project[]>();
  expect(all.body.length).toBeGreaterThanOrEqual(3);
  expect(published.body.length).toBe(all.body.length - 1);
  for (const project of all.body) expect(projectSchema.safeParse(project).success).toBe(true);
});

test('the demo seed has eight active clients whose SVG logos are stored as uploads', async () => {
  const { body } = await api('clients').list<Client[]>();
  expect(body).toHaveLength(8);
  for (const client of body) {
    expect(clientSchema.safeParse(client).success).toBe(true);
    const name = client.logo_url.replace('/uploads/', '');
    const file = await readFile(`uploads/${name}`);
    expect(file).not.toBeNull();
    const svg = new TextDecoder().decode(file!.data);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=|href=|foreignObject/i);
    expect(file!.metadata).toMatchObject({ contentType: 'image/svg+xml', size: file!.data.byteLength });
    expect(Object.keys(file!.metadata).sort()).toEqual(['contentType', 'createdAt', 'size']);
    expect(Date.parse(String(file!.metadata.createdAt))).not.toBeNaN();
  }
});

test('the demo seed stores the default carousel settings', async () => {
  expect((await api('settings').list()).body).toEqual({
    carousel_logo_size: 256,
    carousel_speed: 40,
    carousel_enabled: true,
    social_linkedin: '',
    social_youtube: '',
    social_x: '',
  });
});

test('seeding again changes nothing, so edits made since survive a restart', async () => {
  const [first] = (await api('clients').list<Client[]>()).body;
  await api('clients').update({ id: first!.id, name: 'Renamed by staff' }, token);
  expect(await seedDemoContent()).toBe('already-seeded');
  const clients = (await api('clients').list<Client[]>(token)).body;
  expect(clients).toHaveLength(8);
  expect(clients.find((client) => client.id === first!.id)?.name).toBe('Renamed by staff');
});

test('the demo MASE and ISO 9001 credentials link to their certificate PDFs, published', async () => {
  const credentials = await api('credentials').list<{ name: string; document_id: string | null }[]>();
  const documents = await send<{ id: string; category: string; url: string }[]>(documentsHandler, getRequest('/api/documents'));
  const certificateOf = (name: string) => {
    const credential = credentials.body.find((item) => item.name.startsWith(name));
    return documents.body.find((document) => document.id === credential?.document_id);
  };
  expect(certificateOf('MASE')).toMatchObject({ category: 'certificate', url: '/documents/certificat-mase.pdf' });
  expect(certificateOf('ISO 9001')).toMatchObject({ category: 'certificate', url: '/documents/iso-9001-certificate.pdf' });
});

test('the demo seed has two offers open today in both languages, whose addresses later offers cannot take', async () => {
  const { body } = await api('jobs').list<Job[]>();
  expect(body.map(({ slug, contract_type }) => ({ slug, contract_type })).sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
    { slug: 'automation-engineer-plc-scada', contract_type: 'CDI' },
    { slug: 'work-study-industrial-it-technician', contract_type: 'alternance' },
  ]);
  for (const job of body) {
    expect(jobSchema.safeParse(job).success).toBe(true);
    expect(job.fr.title).not.toBe('');
    expect(job.fr.description).not.toBe('');
    expect(job.valid_through > parisDay(Date.now())).toBe(true);
  }
  // The first offer's fields under a new title: its address is taken.
  const taken = await api('jobs').create({ ...jobInputSchema.parse(body[0]), title: 'Another offer' }, token);
  expect(taken.status).toBe(409);
});
