import { getStore } from '@netlify/blobs';
import { beforeAll, expect, test } from 'vitest';
import type { Client } from '#src/schemas/client.ts';
import type { Job } from '#src/schemas/job.ts';
import type { DeletedItem, Revision } from '#src/schemas/history.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Settings } from '#src/schemas/settings.ts';
import type { Sector } from '#src/schemas/taxonomy.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { historyHandler } from '#functions/api/history.ts';
import { KEEP_VERSIONS, pruneHistory, versionsPrefix } from '#functions/content/history.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient, aJob, anEnhancedProject, aSector } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { aPng } from '#tests/fixtures/images.ts';
import { fetchUpload, upload } from '#tests/fixtures/uploads.ts';

// Revision history: every write keeps the version it wrote, any version can be
// restored (as a new version), and a deleted item can be brought back for 30 days.

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const history = {
  versions: (collection: string, id: string, as = token) =>
    send<Revision[]>(historyHandler, getRequest(`/api/admin/history?collection=${collection}&id=${encodeURIComponent(id)}`, as)),
  deleted: (as = token) => send<DeletedItem[]>(historyHandler, getRequest('/api/admin/history?deleted', as)),
  restore: (body: Record<string, unknown>, as = token) =>
    send<{ record: Record<string, unknown> }>(historyHandler, jsonRequest('/api/admin/history', 'POST', body, as)),
};

test('every save keeps a version with who, when and which fields changed, newest first', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Raffinerie de Lavéra' }), token);
  await api('clients').update({ id: client.id, name: 'Raffinerie de Lavéra SA', website: 'https://lavera.example' }, token);
  const versions = await history.versions('clients', client.id);
  expect(versions.status).toBe(200);
  expect(versions.body.map((version) => version.action)).toEqual(['update', 'create']);
  expect(versions.body[0]).toMatchObject({ by: 'admin', changed: ['name', 'website'], record: { name: 'Raffinerie de Lavéra SA' } });
  expect(versions.body[1]!.record).toMatchObject({ name: 'Raffinerie de Lavéra' });
});

test('a bad edit is undone by restoring the version before it, which is itself a new version', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Ammonia plant DCS upgrade' }), token);
  await api('projectsEnhanced').update({ id: project.id, title: 'oops', description: 'deleted by mistake' }, token);
  const [bad, good] = (await history.versions('projects-enhanced', project.id)).body;
  const restored = await history.restore({
    collection: 'projects-enhanced',
    id: project.id,
    revision: good!.id,
    current_revision: bad!.id,
  });
  expect(restored.status).toBe(200);
  const now = (await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body;
  expect(now).toMatchObject({ title: 'Ammonia plant DCS upgrade', description: project.description, slug: project.slug });
  const after = (await history.versions('projects-enhanced', project.id)).body;
  expect(after.map((version) => version.action)).toEqual(['restore', 'update', 'create']);
  expect(after[0]!.changed).toEqual(expect.arrayContaining(['description', 'title']));
});

test('a restore over an edit made after the history was opened is refused with 409 and loses nothing', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Before' }), token);
  const [opened] = (await history.versions('clients', client.id)).body;
  await api('clients').update({ id: client.id, name: 'Edited by a colleague' }, token);
  const refused = await history.restore({ collection: 'clients', id: client.id, revision: opened!.id, current_revision: opened!.id });
  expect(refused.status).toBe(409);
  expect((await api('clients').get<Client>(client.id, token)).body.name).toBe('Edited by a colleague');
});

test('concurrent edits racing a restore all land, each kept as a version, and the final item is one of them', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Race 0' }), token);
  const [first] = (await history.versions('clients', client.id)).body;
  const answers = await Promise.all([
    ...Array.from({ length: 6 }, (_, index) => api('clients').update({ id: client.id, name: `Race ${String(index + 1)}` }, token)),
    history.restore({ collection: 'clients', id: client.id, revision: first!.id }),
  ]);
  expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
  const final = (await api('clients').get<Client>(client.id, token)).body;
  const versions = (await history.versions('clients', client.id)).body;
  expect(versions).toHaveLength(8);
  expect(versions.map((version) => version.record)).toContainEqual(final);
});

test('a deleted item is listed as recently deleted and restored as it was, slug and all', async () => {
  const sector = await created<Sector>('sectors', aSector({ name: 'Hydrogen', slug: 'hydrogen' }), token);
  expect((await api('sectors').remove(sector.id, token)).status).toBe(200);
  const listed = (await history.deleted()).body.find((entry) => entry.item_id === sector.id);
  expect(listed).toMatchObject({ collection: 'sectors', label: 'Hydrogen', by: 'admin' });
  expect(Date.parse(listed!.expires_at) - Date.parse(listed!.deleted_at)).toBe(30 * 24 * 60 * 60 * 1000);

  const restored = await history.restore({ collection: 'sectors', id: sector.id });
  expect(restored.status).toBe(200);
  expect((await api('sectors').get<Sector>(sector.id)).body).toMatchObject({ name: 'Hydrogen', slug: 'hydrogen' });
  expect((await history.deleted()).body.some((entry) => entry.item_id === sector.id)).toBe(false);
});

test('a deleted project whose address was taken meanwhile comes back under a new one', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Glass furnace controls' }), token);
  await api('projectsEnhanced').remove(project.id, token);
  const taker = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Glass furnace controls' }), token);
  expect(taker.slug).toBe(project.slug);
  const restored = await history.restore({ collection: 'projects-enhanced', id: project.id });
  expect(restored.status).toBe(200);
  expect(restored.body.record.slug).toBe(`${project.slug}-2`);
});

test('a deleted job offer whose address was taken meanwhile comes back at the next free one', async () => {
  const offer = await created<Job>('jobs', aJob({ title: 'Commissioning engineer' }), token);
  await api('jobs').remove(offer.id, token);
  const taker = await created<Job>('jobs', aJob({ title: 'Commissioning engineer', slug: offer.slug }), token);
  expect(taker.slug).toBe(offer.slug);
  const restored = await history.restore({ collection: 'jobs', id: offer.id });
  expect(restored.status).toBe(200);
  expect(restored.body.record.slug).toBe(`${offer.slug}-2`);
  const jobs = (await api('jobs').list<Job[]>(token)).body;
  expect(jobs.filter((job) => job.slug === offer.slug).map((job) => job.id)).toEqual([taker.id]);
});

test('a deleted taxonomy item whose slug was taken meanwhile is refused with 409, and stays restorable', async () => {
  const first = await created<Sector>('sectors', aSector({ name: 'Nuclear', slug: 'nuclear-power' }), token);
  await api('sectors').remove(first.id, token);
  await created<Sector>('sectors', aSector({ name: 'Nuclear energy', slug: 'nuclear-power' }), token);
  const refused = await history.restore({ collection: 'sectors', id: first.id });
  expect(refused.status).toBe(409);
  expect((await history.deleted()).body.some((entry) => entry.item_id === first.id)).toBe(true);
});

test('settings saves keep versions and restore like items', async () => {
  const settings = api('settings');
  const saved = (speed: number) =>
    send<Settings>(
      settings.handler,
      jsonRequest(settings.path, 'POST', { carousel_logo_size: 176, carousel_speed: speed, carousel_enabled: true }, token),
    );
  expect((await saved(30)).status).toBe(200);
  await saved(90);
  const [latest, previous] = (await history.versions('settings', 'settings')).body;
  expect(latest).toMatchObject({ action: 'update', changed: ['carousel_speed'] });
  const restored = await history.restore({ collection: 'settings', id: 'settings', revision: previous!.id, current_revision: latest!.id });
  expect(restored.status).toBe(200);
  expect((await settings.list<Settings>()).body.carousel_speed).toBe(30);
});

test("the sweep keeps an item's last 50 versions and every version of the last 30 days", async () => {
  const client = await created<Client>('clients', aClient({ name: 'Versioned' }), token);
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  // 60 versions from two months ago, as if written then.
  const old = Date.now() - 60 * 24 * 60 * 60 * 1000;
  for (let index = 0; index < 60; index += 1) {
    const at = new Date(old + index * 1000).toISOString();
    const id = `${at}-00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    await store.setJSON(`${versionsPrefix('clients', client.id)}${id}`, {
      id,
      collection: 'clients',
      item_id: client.id,
      action: 'update',
      at,
      by: 'admin',
      changed: ['name'],
      record: { ...client, name: `Old ${String(index)}` },
    });
  }
  await api('clients').update({ id: client.id, name: 'Today' }, token);
  // The hourly sweep keeps the history in bounds; a save never waits for it.
  expect((await history.versions('clients', client.id)).body).toHaveLength(62);
  expect(await pruneHistory()).toBe(12);
  const versions = (await history.versions('clients', client.id)).body;
  expect(versions).toHaveLength(KEEP_VERSIONS);
  expect(versions[0]!.record).toMatchObject({ name: 'Today' });
  expect(versions.at(-1)!.record).toMatchObject({ name: 'Old 12' });
});

test('history needs a signed-in admin and names what is wrong with a bad query', async () => {
  expect((await history.deleted('')).status).toBe(401);
  const bad = await send<{ error: string }>(historyHandler, getRequest('/api/admin/history?collection=users&id=x', token));
  expect(bad.status).toBe(400);
  const unknown = await history.restore({ collection: 'clients', id: 'no-such-client' });
  expect(unknown.status).toBe(404);
  expect(unknown.body).toHaveProperty('error');
});

test('an uploaded logo stays while a kept version or a deleted item points to it', async () => {
  const logo = (await upload(await aPng(), { token })).body.logo_url!;
  const client = await created<Client>('clients', aClient({ name: 'Logo keeper', logo_url: logo }), token);
  await api('clients').update({ id: client.id, logo_url: 'https://cdn.example.test/other.svg' }, token);
  await api('clients').remove(client.id, token);
  // The sweep with no grace period: only references keep a file.
  await sweepOrphanUploads(Date.now(), 0);
  expect((await fetchUpload(logo)).status).toBe(200);

  const [, , first] = (await history.versions('clients', client.id)).body;
  expect(first!.action).toBe('create');
  expect((await history.restore({ collection: 'clients', id: client.id, revision: first!.id })).status).toBe(200);
  expect((await api('clients').get<Client>(client.id, token)).body.logo_url).toBe(logo);
});

test('a version id that is not one is refused without touching the store', async () => {
  const client = await created<Client>('clients', aClient(), token);
  for (const revision of ['../../auth/users/admin', `${'9'.repeat(24)}-x`, '']) {
    const answer = await history.restore({ collection: 'clients', id: client.id, revision });
    expect([400, 404]).toContain(answer.status);
  }
  const traversal = await history.versions('clients', '../../auth');
  expect(traversal.status).toBe(200);
  expect(traversal.body).toEqual([]);
});
