import { getStore } from '@netlify/blobs';
import { beforeAll, expect, test } from 'vitest';
import type { AuditEntry, AuditPage } from '#src/schemas/audit.ts';
import type { Client } from '#src/schemas/client.ts';
import { randomUUID } from 'node:crypto';
import { auditHandler } from '#functions/api/audit.ts';
import { appendAuditOnce } from '#functions/audit/audit.ts';
import { addDays, parisDay } from '#src/lib/calendar/company-days.ts';
import { loginHandler } from '#functions/api/auth-login.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { logoutHandler } from '#functions/api/auth-logout.ts';
import { resetPasswordHandler } from '#functions/api/auth-reset-password.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { historyHandler } from '#functions/api/history.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { staffMember } from '#tests/fixtures/staff.ts';
import { settingsHandler } from '#functions/api/settings.ts';
import { aClient, someSettings } from '#tests/fixtures/builders.ts';
import { pngLogo } from '#tests/fixtures/logo-files.ts';
import { upload } from '#tests/fixtures/uploads.ts';

// The audit log: every admin action, successful or not, with who, when, from
// where, what and which fields; filtered and exported as CSV; kept one year.

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const auditPage = (query = '', as = token) => send<AuditPage>(auditHandler, getRequest(`/api/admin/audit${query ? `?${query}` : ''}`, as));
/** An entry as the log stores it: an administrator's update at `at`, unless said otherwise. */
const anEntry = (at: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `${at}-${randomUUID()}`,
  at,
  user: 'admin',
  action: 'update',
  outcome: 'success',
  status: 200,
  ip: '192.0.2.1',
  ...overrides,
});

/** The first page's entries (with the answer's status, for refusals). */
const audit = async (query = '', as = token) => {
  const { status, body } = await auditPage(query, as);
  return { status, body: (body as Partial<AuditPage>).entries ?? [] };
};
const entriesFor = async (item: string) => (await audit(`item=${encodeURIComponent(item)}`)).body;

test('creating, editing and deleting a client are each recorded with the user, address and fields changed', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Audit trail SA' }), token);
  await api('clients').update({ id: client.id, website: 'https://audit.example.test', name: 'Audit trail SAS' }, token);
  await api('clients').remove(client.id, token);
  const entries = await entriesFor(client.id);
  expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  expect(entries.every((entry) => entry.outcome === 'success' && entry.user === 'admin' && entry.collection === 'clients')).toBe(true);
  expect(entries[1]).toMatchObject({ fields: ['name', 'website'], item_label: 'Audit trail SAS', status: 200 });
  expect(entries[0]!.ip).toMatch(/^198\.51\.100\.\d+$/);
});

test('a refused write is recorded too, with the error it was answered and its code', async () => {
  const client = await created<Client>('clients', aClient(), token);
  const refused = await api('clients').update({ id: client.id, logo_url: 'not a url' }, token);
  expect(refused.status).toBe(400);
  const [failure] = (await audit(`item=${client.id}&action=update`)).body;
  expect(failure).toMatchObject({
    outcome: 'failure',
    status: 400,
    user: 'admin',
    error: 'Logo URL must be a URL',
    error_code: 'not_url',
    error_params: { field: 'logo_url' },
  });
  const missing = await api('clients').remove('no-such-client', token);
  expect(missing.status).toBe(404);
  expect((await audit('action=delete')).body.some((entry) => entry.status === 404 && entry.error === 'Client not found')).toBe(true);
});

test('sign-ins, failed sign-ins, sign-outs and password changes are recorded', async () => {
  const wrong = await loginHandler(jsonRequest('/api/auth/login', 'POST', { username: 'admin', password: 'not the password 1' }), {
    ip: '203.0.113.77',
  });
  expect(wrong.status).toBe(401);
  const session = await adminToken();
  const badChange = await send(
    resetPasswordHandler,
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: 'wrong-current-1', new_password: 'a-new-password-2026' }, session),
  );
  expect(badChange.status).toBe(400);
  await send(logoutHandler, jsonRequest('/api/auth/logout', 'POST', {}, session));

  const failed = (await audit('action=login_failed')).body.find((entry) => entry.ip === '203.0.113.77');
  expect(failed).toMatchObject({
    user: 'admin',
    outcome: 'failure',
    status: 401,
    error: 'Invalid credentials',
    error_code: 'invalid_credentials',
  });
  expect((await audit('action=login')).body.length).toBeGreaterThan(0);
  expect((await audit('action=password_change')).body[0]).toMatchObject({ outcome: 'failure', error: 'Current password is incorrect' });
  expect((await audit('action=logout')).body[0]).toMatchObject({ outcome: 'success', user: 'admin' });
  expect(testAdmin.username).toBe('admin');
});

test('checking a session is not an action: it leaves no entry', async () => {
  const before = (await audit()).body.length;
  expect((await send(verifyHandler, jsonRequest('/api/auth/verify', 'POST', {}, token))).status).toBe(200);
  expect((await audit()).body).toHaveLength(before);
});

test('a restore is recorded as a restore', async () => {
  const client = await created<Client>('clients', aClient(), token);
  await api('clients').remove(client.id, token);
  await send(historyHandler, jsonRequest('/api/admin/history', 'POST', { collection: 'clients', id: client.id }, token));
  expect((await entriesFor(client.id))[0]).toMatchObject({ action: 'restore', outcome: 'success', collection: 'clients' });
});

test('filters by user, action and dates, and exports CSV with formulas neutralised', async () => {
  await created<Client>('clients', aClient({ name: '=HYPERLINK("http://evil.example")' }), token);
  // The filters count days in Paris: from 23:00 or 22:00 UTC, today there is tomorrow in UTC.
  const today = parisDay(Date.now());
  expect((await audit(`user=admin&action=create&from=${today}&to=${today}`)).body.length).toBeGreaterThan(0);
  expect((await audit('user=nobody')).body).toEqual([]);
  expect((await audit('from=2001-01-01&to=2001-01-31')).body).toEqual([]);

  const response = await auditHandler(getRequest('/api/admin/audit?format=csv&action=create', token));
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The byte order mark, so spreadsheet programs read accented names as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder().decode(bytes);
  expect(csv.split('\r\n')[0]).toBe('time,user,action,outcome,status,ip,collection,item,item label,fields,error');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(csv).toContain(`,"create","success","201",`);
});

test('the log needs an admin, and a bad filter is named', async () => {
  expect((await audit('', '')).status).toBe(401);
  const bad = await audit('action=hack');
  expect(bad.status).toBe(400);
  for (const filter of ['from=yesterday', 'from=2026-13-01&to=2026-12-01', 'to=2026-02-30']) {
    const badDate = await audit(filter);
    expect(badDate.status, filter).toBe(400);
  }
});

test('entries older than a year are removed, by their own time rather than their month', async () => {
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  const monthsAgo = (months: number, days: number) => {
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - months);
    return new Date(at.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
  };
  const plant = async (at: string, n: number) => {
    const entry = anEntry(at, { id: `${at}-00000000-0000-4000-8000-00000000000${n}`, action: 'create', status: 201 });
    const key = `audit/${at.slice(0, 7)}/${entry.id}`;
    await store.setJSON(key, entry);
    return key;
  };
  const long = await plant(new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString(), 0);
  // A day past the year, in a month the year still partly covers; and a day within it.
  const past = await plant(monthsAgo(12, -1), 1);
  const within = await plant(monthsAgo(12, 1), 2);
  await audit();
  expect(await store.get(long)).toBeNull();
  expect(await store.get(past)).toBeNull();
  expect(await store.get(within)).not.toBeNull();
});

test('anonymous requests to audited endpoints leave no entry, however many are sent', async () => {
  const editor = await staffMember(token, 'editor');
  const client = await created<Client>('clients', aClient(), editor.token);
  await api('clients').remove(client.id, editor.token);
  const anonymous = Array.from({ length: 2000 }, (_, index) =>
    logoutHandler(jsonRequest('/api/auth/logout', 'POST', {}), { ip: `203.0.113.${index % 250}` }).then((response) => response.status),
  );
  expect(new Set(await Promise.all(anonymous))).toEqual(new Set([401]));
  const refused = [
    await send(resetPasswordHandler, jsonRequest('/api/auth/reset-password', 'POST', { current_password: 'x', new_password: 'y' })),
  ];
  expect(refused.map((answer) => answer.status)).toEqual([401]);

  const mine = await audit(`user=${encodeURIComponent(editor.username)}`);
  expect(mine.body.map((entry) => entry.action)).toEqual(['delete', 'create', 'accept_invitation']);
  expect((await audit('user=unknown')).body).toEqual([]);
  const csv = await (
    await auditHandler(getRequest(`/api/admin/audit?format=csv&user=${encodeURIComponent(editor.username)}`, token))
  ).text();
  expect(csv.trim().split('\r\n')).toHaveLength(4);
});

test('a filter finds its entries however many others are newer, and the pages chain without gaps', async () => {
  const editor = await staffMember(token, 'editor');
  const client = await created<Client>('clients', aClient(), editor.token);
  // 120 of the admin's own entries, newer than the editor's: more than a page.
  for (let index = 0; index < 120; index += 1)
    await api('clients').update({ id: client.id, website: `https://e${index}.example.test` }, token);
  expect((await audit(`user=${encodeURIComponent(editor.username)}&action=create`)).body).toHaveLength(1);

  const seen: AuditEntry[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: AuditPage = (await auditPage(`item=${client.id}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`)).body;
    expect(page.entries.length).toBeLessThanOrEqual(100);
    seen.push(...page.entries);
    cursor = page.next;
  }
  expect(seen).toHaveLength(121);
  expect(new Set(seen.map((entry) => entry.id)).size).toBe(121);
  expect(seen.map((entry) => entry.at)).toEqual(
    seen
      .map((entry) => entry.at)
      .sort()
      .reverse(),
  );
  expect(seen.at(-1)).toMatchObject({ action: 'create', user: editor.username });
  expect((await auditPage('before=not-an-entry')).status).toBe(400);
});

test('the CSV keeps a value starting with a tab or a carriage return as text', async () => {
  await created<Client>('clients', aClient({ name: 'Tabbed SA' }), token);
  const store = getStore({ name: currentStoreName(), consistency: 'strong' });
  const at = new Date().toISOString();
  const id = `${at}-00000000-0000-4000-8000-00000000000a`;
  await store.setJSON(`audit/${at.slice(0, 7)}/${id}`, anEntry(at, { id, item_label: '\t=1+1', error: '\r=2+2' }));
  const csv = await (await auditHandler(getRequest('/api/admin/audit?format=csv&action=update', token))).text();
  expect(csv).toContain(`"'\t=1+1"`);
  expect(csv).toContain(`"'\r=2+2"`);
});

test('an upload is recorded with the file name its sender gave and the name it is stored under', async () => {
  const answer = await upload(pngLogo.buffer, { name: 'Plant\u0007 logo.png', token });
  expect(answer.status).toBe(201);
  const stored = answer.body.logo_url?.split('/').pop() ?? '';
  const [entry] = await entriesFor(stored);
  expect(entry).toMatchObject({
    action: 'create',
    collection: 'uploads',
    item_id: stored,
    item_label: 'Plant  logo.png',
    outcome: 'success',
  });
});

test("an editor's refused settings save is recorded as a refused edit of the settings, not a creation", async () => {
  const editor = await staffMember(token, 'editor', 'settings-refused');
  const refused = await send(settingsHandler, jsonRequest('/api/settings', 'POST', someSettings(), editor.token));
  expect(refused.status).toBe(403);
  const [entry] = (await audit(`user=${encodeURIComponent(editor.username)}`)).body;
  expect(entry).toMatchObject({ action: 'update', collection: 'settings', outcome: 'failure', status: 403 });
});

test('a refused edit names the item it was about', async () => {
  const client = await created<Client>('clients', aClient({ name: 'Refused edit SARL' }), token);
  expect((await api('clients').update({ id: client.id, name: '' }, token)).status).toBe(400);
  const [entry] = await entriesFor(client.id);
  expect(entry).toMatchObject({ action: 'update', outcome: 'failure', status: 400, item_label: 'Refused edit SARL' });
});

test('the date filters count days in Paris, as the screen shows times', async () => {
  // 23:30 UTC is past midnight in Paris, summer or winter: the entry is the next day's.
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const item = randomUUID();
  const note = (at: string) => appendAuditOnce(anEntry(at, { collection: 'clients', item_id: item }));
  await note(`${day}T23:30:00.000Z`);
  const count = async (from: string) => (await audit(`item=${item}&from=${from}&to=${from}`)).body.length;
  expect(await count(addDays(day, 1))).toBe(1);
  expect(await count(day)).toBe(0);
  // The first hour of a month in Paris is under the month before in UTC.
  const firstOfMonth = `${new Date().toISOString().slice(0, 7)}-01`;
  await note(`${addDays(firstOfMonth, -1)}T23:30:00.000Z`);
  expect(await count(firstOfMonth)).toBe(firstOfMonth === addDays(day, 1) ? 2 : 1);
});
