import { beforeAll, expect, test } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { BulkResult } from '#src/schemas/project-bulk.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { DeletedItem } from '#src/schemas/history.ts';
import type { Sector } from '#src/schemas/taxonomy.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { historyHandler } from '#functions/api/history.ts';
import { projectsEnhancedBulkHandler } from '#functions/api/projects-enhanced-bulk.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject, aSector } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { withPurgeStub } from '#tests/fixtures/purge-stub.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// POST /api/projects-enhanced/bulk: one change to many projects, each whole or
// not at all with a result of its own, each in the audit log, and undone by
// the opposite action (a delete by `restore`, from Recently deleted).

useBlobsStore();

const projects = api('projectsEnhanced');
let token: string;
let energy: Sector;

beforeAll(async () => {
  token = await adminToken();
  energy = await created<Sector>('sectors', aSector({ name: 'Energy' }), token);
});

/** `as`: the session's token, or null for none. */
const bulk = (body: unknown, as: string | null = token) =>
  send<BulkResult>(projectsEnhancedBulkHandler, jsonRequest('/api/projects-enhanced/bulk', 'POST', body, as ?? undefined));
const make = (overrides: Parameters<typeof anEnhancedProject>[0] = {}) =>
  created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(overrides), token);
const stored = async (id: string) => (await projects.get<ProjectEnhanced>(id, token)).body;
const auditFor = async (item: string) =>
  (await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?item=${encodeURIComponent(item)}`, token))).body.entries;

test('a bulk publish publishes the drafts, leaves the published as they are, and answers each project resolved', async () => {
  const [draft, other, live] = [
    await make({ is_published: false, sector_ids: [energy.id] }),
    await make({ is_published: false }),
    await make({ is_published: true }),
  ];
  const answer = await bulk({ action: 'publish', ids: [draft.id, other.id, live.id, draft.id] });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ action: 'publish', changed: 2, failed: 0 });
  expect(answer.body.results.map((result) => [result.id, result.outcome])).toEqual([
    [draft.id, 'changed'],
    [other.id, 'changed'],
    [live.id, 'unchanged'],
  ]);
  expect(answer.body.results[0]?.project).toMatchObject({ id: draft.id, is_published: true, sectors: [{ id: energy.id, name: 'Energy' }] });
  expect((await stored(draft.id)).is_published).toBe(true);
  expect((await stored(live.id)).updated_at).toBe(live.updated_at);

  // Undone by the opposite action on the projects it changed.
  const undo = await bulk({ action: 'unpublish', ids: [draft.id, other.id] });
  expect(undo.body).toMatchObject({ changed: 2, failed: 0 });
  expect((await stored(draft.id)).is_published).toBe(false);
  expect((await stored(other.id)).is_published).toBe(false);
});

test('feature and unfeature set the flag and nothing else', async () => {
  const project = await make({ is_featured: false, title: 'Tank farm SCADA' });
  expect((await bulk({ action: 'feature', ids: [project.id] })).body.changed).toBe(1);
  const featured = await stored(project.id);
  expect(featured).toEqual({ ...project, is_featured: true, updated_at: featured.updated_at });
  expect(featured.updated_at > project.updated_at).toBe(true);
  expect((await bulk({ action: 'unfeature', ids: [project.id] })).body.changed).toBe(1);
  expect((await stored(project.id)).is_featured).toBe(false);
});

test('one project that fails leaves the others changed, and says why in its own result', async () => {
  const project = await make({ is_published: false });
  const gone = await make();
  await projects.remove(gone.id, token);
  const answer = await bulk({ action: 'publish', ids: [gone.id, project.id, 'no-such-project'] });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ changed: 1, failed: 2 });
  expect(answer.body.results[0]).toEqual({
    id: gone.id,
    outcome: 'failed',
    status: 404,
    error: { error: 'Project not found', code: 'not_found', params: { item: 'project' } },
  });
  expect(answer.body.results[1]).toMatchObject({ id: project.id, outcome: 'changed' });
  expect(answer.body.results[2]).toMatchObject({ outcome: 'failed', status: 404 });
  expect((await stored(project.id)).is_published).toBe(true);
});

test('a bulk delete sends the projects to Recently deleted, and a bulk restore brings them back as they were', async () => {
  const [first, second] = [await make({ sector_ids: [energy.id] }), await make()];
  const removed = await bulk({ action: 'delete', ids: [first.id, second.id] });
  expect(removed.body).toMatchObject({ action: 'delete', changed: 2, failed: 0 });
  expect(removed.body.results[0]).toEqual({ id: first.id, outcome: 'changed', status: 200, title: first.title });
  expect((await projects.get(first.id, token)).status).toBe(404);
  const deleted = (await send<DeletedItem[]>(historyHandler, getRequest('/api/admin/history?deleted', token))).body;
  expect(deleted.map((item) => item.item_id)).toEqual(expect.arrayContaining([first.id, second.id]));

  const restored = await bulk({ action: 'restore', ids: [first.id, second.id] });
  expect(restored.body).toMatchObject({ action: 'restore', changed: 2, failed: 0 });
  expect(restored.body.results[0]?.project).toMatchObject({ id: first.id, slug: first.slug, sectors: [{ id: energy.id }] });
  const back = await stored(first.id);
  expect({ ...back, updated_at: first.updated_at }).toEqual(first);

  // A project that is not deleted has nothing to restore.
  const again = await bulk({ action: 'restore', ids: [first.id] });
  expect(again.body.results[0]).toMatchObject({ outcome: 'failed', status: 400 });
});

test('each project changed is an audit entry of its own, and so is the request with its counts', async () => {
  const [project, missing] = [await make({ is_published: false }), await make()];
  await projects.remove(missing.id, token);
  await bulk({ action: 'publish', ids: [project.id, missing.id] });
  const [entry] = await auditFor(project.id);
  expect(entry).toMatchObject({
    user: 'admin',
    action: 'update',
    outcome: 'success',
    collection: 'projects-enhanced',
    item_id: project.id,
    item_label: project.title,
    fields: ['is_published'],
  });
  const [refused] = (await auditFor(missing.id)).filter((candidate) => candidate.action === 'update');
  expect(refused).toMatchObject({ outcome: 'failure', status: 404, error: 'Project not found', error_code: 'not_found' });
  const summary = (await auditFor('projects-enhanced')).find((candidate) =>
    candidate.item_label?.startsWith('publish: 1 changed, 1 failed'),
  );
  expect(summary).toMatchObject({ user: 'admin', action: 'update', outcome: 'success', collection: 'projects-enhanced' });
  expect(summary?.item_id).toBeUndefined();

  await bulk({ action: 'delete', ids: [project.id] });
  expect((await auditFor(project.id))[0]).toMatchObject({ action: 'delete', outcome: 'success', item_label: project.title });
});

test('bad input is refused whole with a 4xx and changes nothing', async () => {
  const project = await make({ is_published: false });
  expectIssue(
    await bulk({ action: 'archive', ids: [project.id] }),
    'action',
    'action must be one of: publish, unpublish, feature, unfeature, delete, restore',
  );
  expectIssue(await bulk({ action: 'publish', ids: [] }), 'ids', 'ids is required');
  expectIssue(await bulk({ action: 'publish', ids: 'all' }), 'ids', 'ids must be a list of ids');
  expectIssue(await bulk({ action: 'publish', ids: [''] }), 'ids.0', 'ids must not contain an empty id');
  const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`);
  expectIssue(await bulk({ action: 'publish', ids: tooMany }), 'ids', 'ids has too many entries');
  expectRefused(
    await send(
      projectsEnhancedBulkHandler,
      new Request('http://localhost/api/projects-enhanced/bulk', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: 'publish',
      }),
    ),
  );
  const wrongMethod = await send<ErrorBody>(projectsEnhancedBulkHandler, getRequest('/api/projects-enhanced/bulk', token));
  expect(wrongMethod.status).toBe(405);
  expect((await stored(project.id)).is_published).toBe(false);
});

test('staff only: no session is a 401, an editor may, a forged token may not', async () => {
  const project = await make({ is_published: false });
  expectRefused(await bulk({ action: 'publish', ids: [project.id] }, null), 401);
  expectRefused(await bulk({ action: 'delete', ids: [project.id] }, `${token.slice(0, -4)}AAAA`), 401);
  expect((await stored(project.id)).is_published).toBe(false);
  const editor = await staffMember(token, 'editor');
  expect((await bulk({ action: 'publish', ids: [project.id] }, editor.token)).body.changed).toBe(1);
  expect((await auditFor(project.id))[0]).toMatchObject({ user: editor.username, outcome: 'success' });
});

test('a project brought back at an address another project redirected from ends that redirect, and purges that project’s answer', async () => {
  const back = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Kiln burner', slug: 'kiln-burner' }), token);
  await bulk({ action: 'delete', ids: [back.id] });
  // While it is deleted another project takes its address, then moves on: it redirects from it.
  const other = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Other kiln', slug: 'kiln-burner' }), token);
  await api('projectsEnhanced').update({ id: other.id, slug: 'other-kiln' }, token);
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(other.id, token)).body.previous_slugs).toEqual(['kiln-burner']);

  await withPurgeStub(async (purged) => {
    expect((await bulk({ action: 'restore', ids: [back.id] })).status).toBe(200);
    expect((await api('projectsEnhanced').get<ProjectEnhanced>(back.id, token)).body.slug).toBe('kiln-burner');
    expect((await api('projectsEnhanced').get<ProjectEnhanced>(other.id, token)).body.previous_slugs).toEqual([]);
    expect(purged()).toContain(`project-enhanced-${other.id}`);
  });
});
