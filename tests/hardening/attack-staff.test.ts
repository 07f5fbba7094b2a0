import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';

// Attack: staff accounts and roles (ADR 0033). An editor tries to make
// themselves an admin or reach admin-only routes; an outsider tries invitation
// links; a removed account's token is replayed, even beside a session record
// that survived the removal and after the name is invited back; an invitation
// outlives the administrator who sent it; hostile usernames and invitation ids
// try to name other keys; an editor not allowed to see enquiries tries to
// export them or to allow themselves (ADR 0044). Every call goes through the
// deployed entries.

let api: InProcessApi;

beforeAll(async () => {
  api = await startInProcessApi();
});

afterAll(async () => {
  await api.stop();
});

const send = async (pathname: string, method = 'GET', body?: unknown, token: string | null = api.token, ip?: string) => {
  const response = await api.call(
    new Request(`http://localhost${pathname}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    ip,
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
};

let counter = 0;
async function member(role: 'admin' | 'editor'): Promise<{ username: string; token: string; invitation: string }> {
  counter += 1;
  const username = `${role}.${counter}`;
  const invited = await send('/api/admin/users', 'POST', { username, role });
  const invitation = invited.body.token as string;
  const accepted = await send('/api/auth/accept-invitation', 'POST', { token: invitation, password: 'a long staff passphrase' }, null);
  return { username, token: accepted.body.token as string, invitation };
}

test('an editor cannot raise their own role, invite an admin, remove the owner or reach admin-only routes', async () => {
  const editor = await member('editor');
  const settingsBefore = await send('/api/settings');
  const attempts = [
    await send('/api/admin/users', 'PUT', { username: editor.username, role: 'admin' }, editor.token),
    await send('/api/admin/users', 'POST', { username: 'accomplice', role: 'admin' }, editor.token),
    await send('/api/admin/users?username=admin', 'DELETE', undefined, editor.token),
    await send('/api/admin/users', 'GET', undefined, editor.token),
    await send('/api/settings', 'POST', { ...settingsBefore.body, carousel_speed: 1 }, editor.token),
    await send('/api/admin/audit', 'GET', undefined, editor.token),
  ];
  for (const attempt of attempts) expect(attempt.status).toBe(403);
  expect((await send('/api/auth/verify', 'POST', {}, editor.token)).body.user).toEqual({
    username: editor.username,
    role: 'editor',
    permissions: [],
  });
  expect((await send('/api/settings')).body).toEqual(settingsBefore.body);
  const { body } = await send('/api/admin/users');
  expect((body.users as { username: string }[]).map((user) => user.username)).not.toContain('accomplice');
});

test('an editor not allowed to see enquiries cannot export them as CSV, nor allow themselves', async () => {
  const editor = await member('editor');
  const exportAs = (token: string) =>
    api.call(new Request('http://localhost/api/enquiries?format=csv', { headers: { authorization: `Bearer ${token}` } }));
  expect((await exportAs(api.token)).status).toBe(200);

  const refused = await exportAs(editor.token);
  expect(refused.status).toBe(403);
  expect(refused.headers.get('content-disposition')).toBeNull();
  expect(await refused.json()).toMatchObject({ code: 'enquiries_not_allowed' });
  expect(await send('/api/admin/users', 'PUT', { username: editor.username, permissions: ['enquiries'] }, editor.token)).toMatchObject({
    status: 403,
  });
  expect((await exportAs(editor.token)).status).toBe(403);
});

test('a role claim added to a token breaks its signature: the role comes from the account only', async () => {
  const editor = await member('editor');
  const [header, payload] = editor.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${editor.token.split('.')[2]}`;
  expect((await send('/api/admin/users', 'GET', undefined, forged)).status).toBe(401);
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.`;
  expect((await send('/api/admin/users', 'GET', undefined, unsigned)).status).toBe(401);
});

test('the store holds no usable invitation link, and an invitation id is not a token', async () => {
  const invited = await send('/api/admin/users', 'POST', { username: 'pending.person', role: 'editor' });
  const token = invited.body.token as string;
  const id = (invited.body.invitation as { id: string }).id;
  const files = await readdir(api.directory, { recursive: true });
  for (const file of files) {
    const full = path.join(api.directory, file);
    const text = await readFile(full, 'utf8').catch(() => '');
    expect(text.includes(token), file).toBe(false);
  }
  expect((await send('/api/auth/invitation', 'POST', { token: id }, null)).status).toBe(410);
  expect((await send('/api/auth/accept-invitation', 'POST', { token: id, password: 'a long staff passphrase' }, null)).status).toBe(410);
});

test('guessing invitation links from one address is cut off after 20 tries', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 22; attempt += 1) {
    statuses.push(
      (await send('/api/auth/invitation', 'POST', { token: `guess-${attempt}-${'x'.repeat(30)}` }, null, '203.0.113.77')).status,
    );
  }
  expect(statuses.slice(0, 20).every((status) => status === 410)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429]);
});

/**
 * Removes an account, then puts its session records back: what a sign-in
 * racing the removal could leave, its session written after the sweep.
 */
async function removeKeepingSessions(username: string): Promise<void> {
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  const { blobs } = await store.list({ prefix: 'auth/sessions/' });
  const sessions = await Promise.all(blobs.map(async ({ key }) => ({ key, value: await store.get(key, { type: 'text' }) })));
  const theirs = sessions.filter(({ value }) => value.includes(`"${username}"`));
  expect(theirs.length).toBeGreaterThan(0);
  expect((await send(`/api/admin/users?username=${username}`, 'DELETE')).status).toBe(200);
  for (const { key, value } of theirs) await store.set(key, value);
}

test("a removed account's token is refused even beside a session record that survived the removal", async () => {
  const editor = await member('editor');
  await removeKeepingSessions(editor.username);
  expect(await send('/api/auth/verify', 'POST', {}, editor.token)).toMatchObject({
    status: 401,
    body: { error: 'This account no longer exists' },
  });
  expect((await send('/api/clients', 'POST', { name: 'Ghost', logo_url: 'https://x.example/l.svg' }, editor.token)).status).toBe(401);
});

test("a session record that outlived its account's removal is refused when the name is invited back", async () => {
  const editor = await member('editor');
  await removeKeepingSessions(editor.username);
  const again = await send('/api/admin/users', 'POST', { username: editor.username, role: 'admin' });
  const back = await send('/api/auth/accept-invitation', 'POST', { token: again.body.token, password: 'a long staff passphrase' }, null);
  expect(back.status).toBe(200);

  expect(await send('/api/auth/verify', 'POST', {}, editor.token)).toMatchObject({ status: 401 });
  expect((await send('/api/admin/users', 'GET', undefined, editor.token)).status).toBe(401);
  expect((await send('/api/auth/verify', 'POST', {}, back.body.token as string)).body.user).toEqual({
    username: editor.username,
    role: 'admin',
    permissions: ['enquiries', 'audience', 'applications'],
  });
});

test("an invitation that outlived its inviter's removal does not make an administrator", async () => {
  const second = await member('admin');
  const invited = await send('/api/admin/users', 'POST', { username: 'shadow', role: 'admin' }, second.token);
  expect(invited.status).toBe(201);
  const link = invited.body.token as string;
  const key = `auth/invitations/${(invited.body.invitation as { id: string }).id}`;
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  const record = await store.get(key, { type: 'text' });
  expect((await send(`/api/admin/users?username=${second.username}`, 'DELETE')).status).toBe(200);
  // An invitation written while its inviter was being removed could miss the sweep: put it back.
  await store.set(key, record);

  const refused = { status: 410, body: { error: expect.stringMatching(/not valid any more/) as unknown } };
  expect(await send('/api/auth/invitation', 'POST', { token: link }, null)).toMatchObject(refused);
  expect(await send('/api/auth/accept-invitation', 'POST', { token: link, password: 'a long staff passphrase' }, null)).toMatchObject(
    refused,
  );
  const { body } = await send('/api/admin/users');
  expect((body.users as { username: string }[]).map((user) => user.username)).not.toContain('shadow');
  expect((await send('/api/auth/login', 'POST', { username: 'shadow', password: 'a long staff passphrase' }, null)).status).toBe(401);
});

test('hostile usernames and invitation ids never name another key', async () => {
  for (const username of ['../auth/users', 'a/b', 'admin\u0000', 'ad min', 'x'.repeat(65), '<script>']) {
    expect((await send('/api/admin/users', 'POST', { username, role: 'editor' })).status, username).toBe(400);
  }
  const usersBefore = (await send('/api/admin/users')).body;
  for (const id of ['../users', '../../settings', 'auth/users', '0'.repeat(63)]) {
    expect((await send(`/api/admin/users?invitation=${encodeURIComponent(id)}`, 'DELETE')).status, id).toBe(404);
  }
  expect((await send(`/api/admin/users?username=${encodeURIComponent('../auth/users')}`, 'DELETE')).status).toBe(404);
  expect((await send('/api/admin/users')).body).toEqual(usersBefore);
});
