import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Credential } from '#src/schemas/credential.ts';
import type { MediaItem } from '#src/schemas/media.ts';
import type { AdminSummary } from '#src/schemas/summary.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { adminSummaryHandler } from '#functions/api/admin-summary.ts';
import { adminToken, deleteRequest, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused } from '#tests/fixtures/expectations.ts';
import { mediaRequest, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// /api/credentials: visitors see the published credentials valid today, as the
// company's calendar counts days (Europe/Paris), and the CDN keeps that answer
// no longer than the next day one starts or ends; staff see every one.

useBlobsStore();

const credentials = api('credentials');
let token: string;
const publicNames = async () => (await credentials.list<Credential[]>()).body.map((item) => item.name);

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.useRealTimers();
});

test('staff add a credential; visitors get it with its defaults', async () => {
  const body = aCredential({ fr: { name: 'Certification MASE' } });
  const answer = await credentials.create<Credential>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    ...body,
    logo_url: '',
    document_id: null,
    display_order: 0,
    is_published: true,
    fr: { name: 'Certification MASE', scope: '' },
  });
  expect(await publicNames()).toContain(body.name);
  expect((await credentials.get<Credential>(answer.body.id)).body).toEqual(answer.body);
});

test('visitors never see an unpublished, a future or an expired credential; staff see them all', async () => {
  const hidden = await created<Credential>('credentials', aCredential({ is_published: false }), token);
  const future = await created<Credential>('credentials', aCredential({ valid_from: '2098-01-01' }), token);
  const past = await created<Credential>('credentials', aCredential({ valid_until: '2021-01-01' }), token);
  const shown = await publicNames();
  for (const item of [hidden, future, past]) expect(shown).not.toContain(item.name);
  expect(await credentials.get(past.id)).toMatchObject({ status: 404, body: { error: 'Credential not found' } });
  const staff = (await credentials.list<Credential[]>(token)).body.map((item) => item.name);
  for (const item of [hidden, future, past]) expect(staff).toContain(item.name);
});

test('a credential leaves the public list at the end of its last day in Paris, and the CDN keeps the list no longer', async () => {
  // Stored now (a session is valid now), read at dates to come.
  const ending = await created<Credential>('credentials', aCredential({ valid_from: '2031-01-01', valid_until: '2031-06-30' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 30 June 2031, 23:30 in Paris (summer time, UTC+2).
  vi.setSystemTime(Date.parse('2031-06-30T21:30:00Z'));
  const listed = await credentials.list<Credential[]>();
  expect(listed.body.map((item) => item.name)).toContain(ending.name);
  // Midnight in Paris is 22:00 UTC: 30 minutes from now.
  expect(listed.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=1800\b/);
  vi.setSystemTime(Date.parse('2031-06-30T22:00:00Z'));
  expect(await publicNames()).not.toContain(ending.name);
});

test('a credential starts showing on its first day in Paris', async () => {
  const starting = await created<Credential>('credentials', aCredential({ valid_from: '2032-01-15' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 14 January 2032, 23:59 in Paris (winter time, UTC+1).
  vi.setSystemTime(Date.parse('2032-01-14T22:59:00Z'));
  expect(await publicNames()).not.toContain(starting.name);
  vi.setSystemTime(Date.parse('2032-01-14T23:00:00Z'));
  expect(await publicNames()).toContain(starting.name);
});

test.each([
  [{ kind: 'diploma' }, 'kind', 'Kind must be one of: certification, clearance, partnership'],
  [{ name: '' }, 'name', 'Name is required'],
  [{ issuer: '' }, 'issuer', 'Issuer is required'],
  [{ valid_until: '31/12/2030' }, 'valid_until', 'Dates are YYYY-MM-DD'],
  [{ valid_from: '2030-13-01' }, 'valid_from', 'Dates are YYYY-MM-DD'],
  [{ valid_until: '2027-02-29' }, 'valid_until', 'Valid until is not valid'],
  [{ valid_from: '2026-04-31' }, 'valid_from', 'Valid from is not valid'],
  [{ valid_from: '2027-01-01', valid_until: '2026-12-31' }, 'valid_until', 'Valid until must not be before valid from'],
  [{ logo_url: 'javascript:alert(1)' }, 'logo_url', undefined],
  [{ logo_url: 'https://evil.example/logo.png' }, 'logo_url', undefined],
  [{ name: 'MASE\u202Eevil' }, 'name', 'Name must be on one line, without control characters'],
  [{ issuer: 'AFNOR\r\nBcc: x@example.test' }, 'issuer', 'Issuer must be on one line, without control characters'],
  [{ display_order: -1 }, 'display_order', 'Display order must be 0 or more'],
])('a credential with %j is refused', async (override, path, message) => {
  const answer = await credentials.create({ ...aCredential(), ...override }, token);
  if (message) expectIssue(answer, path, message);
  else expect(answer.status).toBe(400);
});

test('a logo must be a photo the media library holds', async () => {
  const answer = await credentials.create<{ error: string }>(
    aCredential({ logo_url: '/media/0123456789abcdef0123456789abcdef.png' }),
    token,
  );
  expect(answer.status).toBe(400);
});

test('hostile text is stored as text and answered as JSON', async () => {
  const hostile = '<script>alert("x")</script> & "quotes"';
  const item = await created<Credential>('credentials', aCredential({ scope: hostile, number: '<img src=x onerror=alert(1)>' }), token);
  const answer = await credentials.get<Credential>(item.id);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body.scope).toBe(hostile);
});

test('anonymous visitors cannot write; editors write as for clients', async () => {
  const item = await created<Credential>('credentials', aCredential(), token);
  expectRefused(await credentials.create(aCredential()), 401);
  expectRefused(await credentials.update({ id: item.id, name: 'Changed' }), 401);
  expectRefused(await credentials.remove(item.id), 401);
  const editor = await staffMember(token, 'editor');
  const changed = await credentials.update<Credential>({ id: item.id, number: 'NEW-42' }, editor.token);
  expect(changed).toMatchObject({ status: 200, body: { number: 'NEW-42' } });
  expect((await credentials.remove(item.id, editor.token)).status).toBe(200);
  expect(await publicNames()).not.toContain(item.name);
});

test('a save based on a version someone else replaced is refused with 409 and changes nothing', async () => {
  const item = await created<Credential>('credentials', aCredential(), token);
  const first = await credentials.updateFrom<Credential>(item.updated_at, { id: item.id, number: 'FIRST' }, token);
  expect(first.status).toBe(200);
  const stale = await credentials.updateFrom<{ code: string }>(item.updated_at, { id: item.id, number: 'SECOND' }, token);
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('edit_conflict');
  expect((await credentials.get<Credential>(item.id, token)).body.number).toBe('FIRST');
});

test('a logo from the library is a use of the photo: it cannot be deleted while a credential shows it', async () => {
  const photo = await storedMedia(await aJpegPhoto(200, 120, 23), { token, fields: { alt_en: 'MASE logo' } });
  const item = await created<Credential>('credentials', aCredential({ logo_url: photo.url }), token);
  const used = (await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem;
  expect(used.used_in).toEqual([{ collection: 'credentials', id: item.id, label: item.name, field: 'logo_url' }]);
  const remove = () => send<{ error: string }>(adminMediaHandler, deleteRequest(`/api/admin/media?id=${photo.id}`, token));
  expect((await remove()).status).toBe(409);
  await credentials.update({ id: item.id, logo_url: '' }, token);
  expect((await remove()).status).toBe(200);
});

test('the dashboard counts the credentials that end within 60 days and those past their end', async () => {
  const count = async () => (await send<AdminSummary>(adminSummaryHandler, getRequest('/api/admin/summary', token))).body.credentials;
  const before = await count();
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await created('credentials', aCredential({ valid_until: inDays(30) }), token);
  await created('credentials', aCredential({ valid_until: inDays(200) }), token);
  await created('credentials', aCredential({ valid_until: '2022-05-01' }), token);
  expect(await count()).toEqual({ total: before.total + 3, expiring: before.expiring + 1, expired: before.expired + 1 });
});
