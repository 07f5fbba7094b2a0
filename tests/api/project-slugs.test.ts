import { beforeAll, expect, test, vi } from 'vitest';
import type { Revision } from '#src/schemas/history.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { historyHandler } from '#functions/api/history.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created, endpoints, send } from '#tests/fixtures/content-api.ts';
import { expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { withPurgeStub } from '#tests/fixtures/purge-stub.ts';

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
  expect(clash.body.issues).toContainEqual({
    path: 'slug',
    message: 'A project with this slug already exists',
    code: 'slug_taken',
    params: { item: 'project' },
  });
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

test('a save refused after it asked for another project’s former address leaves that redirect in place', async () => {
  const moved = await create({ title: 'Bottling line OEE' });
  await projects.update({ id: moved.id, slug: 'bottling-line-oee-lyon' }, token);
  const other = await create({ title: 'Another bottling line' });
  const unknownCategory = '00000000-0000-4000-8000-000000000000';
  const refused = await projects.update({ id: other.id, slug: 'bottling-line-oee', category_ids: [unknownCategory] }, token);
  expect(refused.status).toBe(400);
  const stale = await send(
    endpoints.projectsEnhanced.handler,
    jsonRequest('/api/projects-enhanced', 'PUT', { id: other.id, slug: 'bottling-line-oee' }, token, {
      'If-Match': '"2020-01-01T00:00:00.000Z"',
    }),
  );
  expect(stale.status).toBe(409);
  expect((await projects.get<ProjectEnhanced>(moved.id, token)).body.previous_slugs).toEqual(['bottling-line-oee']);

  // A save that lands takes it, and the project that redirected from it is purged with its own.
  await withPurgeStub(async (purged) => {
    expect((await projects.update({ id: other.id, slug: 'bottling-line-oee' }, token)).status).toBe(200);
    expect((await projects.get<ProjectEnhanced>(moved.id, token)).body.previous_slugs).toEqual([]);
    expect(purged()).toContain(`project-enhanced-${moved.id}`);
  });
});

test('a restore refused after it claimed another project’s former address gives the address back: no later project shares it', async () => {
  const restored = await create({ title: 'Alpha kiln', slug: 'alpha-kiln' });
  await projects.update({ id: restored.id, slug: 'alpha-kiln-a' }, token);
  await projects.update({ id: restored.id, title: 'Alpha kiln 2' }, token);
  const redirecting = await create({ title: 'Beta kiln', slug: 'alpha-kiln' });
  await projects.update({ id: redirecting.id, slug: 'beta-kiln' }, token);
  const versions = (
    await send<Revision[]>(historyHandler, getRequest(`/api/admin/history?collection=projects-enhanced&id=${restored.id}`, token))
  ).body;
  // The oldest version, at alpha-kiln, over a version that is no longer the newest: refused.
  const refused = await send(
    historyHandler,
    jsonRequest(
      '/api/admin/history',
      'POST',
      { collection: 'projects-enhanced', id: restored.id, revision: versions.at(-1)!.id, current_revision: versions[1]!.id },
      token,
    ),
  );
  expect(refused.status).toBe(409);
  expect((await projects.get<ProjectEnhanced>(redirecting.id, token)).body.previous_slugs).toEqual(['alpha-kiln']);

  // Past the time a claim is held for its writer, a project named alike still does not take the address.
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 120_000);
    const later = await create({ title: 'Alpha kiln' });
    expect(later.slug).not.toBe('alpha-kiln');
  } finally {
    vi.useRealTimers();
  }
});
