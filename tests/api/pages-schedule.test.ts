import { beforeAll, expect, test } from 'vitest';
import type { Revision } from '#src/schemas/history.ts';
import type { PageDetail, PagePublished, PageRow } from '#src/schemas/pages.ts';
import { staffHandler } from '#functions/api/admin-users.ts';
import { historyHandler } from '#functions/api/history.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { pagesScheduleHandler } from '#functions/api/pages-schedule.ts';
import { pagesHandler } from '#functions/api/pages.ts';
import { readAudit } from '#functions/audit/audit.ts';
import { publishDuePages } from '#functions/pages/schedule.ts';
import { adminToken, deleteRequest, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// Scheduled publishing of pages: staff set a date, the schedule publishes the
// draft as it stands then through the publish path (history, audit), once;
// the legal pages' schedule is an administrator's, and bad dates are refused.

useBlobsStore();

let admin: string;
let editor: string;
let editorName: string;
beforeAll(async () => {
  admin = await adminToken();
  ({ token: editor, username: editorName } = await staffMember(admin, 'editor', 'pages'));
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const read = async (id: string) =>
  (await send<PageDetail>(pagesHandler, getRequest(`/api/pages?id=${encodeURIComponent(id)}`, admin))).body;
const save = (id: string, body: unknown, token = admin) =>
  send<PageDetail & ErrorBody>(pagesHandler, jsonRequest(`/api/pages?id=${encodeURIComponent(id)}`, 'PUT', body, token));
const schedule = (id: string, publishAt: unknown, token = admin, headers: Record<string, string> = {}) =>
  send<PageDetail & ErrorBody>(
    pagesScheduleHandler,
    jsonRequest(`/api/pages/schedule?id=${encodeURIComponent(id)}`, 'PUT', { publish_at: publishAt }, token, headers),
  );
const publish = (id: string) =>
  send<PagePublished & ErrorBody>(
    pagesPublishHandler,
    new Request(`http://localhost/api/pages/publish?id=${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    }),
  );

/** Saves the page's draft with its English lead (or another field) changed. */
async function saveLead(id: string, lead: string, token = admin, field = 'lead'): Promise<void> {
  const page = await read(id);
  const answer = await save(id, { ...page.draft, en: { ...page.draft.en, [field]: lead } }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

test('a scheduled draft is published when its date passes, as it stands then, once, with history and audit', async () => {
  const id = 'services/engineering';
  await saveLead(id, 'Lead scheduled');
  const before = await read(id);
  const at = inHours(1);
  const scheduled = await schedule(id, at, editor, { 'If-Match': `"${before.updated_at ?? 'initial'}"` });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  expect(scheduled.body).toMatchObject({ publish_at: at, scheduled_by: editorName, status: 'draft' });
  // Scheduling leaves the draft and its version alone: a form open on it saves as before.
  expect(scheduled.body.updated_at).toBe(before.updated_at);
  const rows = await send<PageRow[]>(pagesHandler, getRequest('/api/pages', admin));
  expect(rows.body.find((row) => row.id === id)).toMatchObject({ publish_at: at, scheduled_by: editorName });

  // Changes saved before the date go out with it.
  await saveLead(id, 'Lead edited after scheduling');
  expect(await publishDuePages(Date.now())).toEqual({ published: 0, refused: 0 });
  expect((await read(id)).published.en).not.toMatchObject({ lead: 'Lead edited after scheduling' });

  const due = Date.parse(at) + 60_000;
  expect(await publishDuePages(due)).toEqual({ published: 1, refused: 0 });
  const published = await read(id);
  expect(published.published.en).toMatchObject({ lead: 'Lead edited after scheduling' });
  expect(published).toMatchObject({ status: 'published', published_by: scheduled.body.scheduled_by });
  expect(published.publish_at).toBeUndefined();
  // A second run finds nothing due: never published twice.
  expect(await publishDuePages(due + 5 * 60_000)).toEqual({ published: 0, refused: 0 });

  const history = await send<Revision[]>(
    historyHandler,
    getRequest(`/api/admin/history?collection=pages&id=${encodeURIComponent(id)}`, admin),
  );
  expect(history.body.map((version) => version.action).slice(0, 3)).toEqual(['publish', 'update', 'update']);
  const noted = (await readAudit({})).filter((entry) => entry.action === 'published_on_schedule' && entry.item_label === id);
  expect(noted).toHaveLength(1);
  expect(noted[0]).toMatchObject({ user: 'system:schedule', outcome: 'success', item_id: 'services_engineering', scheduled_for: at });
});

test('the legal pages are scheduled by an administrator; an editor’s change to the draft ends the schedule', async () => {
  const id = 'privacy-policy';
  await saveLead(id, 'Scheduled by an administrator');
  const refused = await schedule(id, inHours(2), editor);
  expectRefused(refused, 403);
  expect(refused.body.code).toBe('legal_publish_admin_only');
  expect((await read(id)).publish_at).toBeUndefined();
  expectRefused(await send(pagesScheduleHandler, jsonRequest(`/api/pages/schedule?id=${id}`, 'PUT', { publish_at: inHours(2) })), 401);

  const at = inHours(2);
  expect((await schedule(id, at, admin)).status).toBe(200);
  // An editor may edit the draft, but their words never go live on an administrator's schedule.
  await saveLead(id, 'Changed by an editor', editor);
  const changed = await read(id);
  expect(changed.publish_at).toBeUndefined();
  expect(await publishDuePages(Date.parse(at) + 60_000)).toEqual({ published: 0, refused: 0 });
  expect((await read(id)).published.en).not.toMatchObject({ lead: 'Changed by an editor' });

  // An administrator's change keeps it; a publish now ends it.
  expect((await schedule(id, at, admin)).status).toBe(200);
  await saveLead(id, 'Changed by an administrator');
  expect((await read(id)).publish_at).toBe(at);
  expect((await publish(id)).status).toBe(200);
  expect((await read(id)).publish_at).toBeUndefined();
});

test('bad dates, past dates and incomplete drafts are refused with 400, storing nothing; null cancels', async () => {
  const id = 'sectors/energy';
  const before = await read(id);
  for (const [value, code] of [
    ['tomorrow', 'not_datetime'],
    ['2026-13-01T00:00:00Z', 'not_datetime'],
    [42, 'not_datetime'],
    // Past year 9999 in UTC: no stored date could be written for it.
    ['9999-12-31T23:30:00-01:00', 'not_datetime'],
    [new Date(Date.now() - HOUR).toISOString(), 'schedule_in_past'],
  ] as const) {
    const answer = await schedule(id, value);
    expect(answer.status, String(value)).toBe(400);
    expect(answer.body.code, String(value)).toBe(code);
    expect(answer.body.issues?.map((issue) => issue.path)).toContain('publish_at');
  }
  expectRefused(await schedule('sectors/rockets', inHours(1)), 404);
  expect(await read(id)).toEqual(before);

  await saveLead(id, '', admin, 'headline');
  const incomplete = await schedule(id, inHours(1));
  expect(incomplete.status).toBe(400);
  expect(incomplete.body.code).toBe('page_incomplete');
  expect((await read(id)).publish_at).toBeUndefined();

  await saveLead(id, 'Energy, scheduled', admin, 'headline');
  const at = inHours(1);
  expect((await schedule(id, at)).body.publish_at).toBe(at);
  const cancelled = await schedule(id, null);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.publish_at).toBeUndefined();
  expect(await publishDuePages(Date.parse(at) + 60_000)).toEqual({ published: 0, refused: 0 });
});

test('a draft that lost a required field by its date is not published: the schedule ends and the log says why', async () => {
  const id = 'about';
  const at = inHours(1);
  expect((await schedule(id, at)).status).toBe(200);
  const page = await read(id);
  if (page.type !== 'about') throw new Error('about is an about page');
  expect((await save(id, { ...page.draft, en: { ...page.draft.en, hero: { ...page.draft.en.hero, eyebrow: '' } } })).status).toBe(200);

  expect(await publishDuePages(Date.parse(at) + 60_000)).toEqual({ published: 0, refused: 1 });
  const after = await read(id);
  expect(after.publish_at).toBeUndefined();
  expect(after.published).toEqual(page.published);
  const noted = (await readAudit({})).find((entry) => entry.action === 'published_on_schedule' && entry.item_label === id);
  expect(noted).toMatchObject({ user: 'system:schedule', outcome: 'failure', error_code: 'page_incomplete', scheduled_for: at });
});

test('attack: a legal page scheduled by an administrator who is removed or made an editor by its date is not published', async () => {
  for (const [id, change] of [
    ['terms-of-service', 'removed'],
    ['privacy-policy', 'made an editor'],
  ] as const) {
    const other = await staffMember(admin, 'admin', 'scheduler');
    const before = await read(id);
    const at = inHours(1);
    await saveLead(id, `Words of an administrator since ${change}`, other.token);
    expect((await schedule(id, at, other.token)).status).toBe(200);
    const account =
      change === 'removed'
        ? deleteRequest(`/api/admin/users?username=${encodeURIComponent(other.username)}`, admin)
        : jsonRequest('/api/admin/users', 'PUT', { username: other.username, role: 'editor' }, admin);
    expect((await send(staffHandler, account)).status).toBe(200);

    expect(await publishDuePages(Date.parse(at) + 60_000)).toEqual({ published: 0, refused: 1 });
    const after = await read(id);
    expect(after.publish_at).toBeUndefined();
    expect(after.published).toEqual(before.published);
    const noted = (await readAudit({})).find((entry) => entry.action === 'published_on_schedule' && entry.item_label === id);
    expect(noted).toMatchObject({ outcome: 'failure', status: 403, error_code: 'schedule_author_not_admin', scheduled_for: at });
  }
});

test('a legal page scheduled by an administrator whose account is newer than its draft is published', async () => {
  const id = 'terms-of-service';
  await saveLead(id, 'Saved before the new administrator joined');
  const newcomer = await staffMember(admin, 'admin', 'newcomer');
  const at = inHours(1);
  expect((await schedule(id, at, newcomer.token)).status).toBe(200);
  expect(await publishDuePages(Date.parse(at) + 60_000)).toEqual({ published: 1, refused: 0 });
  expect((await read(id)).published.en).toMatchObject({ lead: 'Saved before the new administrator joined' });
});

test('a schedule set or cancelled from a screen that no longer shows the stored date is refused with 409', async () => {
  const id = 'services/training';
  const scheduleFrom = (publishAt: string | null, shown: string | null) =>
    send<PageDetail & ErrorBody & { current?: PageDetail }>(
      pagesScheduleHandler,
      jsonRequest(`/api/pages/schedule?id=${encodeURIComponent(id)}`, 'PUT', { publish_at: publishAt, current_publish_at: shown }, admin),
    );
  const later = inHours(48);
  expect((await scheduleFrom(later, null)).status).toBe(200);
  // A second admin's screen still shows no date: their own date would replace the first without their knowing.
  const stale = await scheduleFrom(inHours(2), null);
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('schedule_changed');
  expect(stale.body.current?.publish_at).toBe(later);
  expect((await read(id)).publish_at).toBe(later);
  // A cancel from a screen that shows the date set, in any offset, goes through.
  const withOffset = new Date(Date.parse(later) + HOUR).toISOString().replace('Z', '+01:00');
  expect((await scheduleFrom(null, withOffset)).status).toBe(200);
  expect((await read(id)).publish_at).toBeUndefined();
});
