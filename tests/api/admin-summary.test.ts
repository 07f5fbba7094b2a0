import { beforeAll, expect, test } from 'vitest';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { AdminSummary } from '#src/schemas/summary.ts';
import { adminSummaryHandler } from '#functions/api/admin-summary.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { pagesScheduleHandler } from '#functions/api/pages-schedule.ts';
import { publishDuePages } from '#functions/pages/schedule.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, aJob, anEnhancedProject, aProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { useFormSubmitStub } from '#tests/fixtures/relay.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// GET /api/admin/summary: the dashboard's counts in one answer, for staff only.

useBlobsStore();
useFormSubmitStub();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const summary = (session?: string) => send<AdminSummary>(adminSummaryHandler, getRequest('/api/admin/summary', session));

async function counted(session = token): Promise<AdminSummary> {
  const answer = await summary(session);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  return answer.body;
}

async function enquire(name: string): Promise<void> {
  const answer = await sendEmailHandler(jsonRequest('/api/send-email', 'POST', anEnquiry({ name })), { ip: freshIp() });
  expect(answer.status).toBe(200);
}

test('a visitor without a session gets 401 and no counts', async () => {
  const answer = await summary();
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ error: 'Authentication required', code: 'auth_required', params: {} });
});

test('the counts follow each item created and deleted, at once', async () => {
  expect(await counted()).toEqual({
    projects_enhanced: { total: 0, published: 0, scheduled: 0, expired: 0, drafts: 0, featured: 0, ongoing: 0 },
    projects: { total: 0, drafts: 0 },
    clients: { total: 0, active: 0, hidden: 0 },
    categories: 0,
    sectors: 0,
    technologies: 0,
    enquiries: { total: 0, new: 0 },
    pages: { scheduled: 0 },
    credentials: { total: 0, expiring: 0, expired: 0 },
    jobs: { total: 0, open: 0 },
  });

  await created('projectsEnhanced', anEnhancedProject({ is_featured: true, is_ongoing: true }), token);
  const draft = await created<{ id: string }>('projectsEnhanced', anEnhancedProject({ is_published: false }), token);
  await created('projects', aProject(), token);
  await created('projects', aProject({ is_published: false }), token);
  const hidden = await created<{ id: string }>('clients', aClient({ is_active: false }), token);
  await created('clients', aClient(), token);
  await created('clients', aClient(), token);
  await created('categories', aCategory(), token);
  await created('sectors', aSector(), token);
  await created('sectors', aSector(), token);
  await created('technologies', aTechnology(), token);
  await enquire('First Visitor');
  await enquire('Second Visitor');
  const [handled] = (await send<Enquiry[]>(enquiriesHandler, getRequest('/api/enquiries', token))).body;
  await send(enquiriesHandler, jsonRequest('/api/enquiries', 'PUT', { id: handled?.id, status: 'handled' }, token));

  expect(await counted()).toEqual({
    projects_enhanced: { total: 2, published: 1, scheduled: 0, expired: 0, drafts: 1, featured: 1, ongoing: 1 },
    projects: { total: 2, drafts: 1 },
    clients: { total: 3, active: 2, hidden: 1 },
    categories: 1,
    sectors: 2,
    technologies: 1,
    enquiries: { total: 2, new: 1 },
    pages: { scheduled: 0 },
    credentials: { total: 0, expiring: 0, expired: 0 },
    jobs: { total: 0, open: 0 },
  });

  expect((await api('projectsEnhanced').remove(draft.id, token)).status).toBe(200);
  expect((await api('clients').remove(hidden.id, token)).status).toBe(200);
  const after = await counted();
  expect(after.projects_enhanced).toEqual({ total: 1, published: 1, scheduled: 0, expired: 0, drafts: 0, featured: 1, ongoing: 1 });
  expect(after.clients).toEqual({ total: 2, active: 2, hidden: 0 });
});

test('the counts match the site: a project scheduled for later or past its end is not counted as published', async () => {
  const before = (await counted()).projects_enhanced;
  const day = 24 * 60 * 60 * 1000;
  await created('projectsEnhanced', anEnhancedProject({ publish_at: new Date(Date.now() + day).toISOString() }), token);
  await created(
    'projectsEnhanced',
    anEnhancedProject({ publish_at: new Date(Date.now() - 2 * day).toISOString(), unpublish_at: new Date(Date.now() - day).toISOString() }),
    token,
  );
  const after = (await counted()).projects_enhanced;
  expect(after).toMatchObject({
    total: before.total + 2,
    published: before.published,
    scheduled: before.scheduled + 1,
    expired: before.expired + 1,
    drafts: before.drafts,
  });
});

test('a page whose draft is scheduled to be published is counted until it is published', async () => {
  const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const scheduled = await send(pagesScheduleHandler, jsonRequest('/api/pages/schedule?id=about', 'PUT', { publish_at: at }, token));
  expect(scheduled.status).toBe(200);
  expect((await counted()).pages).toEqual({ scheduled: 1 });
  expect(await publishDuePages(Date.parse(at))).toEqual({ published: 1, refused: 0 });
  expect((await counted()).pages).toEqual({ scheduled: 0 });
});

test('an editor gets the same counts as an administrator: every content list counted is one an editor may read', async () => {
  const editor = await staffMember(token, 'editor');
  for (const name of ['projectsEnhanced', 'projects', 'clients', 'categories', 'sectors', 'technologies', 'jobs'] as const) {
    expect((await api(name).list(editor.token)).status, name).toBe(200);
  }
  expect(await counted(editor.token)).toEqual(await counted());
});

test('the counts of enquiries are no personal data: an editor not allowed to read the enquiries still gets them', async () => {
  const editor = await staffMember(token, 'editor');
  expect((await send(enquiriesHandler, getRequest('/api/enquiries', editor.token))).status).toBe(403);
  expect((await counted(editor.token)).enquiries).toEqual((await counted()).enquiries);
});

test('a session that is no longer valid is refused like none', async () => {
  const answer = await summary('not-a-token');
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ error: 'Invalid token', code: 'invalid_token', params: {} });
});

test('job offers are counted, and open only while the careers pages show them', async () => {
  const before = (await counted()).jobs;
  await created('jobs', aJob(), token);
  await created('jobs', aJob({ date_posted: '2099-01-01' }), token);
  await created('jobs', aJob({ valid_through: '2020-01-31' }), token);
  await created('jobs', aJob({ is_published: false }), token);
  expect((await counted()).jobs).toEqual({ total: before.total + 4, open: before.open + 1 });
});
