import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import { ENQUIRIES_KEY, enquiriesSchema, toCsv } from '#functions/enquiries/enquiries.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { sweepUploads } from '#functions/api/sweep-uploads.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { readDocument } from '#functions/platform/store.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnquiry, aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { useFormSubmitStub } from '#tests/fixtures/relay.ts';
import { grant, staffMember } from '#tests/fixtures/staff.ts';

// /api/enquiries: the admin's inbox of contact enquiries. They are personal
// data: administrators always see them, editors only once an administrator
// grants them the permission (ADR 0044).

useBlobsStore();

useFormSubmitStub();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});
afterEach(() => {
  vi.useRealTimers();
});

const send = (name: string, message = 'Please call me back about a PLC migration.') =>
  sendEmailHandler(jsonRequest('/api/send-email', 'POST', anEnquiry({ name, message, company: '', phone: '' })), { ip: freshIp() });
const inbox = async () => (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as Enquiry[];
const put = (body: unknown) => enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', body, token));
const stored = async () => (await readDocument(ENQUIRIES_KEY, enquiriesSchema, () => ({ items: [] }))).items;

const yearsAgo = (years: number, days = 0) => new Date(Date.now() - (years * 365.25 + days) * 24 * 60 * 60 * 1000).toISOString();

test('the inbox needs an admin token for every method', async () => {
  expect((await enquiriesHandler(getRequest('/api/enquiries'))).status).toBe(401);
  expect((await enquiriesHandler(getRequest('/api/enquiries?format=csv'))).status).toBe(401);
  expect((await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: 'x', status: 'handled' }))).status).toBe(401);
  expect((await enquiriesHandler(deleteRequest('/api/enquiries?id=x'))).status).toBe(401);
  expect((await enquiriesHandler(getRequest('/api/enquiries', 'not-a-token'))).status).toBe(401);
});

test('admin reads enquiries newest first, never cached', async () => {
  const older = aStoredEnquiry({ name: 'Older sender', created_at: '2026-01-02T09:00:00.000Z' });
  const newer = aStoredEnquiry({ name: 'Newer sender', created_at: '2026-01-03T09:00:00.000Z' });
  await plantEnquiries(older, newer);
  await send('Just now sender');
  const response = await enquiriesHandler(getRequest('/api/enquiries', token));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const items = (await response.json()) as Enquiry[];
  const dates = items.map((item) => item.created_at);
  expect(dates).toEqual([...dates].sort().reverse());
  const names = items.map((item) => item.name);
  expect(names.indexOf('Just now sender')).toBeLessThan(names.indexOf('Newer sender'));
  expect(names.indexOf('Newer sender')).toBeLessThan(names.indexOf('Older sender'));
});

test('admin marks an enquiry handled and back to new', async () => {
  await send('Status sender');
  const target = (await inbox()).find((item) => item.name === 'Status sender')!;
  const handled = await put({ id: target.id, status: 'handled' });
  expect(handled.status).toBe(200);
  // With the time staff changed it: the version a later change is based on.
  expect(await handled.json()).toEqual({ ...target, status: 'handled', updated_at: expect.any(String) as string });
  expect((await inbox()).find((item) => item.id === target.id)?.status).toBe('handled');
  const reopened = await put({ id: target.id, status: 'new' });
  expect(((await reopened.json()) as Enquiry).status).toBe('new');
});

test('an update changes the status only, whatever else the body says', async () => {
  await send('Untouchable sender');
  const target = (await inbox()).find((item) => item.name === 'Untouchable sender')!;
  const response = await put({
    id: target.id,
    status: 'handled',
    name: 'Renamed',
    relay: { status: 'failed' },
    created_at: '2000-01-01T00:00:00Z',
  });
  expect(response.status).toBe(200);
  expect((await stored()).find((item) => item.id === target.id)).toEqual({
    ...target,
    status: 'handled',
    updated_at: expect.any(String) as string,
  });
});

test('invalid updates are refused with a clear error and change nothing', async () => {
  await send('Invalid update sender');
  const target = (await inbox()).find((item) => item.name === 'Invalid update sender')!;
  const before = await stored();
  const invalid = await put({ id: target.id, status: 'archived' });
  expect(invalid.status).toBe(400);
  const statusIssue = { code: 'one_of', params: { field: 'status', values: 'new, handled' } };
  expect(await invalid.json()).toEqual({
    error: 'Status must be one of: new, handled',
    ...statusIssue,
    issues: [{ path: 'status', message: 'Status must be one of: new, handled', ...statusIssue }],
  });
  const missing = await put({ id: 'missing', status: 'new' });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Enquiry not found', code: 'not_found', params: { item: 'enquiry' } });
  expect((await put({ status: 'new' })).status).toBe(400);
  expect((await put(['not', 'an', 'object'])).status).toBe(400);
  expect(await stored()).toEqual(before);
});

test('admin deletes an enquiry', async () => {
  await send('Delete sender');
  const target = (await inbox()).find((item) => item.name === 'Delete sender')!;
  const response = await enquiriesHandler(deleteRequest(`/api/enquiries?id=${target.id}`, token));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect((await stored()).some((item) => item.id === target.id)).toBe(false);
  const again = await enquiriesHandler(deleteRequest(`/api/enquiries?id=${target.id}`, token));
  expect(again.status).toBe(404);
  expect(await again.json()).toEqual({ error: 'Enquiry not found', code: 'not_found', params: { item: 'enquiry' } });
  const noId = await enquiriesHandler(deleteRequest('/api/enquiries', token));
  expect(noId.status).toBe(400);
});

test('the CSV export is an attachment that quotes every cell and neutralises spreadsheet formulas', async () => {
  await send('=HYPERLINK("http://evil.example","click")', 'Line one, with a comma\nand "quotes" on line two.');
  await plantEnquiries(
    aStoredEnquiry({
      name: 'Failed relay',
      phone: '+33 4 42 00 00 00',
      relay: { status: 'given_up', reason: 'http_error', attempts: 5 },
    }),
  );
  const response = await enquiriesHandler(getRequest('/api/enquiries?format=csv', token));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A UTF-8 byte order mark, so spreadsheet programs read accented names right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder().decode(bytes);
  expect(csv.endsWith('\r\n')).toBe(true);
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('created_at,name,email,company,phone,message,language,status,relay_status,relay_reason');
  expect(lines).toHaveLength((await inbox()).length + 2);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(csv).toContain('"Line one, with a comma\nand ""quotes"" on line two."');
  expect(csv).toContain(`"'+33 4 42 00 00 00"`);
  expect(csv).toContain('"given_up","http_error"');
});

test('an empty export is the header alone, after the byte order mark', () => {
  expect(toCsv([])).toBe('\uFEFFcreated_at,name,email,company,phone,message,language,status,relay_status,relay_reason\r\n');
});

test('an unknown export format is refused', async () => {
  const response = await enquiriesHandler(getRequest('/api/enquiries?format=xlsx', token));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: 'format must be csv or json', code: 'csv_or_json', params: {} });
});

test('a view of the inbox is exported as the admin shows it; its audit entry names the filters, not what was searched', async () => {
  const day = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
  await plantEnquiries(
    aStoredEnquiry({ name: 'Viewed Hélène', company: 'Raffinerie de Lavéra', created_at: day }),
    aStoredEnquiry({ name: 'Viewed Handled', company: 'Lavéra Terminal', created_at: day, status: 'handled' }),
    aStoredEnquiry({ name: 'Viewed Elsewhere', company: 'Chimie de Fos', created_at: day }),
  );
  const editor = await staffMember(token, 'editor');
  await grant(token, editor.username, ['enquiries']);
  const exported = await enquiriesHandler(getRequest('/api/enquiries?format=csv&q=LAVERA&show=new&relay=sent&sort=name', editor.token));
  expect(exported.status).toBe(200);
  const csv = await exported.text();
  expect(csv).toContain('Viewed Hélène');
  expect(csv).not.toContain('Viewed Handled');
  expect(csv).not.toContain('Viewed Elsewhere');
  // The JSON takes the same view; a view that holds nothing is an empty list.
  const listed = (await (await enquiriesHandler(getRequest('/api/enquiries?q=lavera&sort=name', token))).json()) as Enquiry[];
  expect(listed.map((item) => item.name)).toEqual(['Viewed Handled', 'Viewed Hélène']);
  expect(await (await enquiriesHandler(getRequest('/api/enquiries?q=lavera&to=2000-01-01', token))).json()).toEqual([]);

  const page = (await (
    await auditHandler(getRequest(`/api/admin/audit?user=${encodeURIComponent(editor.username)}`, token))
  ).json()) as AuditPage;
  const entry = page.entries.find((candidate) => candidate.action === 'export');
  expect(entry?.fields).toEqual(['q', 'show', 'relay']);
  expect(JSON.stringify(page.entries).toLowerCase()).not.toContain('lavera');
});

test('a view parameter out of its range is a 400 naming it', async () => {
  for (const [search, code] of [
    ['show=read', 'one_of'],
    ['relay=maybe', 'one_of'],
    ['from=yesterday', 'day_format'],
    ['sort=size', 'one_of'],
    [`q=${'x'.repeat(201)}`, 'too_long'],
  ] as const) {
    const response = await enquiriesHandler(getRequest(`/api/enquiries?format=csv&${search}`, token));
    expect(response.status, search).toBe(400);
    expect(JSON.stringify(await response.json()), search).toContain(code);
  }
});

test('enquiries older than three years are never listed', async () => {
  await plantEnquiries(aStoredEnquiry({ name: 'Ancient unlisted', created_at: yearsAgo(3, 1) }));
  expect((await inbox()).some((item) => item.name === 'Ancient unlisted')).toBe(false);
  expect(await (await enquiriesHandler(getRequest('/api/enquiries?format=csv', token))).text()).not.toContain('Ancient unlisted');
});

for (const [write, run] of [
  [
    'a new enquiry',
    async () => {
      expect((await send('Purging sender')).status).toBe(200);
    },
  ],
  [
    'a status change',
    async () => {
      const target = (await inbox())[0]!;
      expect((await put({ id: target.id, status: 'handled' })).status).toBe(200);
    },
  ],
  [
    'a deletion',
    async () => {
      const victim = aStoredEnquiry({ name: 'To delete' });
      await plantEnquiries(victim);
      expect((await enquiriesHandler(deleteRequest(`/api/enquiries?id=${victim.id}`, token))).status).toBe(200);
    },
  ],
] as const) {
  test(`${write} purges stored enquiries older than three years`, async () => {
    const ancient = aStoredEnquiry({ name: `Ancient before ${write}`, created_at: yearsAgo(3, 2) });
    const recent = aStoredEnquiry({ name: `Recent before ${write}`, created_at: yearsAgo(2, 360) });
    await plantEnquiries(ancient, recent);
    expect((await stored()).map((item) => item.id)).toContain(ancient.id);
    await run();
    const ids = (await stored()).map((item) => item.id);
    expect(ids).not.toContain(ancient.id);
    expect(ids).toContain(recent.id);
  });
}

test('an export is named by the day in Martigues: half an hour after midnight there, it is already the new day', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
  const response = await enquiriesHandler(getRequest('/api/enquiries?format=csv', token));
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="enquiries-2026-04-01.csv"');
});

test('enquiries sent three years ago disappear at the next write after their third anniversary', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2022-01-10T09:00:00Z'));
  await send('Anniversary sender');
  vi.setSystemTime(new Date('2025-01-09T09:00:00Z'));
  await send('Before anniversary');
  expect((await stored()).some((item) => item.name === 'Anniversary sender')).toBe(true);
  vi.setSystemTime(new Date('2025-01-12T09:00:00Z'));
  await send('After anniversary');
  expect((await stored()).some((item) => item.name === 'Anniversary sender')).toBe(false);
});

test('concurrent status changes of different enquiries all land', async () => {
  for (let i = 0; i < 12; i++) await plantEnquiries(aStoredEnquiry({ name: `Concurrent ${i}` }));
  const targets = (await inbox()).filter((item) => item.name.startsWith('Concurrent '));
  expect(targets).toHaveLength(12);
  const answers = await Promise.all(targets.map((item) => put({ id: item.id, status: 'handled' })));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const after = await stored();
  for (const target of targets) expect(after.find((item) => item.id === target.id)?.status).toBe('handled');
});

test('other methods get 405', async () => {
  const response = await enquiriesHandler(jsonRequest('/api/enquiries', 'POST', {}, token));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, PUT, DELETE');
});

test('every read, export, status change and deletion of enquiries is in the audit log by id, never with the person', async () => {
  const enquiry = aStoredEnquiry({ name: 'Audited Sender', email: 'audited.sender@example.test', phone: '+33 6 12 34 56 78' });
  await plantEnquiries(enquiry);
  const editor = await staffMember(token, 'editor');
  await grant(token, editor.username, ['enquiries']);
  expect((await enquiriesHandler(getRequest('/api/enquiries', editor.token))).status).toBe(200);
  expect((await enquiriesHandler(getRequest('/api/enquiries?format=csv', editor.token))).status).toBe(200);
  expect((await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: enquiry.id, status: 'handled' }, editor.token))).status).toBe(
    200,
  );
  expect((await enquiriesHandler(deleteRequest(`/api/enquiries?id=${enquiry.id}`, editor.token))).status).toBe(200);

  const page = (await (
    await auditHandler(getRequest(`/api/admin/audit?user=${encodeURIComponent(editor.username)}`, token))
  ).json()) as AuditPage;
  const trail = page.entries.filter((entry) => entry.collection === 'enquiries').map((entry) => [entry.action, entry.item_id ?? null]);
  expect(trail).toEqual([
    ['delete', enquiry.id],
    ['update', enquiry.id],
    ['export', null],
    ['read', null],
  ]);
  const recorded = JSON.stringify(page.entries);
  for (const personal of ['Audited Sender', 'audited.sender@example.test', '+33 6 12 34 56 78']) expect(recorded).not.toContain(personal);
});

/** Every method of the inbox, as a member of staff with this token calls it. */
const everyMethod = (as: string, id: string) => [
  () => enquiriesHandler(getRequest('/api/enquiries', as)),
  () => enquiriesHandler(getRequest('/api/enquiries?format=csv', as)),
  () => enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id, status: 'handled' }, as)),
  () => enquiriesHandler(deleteRequest(`/api/enquiries?id=${id}`, as)),
];
const notAllowed = {
  error: 'Enquiries are for administrators and staff allowed to see them',
  code: 'enquiries_not_allowed',
  params: {},
};

test('an editor not allowed to see enquiries is refused every method, and each refusal is in the audit log', async () => {
  const enquiry = aStoredEnquiry({ name: 'Guarded Sender' });
  await plantEnquiries(enquiry);
  const editor = await staffMember(token, 'editor');
  for (const call of everyMethod(editor.token, enquiry.id)) {
    const response = await call();
    expect(response.status).toBe(403);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual(notAllowed);
  }
  expect((await stored()).find((item) => item.id === enquiry.id)).toEqual(enquiry);

  const page = (await (
    await auditHandler(getRequest(`/api/admin/audit?user=${encodeURIComponent(editor.username)}`, token))
  ).json()) as AuditPage;
  const refusals = page.entries
    .filter((entry) => entry.collection === 'enquiries')
    .map((entry) => [entry.action, entry.outcome, entry.status, entry.error_code]);
  expect(refusals).toEqual([
    ['delete', 'failure', 403, 'enquiries_not_allowed'],
    ['update', 'failure', 403, 'enquiries_not_allowed'],
    ['read', 'failure', 403, 'enquiries_not_allowed'],
    ['read', 'failure', 403, 'enquiries_not_allowed'],
  ]);
});

test('an editor granted the enquiries sees them from their next request, without signing in again, until it is withdrawn', async () => {
  const editor = await staffMember(token, 'editor');
  const read = () => enquiriesHandler(getRequest('/api/enquiries', editor.token));
  const exportCsv = () => enquiriesHandler(getRequest('/api/enquiries?format=csv', editor.token));
  const sessionUser = async () =>
    ((await (await verifyHandler(jsonRequest('/api/auth/verify', 'POST', {}, editor.token))).json()) as { user: unknown }).user;
  expect((await read()).status).toBe(403);

  expect(await grant(token, editor.username, ['enquiries'])).toMatchObject({ role: 'editor', permissions: ['enquiries'] });
  expect(await sessionUser()).toEqual({ username: editor.username, role: 'editor', permissions: ['enquiries'] });
  const enquiry = aStoredEnquiry({ name: 'Granted Sender' });
  await plantEnquiries(enquiry);
  const answers = [];
  for (const call of everyMethod(editor.token, enquiry.id)) answers.push(await call());
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  const [list, csv] = answers;
  expect(((await list!.json()) as Enquiry[]).some((item) => item.id === enquiry.id)).toBe(true);
  expect(await csv!.text()).toContain('Granted Sender');
  expect((await stored()).some((item) => item.id === enquiry.id)).toBe(false);

  expect(await grant(token, editor.username, [])).toMatchObject({ role: 'editor', permissions: [] });
  expect(await sessionUser()).toEqual({ username: editor.username, role: 'editor', permissions: [] });
  expect(await read()).toMatchObject({ status: 403 });
  expect((await exportCsv()).status).toBe(403);
});

test('an administrator always sees the enquiries, whatever they were granted', async () => {
  const admin = await staffMember(token, 'admin');
  await grant(token, admin.username, []);
  expect((await enquiriesHandler(getRequest('/api/enquiries', admin.token))).status).toBe(200);
  expect((await enquiriesHandler(getRequest('/api/enquiries?format=csv', admin.token))).status).toBe(200);
});

test('the hourly sweep deletes enquiries past their retention from an inbox nobody writes to', async () => {
  const expired = aStoredEnquiry({ name: 'Long gone', created_at: yearsAgo(3, 1) });
  const recent = aStoredEnquiry({ name: 'Still kept', created_at: yearsAgo(2) });
  await plantEnquiries(expired, recent);
  expect((await stored()).map((item) => item.id)).toContain(expired.id);
  await sweepUploads();
  const ids = (await stored()).map((item) => item.id);
  expect(ids).not.toContain(expired.id);
  expect(ids).toContain(recent.id);
});
