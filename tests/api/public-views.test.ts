import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category } from '#src/schemas/taxonomy.ts';
import { readText } from '#functions/store.ts';
import { refreshView, views } from '#functions/views.ts';
import { adminToken, BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';

// The public views: anonymous lists are served from one stored text, so their
// cost in Blobs reads does not grow with the number of records.

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
    if (url.startsWith(edge)) seen.push(`${(init?.method ?? 'GET').toUpperCase()} ${new URL(url).pathname.split('/').slice(3).join('/')}`);
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

test('an anonymous list read is one Blobs read at 10 and at 100 projects', async () => {
  await addProjects(10);
  const small = await blobsRequests(() => api('projectsEnhanced').list());
  expect(small).toEqual([`GET ${views.projectsEnhanced.key}`]);
  await addProjects(90);
  let answer: ProjectEnhanced[] = [];
  const large = await blobsRequests(async () => {
    answer = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  });
  expect(large).toEqual([`GET ${views.projectsEnhanced.key}`]);
  expect(answer.length).toBeGreaterThanOrEqual(100);
  expect(answer.every((project) => project.categories[0]?.name === 'Views category')).toBe(true);
});

test('an admin list read is a constant number of Blobs reads too', async () => {
  const reads = await blobsRequests(() => api('projectsEnhanced').list(token));
  // The session allowlist, the projects and the three taxonomies.
  expect(reads).toHaveLength(5);
  await addProjects(20);
  expect(await blobsRequests(() => api('projectsEnhanced').list(token))).toHaveLength(5);
});

test('every public list has a view that is rebuilt by the writes that affect it', async () => {
  for (const name of ['projects', 'clients', 'categories', 'sectors', 'technologies'] as const) {
    await api(name).list(); // builds the view if nothing was written yet
    const reads = await blobsRequests(() => api(name).list());
    expect(reads).toEqual([`GET views/${name}`]);
  }
  await api('categories').update({ id: category.id, name: 'Renamed views category' }, token);
  const projects = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  expect(projects.every((project) => project.categories[0]?.name === 'Renamed views category')).toBe(true);
});

test('a rebuild never replaces a view with an older one', async () => {
  const before = await readText(views.projectsEnhanced.key);
  // Many rebuilds racing with writes: the stored view must end up matching the final data.
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  await Promise.all([
    ...Array.from({ length: 10 }, () => refreshView(views.projectsEnhanced)),
    ...Array.from({ length: 10 }, (_, index) => api('projectsEnhanced').update({ id: project.id, title: `Final title ${index}` }, token)),
  ]);
  const finalTitle = (await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body.title;
  const view = JSON.parse((await readText(views.projectsEnhanced.key))!) as ProjectEnhanced[];
  expect(view.find((entry) => entry.id === project.id)?.title).toBe(finalTitle);
  expect(await readText(views.projectsEnhanced.key)).not.toBe(before);
  // A rebuild with nothing new writes nothing.
  const writes = await blobsRequests(() => refreshView(views.projectsEnhanced));
  expect(writes.filter((request) => request.startsWith('PUT'))).toEqual([]);
});
