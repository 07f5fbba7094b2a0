import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { collections, storeItems } from '#functions/content/collections.ts';
import { clientSchema, type Client } from '#src/schemas/client.ts';
import { adminToken, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused } from '#tests/fixtures/expectations.ts';
import { pngLogo } from '#tests/fixtures/logo-files.ts';
import { upload } from '#tests/fixtures/uploads.ts';

useBlobsStore();

const clients = api('clients');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

test('admin adds a client with an uploaded logo path', async () => {
  const { logo_url } = (await upload(pngLogo.buffer, { token })).body;
  const body = aClient({ name: 'Raffinerie du Midi', logo_url: logo_url! });
  const answer = await clients.create<Client>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject(body);
  expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect((await clients.get<Client>(answer.body.id)).body).toEqual(answer.body);
});

test('a client accepts an external https logo and no website', async () => {
  const answer = await clients.create<Client>({ name: 'Chimie du Sud', logo_url: 'https://cdn.example.test/logo.svg' }, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ website: '', display_order: 0, is_active: true });
});

test.each([
  [{ name: '' }, 'name', 'Name is required'],
  [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
  [{ logo_url: '' }, 'logo_url', 'Logo URL is required'],
  [{ logo_url: undefined }, 'logo_url', 'Logo URL is required'],
  [{ logo_url: 'logo.png' }, 'logo_url', 'Logo URL must be a URL'],
  [{ logo_url: 'data:image/png;base64,AAAA' }, 'logo_url', 'Logo URL must be a URL'],
  [{ logo_url: '/api/uploads/../secret' }, 'logo_url', 'Logo URL must be a URL'],
  [{ logo_url: '/uploads/../secret' }, 'logo_url', 'Logo URL must be a URL'],
  [{ logo_url: `https://example.test/${'x'.repeat(2048)}` }, 'logo_url', 'Logo URL is too long'],
  [{ website: 'ftp://example.test' }, 'website', 'Website must be a URL'],
  [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a URL'],
  [{ website: '/uploads/3f2c9a1e-8d4b-4c1a-9f7e-2b6d5a4c3e21.png' }, 'website', 'Website must be a URL'],
  [{ website: `/media/${'a'.repeat(32)}.jpg` }, 'website', 'Website must be a URL'],
  [{ website: `https://caronte.example/media/${'a'.repeat(32)}.jpg` }, 'website', 'Website must be a URL'],
  [{ website: `https://caronte.example/media/${'a'.repeat(32)}.jpg?v=2#top` }, 'website', 'Website must be a URL'],
  [{ display_order: -5 }, 'display_order', 'Display order must be 0 or more'],
  [{ is_active: 'perhaps' }, 'is_active', 'Active must be true or false'],
])('a client with %j is refused: %s %s', async (override, path, message) => {
  expectIssue(await clients.create({ ...aClient(), ...override }, token), path, message);
});

test('a client may have a French name: kept, changed on its own, checked, and none by default', async () => {
  const plain = await created<Client>('clients', aClient({ name: 'Lavéra Terminals' }), token);
  expect(plain.fr).toEqual({ name: '' });
  const renamed = await clients.update<Client>({ id: plain.id, fr: { name: 'Terminaux de Lavéra' } }, token);
  expect(renamed.body).toMatchObject({ name: 'Lavéra Terminals', fr: { name: 'Terminaux de Lavéra' } });
  expect((await clients.list<Client[]>()).body.find((c) => c.id === plain.id)?.fr.name).toBe('Terminaux de Lavéra');
  expectIssue(
    await clients.update({ id: plain.id, fr: { name: 'x'.repeat(121) } }, token),
    'fr.name',
    'French name must be at most 120 characters',
  );
  expect((await clients.get<Client>(plain.id)).body.fr.name).toBe('Terminaux de Lavéra');
});

test('the carousel toggle { id, is_active } hides a client from visitors only', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Toggle me' }), token);
  const hidden = await clients.update<Client>({ id: client.id, is_active: false }, token);
  expect(hidden.status).toBe(200);
  expect(hidden.body).toEqual({ ...client, is_active: false, updated_at: hidden.body.updated_at });
  expect((await clients.list<Client[]>()).body.map((c) => c.id)).not.toContain(client.id);
  expect(await clients.get(client.id)).toMatchObject({ status: 404, body: { error: 'Client not found' } });
  expect((await clients.list<Client[]>(token)).body.find((c) => c.id === client.id)?.is_active).toBe(false);
  await clients.update({ id: client.id, is_active: true }, token);
  expect((await clients.list<Client[]>()).body.map((c) => c.id)).toContain(client.id);
});

test('clients are listed by display order, then name', async () => {
  await created('clients', aClient({ name: 'beta order', display_order: 900 }), token);
  await created('clients', aClient({ name: 'Alpha order', display_order: 900 }), token);
  await created('clients', aClient({ name: 'Zeta order', display_order: 899 }), token);
  const names = (await clients.list<Client[]>()).body.map((c) => c.name).filter((name) => name.endsWith('order'));
  expect(names).toEqual(['Zeta order', 'Alpha order', 'beta order']);
});

test('an update with an invalid website is refused and changes nothing', async () => {
  const client = await created<Client>('clients', aClient(), token);
  expectIssue(await clients.update({ id: client.id, website: 'nope' }, token), 'website', 'Website must be a URL');
  expect((await clients.get<Client>(client.id, token)).body).toEqual(client);
});

test('a client stored with a photo as its website is still shown and switched; a save that sends the website asks for a web address', async () => {
  const stored = clientSchema.parse({
    ...aClient({ name: 'Ancien Site' }),
    id: randomUUID(),
    website: '/uploads/3f2c9a1e-8d4b-4c1a-9f7e-2b6d5a4c3e21.png',
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
  });
  await storeItems(collections.clients, [stored]);
  expect((await clients.list<Client[]>()).body.find((client) => client.id === stored.id)?.website).toBe(stored.website);
  // The list's switch sends only what it changes: the stored website stays as it is.
  const hidden = await clients.update<Client>({ id: stored.id, is_active: false }, token);
  expect(hidden.status).toBe(200);
  expect(hidden.body).toMatchObject({ is_active: false, website: stored.website, name: 'Ancien Site' });
  // The edit form sends every field, the website with them.
  const form = { ...hidden.body, name: 'Ancien Site SA' };
  expectIssue(await clients.update(form, token), 'website', 'Website must be a URL');
  // A refusal of a field the save sends is answered as ever, whatever the stored website.
  expectIssue(await clients.update({ id: stored.id, name: '' }, token), 'name', 'Name is required');
  const fixed = await clients.update<Client>({ ...form, website: 'https://ancien-site.example' }, token);
  expect(fixed.body).toMatchObject({ name: 'Ancien Site SA', website: 'https://ancien-site.example', is_active: false });
});

test('unknown client ids are 404 for get, update and delete', async () => {
  expect((await clients.get('missing', token)).status).toBe(404);
  expect((await clients.update({ id: 'missing', name: 'x' }, token)).status).toBe(404);
  expect(await clients.remove('missing', token)).toMatchObject({ status: 404, body: { error: 'Client not found' } });
});

test('admin deletes a client', async () => {
  const client = await created<Client>('clients', aClient(), token);
  expect(await clients.remove(client.id, token)).toMatchObject({ status: 200, body: { success: true } });
  expect((await clients.list<Client[]>(token)).body.map((c) => c.id)).not.toContain(client.id);
});

test('client writes need a token; wrong methods are 405', async () => {
  expectRefused(await clients.create(aClient()), 401);
  expectRefused(await clients.update({ id: 'x', is_active: false }), 401);
  expectRefused(await clients.remove('x'), 401);
  const patch = await send(clients.handler, jsonRequest('/api/clients', 'PATCH', {}, token));
  expect(patch.status).toBe(405);
});
