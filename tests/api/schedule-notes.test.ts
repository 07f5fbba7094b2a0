import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { SCHEDULE_USER, type AuditEntry, type AuditPage } from '#src/schemas/audit.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import noteSchedules from '#netlify/functions/note-schedules.mts';
import { auditHandler } from '#functions/api/audit.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { startPurgeStub, type PurgeStub } from '#tests/fixtures/purge-stub.ts';

// Scheduled publishing is applied when the site reads (ADR 0034); the
// schedule every 5 minutes notes each publish or unpublish date that passed,
// once, in the audit log, and purges the CDN entries that show the project
// (ADR 0050). The clock is the test's own (only Date is faked), moved forward
// from test to test, since the schedule remembers up to when it looked.

useBlobsStore();
const projects = api('projectsEnhanced');
const MINUTE = 60_000;
let token: string;
let purges: PurgeStub;
/** Each test starts an hour after the last one's clock: the schedule's memory never runs ahead of a test. */
let clock = Date.now();

beforeAll(async () => {
  token = await adminToken();
  purges = await startPurgeStub();
  Object.assign(process.env, { NETLIFY_PURGE_API_TOKEN: 'purge-token-for-tests', NETLIFY_PURGE_API_URL: purges.url, SITE_ID: 'site' });
});
afterAll(async () => {
  delete process.env.NETLIFY_PURGE_API_TOKEN;
  delete process.env.NETLIFY_PURGE_API_URL;
  delete process.env.SITE_ID;
  await purges.stop();
});
beforeEach(() => {
  clock += 60 * MINUTE;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  purges.received.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = (offset: number) => new Date(clock + offset).toISOString();
const moveTo = (offset: number) => vi.setSystemTime(clock + offset);

/** The audit entries about one item, over the days the tests' clocks can reach. */
async function entriesAbout(id: string): Promise<AuditEntry[]> {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const range = `from=${day(Date.now() - 24 * 60 * MINUTE)}&to=${day(Date.now() + 24 * 60 * MINUTE)}`;
  const answer = await auditHandler(getRequest(`/api/admin/audit?item=${id}&${range}`, token));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as AuditPage).entries;
}
const scheduleEntries = async (id: string) => (await entriesAbout(id)).filter((entry) => entry.user === SCHEDULE_USER);

const scheduled = (title: string, dates: Partial<Pick<ProjectEnhanced, 'publish_at' | 'unpublish_at' | 'is_published'>>) =>
  created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title, ...dates }), token);

test('a go-live noted once, by the system, with its title and date, and the pages that show it purged', async () => {
  const project = await scheduled('Boiler house retrofit', { publish_at: at(2 * MINUTE) });
  await noteSchedules();
  expect(await scheduleEntries(project.id)).toEqual([]);

  moveTo(5 * MINUTE);
  await noteSchedules();
  const entries = await scheduleEntries(project.id);
  expect(entries).toEqual([
    expect.objectContaining({
      user: SCHEDULE_USER,
      action: 'published_on_schedule',
      outcome: 'success',
      collection: 'projects-enhanced',
      item_id: project.id,
      item_label: 'Boiler house retrofit',
      scheduled_for: at(2 * MINUTE),
      at: at(5 * MINUTE),
    }),
  ]);
  const purged = purges.received.flatMap((purge) => purge.body.cache_tags ?? []);
  expect(purged).toEqual(expect.arrayContaining(['projects-enhanced', `project-enhanced-${project.id}`]));

  // The next runs find nothing new, and purge nothing.
  purges.received.length = 0;
  moveTo(10 * MINUTE);
  await noteSchedules();
  moveTo(15 * MINUTE);
  await noteSchedules();
  expect(await scheduleEntries(project.id)).toHaveLength(1);
  expect(purges.received).toEqual([]);
});

test('runs that overlap note a passed go-live once', async () => {
  await noteSchedules();
  const project = await scheduled('Overlapping runs', { publish_at: at(MINUTE) });
  moveTo(3 * MINUTE);
  await Promise.all([noteSchedules(), noteSchedules(), noteSchedules(), noteSchedules()]);
  moveTo(4 * MINUTE);
  await Promise.all([noteSchedules(), noteSchedules()]);
  expect((await scheduleEntries(project.id)).map((entry) => entry.action)).toEqual(['published_on_schedule']);
});

test('an expiry is noted, and a go-live then an expiry of one project are two entries', async () => {
  await noteSchedules();
  const expiring = await scheduled('Expiring showcase', { unpublish_at: at(2 * MINUTE) });
  const both = await scheduled('Seasonal showcase', { publish_at: at(MINUTE), unpublish_at: at(7 * MINUTE) });
  moveTo(3 * MINUTE);
  await noteSchedules();
  moveTo(8 * MINUTE);
  await noteSchedules();
  expect(await scheduleEntries(expiring.id)).toEqual([
    expect.objectContaining({ action: 'expired_on_schedule', item_label: 'Expiring showcase', scheduled_for: at(2 * MINUTE) }),
  ]);
  // Newest first.
  expect((await scheduleEntries(both.id)).map((entry) => [entry.action, entry.scheduled_for])).toEqual([
    ['expired_on_schedule', at(7 * MINUTE)],
    ['published_on_schedule', at(MINUTE)],
  ]);
});

test('changes people make are not noted: publishing now, a date set in the past, a draft whose date passes', async () => {
  await noteSchedules();
  const publishedNow = await scheduled('Published by hand', { is_published: true });
  const draft = await scheduled('Draft with a date', { is_published: false, publish_at: at(MINUTE) });
  const moved = await scheduled('Date moved back', { publish_at: at(30 * MINUTE) });
  await noteSchedules();
  // A person moves the date to a minute ago: the project shows from their save, which the log has already.
  moveTo(2 * MINUTE);
  const answer = await projects.updateFrom(moved.updated_at, { id: moved.id, publish_at: at(MINUTE) }, token);
  expect(answer.status).toBe(200);
  moveTo(5 * MINUTE);
  await noteSchedules();
  for (const project of [publishedNow, draft, moved]) expect(await scheduleEntries(project.id)).toEqual([]);
  // The person's edit is in the log as theirs.
  expect((await entriesAbout(moved.id)).map((entry) => entry.action)).toContain('update');
});

test('a project edited after it went live and before the run is still noted', async () => {
  await noteSchedules();
  const project = await scheduled('Edited after going live', { publish_at: at(2 * MINUTE) });
  moveTo(MINUTE);
  await noteSchedules();
  moveTo(3 * MINUTE);
  const answer = await projects.updateFrom(project.updated_at, { id: project.id, title: 'Renamed after going live' }, token);
  expect(answer.status).toBe(200);
  moveTo(5 * MINUTE);
  await noteSchedules();
  expect(await scheduleEntries(project.id)).toEqual([
    expect.objectContaining({ action: 'published_on_schedule', item_label: 'Renamed after going live', scheduled_for: at(2 * MINUTE) }),
  ]);
});

test('a date sent with an offset is kept in UTC, and a go-live saved again in UTC meanwhile is still noted', async () => {
  await noteSchedules();
  // The go-live two minutes ahead, written as Paris winter time (+01:00) by an API client.
  const utc = at(2 * MINUTE);
  const withOffset = new Date(Date.parse(utc) + 60 * MINUTE).toISOString().replace('Z', '+01:00');
  const project = await scheduled('Dated with an offset', { publish_at: withOffset });
  expect(project.publish_at).toBe(utc);
  moveTo(MINUTE);
  await noteSchedules();
  moveTo(3 * MINUTE);
  const answer = await projects.updateFrom(project.updated_at, { id: project.id, publish_at: utc, title: 'Saved by the form' }, token);
  expect(answer.status).toBe(200);
  moveTo(6 * MINUTE);
  await noteSchedules();
  expect(await scheduleEntries(project.id)).toEqual([expect.objectContaining({ action: 'published_on_schedule', scheduled_for: utc })]);
});
