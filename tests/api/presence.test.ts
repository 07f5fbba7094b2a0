import { beforeAll, expect, test } from 'vitest';
import type { Presence } from '#src/schemas/presence.ts';
import { adminPresenceHandler } from '#functions/api/admin-presence.ts';
import { markPresent } from '#functions/content/presence.ts';
import { adminToken, deleteRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// An edit screen says it has an item open and reads who else has (ADR 0045).

useBlobsStore();

let admin: string;
let editor: { username: string; token: string };
beforeAll(async () => {
  admin = await adminToken();
  editor = await staffMember(admin, 'editor');
});

const beat = (item: string, token?: string) =>
  send<Presence & { code?: string }>(adminPresenceHandler, jsonRequest('/api/admin/presence', 'POST', { item }, token));
const leave = (item: string, token: string) =>
  send(adminPresenceHandler, deleteRequest(`/api/admin/presence?item=${encodeURIComponent(item)}`, token));

test('each person sees the others with the item open, never themselves, until they leave', async () => {
  const item = 'projects-enhanced/3f2c9a1e-8d4b-4c1a-9f7e-2b6d5a4c3e21';
  expect((await beat(item, admin)).body.others).toEqual([]);
  const forEditor = await beat(item, editor.token);
  expect(forEditor.body.others.map((other) => other.username)).toEqual(['admin']);
  expect((await beat(item, admin)).body.others.map((other) => other.username)).toEqual([editor.username]);
  // Another item is another room.
  expect((await beat('clients/3f2c9a1e-8d4b-4c1a-9f7e-2b6d5a4c3e21', admin)).body.others).toEqual([]);

  expect((await leave(item, editor.token)).status).toBe(200);
  expect((await beat(item, admin)).body.others).toEqual([]);
});

test('a page, whose id has a slash, is an item like any other', async () => {
  const item = 'pages/services/engineering';
  expect((await beat(item, admin)).body.others).toEqual([]);
  expect((await beat(item, editor.token)).body.others.map((other) => other.username)).toEqual(['admin']);
  expect((await beat(item, admin)).body.others.map((other) => other.username)).toEqual([editor.username]);
  // Its section's page is another room, not a prefix of it.
  expect((await beat('pages/home', admin)).body.others).toEqual([]);
  // The Services list's id is its pages' folder (ADR 0084): still a room of its own, theirs not in it.
  expect((await beat('pages/services', admin)).body.others).toEqual([]);
  expect((await beat('pages/services', editor.token)).body.others.map((other) => other.username)).toEqual(['admin']);
  expect((await beat(item, admin)).body.others.map((other) => other.username)).toEqual([editor.username]);
  expect((await leave('pages/services', editor.token)).status).toBe(200);
  expect((await leave(item, editor.token)).status).toBe(200);
  expect((await beat(item, admin)).body.others).toEqual([]);
});

test('presence needs a session and a real item; it is no action for the audit log', async () => {
  expect((await beat('clients/abc')).status).toBe(401);
  for (const item of [
    'clients',
    'users/abc',
    'clients/../../etc',
    `clients/${'a'.repeat(65)}`,
    // Only the site's pages: not a made-up one, not a path out of the page's own room.
    'pages/services/plumbing',
    'pages/service',
    'pages/services/engineering/x',
    'pages/../clients/abc',
    'clients/abc/def',
  ]) {
    const answer = await beat(item, admin);
    expect(answer.status, item).toBe(400);
    expect(answer.body.code).toBe('not_valid');
  }
});

test('a screen not heard from for 45 seconds is no longer shown', async () => {
  const item = 'clients/5b1e4d2c-7a3f-4b8e-a6d5-0c2f1e9b3a47';
  const start = new Date('2026-11-27T10:00:00.000Z');
  await markPresent(item, 'closed-tab', start);
  expect((await markPresent(item, 'still-here', new Date(start.getTime() + 44_000))).others.map((other) => other.username)).toEqual([
    'closed-tab',
  ]);
  expect((await markPresent(item, 'still-here', new Date(start.getTime() + 46_000))).others).toEqual([]);
});
