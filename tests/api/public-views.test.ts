import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category } from '#src/schemas/taxonomy.ts';
import { putText, readText } from '#functions/platform/store.ts';
import { collections, itemKey, markerKey } from '#functions/content/collections.ts';
import { refreshView, views, type PublicView } from '#functions/content/views.ts';
import { adminToken, BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';

// The public views: anonymous lists are served from one stored text, so their
// cost in Blobs reads does not grow with the number of records; and content is
// one document per item, so neither does the cost of a write (ADR 0030).

const store = useBlobsStore();

let token: string;
let category: Category;

beforeAll(async () => {
  token = await adminToken();
  category = await created<Category>('categories', aCategory({ name: 'Views category' }), token);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the requests made to the Blobs server while `run` runs. */
async function blobsRequests(run: () => Promise<unknown>): Promise<string[]> {
  const edge = store.current().blobs.context.edgeURL!;
  const realFetch = globalThis.fetch;
  const seen: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(edge)) {
      const { pathname, searchParams } = new URL(url);
      const key = pathname.split('/').slice(3).join('/');
      seen.push(key ? `${(init?.method ?? 'GET').toUpperCase()} ${key}` : `LIST ${searchParams.get('prefix') ?? ''}`);
    }
    return realFetch(input, init);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

async function addProjects(count: number): Promise<void> {
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () =>
        created('projectsEnhanced', anEnhancedProject({ category_ids: [category.id] }), token),
      ),
    );
  }
}

test('a fresh store serves empty public lists and builds their views on first read', async () => {
  expect(await readText('views/clients')).toBeNull();
  const answer = await api('clients').list();
  expect(answer).toMatchObject({ status: 200, body: [] });
  expect(await readText('views/clients')).toBe('[]');
});

test('an anonymous list is the stored view text, byte for byte', async () => {
  await addProjects(3);
  const response = await api('projectsEnhanced').handler(new Request(`${BASE}/api/projects-enhanced`));
  expect(await response.text()).toBe(await readText(views.projectsEnhanced.key));
});

const tokensOf = (view: PublicView) => view.sources.map((source) => `GET ${markerKey(source)}`);

test("an anonymous list read is its sources' change tokens alone while they hold, at 10 and at 100 projects", async () => {
  await addProjects(10);
  // Every source has been written once, as on a site in use: each has a change token (a source without one is never held).
  for (const source of views.projectsEnhanced.sources)
    if ((await readText(markerKey(source))) === null) await putText(markerKey(source), `${source.name} written once`);
  await api('projectsEnhanced').list(); // the first read after writes rebuilds the view
  const small = await blobsRequests(() => api('projectsEnhanced').list());
  // The instance holds the text it served last (ADR 0086): unchanged tokens, nothing else read.
  expect(small.sort()).toEqual(tokensOf(views.projectsEnhanced).sort());
  await addProjects(90);
  // Moved tokens: the view is read (and rebuilt) once, then held again.
  expect(await blobsRequests(() => api('projectsEnhanced').list())).toContain(`GET ${views.projectsEnhanced.key}`);
  let answer: ProjectEnhanced[] = [];
  const large = await blobsRequests(async () => {
    answer = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  });
  expect(large.sort()).toEqual(small);
  expect(answer.length).toBeGreaterThanOrEqual(100);
  expect(answer.every((project) => project.categories[0]?.name === 'Views category')).toBe(true);
});

test('a view changed by another instance is read again: the held text never outlives its tokens', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Held title', category_ids: [category.id] }),
    token,
  );
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id)).body.title).toBe('Held title');
  // Another instance saves the project: its item and its collection's token change in the store, not through this module.
  const key = itemKey(collections.projectsEnhanced, project.id);
  const stored = JSON.parse((await readText(key))!) as ProjectEnhanced;
  await putText(key, JSON.stringify({ ...stored, title: 'Title saved elsewhere' }));
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id)).body.title).toBe('Held title');
  await putText(markerKey(collections.projectsEnhanced), 'a token written by another instance');
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id)).body.title).toBe('Title saved elsewhere');
  const list = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  expect(list.find((entry) => entry.id === project.id)?.title).toBe('Title saved elsewhere');
});

test('an admin list read is a list and a snapshot per collection, plus one read per item changed since the last read', async () => {
  await api('projectsEnhanced').list(token);
  const settled = await blobsRequests(() => api('projectsEnhanced').list(token));
  // The session and the account (read together, ADR 0033), then the projects and the three taxonomies: a list call and a snapshot
  // each; and the media library, one document whatever the number of projects.
  expect(settled).toHaveLength(11);
  expect(settled.filter((request) => request.startsWith('LIST'))).toHaveLength(4);
  await addProjects(20);
  const afterWrites = await blobsRequests(() => api('projectsEnhanced').list(token));
  expect(afterWrites.filter((request) => request.startsWith(`GET ${itemKey(collections.projectsEnhanced, '')}`))).toHaveLength(20);
  expect(await blobsRequests(() => api('projectsEnhanced').list(token))).toHaveLength(11);
});

test('an admin save makes the same Blobs round trips at 10 and at 120 projects', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ category_ids: [category.id] }), token);
  // Each save keeps a version and an audit entry under their own new keys (functions/content/history.ts, functions/audit/audit.ts).
  const save = async (order: number) =>
    (await blobsRequests(() => api('projectsEnhanced').update({ id: project.id, display_order: order }, token))).map((request) =>
      request.replace(/\/[0-9TZ:.-]{24}-[0-9a-f-]{36}(~[^/]*)?$/, '/<new>').replace(/^PUT audit\/\d{4}-\d{2}\//, 'PUT audit/<month>/'),
    );
  const before = await save(1);
  await addProjects(110);
  const after = await save(2);
  expect(after).toEqual(before);
  // None of them reads or writes a whole collection: only this project's document and small ones.
  const items = after.filter((request) => !request.startsWith('LIST') && request.includes('/items/'));
  expect(items.length).toBeGreaterThan(0);
  expect(items.filter((request) => !request.endsWith(`/items/${project.id}`))).toEqual([]);
});

test('25 concurrent creates of one taxonomy each make the round trips of a lone create: no retries', async () => {
  const lone = await blobsRequests(() => api('technologies').create(aTechnology(), token));
  const together = await blobsRequests(() =>
    Promise.all(Array.from({ length: 25 }, () => api('technologies').create(aTechnology(), token))),
  );
  expect(together.length).toBe(25 * lone.length);
});

test('every public list has a view that is rebuilt by the writes that affect it', async () => {
  for (const name of ['projects', 'clients', 'categories', 'sectors', 'technologies'] as const) {
    await api(name).list(); // builds the view if nothing was written yet
    const reads = await blobsRequests(() => api(name).list());
    // The tokens, and the view unless this instance holds it (never when a source has no token yet: ADR 0086).
    expect(reads.filter((read) => !tokensOf(views[name]).includes(read))).toEqual(
      reads.includes(`GET ${views[name].key}`) ? [`GET ${views[name].key}`] : [],
    );
    expect(reads.filter((read) => tokensOf(views[name]).includes(read)).sort()).toEqual(tokensOf(views[name]).sort());
  }
  await api('categories').update({ id: category.id, name: 'Renamed views category' }, token);
  // The rename moved the categories' change token: the next read rebuilds the view.
  const rebuild = await blobsRequests(() => api('projectsEnhanced').list());
  expect(rebuild).toContain(`PUT ${views.projectsEnhanced.key}`);
  const projects = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  expect(projects.every((project) => project.categories[0]?.name === 'Renamed views category')).toBe(true);
});

test('rebuilds racing with writes never serve an older view, and a read with nothing new rebuilds nothing', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  await Promise.all([
    ...Array.from({ length: 10 }, () => refreshView(views.projectsEnhanced)),
    ...Array.from({ length: 10 }, (_, index) => api('projectsEnhanced').update({ id: project.id, title: `Final title ${index}` }, token)),
  ]);
  const finalTitle = (await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body.title;
  const served = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  expect(served.find((entry) => entry.id === project.id)?.title).toBe(finalTitle);
  const view = JSON.parse((await readText(views.projectsEnhanced.key))!) as ProjectEnhanced[];
  expect(view.find((entry) => entry.id === project.id)?.title).toBe(finalTitle);
  const writes = await blobsRequests(() => api('projectsEnhanced').list());
  expect(writes.filter((request) => request.startsWith('PUT'))).toEqual([]);
});
