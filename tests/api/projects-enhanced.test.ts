import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category, Sector, Technology } from '#src/schemas/taxonomy.ts';
import { adminToken, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';

useBlobsStore();

const projects = api('projectsEnhanced');
let token: string;
let scada: Category;
let safety: Category;
let energy: Sector;
let pharma: Sector;
let pcs7: Technology;
let opcUa: Technology;

beforeAll(async () => {
  token = await adminToken();
  scada = await created<Category>('categories', aCategory({ name: 'SCADA & HMI', display_order: 2 }), token);
  safety = await created<Category>('categories', aCategory({ name: 'Safety Systems', display_order: 1 }), token);
  energy = await created<Sector>('sectors', { ...aSector({ name: 'Energy' }), fr: { name: 'Énergie' } }, token);
  pharma = await created<Sector>('sectors', aSector({ name: 'Pharmaceutical' }), token);
  pcs7 = await created<Technology>(
    'technologies',
    aTechnology({ name: 'SIMATIC PCS 7', vendor: 'Siemens', type: 'System', description: 'Process DCS', display_order: 1 }),
    token,
  );
  opcUa = await created<Technology>(
    'technologies',
    aTechnology({ name: 'OPC UA', vendor: 'OPC Foundation', type: 'Protocol', display_order: 2 }),
    token,
  );
});

test('admin creates an enhanced project and reads it back with relations resolved', async () => {
  const body = anEnhancedProject({
    title: 'ESD renewal',
    category_ids: [scada.id, safety.id],
    sector_ids: [energy.id],
    technology_ids: [opcUa.id, pcs7.id],
  });
  const answer = await projects.create<ProjectEnhanced>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ ...body, category_ids: [scada.id, safety.id] });
  // Resolved in each taxonomy's own order (display order, then name).
  expect(answer.body.categories).toEqual([
    { id: safety.id, name: 'Safety Systems', slug: safety.slug, display_order: safety.display_order, fr: { name: '' } },
    { id: scada.id, name: 'SCADA & HMI', slug: scada.slug, display_order: scada.display_order, fr: { name: '' } },
  ]);
  // The French name travels with the reference, for the French pages.
  expect(answer.body.sectors).toEqual([
    { id: energy.id, name: 'Energy', slug: energy.slug, display_order: energy.display_order, fr: { name: 'Énergie' } },
  ]);
  expect(answer.body.technologies).toEqual([
    {
      id: pcs7.id,
      name: 'SIMATIC PCS 7',
      slug: pcs7.slug,
      display_order: pcs7.display_order,
      type: 'System',
      vendor: 'Siemens',
      description: 'Process DCS',
      fr: { name: '', description: '' },
    },
    {
      id: opcUa.id,
      name: 'OPC UA',
      slug: opcUa.slug,
      display_order: opcUa.display_order,
      type: 'Protocol',
      vendor: 'OPC Foundation',
      description: opcUa.description,
      fr: { name: '', description: '' },
    },
  ]);
  expect((await projects.get<ProjectEnhanced>(answer.body.id)).body).toEqual(answer.body);
  expect((await projects.get<ProjectEnhanced>(answer.body.id, token)).body).toEqual(answer.body);
  expect((await projects.list<ProjectEnhanced[]>()).body).toContainEqual(answer.body);
});

test('a minimal enhanced project needs only a title and a client', async () => {
  const answer = await projects.create<ProjectEnhanced>({ title: 'Minimal', client: 'ACME' }, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    location_city: '',
    location_country: '',
    is_ongoing: false,
    is_published: true,
    is_featured: false,
    display_order: 0,
    scope_objectives: [],
    key_results: [],
    categories: [],
    sectors: [],
    technologies: [],
  });
});

test('relation ids that do not exist are refused with 400 naming them, and nothing is stored', async () => {
  const before = await projects.list(token);
  const answer = await projects.create<ErrorBody>(
    anEnhancedProject({ category_ids: [scada.id, 'ghost-category'], technology_ids: ['ghost-a', 'ghost-b'] }),
    token,
  );
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ error: 'Some related records do not exist', code: 'related_missing' });
  expect(answer.body.issues).toEqual([
    {
      path: 'category_ids',
      message: 'Unknown category id: ghost-category',
      code: 'unknown_ids',
      params: { item: 'category', ids: 'ghost-category', count: 1 },
    },
    {
      path: 'technology_ids',
      message: 'Unknown technology ids: ghost-a, ghost-b',
      code: 'unknown_ids',
      params: { item: 'technology', ids: 'ghost-a, ghost-b', count: 2 },
    },
  ]);
  const single = await projects.create<ErrorBody>(anEnhancedProject({ sector_ids: ['ghost-sector'] }), token);
  const unknownSector = { code: 'unknown_ids', params: { item: 'sector', ids: 'ghost-sector', count: 1 } };
  expect(single.body).toEqual({
    error: 'Unknown sector id: ghost-sector',
    ...unknownSector,
    issues: [{ path: 'sector_ids', message: 'Unknown sector id: ghost-sector', ...unknownSector }],
  });
  expect((await projects.list(token)).body).toEqual(before.body);
});

test('duplicate relation ids are stored once', async () => {
  const answer = await projects.create<ProjectEnhanced>(anEnhancedProject({ sector_ids: [pharma.id, pharma.id] }), token);
  expect(answer.body.sector_ids).toEqual([pharma.id]);
});

test.each([
  [{ title: '' }, 'title', 'Title is required'],
  [{ client: undefined }, 'client', 'Client is required'],
  [{ location_city: 'x'.repeat(101) }, 'location_city', 'City must be at most 100 characters'],
  [{ location_country: 7 }, 'location_country', 'Country must be text'],
  [{ start_date: 'x'.repeat(51) }, 'start_date', 'Start date must be at most 50 characters'],
  [{ end_date: 'x'.repeat(51) }, 'end_date', 'End date must be at most 50 characters'],
  [{ duration_display: 'x'.repeat(101) }, 'duration_display', 'Duration must be at most 100 characters'],
  [{ is_ongoing: 'sometimes' }, 'is_ongoing', 'Ongoing must be true or false'],
  [{ logo_url: 'logo.png' }, 'logo_url', 'Logo URL must be a URL'],
  [{ featured_image: 'javascript:alert(1)' }, 'featured_image', 'Featured image must be a URL'],
  [{ scope_objectives: 'one' }, 'scope_objectives', 'Scope and objectives must be a list'],
  [{ key_results: [false] }, 'key_results.0', 'Key results entries must be text'],
  [{ description: 'x'.repeat(10_001) }, 'description', 'Description must be at most 10000 characters'],
  [{ project_summary: 'x'.repeat(1001) }, 'project_summary', 'Summary must be at most 1000 characters'],
  [{ display_order: -1 }, 'display_order', 'Display order must be 0 or more'],
  [{ is_published: [] }, 'is_published', 'Published must be true or false'],
  [{ is_featured: {} }, 'is_featured', 'Featured must be true or false'],
  [{ category_ids: 'abc' }, 'category_ids', 'Categories must be a list of ids'],
  [{ sector_ids: [3] }, 'sector_ids.0', 'Sectors must be a list of ids'],
  [{ technology_ids: [''] }, 'technology_ids.0', 'Technologies must not contain an empty id'],
  [{ technology_ids: Array.from({ length: 201 }, (_, i) => `t${i}`) }, 'technology_ids', 'Technologies has too many entries'],
])('an enhanced project with %j is refused: %s %s', async (override, path, message) => {
  expectIssue(await projects.create({ ...anEnhancedProject(), ...override }, token), path, message);
});

test('a draft is 404 for visitors, by id and in the list, and visible to the admin', async () => {
  const draft = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ is_published: false }), token);
  expect(await projects.get(draft.id)).toMatchObject({ status: 404, body: { error: 'Project not found' } });
  expect((await projects.list<ProjectEnhanced[]>()).body.map((p) => p.id)).not.toContain(draft.id);
  expect((await projects.get(draft.id, token)).status).toBe(200);
  expect((await projects.list<ProjectEnhanced[]>(token)).body.map((p) => p.id)).toContain(draft.id);
});

test('a partial update keeps relations and other fields', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ category_ids: [scada.id], sector_ids: [energy.id], technology_ids: [pcs7.id] }),
    token,
  );
  const answer = await projects.update<ProjectEnhanced>({ id: project.id, is_featured: true, title: 'Renamed' }, token);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ ...project, is_featured: true, title: 'Renamed', updated_at: answer.body.updated_at });
});

test('an update replaces a relation list and checks its ids', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ sector_ids: [energy.id] }), token);
  const replaced = await projects.update<ProjectEnhanced>({ id: project.id, sector_ids: [pharma.id] }, token);
  expect(replaced.body.sectors).toEqual([
    { id: pharma.id, name: 'Pharmaceutical', slug: pharma.slug, display_order: pharma.display_order, fr: { name: '' } },
  ]);
  expectIssue(await projects.update({ id: project.id, sector_ids: ['nope'] }, token), 'sector_ids', 'Unknown sector id: nope');
  expect((await projects.get<ProjectEnhanced>(project.id, token)).body.sector_ids).toEqual([pharma.id]);
});

test('unpublishing removes a project from the public list at once', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect((await projects.list<ProjectEnhanced[]>()).body.map((p) => p.id)).toContain(project.id);
  await projects.update({ id: project.id, is_published: 'false' }, token);
  expect((await projects.list<ProjectEnhanced[]>()).body.map((p) => p.id)).not.toContain(project.id);
});

test('the public list is sorted by display order then title and holds published projects only', async () => {
  await created('projectsEnhanced', anEnhancedProject({ title: 'b ordering', display_order: 500 }), token);
  await created('projectsEnhanced', anEnhancedProject({ title: 'A ordering', display_order: 500 }), token);
  await created('projectsEnhanced', anEnhancedProject({ title: 'c ordering', display_order: 499 }), token);
  const list = (await projects.list<ProjectEnhanced[]>()).body;
  expect(list.every((project) => project.is_published)).toBe(true);
  expect(list.map((p) => p.title).filter((title) => title.endsWith('ordering'))).toEqual(['c ordering', 'A ordering', 'b ordering']);
  const orders = list.map((project) => project.display_order);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
});

test('admin deletes an enhanced project; unknown ids are 404', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect(await projects.remove(project.id, token)).toMatchObject({ status: 200, body: { success: true } });
  expect((await projects.get(project.id, token)).status).toBe(404);
  expect((await projects.remove(project.id, token)).status).toBe(404);
  expect((await projects.update({ id: project.id, title: 'x' }, token)).status).toBe(404);
});

test('enhanced project writes need a token; wrong methods are 405', async () => {
  expectRefused(await projects.create(anEnhancedProject()), 401);
  expectRefused(await projects.update({ id: 'x' }), 401);
  expectRefused(await projects.remove('x'), 401);
  expect((await send(projects.handler, jsonRequest('/api/projects-enhanced', 'PATCH', {}, token))).status).toBe(405);
});

test('a project keeps its French texts beside the English ones; none given means none, and French is checked like English', async () => {
  const french = {
    title: 'Migration SNCC de l’unité 4',
    project_summary: 'Ancien SNCC remplacé sans arrêt imprévu.',
    key_results: ['Bascule en 36 heures', '', 'Taux d’alarmes divisé par deux'],
  };
  const made = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ fr: french }), token);
  expect(made.fr).toEqual({
    title: 'Migration SNCC de l’unité 4',
    project_summary: 'Ancien SNCC remplacé sans arrêt imprévu.',
    description: '',
    scope_objectives: [],
    key_results: ['Bascule en 36 heures', 'Taux d’alarmes divisé par deux'],
    duration_display: '',
    location_city: '',
    location_country: '',
    seo_title: '',
    seo_description: '',
  });
  expect((await projects.get<ProjectEnhanced>(made.id)).body.fr.title).toBe('Migration SNCC de l’unité 4');

  const plain = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect(plain.fr.title).toBe('');

  const refused = await projects.update<ErrorBody>({ id: made.id, fr: { title: 'Ligne 1\nLigne 2' } }, token);
  expectIssue(refused, 'fr.title', 'French title must be on one line, without control characters');
  expect((await projects.get<ProjectEnhanced>(made.id)).body.fr.title).toBe('Migration SNCC de l’unité 4');

  // An update naming one French text changes that one only.
  const updated = await projects.update<ProjectEnhanced>({ id: made.id, fr: { duration_display: '8 mois' } }, token);
  expect(updated.body.fr).toMatchObject({ title: 'Migration SNCC de l’unité 4', duration_display: '8 mois' });
});
