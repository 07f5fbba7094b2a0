import { afterAll, beforeAll, expect, test } from 'vitest';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';

// Attack: an id that names another Blobs key. Content items and their versions
// are stored under keys built from their ids (ADR 0030, 0031); an id such as
// "../../../auth/users/admin" must never reach another document, to read it,
// overwrite it or restore it, even with a valid admin token.

let api: InProcessApi;

beforeAll(async () => {
  api = await startInProcessApi();
});

afterAll(async () => {
  await api.stop();
});

const request = (pathname: string, method = 'GET', body?: unknown) =>
  new Request(`http://localhost${pathname}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const hostileIds = ['../../../auth/users/admin', '..%2F..%2Fsettings', 'a/b', '../settings', 'x'.repeat(65)];

test('an id naming another key is not found, read, written or deleted by any content endpoint', async () => {
  const before = await (await api.call(request('/api/settings'))).text();
  for (const id of hostileIds) {
    const query = `id=${encodeURIComponent(id)}`;
    for (const endpoint of ['/api/clients', '/api/projects', '/api/projects-enhanced', '/api/taxonomy?type=sectors']) {
      const join = endpoint.includes('?') ? '&' : '?';
      const read = await api.call(request(`${endpoint}${join}${query}`));
      expect([400, 404], `GET ${endpoint} ${id}`).toContain(read.status);
      const write = await api.call(request(endpoint, 'PUT', { id, name: 'Pwned', title: 'Pwned', carousel_speed: 1 }));
      expect([400, 404], `PUT ${endpoint} ${id}`).toContain(write.status);
      const remove = await api.call(request(`${endpoint}${join}${query}`, 'DELETE'));
      expect([400, 404], `DELETE ${endpoint} ${id}`).toContain(remove.status);
    }
    const versions = await api.call(request(`/api/admin/history?collection=clients&${query}`));
    expect(versions.status === 400 || (versions.status === 200 && ((await versions.json()) as unknown[]).length === 0)).toBe(true);
    const restore = await api.call(request('/api/admin/history', 'POST', { collection: 'clients', id }));
    expect([400, 404]).toContain(restore.status);
  }
  expect(await (await api.call(request('/api/settings'))).text()).toBe(before);
  expect((await api.call(request('/api/auth/verify', 'POST'))).status).toBe(200);
});
