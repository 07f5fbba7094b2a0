import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { collections, itemKey } from '#functions/content/collections.ts';
import { putDocument, readText } from '#functions/platform/store.ts';
import type { Client } from '#src/schemas/client.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category, Technology } from '#src/schemas/taxonomy.ts';
import type { Restored } from '#src/schemas/history.ts';
import { historyHandler } from '#functions/api/history.ts';
import { adminToken, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, anEnhancedProject, aProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created, send, type EndpointName } from '#tests/fixtures/content-api.ts';

// Concurrent writers against the real file-backed Blobs server (with
// production's compare-and-swap semantics): nothing acknowledged is lost, and
// the public views end up showing the final state.

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.useRealTimers();
});

const N = 24;

/** Admin taxonomy reads add project_count, which visitors never get. */
function withoutCount(record: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...record };
  delete copy.project_count;
  return copy;
}

/** What visitors should see: the admin's list, published or active only, in the same order. */
async function expectPublicViewMatchesStore(name: EndpointName, visible: (record: Record<string, unknown>) => boolean): Promise<void> {
  const adminList = (await api(name).list<Record<string, unknown>[]>(token)).body.map(withoutCount);
  const publicList = (await api(name).list<Record<string, unknown>[]>()).body;
  expect(publicList).toEqual(adminList.filter(visible));
}

test.each([
  ['projects', () => aProject({ is_published: Math.random() < 0.7 }), (r: Record<string, unknown>) => r.is_published === true],
  [
    'projectsEnhanced',
    () => anEnhancedProject({ is_published: Math.random() < 0.7 }),
    (r: Record<string, unknown>) => r.is_published === true,
  ],
  ['clients', () => aClient({ is_active: Math.random() < 0.7 }), (r: Record<string, unknown>) => r.is_active === true],
  ['categories', () => aCategory(), () => true],
  ['technologies', () => aTechnology(), () => true],
] satisfies [EndpointName, () => object, (r: Record<string, unknown>) => boolean][])(
  `${N} concurrent creates of %s all land and the public view shows them`,
  async (name, build, visible) => {
    const before = (await api(name).list<{ id: string }[]>(token)).body.length;
    const answers = await Promise.all(Array.from({ length: N }, () => api(name).create<{ id: string }>(build(), token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: N }, () => 201));
    const stored = (await api(name).list<{ id: string }[]>(token)).body;
    expect(stored).toHaveLength(before + N);
    expect(new Set(stored.map((record) => record.id))).toEqual(new Set([...stored.map((r) => r.id), ...answers.map((a) => a.body.id)]));
    await expectPublicViewMatchesStore(name, visible);
  },
);

test(`${N} concurrent updates of different enhanced projects all land and the public view shows the final state`, async () => {
  const projects = await Promise.all(
    Array.from({ length: N }, () => created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token)),
  );
  const answers = await Promise.all(
    projects.map((project, index) =>
      api('projectsEnhanced').update<ProjectEnhanced>({ id: project.id, title: `Updated ${index}`, is_published: index % 3 !== 0 }, token),
    ),
  );
  expect(answers.map((answer) => [answer.status, answer.body]).filter(([status]) => status !== 200)).toEqual([]);
  const stored = (await api('projectsEnhanced').list<ProjectEnhanced[]>(token)).body;
  projects.forEach((project, index) => {
    const found = stored.find((record) => record.id === project.id);
    expect(found).toMatchObject({ title: `Updated ${index}`, is_published: index % 3 !== 0 });
  });
  await expectPublicViewMatchesStore('projectsEnhanced', (record) => record.is_published === true);
});

test(`${N} concurrent updates of different clients and projects land together`, async () => {
  const clients = await Promise.all(Array.from({ length: N / 2 }, () => created<Client>('clients', aClient(), token)));
  const projects = await Promise.all(Array.from({ length: N / 2 }, () => created<Project>('projects', aProject(), token)));
  await Promise.all([
    ...clients.map((client, index) => api('clients').update({ id: client.id, display_order: index, is_active: index % 2 === 0 }, token)),
    ...projects.map((project, index) =>
      api('projects').update({ id: project.id, display_order: index, is_published: index % 2 === 1 }, token),
    ),
  ]);
  const storedClients = (await api('clients').list<Client[]>(token)).body;
  clients.forEach((client, index) => {
    expect(storedClients.find((record) => record.id === client.id)).toMatchObject({ display_order: index, is_active: index % 2 === 0 });
  });
  const storedProjects = (await api('projects').list<Project[]>(token)).body;
  projects.forEach((project, index) => {
    expect(storedProjects.find((record) => record.id === project.id)).toMatchObject({
      display_order: index,
      is_published: index % 2 === 1,
    });
  });
  await expectPublicViewMatchesStore('clients', (record) => record.is_active === true);
  await expectPublicViewMatchesStore('projects', (record) => record.is_published === true);
});

test('a category deleted while projects are being tagged with it is left on no project', async () => {
  const doomed = await created<Category>('categories', aCategory(), token);
  const projects = await Promise.all(
    Array.from({ length: N }, () => created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token)),
  );
  const updates = projects.map((project) => api('projectsEnhanced').update({ id: project.id, category_ids: [doomed.id] }, token));
  const removal = api('categories').remove<{ projects_updated: number }>(doomed.id, token);
  const [deleted, ...answers] = await Promise.all([removal, ...updates]);
  expect(deleted.status).toBe(200);
  for (const answer of answers) expect([200, 400]).toContain(answer.status);
  const landedBeforeDelete = answers.filter((answer) => answer.status === 200).length;
  expect(deleted.body.projects_updated).toBeLessThanOrEqual(landedBeforeDelete);
  const stored = (await api('projectsEnhanced').list<ProjectEnhanced[]>(token)).body;
  expect(stored.filter((project) => project.category_ids.includes(doomed.id))).toEqual([]);
  const published = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  expect(published.filter((project) => project.categories.some((category) => category.id === doomed.id))).toEqual([]);
  await expectPublicViewMatchesStore('projectsEnhanced', (record) => record.is_published === true);
});

test('technology renames racing with project writes end with every public project showing the final names', async () => {
  const technologies = await Promise.all(Array.from({ length: 6 }, () => created<Technology>('technologies', aTechnology(), token)));
  const projects = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ technology_ids: [technologies[index % 6]!.id] }), token),
    ),
  );
  await Promise.all([
    ...technologies.map((technology, index) => api('technologies').update({ id: technology.id, name: `Final name ${index}` }, token)),
    ...projects.map((project, index) => api('projectsEnhanced').update({ id: project.id, title: `Racing ${index}` }, token)),
  ]);
  const published = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  projects.forEach((project, index) => {
    const seen = published.find((record) => record.id === project.id);
    expect(seen?.title).toBe(`Racing ${index}`);
    expect(seen?.technologies.map((technology) => technology.name)).toEqual([`Final name ${index % 6}`]);
  });
  await expectPublicViewMatchesStore('projectsEnhanced', (record) => record.is_published === true);
});

test('attack: items renamed at once to one slug: one takes it, the others are refused, round after round', async () => {
  for (let round = 0; round < 4; round += 1) {
    const target = `contested-${process.pid}-${round}`;
    const projects = await Promise.all(
      Array.from({ length: 4 }, () => created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token)),
    );
    const sectors = await Promise.all(Array.from({ length: 4 }, () => created<Category>('sectors', aSector(), token)));
    const [projectAnswers, sectorAnswers] = await Promise.all([
      Promise.all(projects.map((project) => api('projectsEnhanced').update({ id: project.id, slug: target }, token))),
      Promise.all(sectors.map((sector) => api('sectors').update({ id: sector.id, slug: target }, token))),
    ]);
    for (const answers of [projectAnswers, sectorAnswers]) {
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    }
    const storedProjects = (await api('projectsEnhanced').list<ProjectEnhanced[]>(token)).body;
    expect(storedProjects.filter((project) => project.slug === target)).toHaveLength(1);
    const storedSectors = (await api('sectors').list<Category[]>(token)).body;
    expect(storedSectors.filter((sector) => sector.slug === target)).toHaveLength(1);
  }
});

/**
 * Saves each client (a new website) while deleting it, all at once: every delete succeeds, and every save is either
 * refused as deleted (404) or acknowledged and then the version a restore brings back.
 */
async function expectSavesRacingDeletesKeptOrRefused(items: readonly Client[]): Promise<void> {
  const clients = api('clients');
  const raced = await Promise.all(
    items.map(async (item) => {
      const [saved, removed] = await Promise.all([
        clients.update<Client>({ id: item.id, website: 'https://saved.example.test' }, token),
        clients.remove(item.id, token),
      ]);
      return { item, saved: saved.status, removed: removed.status };
    }),
  );
  for (const { item, saved, removed } of raced) {
    expect(removed).toBe(200);
    expect([200, 404]).toContain(saved);
    const back = await send<Restored>(
      historyHandler,
      jsonRequest('/api/admin/history', 'POST', { collection: 'clients', id: item.id }, token),
    );
    expect(back.status).toBe(200);
    // An acknowledged save is never lost: the deleted item comes back with it.
    expect((back.body.record as Client).website).toBe(saved === 200 ? 'https://saved.example.test' : '');
  }
}

test('a save racing a delete is either refused as deleted or is the version kept for restore, item after item', async () => {
  const items = await Promise.all(Array.from({ length: N }, () => created<Client>('clients', aClient({ website: '' }), token)));
  await expectSavesRacingDeletesKeptOrRefused(items);
});

test('an item left marked by a delete cut short is saved again once the mark is two minutes old, and deleted by the next delete', async () => {
  const clients = api('clients');
  const [stuck, finished] = await Promise.all([created<Client>('clients', aClient(), token), created<Client>('clients', aClient(), token)]);
  // What a delete leaves when it is stopped between its mark and the removal.
  const markedAt = Date.now();
  for (const item of [stuck, finished])
    await putDocument(itemKey(collections.clients, item.id), { ...item, _deleting: true, _deleting_since: markedAt });
  expect((await clients.update({ id: stuck.id, website: 'https://too-soon.example.test' }, token)).status).toBe(404);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(markedAt + 2 * 60 * 1000 + 1000);
  const saved = await clients.update<Client>({ id: stuck.id, website: 'https://saved.example.test' }, token);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ id: stuck.id, website: 'https://saved.example.test' });
  expect(JSON.parse((await readText(itemKey(collections.clients, stuck.id)))!)).not.toHaveProperty('_deleting');
  expect((await clients.remove(finished.id, token)).status).toBe(200);
  expect((await clients.get(finished.id, token)).status).toBe(404);
});

test('saves racing deletes of items left marked long ago are either refused or the version kept for restore', async () => {
  const items = await Promise.all(Array.from({ length: N }, () => created<Client>('clients', aClient({ website: '' }), token)));
  const longAgo = Date.now() - 3 * 60 * 1000;
  await Promise.all(
    items.map((item) => putDocument(itemKey(collections.clients, item.id), { ...item, _deleting: true, _deleting_since: longAgo })),
  );
  await expectSavesRacingDeletesKeptOrRefused(items);
});
