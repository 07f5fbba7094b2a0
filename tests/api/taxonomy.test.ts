import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category, Sector, Technology } from '#src/schemas/taxonomy.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';

useBlobsStore();

const categories = api('categories');
const sectors = api('sectors');
const technologies = api('technologies');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

type Counted<T> = T & { project_count: number };

test('admin creates a category, a sector and a technology', async () => {
  const category = await categories.create<Category>({ name: 'PLC/DCS Programming', slug: 'plc-dcs-programming', display_order: 1 }, token);
  expect(category.status).toBe(201);
  expect(category.body).toEqual({
    id: expect.any(String) as string,
    name: 'PLC/DCS Programming',
    slug: 'plc-dcs-programming',
    display_order: 1,
    // No French name given: the French pages show the English one.
    fr: { name: '' },
    updated_at: expect.any(String) as string,
  });
  const sector = await sectors.create<Sector>({ name: 'Oil & Gas', slug: 'oil-gas', display_order: 2 }, token);
  expect(sector.status).toBe(201);
  const technology = await technologies.create<Technology>(
    { name: 'Modicon M580', slug: 'modicon-m580', display_order: 3, vendor: 'Schneider Electric', type: 'Hardware' },
    token,
  );
  expect(technology.status).toBe(201);
  expect(technology.body).toMatchObject({ vendor: 'Schneider Electric', type: 'Hardware', description: '' });
  expect((await categories.get<Category>(category.body.id)).body).toEqual(category.body);
});

test('a technology type may be empty', async () => {
  const answer = await technologies.create<Technology>(aTechnology({ type: '' }), token);
  expect(answer.status).toBe(201);
  expect(answer.body.type).toBe('');
});

test('a slug already used in the same taxonomy is a 409; other taxonomies may reuse it', async () => {
  await created('categories', aCategory({ slug: 'safety-systems' }), token);
  const clash = await categories.create<ErrorBody>(aCategory({ slug: 'safety-systems' }), token);
  expect(clash.status).toBe(409);
  expect(clash.body.error).toBe('A category with this slug already exists');
  await created('sectors', aSector({ slug: 'shared-slug' }), token);
  expect((await sectors.create<ErrorBody>(aSector({ slug: 'shared-slug' }), token)).body.error).toBe(
    'A sector with this slug already exists',
  );
  await created('technologies', aTechnology({ slug: 'shared-slug' }), token);
  expect((await technologies.create<ErrorBody>(aTechnology({ slug: 'shared-slug' }), token)).body.error).toBe(
    'A technology with this slug already exists',
  );
});

test('renaming a slug onto another item is a 409; keeping its own slug is fine', async () => {
  const first = await created<Category>('categories', aCategory(), token);
  const second = await created<Category>('categories', aCategory(), token);
  expect((await categories.update({ id: second.id, slug: first.slug }, token)).status).toBe(409);
  const same = await categories.update<Category>({ id: second.id, slug: second.slug, name: 'Renamed' }, token);
  expect(same.status).toBe(200);
  expect(same.body).toEqual({ ...second, name: 'Renamed', updated_at: expect.any(String) as string });
});

test.each([
  [{ name: '' }, 'name', 'Name is required'],
  [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
  [{ slug: '' }, 'slug', 'Slug is required'],
  [{ slug: undefined }, 'slug', 'Slug is required'],
  [{ slug: 'Has Spaces' }, 'slug', 'Slug may contain only lowercase letters, digits and single hyphens'],
  [{ slug: 'double--hyphen' }, 'slug', 'Slug may contain only lowercase letters, digits and single hyphens'],
  [{ slug: 'x'.repeat(101) }, 'slug', 'Slug must be at most 100 characters'],
  [{ display_order: undefined }, 'display_order', 'Display order is required'],
  [{ display_order: -1 }, 'display_order', 'Display order must be 0 or more'],
  [{ display_order: 2.5 }, 'display_order', 'Display order must be a whole number'],
  [{ display_order: 2_000_000 }, 'display_order', 'Display order is too large'],
])('a category or sector with %j is refused: %s %s', async (override, path, message) => {
  expectIssue(await categories.create({ ...aCategory(), ...override }, token), path, message);
  expectIssue(await sectors.create({ ...aSector(), ...override }, token), path, message);
});

test.each([
  [{ type: 'Gadget' }, 'type', 'Type must be empty or one of: System, Hardware, Software, Protocol, Tool, Framework, Platform'],
  [{ vendor: 'x'.repeat(101) }, 'vendor', 'Vendor must be at most 100 characters'],
  [{ vendor: 5 }, 'vendor', 'Vendor must be text'],
  [{ description: 'x'.repeat(1001) }, 'description', 'Description must be at most 1000 characters'],
])('a technology with %j is refused: %s %s', async (override, path, message) => {
  expectIssue(await technologies.create({ ...aTechnology(), ...override }, token), path, message);
});

test('a missing or unknown type is a 400 naming the allowed types', async () => {
  for (const path of ['/api/taxonomy', '/api/taxonomy?type=tags']) {
    expectIssue(await send(categories.handler, getRequest(path)), 'type', 'type must be one of: categories, sectors, technologies');
    expectIssue(
      await send(categories.handler, jsonRequest(path, 'POST', aCategory(), token)),
      'type',
      'type must be one of: categories, sectors, technologies',
    );
  }
});

test('lists are sorted by display order, then name', async () => {
  await created('sectors', aSector({ name: 'b sorted', display_order: 50_000 }), token);
  await created('sectors', aSector({ name: 'A sorted', display_order: 50_000 }), token);
  await created('sectors', aSector({ name: 'z sorted', display_order: 49_999 }), token);
  const names = (await sectors.list<Sector[]>()).body.map((sector) => sector.name).filter((name) => name.endsWith('sorted'));
  expect(names).toEqual(['z sorted', 'A sorted', 'b sorted']);
});

test('admin reads carry project_count; visitors do not see it', async () => {
  const used = await created<Technology>('technologies', aTechnology(), token);
  const unused = await created<Technology>('technologies', aTechnology(), token);
  await created('projectsEnhanced', anEnhancedProject({ technology_ids: [used.id] }), token);
  await created('projectsEnhanced', anEnhancedProject({ technology_ids: [used.id], is_published: false }), token);
  const adminList = (await technologies.list<Counted<Technology>[]>(token)).body;
  expect(adminList.find((item) => item.id === used.id)?.project_count).toBe(2);
  expect(adminList.find((item) => item.id === unused.id)?.project_count).toBe(0);
  expect((await technologies.get<Counted<Technology>>(used.id, token)).body.project_count).toBe(2);
  const publicList = (await technologies.list<Technology[]>()).body;
  expect(publicList.find((item) => item.id === used.id)).toEqual(used);
  expect((await technologies.get(used.id)).body).toEqual(used);
});

test('deleting a category removes it from every enhanced project and counts them', async () => {
  const doomed = await created<Category>('categories', aCategory(), token);
  const kept = await created<Category>('categories', aCategory(), token);
  const a = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ category_ids: [doomed.id, kept.id] }), token);
  const b = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ category_ids: [doomed.id], is_published: false }),
    token,
  );
  const c = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ category_ids: [kept.id] }), token);
  const answer = await categories.remove(doomed.id, token);
  expect(answer).toMatchObject({ status: 200, body: { success: true, projects_updated: 2 } });
  const byId = async (id: string) => (await api('projectsEnhanced').get<ProjectEnhanced>(id, token)).body;
  expect((await byId(a.id)).category_ids).toEqual([kept.id]);
  expect((await byId(a.id)).categories).toEqual([
    { id: kept.id, name: kept.name, slug: kept.slug, display_order: kept.display_order, fr: { name: '' } },
  ]);
  expect((await byId(b.id)).category_ids).toEqual([]);
  expect(await byId(c.id)).toEqual(c);
  const publicA = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body.find((project) => project.id === a.id);
  expect(publicA?.categories).toEqual([
    { id: kept.id, name: kept.name, slug: kept.slug, display_order: kept.display_order, fr: { name: '' } },
  ]);
  expect((await categories.get(doomed.id, token)).status).toBe(404);
});

test('deleting an unused sector or technology updates no project', async () => {
  const sector = await created<Sector>('sectors', aSector(), token);
  expect((await sectors.remove(sector.id, token)).body).toEqual({ success: true, projects_updated: 0 });
  const technology = await created<Technology>('technologies', aTechnology(), token);
  expect((await technologies.remove(technology.id, token)).body).toEqual({ success: true, projects_updated: 0 });
});

test('renaming a technology shows in public project responses at once', async () => {
  const technology = await created<Technology>('technologies', aTechnology({ name: 'Old name' }), token);
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ technology_ids: [technology.id] }), token);
  await technologies.update({ id: technology.id, name: 'New name', vendor: 'ABB' }, token);
  const seen = (await api('projectsEnhanced').get<ProjectEnhanced>(project.id)).body.technologies[0];
  expect(seen).toMatchObject({ id: technology.id, name: 'New name', vendor: 'ABB' });
});

test('unknown ids are 404 with the taxonomy in the message', async () => {
  expect(await categories.get('missing', token)).toMatchObject({ status: 404, body: { error: 'Category not found' } });
  expect(await sectors.update({ id: 'missing', name: 'x' }, token)).toMatchObject({ status: 404, body: { error: 'Sector not found' } });
  expect(await technologies.remove('missing', token)).toMatchObject({ status: 404, body: { error: 'Technology not found' } });
});

test('an update validates the merged item; unknown fields are dropped', async () => {
  const technology = await created<Technology>('technologies', aTechnology(), token);
  expectIssue(
    await technologies.update({ id: technology.id, type: 'Widget' }, token),
    'type',
    'Type must be empty or one of: System, Hardware, Software, Protocol, Tool, Framework, Platform',
  );
  const answer = await technologies.update<Technology>({ id: technology.id, description: 'Updated', project_count: 99 }, token);
  expect(answer.body).toEqual({ ...technology, description: 'Updated', updated_at: expect.any(String) as string });
});

test('taxonomy writes need a token; wrong methods are 405', async () => {
  expectRefused(await categories.create(aCategory()), 401);
  expectRefused(await sectors.update({ id: 'x' }), 401);
  expectRefused(await technologies.remove('x'), 401);
  expect((await send(categories.handler, jsonRequest('/api/taxonomy?type=categories', 'PATCH', {}, token))).status).toBe(405);
});

test('a taxonomy item keeps an optional French name, and a technology a French description; partial updates keep the rest', async () => {
  const token = await adminToken();
  const made = await created<Technology>(
    'technologies',
    aTechnology({
      description: 'Process control system',
      fr: { name: 'SNCC PCS 7', description: 'Système numérique de contrôle-commande' },
    }),
    token,
  );
  expect(made.fr).toEqual({ name: 'SNCC PCS 7', description: 'Système numérique de contrôle-commande' });
  const sector = await created<Sector>('sectors', aSector(), token);
  expect(sector.fr).toEqual({ name: '' });
  const renamed = await api('technologies').update<Technology>({ id: made.id, fr: { name: 'PCS 7' } }, token);
  expect(renamed.body.fr).toEqual({ name: 'PCS 7', description: 'Système numérique de contrôle-commande' });
});
