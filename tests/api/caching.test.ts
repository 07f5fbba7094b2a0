import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Category } from '#src/schemas/taxonomy.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminToken, BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, anEnhancedProject, aProject, someSettings } from '#tests/fixtures/builders.ts';
import { api, created, send, type EndpointName } from '#tests/fixtures/content-api.ts';

// CDN caching: public reads are cacheable at the edge under tags, admin reads
// never are, and every write purges the tags it affects through Netlify's
// purge API (intercepted here at the network boundary, as Netlify would see it).

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.NETLIFY_PURGE_API_TOKEN;
  delete process.env.SITE_ID;
});

const PURGE_URL = 'https://api.netlify.com/api/v1/purge';

/** Records purge API calls and answers them with `status`; every other request goes through. */
function interceptPurges(status = 202): { tags: string[][]; authorizations: (string | null)[] } {
  process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token-for-tests';
  process.env.SITE_ID = 'site-under-test';
  const seen = { tags: [] as string[][], authorizations: [] as (string | null)[] };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== PURGE_URL) return realFetch(input, init);
    const payload = JSON.parse(init?.body as string) as { cache_tags: string[]; site_id: string };
    expect(payload.site_id).toBe('site-under-test');
    seen.tags.push(payload.cache_tags);
    seen.authorizations.push(new Headers(init?.headers).get('authorization'));
    return new Response(null, { status });
  });
  return seen;
}

test.each([
  ['projects', 'projects', 'query=id,header=Authorization'],
  ['projectsEnhanced', 'projects-enhanced,categories,sectors,technologies', 'query=id,header=Authorization'],
  ['clients', 'clients', 'query=id,header=Authorization'],
  ['categories', 'metadata-categories', 'query=type|id,header=Authorization'],
  ['sectors', 'metadata-sectors', 'query=type|id,header=Authorization'],
  ['technologies', 'metadata-technologies', 'query=type|id,header=Authorization'],
  ['settings', 'settings', 'header=Authorization'],
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
  const purges = interceptPurges();
  const project = await created<Project>('projects', aProject(), token);
  await api('projects').update({ id: project.id, is_published: false }, token);
  await api('projects').remove(project.id, token);
  const enhanced = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  const client = await created<{ id: string }>('clients', aClient(), token);
  const category = await created<Category>('categories', aCategory(), token);
  await api('categories').update({ id: category.id, name: 'Renamed' }, token);
  await api('categories').remove(category.id, token);
  await api('settings').create(someSettings(), token);
  expect(purges.tags).toEqual([
    ['projects', `project-${project.id}`],
    ['projects', `project-${project.id}`],
    ['projects', `project-${project.id}`],
    ['projects-enhanced', `project-enhanced-${enhanced.id}`],
    ['clients', `client-${client.id}`],
    ['metadata-categories'],
    ['metadata-categories', `categories-${category.id}`, 'categories'],
    ['metadata-categories', `categories-${category.id}`, 'categories'],
    ['settings'],
  ]);
  expect(new Set(purges.authorizations)).toEqual(new Set(['Bearer purge-token-for-tests']));
});

test('refused writes purge nothing', async () => {
  const purges = interceptPurges();
  await api('projects').create({ title: '' }, token);
  await api('clients').remove('missing', token);
  await api('categories').create(aCategory());
  expect(purges.tags).toEqual([]);
});

test('a failing purge is logged and the write still succeeds', async () => {
  interceptPurges(500);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await api('clients').create<{ id: string }>(aClient({ name: 'Saved despite the CDN' }), token);
  expect(answer.status).toBe(201);
  expect((await api('clients').get(answer.body.id)).status).toBe(200);
  const line = logged.mock.calls.map(([first]) => String(first)).find((text) => text.includes('cache_purge_failed'));
  expect(JSON.parse(line!)).toMatchObject({ level: 'error', event: 'cache_purge_failed', tags: ['clients', `client-${answer.body.id}`] });
});

test('without a purge token (local platform, tests) nothing is sent', async () => {
  const calls = vi.spyOn(globalThis, 'fetch');
  await created('clients', aClient(), token);
  expect(calls.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('api.netlify.com'))).toBe(false);
});
