import { beforeAll, expect, test } from 'vitest';
import { BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { loadEntries } from '#tests/fixtures/entries.ts';

// The deployed entries (netlify/functions/*.mts) route each content path to its
// handler with no method restriction, so a wrong method gets our 405 JSON.

useBlobsStore();

let call: Awaited<ReturnType<typeof loadEntries>>;

beforeAll(async () => {
  call = await loadEntries();
});

const paths = ['/api/projects', '/api/projects-enhanced', '/api/clients', '/api/taxonomy?type=sectors', '/api/settings'];

test.each(paths)('GET %s through its Netlify entry answers public JSON', async (pathname) => {
  const response = await call(new Request(`${BASE}${pathname}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('netlify-cdn-cache-control')).toContain('s-maxage');
});

test.each(paths)('PATCH %s through its Netlify entry is a JSON 405', async (pathname) => {
  const response = await call(new Request(`${BASE}${pathname}`, { method: 'PATCH' }));
  expect(response.status).toBe(405);
  expect(await response.json()).toEqual({ error: 'Method PATCH is not allowed', code: 'method_not_allowed', params: { method: 'PATCH' } });
});
