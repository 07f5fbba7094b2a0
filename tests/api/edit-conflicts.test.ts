import { beforeAll, describe, expect, test } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Client } from '#src/schemas/client.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Settings } from '#src/schemas/settings.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, aProject, aSector, aTechnology, anEnhancedProject, someSettings } from '#tests/fixtures/builders.ts';
import { api, created, send, type EndpointName } from '#tests/fixtures/content-api.ts';
import { settingsHandler } from '#functions/api/settings.ts';
import { staffHandler } from '#functions/api/admin-users.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { StaffUser } from '#src/schemas/staff.ts';
import { aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// A write based on a version of an item (If-Match, ADR 0045) is refused with
// 409 and the stored item once someone else saved it since; a write without a
// version keeps the spec's last-write-wins behaviour, noted in the audit log.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

interface Versioned {
  id: string;
  updated_at?: string;
}

const collections: [EndpointName, () => object, Record<string, unknown>, Record<string, unknown>][] = [
  ['projects', () => aProject(), { duration: '6 months' }, { location: 'Fos-sur-Mer' }],
  ['projectsEnhanced', () => anEnhancedProject(), { duration_display: '8 months' }, { location_city: 'Lavéra' }],
  ['clients', () => aClient(), { website: 'https://one.example.test' }, { name: 'Renamed client' }],
  ['categories', () => aCategory(), { display_order: 7 }, { name: 'Renamed category' }],
  ['sectors', () => aSector(), { fr: { name: 'Secteur renommé' } }, { name: 'Renamed sector' }],
  ['technologies', () => aTechnology(), { description: 'First' }, { name: 'Renamed technology' }],
];

describe.each(collections)('%s', (name, build, first, second) => {
  test('a save based on the version someone else replaced is refused with 409 and the stored item, and changes nothing', async () => {
    const endpoint = api(name);
    const opened = await created<Versioned>(name, build(), token);
    expect(opened.updated_at).toEqual(expect.any(String));

    const editor = await endpoint.updateFrom<Versioned>(opened.updated_at ?? '', { id: opened.id, ...first }, token);
    expect(editor.status).toBe(200);
    expect(editor.body.updated_at).not.toBe(opened.updated_at);

    const stale = await endpoint.updateFrom<{ code: string; current: Versioned }>(
      opened.updated_at ?? '',
      { id: opened.id, ...second },
      token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('edit_conflict');
    expect(stale.body.current).toMatchObject({ ...first, id: opened.id, updated_at: editor.body.updated_at });
    expect((await endpoint.get<Versioned>(opened.id, token)).body).toMatchObject(editor.body);

    // Merged and sent again from the version the 409 gave: both changes are kept.
    const merged = await endpoint.updateFrom<Versioned>(stale.body.current.updated_at ?? '', { id: opened.id, ...second }, token);
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ ...first, ...second });
  });
});

test('two saves from the same version: exactly one lands, whatever the timing', async () => {
  const projects = api('projectsEnhanced');
  const opened = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  const answers = await Promise.all(
    ['Marseille', 'Toulon', 'Nice', 'Arles'].map((city) =>
      projects.updateFrom(opened.updated_at, { id: opened.id, location_city: city }, token),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
});

test('a save without a version keeps last-write-wins, and the audit log says so', async () => {
  const clients = api('clients');
  const opened = await created<Client>('clients', aClient({ name: 'Unversioned Writer Ltd' }), token);
  await clients.updateFrom(opened.updated_at, { id: opened.id, website: 'https://a.example.test' }, token);
  const blind = await clients.update<Client>({ id: opened.id, name: 'Unversioned Writer SA' }, token);
  expect(blind.status).toBe(200);
  expect(blind.body).toMatchObject({ name: 'Unversioned Writer SA', website: 'https://a.example.test' });

  const log = await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?item=${opened.id}`, token));
  const [latest, versioned] = log.body.entries;
  expect(latest).toMatchObject({ action: 'update', last_write_wins: true });
  expect(versioned?.last_write_wins).toBeUndefined();
});

test('the settings refuse a save based on a replaced version, the first save included', async () => {
  const save = (body: Settings, version?: string) =>
    send<Settings & { code?: string }>(
      settingsHandler,
      jsonRequest('/api/settings', 'POST', body, token, version ? { 'If-Match': `"${version}"` } : {}),
    );
  const before = (await send<Settings>(settingsHandler, getRequest('/api/settings', token))).body;
  const version = before.updated_at ?? 'initial';
  const first = await save(someSettings({ carousel_speed: 45 }), version);
  expect(first.status).toBe(200);
  const stale = await save(someSettings({ carousel_speed: 60 }), version);
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('edit_conflict');
  expect((await send<Settings>(settingsHandler, getRequest('/api/settings', token))).body.carousel_speed).toBe(45);
});

test.each(['not quoted', '"unterminated', 'W/'])('If-Match %j is refused with 400 and changes nothing', async (header) => {
  const opened = await created<Client>('clients', aClient(), token);
  const answer = await send<{ code: string }>(
    api('clients').handler,
    jsonRequest('/api/clients', 'PUT', { id: opened.id, name: 'Never saved' }, token, { 'If-Match': header }),
  );
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe('bad_if_match');
  expect((await api('clients').get<Client>(opened.id, token)).body.name).toBe(opened.name);
});

test('a role change based on an account changed since is refused, and the answer shows no password hash', async () => {
  const { username } = await staffMember(token, 'editor', 'conflicted');
  const change = (body: Record<string, unknown>, version: string) =>
    send<StaffUser & { code?: string; current?: Record<string, unknown> }>(
      staffHandler,
      jsonRequest('/api/admin/users', 'PUT', { username, ...body }, token, { 'If-Match': `"${version}"` }),
    );
  const first = await change({ permissions: ['enquiries'] }, 'initial');
  expect(first.status).toBe(200);
  const stale = await change({ role: 'admin' }, 'initial');
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ username, role: 'editor', permissions: ['enquiries'], updated_at: first.body.updated_at });
  expect(JSON.stringify(stale.body)).not.toContain('scrypt');
  expect((await change({ role: 'admin' }, first.body.updated_at ?? '')).body.role).toBe('admin');
});

test('an enquiry marked handled by someone else meanwhile refuses a change based on what was shown', async () => {
  const enquiry = aStoredEnquiry();
  await plantEnquiries(enquiry);
  const mark = (status: string, version: string) =>
    send<Enquiry & { code?: string }>(
      enquiriesHandler,
      jsonRequest('/api/enquiries', 'PUT', { id: enquiry.id, status }, token, { 'If-Match': `"${version}"` }),
    );
  const first = await mark('handled', 'initial');
  expect(first.status).toBe(200);
  const stale = await mark('new', 'initial');
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('edit_conflict');
  expect((await mark('new', first.body.updated_at ?? '')).body.status).toBe('new');
});
