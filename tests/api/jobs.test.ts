import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Job } from '#src/schemas/job.ts';
import { historyHandler } from '#functions/api/history.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aJob } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused } from '#tests/fixtures/expectations.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// /api/jobs: visitors see the published offers open today (Europe/Paris days,
// from date_posted to valid_through), one by id or slug; staff see and write
// every one, with a 409 for a stale version or a slug another offer holds.

useBlobsStore();

const jobs = api('jobs');
let token: string;
const publicTitles = async () => (await jobs.list<Job[]>()).body.map((item) => item.title);

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.useRealTimers();
});

test('staff add an offer; its slug comes from the title and visitors get it by id and by slug', async () => {
  const body = aJob({ title: `Commissioning engineer ${Date.now()}`, salary_min: 38_000, salary_max: 45_000 });
  const answer = await jobs.create<Job>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ ...body, fr: { title: '', location: '', description: '', requirements: '' } });
  expect(answer.body.slug).toMatch(/^commissioning-engineer-\d+$/);
  expect(await publicTitles()).toContain(body.title);
  expect((await jobs.get<Job>(answer.body.id)).body).toEqual(answer.body);
  const bySlug = await jobs.list<Job>(undefined, `slug=${answer.body.slug}`);
  expect(bySlug).toMatchObject({ status: 200, body: { id: answer.body.id } });
});

test('visitors never see a draft, a future or a closed offer; staff see them all', async () => {
  const draft = await created<Job>('jobs', aJob({ is_published: false }), token);
  const future = await created<Job>('jobs', aJob({ date_posted: '2098-01-01' }), token);
  const closed = await created<Job>('jobs', aJob({ valid_through: '2021-01-01' }), token);
  const shown = await publicTitles();
  for (const item of [draft, future, closed]) expect(shown).not.toContain(item.title);
  expect(await jobs.get(closed.id)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
  expect((await jobs.list(undefined, `slug=${closed.slug}`)).status).toBe(404);
  const staff = (await jobs.list<Job[]>(token)).body.map((item) => item.title);
  for (const item of [draft, future, closed]) expect(staff).toContain(item.title);
});

test('an offer leaves the public list at the end of its last day in Paris, and the CDN keeps the list no longer', async () => {
  const ending = await created<Job>('jobs', aJob({ date_posted: '2031-01-01', valid_through: '2031-06-30' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 30 June 2031, 23:30 in Paris (summer time, UTC+2).
  vi.setSystemTime(Date.parse('2031-06-30T21:30:00Z'));
  const listed = await jobs.list<Job[]>();
  expect(listed.body.map((item) => item.title)).toContain(ending.title);
  expect(listed.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=1800\b/);
  vi.setSystemTime(Date.parse('2031-06-30T22:00:00Z'));
  expect(await publicTitles()).not.toContain(ending.title);
});

test.each([
  [{ title: '' }, 'title', 'Title is required'],
  [{ contract_type: 'freelance' }, 'contract_type', 'Contract type must be one of: CDI, CDD, alternance, stage'],
  [{ valid_through: '31/12/2030' }, 'valid_through', 'Dates are YYYY-MM-DD'],
  [{ date_posted: '2030-02-30' }, 'date_posted', undefined],
  [{ salary_min: 50_000, salary_max: 40_000 }, 'salary_max', undefined],
  [{ date_posted: '2030-06-10', valid_through: '2030-06-01' }, 'valid_through', 'Valid through must not be before date posted'],
  [{ salary_min: 1.5 }, 'salary_min', undefined],
  [{ salary_max: -1 }, 'salary_max', undefined],
])('an offer with %j is refused', async (override, path, message) => {
  const answer = await jobs.create({ ...aJob(), ...override }, token);
  if (message) expectIssue(answer, path, message);
  else expect(answer.status).toBe(400);
});

test('a slug another offer holds is refused with 409', async () => {
  const first = await created<Job>('jobs', aJob(), token);
  const second = await jobs.create<{ error: string }>(aJob({ slug: first.slug }), token);
  expect(second.status).toBe(409);
  const other = await created<Job>('jobs', aJob(), token);
  expect((await jobs.update({ id: other.id, slug: first.slug }, token)).status).toBe(409);
});

test('anonymous visitors cannot write; editors write as for clients', async () => {
  const item = await created<Job>('jobs', aJob(), token);
  expectRefused(await jobs.create(aJob()), 401);
  expectRefused(await jobs.update({ id: item.id, title: 'Changed' }), 401);
  expectRefused(await jobs.remove(item.id), 401);
  const editor = await staffMember(token, 'editor');
  const changed = await jobs.update<Job>({ id: item.id, location: 'Fos-sur-Mer' }, editor.token);
  expect(changed).toMatchObject({ status: 200, body: { location: 'Fos-sur-Mer' } });
  expect((await jobs.remove(item.id, editor.token)).status).toBe(200);
  expect(await publicTitles()).not.toContain(item.title);
});

test('a save based on a version someone else replaced is refused with 409 and changes nothing', async () => {
  const item = await created<Job>('jobs', aJob(), token);
  expect((await jobs.updateFrom(item.updated_at, { id: item.id, location: 'Lyon' }, token)).status).toBe(200);
  const stale = await jobs.updateFrom<{ code: string }>(item.updated_at, { id: item.id, location: 'Paris' }, token);
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('edit_conflict');
  expect((await jobs.get<Job>(item.id, token)).body.location).toBe('Lyon');
});

test('a deleted offer is in Recently deleted and comes back as it was', async () => {
  const item = await created<Job>('jobs', aJob(), token);
  await jobs.remove(item.id, token);
  const deleted = await send<{ item_id: string }[]>(historyHandler, getRequest('/api/admin/history?deleted', token));
  expect(deleted.body.map((entry) => entry.item_id)).toContain(item.id);
  const restored = await send(historyHandler, jsonRequest('/api/admin/history', 'POST', { collection: 'jobs', id: item.id }, token));
  expect(restored.status).toBe(200);
  expect((await jobs.get<Job>(item.id)).body).toMatchObject({ title: item.title, slug: item.slug });
});

test('an offer with a long title and no slug gets one cut to fit, and every read still works', async () => {
  const title = `${'Automation and control systems engineer '.repeat(4)}${String(Date.now())}`.slice(0, 160);
  const answer = await jobs.create<Job>(aJob({ title, slug: '' }), token);
  expect(answer.status).toBe(201);
  expect(answer.body.slug.length).toBeLessThanOrEqual(100);
  expect(answer.body.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect((await jobs.list(token)).status).toBe(200);
  expect((await jobs.list()).status).toBe(200);
});

test('an offer restored after another took its 100-character slug comes back at a free one of 100 characters', async () => {
  const slug = `${'r'.repeat(90)}-${String(Date.now()).slice(-9)}`;
  const first = await created<Job>('jobs', aJob({ slug }), token);
  await jobs.remove(first.id, token);
  await created<Job>('jobs', aJob({ slug }), token);
  const restored = await send(historyHandler, jsonRequest('/api/admin/history', 'POST', { collection: 'jobs', id: first.id }, token));
  expect(restored.status).toBe(200);
  const back = (await jobs.get<Job>(first.id, token)).body;
  expect(back.slug).toBe(`${slug.slice(0, 98)}-2`);
  expect((await jobs.list(token)).status).toBe(200);
});
