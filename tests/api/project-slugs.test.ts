import { getStore } from '@netlify/blobs';
import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { collections, itemKey, legacyKey } from '#functions/content/collections.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';

// Every enhanced project has a slug, its address at /projects-enhanced/<slug>:
// derived from the title unless given, unique, editable, and remembered when
// changed so the old address can redirect.

useBlobsStore();

const projects = api('projectsEnhanced');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const create = (overrides: Parameters<typeof anEnhancedProject>[0]) =>
  created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(overrides), token);

test('a new project takes its slug from the title, and a second of the same title gets -2', async () => {
  const first = await create({ title: 'Régulation de la chaufferie – Fos' });
  expect(first.slug).toBe('regulation-de-la-chaufferie-fos');
  expect(first.previous_slugs).toEqual([]);
  const second = await create({ title: 'Régulation de la chaufferie, Fos!' });
  expect(second.slug).toBe('regulation-de-la-chaufferie-fos-2');
  // Visitors read it too: the public list carries the slug.
  const list = await projects.list<ProjectEnhanced[]>();
  expect(list.body.find((project) => project.id === second.id)?.slug).toBe('regulation-de-la-chaufferie-fos-2');
});

test('a slug given on create is kept, and one another project has is refused on the field with 409', async () => {
  const chosen = await create({ title: 'Tank farm SCADA', slug: 'tank-farm-scada-lavera' });
  expect(chosen.slug).toBe('tank-farm-scada-lavera');
  const clash = await projects.create<ErrorBody>(anEnhancedProject({ title: 'Another tank farm', slug: 'tank-farm-scada-lavera' }), token);
  expectRefused(clash, 409);
  expect(clash.body.issues).toContainEqual({ path: 'slug', message: 'A project with this slug already exists' });
  const malformed = await projects.create<ErrorBody>(anEnhancedProject({ slug: 'Tank Farm' }), token);
  expectRefused(malformed, 400);
  expect(malformed.body.issues?.[0]?.path).toBe('slug');
  const count = (await projects.list<ProjectEnhanced[]>(token)).body.filter((project) => project.slug.startsWith('tank-farm-scada')).length;
  expect(count).toBe(1);
});

test('changing a slug keeps the old one as a former slug; an update without a slug keeps it; an empty one derives it again', async () => {
  const project = await create({ title: 'Boiler house control' });
  const renamed = await projects.update<ProjectEnhanced>({ id: project.id, slug: 'boiler-house-control-martigues' }, token);
  expect(renamed.status).toBe(200);
  expect(renamed.body.slug).toBe('boiler-house-control-martigues');
  expect(renamed.body.previous_slugs).toEqual(['boiler-house-control']);

  const retitled = await projects.update<ProjectEnhanced>({ id: project.id, title: 'Boiler house control, phase 2' }, token);
  expect(retitled.body.slug).toBe('boiler-house-control-martigues');

  const derived = await projects.update<ProjectEnhanced>({ id: project.id, slug: '' }, token);
  expect(derived.body.slug).toBe('boiler-house-control-phase-2');
  expect(derived.body.previous_slugs).toEqual(['boiler-house-control', 'boiler-house-control-martigues']);

  // Back to a former slug: it is current again, so no longer a former one.
  const back = await projects.update<ProjectEnhanced>({ id: project.id, slug: 'boiler-house-control' }, token);
  expect(back.body.previous_slugs).toEqual(['boiler-house-control-martigues', 'boiler-house-control-phase-2']);
});

test("a derived slug never takes another project's former address; an explicit one does, and that redirect ends", async () => {
  const moved = await create({ title: 'Dairy line MES' });
  await projects.update({ id: moved.id, slug: 'dairy-line-mes-isigny' }, token);
  const sameTitle = await create({ title: 'Dairy line MES' });
  expect(sameTitle.slug).toBe('dairy-line-mes-2');

  const takeover = await create({ title: 'Dairy MES', slug: 'dairy-line-mes' });
  expect(takeover.slug).toBe('dairy-line-mes');
  const after = await projects.get<ProjectEnhanced>(moved.id, token);
  expect(after.body.previous_slugs).toEqual([]);
});

test('projects stored in the former one-document layout before slugs existed are moved into items with unique slugs from their titles', async () => {
  const time = new Date().toISOString();
  const legacy = (id: string, title: string) => ({
    ...anEnhancedProject({ title: `${title} (legacy)` }),
    id,
    created_at: time,
    updated_at: time,
  });
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  const stored = [legacy('legacy-a', 'Furnace area PCS 7 migration'), legacy('legacy-b', 'Furnace area: PCS 7 migration')];
  await store.setJSON(legacyKey(collections.projectsEnhanced), { revision: 7, items: stored });
  // A store that has only ever had the former layout has no snapshot of the new one.
  await store.delete('collections/projects-enhanced/snapshot');

  const read = await projects.list<ProjectEnhanced[]>(token);
  expect(read.status).toBe(200);
  const slugs = (id: string) => read.body.find((project) => project.id === id)?.slug;
  expect(slugs('legacy-a')).toBe('furnace-area-pcs-7-migration-legacy');
  expect(slugs('legacy-b')).toBe('furnace-area-pcs-7-migration-legacy-2');
  expect(await store.get(legacyKey(collections.projectsEnhanced))).toBeNull();

  expect((await projects.update({ id: 'legacy-b', display_order: 3 }, token)).status).toBe(200);
  const written = (await store.get(itemKey(collections.projectsEnhanced, 'legacy-b'), { type: 'json' })) as { slug?: string };
  expect(written.slug).toBe('furnace-area-pcs-7-migration-legacy-2');
  // Their slugs are claimed: a new project of the same title gets the next one.
  const another = await projects.create<ProjectEnhanced>(anEnhancedProject({ title: 'Furnace area PCS 7 migration (legacy)' }), token);
  expect(another.body.slug).toBe('furnace-area-pcs-7-migration-legacy-3');
});
