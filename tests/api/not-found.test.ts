import { afterEach, expect, test, vi } from 'vitest';
import { notFoundHandler } from '#functions/api/not-found.ts';
import { BASE, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

useBlobsStore();

afterEach(() => {
  vi.restoreAllMocks();
});

const loggedLines = () => {
  const lines: unknown[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(JSON.parse(String(line)));
  });
  return lines;
};

test('a reported missing path is logged as one JSON line and answered 204', async () => {
  const lines = loggedLines();
  const response = await notFoundHandler(jsonRequest('/api/not-found', 'POST', { path: '/no-such-page', referrer: '/services' }));
  expect(response.status).toBe(204);
  expect(await response.text()).toBe('');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(lines).toEqual([
    {
      level: 'info',
      event: 'page_not_found',
      path: '/no-such-page',
      referrer: '/services',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    },
  ]);
});

test('a path with line breaks or quotes stays on one escaped log line', async () => {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => printed.push(String(line)));
  const path = '/a"b\n{"level":"error"}';
  const response = await notFoundHandler(jsonRequest('/api/not-found', 'POST', { path }));
  expect(response.status).toBe(204);
  expect(printed).toHaveLength(1);
  expect(printed[0]).not.toContain('\n');
  expect(JSON.parse(printed[0] ?? '')).toMatchObject({ path, event: 'page_not_found' });
});

test('attack: a query, a fragment or a whole referring address posted to the log keeps only the path and the origin', async () => {
  const lines = loggedLines();
  const reports = [
    { path: '/x?email=jane@example.org', referrer: 'Jane Doe <jane@example.org>' },
    { path: '/y#jane@example.org', referrer: 'https://mail.example.com/inbox?from=jane@example.org#message' },
    { path: '/z', referrer: '/contact?name=Jane%20Doe#form' },
  ];
  for (const body of reports) expect((await notFoundHandler(jsonRequest('/api/not-found', 'POST', body))).status).toBe(204);
  expect(lines.map((line) => ({ ...(line as Record<string, unknown>), at: undefined }))).toEqual([
    { level: 'info', event: 'page_not_found', path: '/x', at: undefined },
    { level: 'info', event: 'page_not_found', path: '/y', referrer: 'https://mail.example.com', at: undefined },
    { level: 'info', event: 'page_not_found', path: '/z', referrer: '/contact', at: undefined },
  ]);
  expect(JSON.stringify(lines)).not.toContain('jane');
});

test('a report that is not a path is refused with 400 and nothing is logged', async () => {
  const lines = loggedLines();
  for (const body of [{}, { path: 'no-slash' }, { path: `/${'x'.repeat(2048)}` }, { path: 42 }]) {
    const response = await notFoundHandler(jsonRequest('/api/not-found', 'POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
  }
  expect(lines).toEqual([]);
});

test('only POST with a small JSON body is accepted', async () => {
  expect((await notFoundHandler(new Request(`${BASE}/api/not-found`))).status).toBe(405);
  const text = new Request(`${BASE}/api/not-found`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '/x' });
  expect((await notFoundHandler(text)).status).toBe(415);
  const huge = jsonRequest('/api/not-found', 'POST', { path: '/x', referrer: 'y'.repeat(5000) });
  expect((await notFoundHandler(huge)).status).toBe(413);
});
