import { beforeAll, expect, test } from 'vitest';
import type { Project } from '#src/schemas/project.ts';
import { adminToken, BASE, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';

useBlobsStore();

const projects = api('projects');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

test('admin creates a project and gets it back with server-kept fields', async () => {
  const body = aProject({ title: 'Tank farm automation' });
  const answer = await projects.create<Project>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ ...body, title: 'Tank farm automation' });
  expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.body.created_at).toBe(answer.body.updated_at);
  expect(Date.parse(answer.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
});

test('a minimal project gets the defaults: published, order 0, empty lists', async () => {
  const answer = await projects.create<Project>(
    { title: 'Minimal', client: 'ACME', description: 'Short text', category: 'Engineering' },
    token,
  );
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    image_url: '',
    duration: '',
    location: '',
    technologies: [],
    outcomes: [],
    display_order: 0,
    is_published: true,
  });
});

test('blank technologies and outcomes are dropped and text is trimmed', async () => {
  const answer = await projects.create<Project>(
    aProject({ title: '  Padded title  ', technologies: ['PCS 7', '', '   '], outcomes: ['', 'Faster start-up '] }),
    token,
  );
  expect(answer.body.title).toBe('Padded title');
  expect(answer.body.technologies).toEqual(['PCS 7']);
  expect(answer.body.outcomes).toEqual(['Faster start-up']);
});

test('flags sent as form strings are coerced', async () => {
  const answer = await projects.create<Project>({ ...aProject(), is_published: 'false' }, token);
  expect(answer.body.is_published).toBe(false);
});

test('the server ignores ids, timestamps and unknown fields sent by the client', async () => {
  const answer = await projects.create<Project & { secret?: string }>(
    { ...aProject(), id: 'chosen-id', created_at: '2000-01-01T00:00:00.000Z', secret: 'x' },
    token,
  );
  expect(answer.status).toBe(201);
  expect(answer.body.id).not.toBe('chosen-id');
  expect(answer.body.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  expect(answer.body).not.toHaveProperty('secret');
  const stored = await projects.get<Project>(answer.body.id, token);
  expect(stored.body).not.toHaveProperty('secret');
});

test.each([
  [{ title: '' }, 'title', 'Title is required'],
  [{ title: undefined }, 'title', 'Title is required'],
  [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  [{ client: '   ' }, 'client', 'Client is required'],
  [{ description: '' }, 'description', 'Description is required'],
  [{ description: 'x'.repeat(5001) }, 'description', 'Description must be at most 5000 characters'],
  [{ category: 'Gardening' }, 'category', 'Category must be one of: Automation, Control Systems, Software Development, Engineering'],
  [{ image_url: 'not a url' }, 'image_url', 'Image URL must be a URL'],
  [{ image_url: 'javascript:alert(1)' }, 'image_url', 'Image URL must be a URL'],
  [{ image_url: 42 }, 'image_url', 'Image URL must be a URL'],
  [{ duration: 12 }, 'duration', 'Duration must be text'],
  [{ location: 'x'.repeat(201) }, 'location', 'Location must be at most 200 characters'],
  [{ technologies: 'PCS 7' }, 'technologies', 'Technologies must be a list'],
  [{ technologies: [1] }, 'technologies.0', 'Technologies entries must be text'],
  [{ outcomes: ['x'.repeat(501)] }, 'outcomes.0', 'Outcomes entries must be at most 500 characters'],
  [{ outcomes: Array.from({ length: 51 }, () => 'ok') }, 'outcomes', 'Outcomes can have at most 50 entries'],
  [{ display_order: -1 }, 'display_order', 'Display order must be 0 or more'],
  [{ display_order: 1.5 }, 'display_order', 'Display order must be a whole number'],
  [{ display_order: '3' }, 'display_order', 'Display order must be a number'],
  [{ display_order: 1_000_001 }, 'display_order', 'Display order is too large'],
  [{ is_published: 'maybe' }, 'is_published', 'Published must be true or false'],
])('a project with %j is refused: %s %s', async (override, path, message) => {
  expectIssue(await projects.create({ ...aProject(), ...override }, token), path, message);
});

test('a refused create leaves the store unchanged', async () => {
  const before = await projects.list(token);
  await projects.create({ ...aProject(), category: 'Nope' }, token);
  expect((await projects.list(token)).body).toEqual(before.body);
});

test('lists are sorted by display order, then title', async () => {
  const order = ['zulu', 'Alpha', 'bravo'];
  for (const title of order) await created('projects', aProject({ title: `${title} sorting`, display_order: 7000 }), token);
  await created('projects', aProject({ title: 'first by order sorting', display_order: 6999 }), token);
  for (const list of [await projects.list<Project[]>(), await projects.list<Project[]>(token)]) {
    const titles = list.body.filter((project) => project.title.endsWith('sorting')).map((project) => project.title);
    expect(titles).toEqual(['first by order sorting', 'Alpha sorting', 'bravo sorting', 'zulu sorting']);
  }
});

test('visitor sees published projects only, admin sees drafts too', async () => {
  const published = await created<Project>('projects', aProject({ title: 'Visible one' }), token);
  const draft = await created<Project>('projects', aProject({ title: 'Hidden draft', is_published: false }), token);
  const publicList = await projects.list<Project[]>();
  expect(publicList.status).toBe(200);
  expect(publicList.body.map((p) => p.id)).toContain(published.id);
  expect(publicList.body.map((p) => p.id)).not.toContain(draft.id);
  expect(publicList.body.every((project) => project.is_published)).toBe(true);
  const adminList = await projects.list<Project[]>(token);
  expect(adminList.body.map((p) => p.id)).toEqual(expect.arrayContaining([published.id, draft.id]));
  expect((await projects.get<Project>(published.id)).body.title).toBe('Visible one');
  expect(await projects.get(draft.id)).toMatchObject({ status: 404, body: { error: 'Project not found' } });
  expect((await projects.get<Project>(draft.id, token)).body.title).toBe('Hidden draft');
});

test('a partial update { id, is_published } toggles publication and keeps every other field', async () => {
  const project = await created<Project>('projects', aProject(), token);
  const answer = await projects.update<Project>({ id: project.id, is_published: false }, token);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ ...project, is_published: false, updated_at: answer.body.updated_at });
  expect(answer.body.updated_at >= project.updated_at).toBe(true);
  expect((await projects.get(project.id)).status).toBe(404);
  expect((await projects.list<Project[]>()).body.map((p) => p.id)).not.toContain(project.id);
  await projects.update({ id: project.id, is_published: true }, token);
  expect((await projects.list<Project[]>()).body.map((p) => p.id)).toContain(project.id);
});

test('an update validates the merged record and drops unknown fields', async () => {
  const project = await created<Project>('projects', aProject(), token);
  expectIssue(await projects.update({ id: project.id, title: '' }, token), 'title', 'Title is required');
  const answer = await projects.update<Project>({ id: project.id, outcomes: ['New outcome', ''], colour: 'red', created_at: 'x' }, token);
  expect(answer.status).toBe(200);
  expect(answer.body.outcomes).toEqual(['New outcome']);
  expect(answer.body.created_at).toBe(project.created_at);
  expect(answer.body).not.toHaveProperty('colour');
  expect((await projects.get<Project>(project.id, token)).body).toEqual(answer.body);
});

test('an update without an id or with an unknown id is refused', async () => {
  const missing = await projects.update<ErrorBody>({ title: 'x' }, token);
  expect(missing.status).toBe(400);
  expect(missing.body.issues).toEqual([{ path: 'id', message: 'Id is required', code: 'required', params: { field: 'id' } }]);
  expectIssue(await projects.update({ id: 'x'.repeat(65) }, token), 'id', 'Id is too long');
  const unknown = await projects.update<ErrorBody>({ id: 'nope', title: 'x' }, token);
  expect(unknown.status).toBe(404);
  expect(unknown.body).toEqual({ error: 'Project not found', code: 'not_found', params: { item: 'project' } });
});

test('admin deletes a project; deleting it again is 404', async () => {
  const project = await created<Project>('projects', aProject(), token);
  const answer = await projects.remove(project.id, token);
  expect(answer).toMatchObject({ status: 200, body: { success: true } });
  expect((await projects.get(project.id, token)).status).toBe(404);
  expect((await projects.list<Project[]>()).body.map((p) => p.id)).not.toContain(project.id);
  expect((await projects.remove(project.id, token)).status).toBe(404);
});

test('a delete without an id is a 400 naming the id', async () => {
  const answer = await send(
    projects.handler,
    new Request(`${BASE}/api/projects`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
  );
  expectIssue(answer, 'id', 'Id is required');
});

test('writes need a valid admin token', async () => {
  expectRefused(await projects.create(aProject()), 401);
  expectRefused(await projects.create(aProject(), 'not-a-token'), 401);
  expectRefused(await projects.update({ id: 'x', title: 'y' }), 401);
  expectRefused(await projects.remove('x'), 401);
});

test('a read with an invalid token is a 401, not a silent anonymous read', async () => {
  expectRefused(await projects.list('expired-or-forged'), 401);
});

test('bodies that are not JSON objects are refused with 415, 400 or 413', async () => {
  const post = (body: string, type = 'application/json') =>
    send(
      projects.handler,
      new Request(`${BASE}/api/projects`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${token}` }, body }),
    );
  expectRefused(await post(JSON.stringify(aProject()), 'text/plain'), 415);
  expectRefused(await post('{"title":'), 400);
  expectRefused(await post('[1,2]'), 400);
  expectRefused(await post('null'), 400);
  expectRefused(await post(''), 400);
  expectRefused(await post(JSON.stringify({ ...aProject(), description: 'x'.repeat(1024 * 1024) })), 413);
});

test('an unsupported method gets 405 with the allowed methods', async () => {
  const answer = await send(projects.handler, jsonRequest('/api/projects', 'PATCH', {}, token));
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('GET, POST, PUT, DELETE');
  expect(answer.body).toEqual({ error: 'Method PATCH is not allowed', code: 'method_not_allowed', params: { method: 'PATCH' } });
});
