import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Category } from '#src/schemas/taxonomy.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminToken, BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, anEnhancedProject, aProject, someSettings } from '#tests/fixtures/builders.ts';
import { api, created, send, type EndpointName } from '#tests/fixtures/content-api.ts';
import { startPurgeStub, type PurgeStub, type ReceivedPurge } from '#tests/fixtures/purge-stub.ts';

// CDN caching: public reads are cacheable at the edge under tags, admin reads
// never are, and every write purges the tags it affects through Netlify's
// purge API (a loopback stub of it here, reached over real HTTP).

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

let purges: PurgeStub;

beforeAll(async () => {
  purges = await startPurgeStub();
  return () => purges.stop();
});

/** Points purgeCache at the loopback purge API with a token, as on a deploy; answers with `status`. */
function purgeThroughStub(status = 202): ReceivedPurge[] {
  process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token-for-tests';
  process.env.NETLIFY_PURGE_API_URL = purges.url;
  process.env.SITE_ID = 'site-under-test';
  purges.setStatus(status);
  purges.received.length = 0;
  return purges.received;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.NETLIFY_PURGE_API_TOKEN;
  delete process.env.NETLIFY_PURGE_API_URL;
  delete process.env.SITE_ID;
});

test.each([
  ['projects', 'projects', 'query=id,header=Authorization'],
  // The list is also read a page at a time, per filter (ADR 0027).
  [
    'projectsEnhanced',
    'projects-enhanced,categories,sectors,technologies',
    'query=id|page|sector|technology|category,header=Authorization',
  ],
  ['clients', 'clients', 'query=id,header=Authorization'],
  ['categories', 'taxonomy-categories', 'query=type|id,header=Authorization'],
  ['sectors', 'taxonomy-sectors', 'query=type|id,header=Authorization'],
  ['technologies', 'taxonomy-technologies', 'query=type|id,header=Authorization'],
  ['settings', 'settings', 'query=none,header=Authorization'],
] satisfies [EndpointName, string, string][])('a public read of %s is cacheable at the edge under its tags', async (name, tags, vary) => {
  const answer = await api(name).list();
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(answer.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000, stale-while-revalidate=60');
  expect(answer.headers.get('netlify-cache-tag')).toBe(tags);
  expect(answer.headers.get('netlify-vary')).toBe(vary);
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
  expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
});

test.each(['projects', 'projectsEnhanced', 'clients', 'categories', 'settings'] satisfies EndpointName[])(
  'an admin read of %s is private and never cached',
  async (name) => {
    const answer = await api(name).list(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(answer.headers.get('netlify-cache-tag')).toBeNull();
    expect(answer.headers.get('netlify-vary')).toContain('header=Authorization');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  },
);

test('a public read by id is tagged with its record', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  const answer = await api('projectsEnhanced').get(project.id);
  expect(answer.headers.get('netlify-cache-tag')).toBe(`project-enhanced-${project.id},categories,sectors,technologies`);
  const category = await created<Category>('categories', aCategory(), token);
  expect((await api('categories').get(category.id)).headers.get('netlify-cache-tag')).toBe(`categories-${category.id}`);
});

test('errors are never cached', async () => {
  const answer = await api('projects').get('missing');
  expect(answer.status).toBe(404);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull();
});

test('a client holding the current ETag gets 304 without a body, then 200 after a change', async () => {
  const first = await send(api('clients').handler, new Request(`${BASE}/api/clients`));
  const etag = first.headers.get('etag')!;
  const again = await api('clients').handler(new Request(`${BASE}/api/clients`, { headers: { 'if-none-match': etag } }));
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('netlify-cache-tag')).toBe('clients');
  await created('clients', aClient(), token);
  const changed = await api('clients').handler(new Request(`${BASE}/api/clients`, { headers: { 'if-none-match': etag } }));
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
});

test('every write purges the tags it affects, with the site purge token', async () => {
  const received = purgeThroughStub();
  const project = await created<Project>('projects', aProject(), token);
  await api('projects').update({ id: project.id, is_published: false }, token);
  await api('projects').remove(project.id, token);
  const enhanced = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  const client = await created<{ id: string }>('clients', aClient(), token);
  const category = await created<Category>('categories', aCategory(), token);
  await api('categories').update({ id: category.id, name: 'Renamed' }, token);
  await api('categories').remove(category.id, token);
  await api('settings').create(someSettings(), token);
  expect(received.map((purge) => purge.body.cache_tags)).toEqual([
    ['projects', `project-${project.id}`],
    ['projects', `project-${project.id}`],
    ['projects', `project-${project.id}`],
    ['projects-enhanced', `project-enhanced-${enhanced.id}`],
    ['clients', `client-${client.id}`],
    ['taxonomy-categories'],
    ['taxonomy-categories', `categories-${category.id}`, 'categories'],
    ['taxonomy-categories', `categories-${category.id}`, 'categories'],
    ['settings'],
  ]);
  expect(new Set(received.map((purge) => purge.authorization))).toEqual(new Set(['Bearer purge-token-for-tests']));
  expect(new Set(received.map((purge) => purge.body.site_id))).toEqual(new Set(['site-under-test']));
});

test('the tags a write purges are the tags its public reads carry', async () => {
  const received = purgeThroughStub();
  const client = await created<{ id: string }>('clients', aClient(), token);
  const read = await api('clients').handler(new Request(`${BASE}/api/clients?id=${client.id}`));
  const served = read.headers.get('netlify-cache-tag')!.split(',');
  const list = (await api('clients').list()).headers.get('netlify-cache-tag')!.split(',');
  await api('clients').update({ id: client.id, name: 'Renamed client' }, token);
  const purged = received.at(-1)!.body.cache_tags!;
  expect(purged).toEqual(expect.arrayContaining([...served, ...list]));
});

test('refused writes purge nothing', async () => {
  const received = purgeThroughStub();
  await api('projects').create({ title: '' }, token);
  await api('clients').remove('missing', token);
  await api('categories').create(aCategory());
  expect(received).toEqual([]);
});

test('a failing purge is logged with its tags and the write still succeeds', async () => {
  const received = purgeThroughStub(500);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await api('clients').create<{ id: string }>(aClient({ name: 'Saved despite the CDN' }), token);
  expect(answer.status).toBe(201);
  expect(received).toHaveLength(1);
  expect((await api('clients').get(answer.body.id)).status).toBe(200);
  const line = logged.mock.calls.map(([first]) => String(first)).find((text) => text.includes('cache_purge_failed'));
  expect(JSON.parse(line!)).toMatchObject({
    level: 'error',
    event: 'cache_purge_failed',
    tags: ['clients', `client-${answer.body.id}`],
    error: expect.stringContaining('500') as unknown,
  });
});

test('an unreachable purge API does not fail the write either', async () => {
  purgeThroughStub();
  process.env.NETLIFY_PURGE_API_URL = 'http://127.0.0.1:9';
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await api('clients').create<{ id: string }>(aClient(), token);
  expect(answer.status).toBe(201);
  expect(logged.mock.calls.some(([first]) => String(first).includes('cache_purge_failed'))).toBe(true);
});

test('without a purge token nothing is sent, and the log names the tags left unpurged', async () => {
  process.env.NETLIFY_PURGE_API_URL = purges.url;
  purges.received.length = 0;
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = await created<{ id: string }>('clients', aClient(), token);
  expect(purges.received).toEqual([]);
  const skipped = warned.mock.calls.map(([first]) => String(first)).filter((text) => text.includes('cache_purge_skipped'));
  expect(skipped.map((line) => JSON.parse(line) as unknown)).toEqual([
    { level: 'warn', event: 'cache_purge_skipped', reason: 'NETLIFY_PURGE_API_TOKEN is not set', tags: ['clients', `client-${client.id}`] },
  ]);
});
