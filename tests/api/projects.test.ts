import { beforeAll, expect, test } from 'vitest';
import type { Project } from '#schemas/project.ts';
import { adminToken, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';

useBlobsStore();

const projects = api('projects');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

test('admin creates a project and gets it back with server-kept fields', async () => {
  const body = aProject({ title: 'Tank farm automation' });
  const answer = await projects.create<Project>(body, token);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ ...body, title: 'Tank farm automation' });
  expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.body.created_at).toBe(answer.body.updated_at);
  expect(Date.parse(answer.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
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

test('visitor sees published projects only, admin sees drafts too', async () => {
  const published = await created<Project>('projects', aProject({ title: 'Visible one' }), token);
  const draft = await created<Project>('projects', aProject({ title: 'Hidden draft', is_published: false }), token);
  const publicList = await projects.list<Project[]>();
  expect(publicList.status).toBe(200);
  expect(publicList.body.map((p) => p.id)).toContain(published.id);
  expect(publicList.body.map((p) => p.id)).not.toContain(draft.id);
  const adminList = await projects.list<Project[]>(token);
  expect(adminList.body.map((p) => p.id)).toEqual(expect.arrayContaining([published.id, draft.id]));
  expect((await projects.get(draft.id)).status).toBe(404);
  expect((await projects.get<Project>(draft.id, token)).body.title).toBe('Hidden draft');
});

test('a partial update { id, is_published } toggles publication and keeps every other field', async () => {
  const project = await created<Project>('projects', aProject(), token);
  const answer = await projects.update<Project>({ id: project.id, is_published: false }, token);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ ...project, is_published: false, updated_at: answer.body.updated_at });
  expect(answer.body.created_at).toBe(project.created_at);
  expect((await projects.get(project.id)).status).toBe(404);
});

test('an update without an id or with an unknown id is refused', async () => {
  const missing = await projects.update<ErrorBody>({ title: 'x' }, token);
  expect(missing.status).toBe(400);
  expect(missing.body.issues).toEqual([{ path: 'id', message: 'Id is required' }]);
  const unknown = await projects.update<ErrorBody>({ id: 'nope', title: 'x' }, token);
  expect(unknown.status).toBe(404);
  expect(unknown.body).toEqual({ error: 'Project not found' });
});

test('admin deletes a project; deleting it again is 404', async () => {
  const project = await created<Project>('projects', aProject(), token);
  const answer = await projects.remove(project.id, token);
  expect(answer).toMatchObject({ status: 200, body: { success: true } });
  expect((await projects.get(project.id, token)).status).toBe(404);
  expect((await projects.remove(project.id, token)).status).toBe(404);
});

test('writes need a valid admin token', async () => {
  expect((await projects.create(aProject())).status).toBe(401);
  expect((await projects.create(aProject(), 'not-a-token')).status).toBe(401);
  expect((await projects.update({ id: 'x', title: 'y' })).status).toBe(401);
  expect((await projects.remove('x')).status).toBe(401);
  const wrongType = await send(projects.handler, jsonRequest('/api/projects', 'POST', aProject(), token, { 'content-type': 'text/plain' }));
  expect(wrongType.status).toBe(415);
});
