import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { csvCell, enquiriesHandler, sendEmailHandler } from '#functions/enquiries.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { readText } from '#functions/store.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';

useBlobsStore();

let stub: FormSubmitStub;
let token: string;

beforeAll(async () => {
  stub = await startFormSubmitStub();
  process.env.FORMSUBMIT_URL = stub.url;
  token = await adminToken();
});
afterAll(async () => {
  vi.useRealTimers();
  await stub.stop();
});

interface StoredEnquiry {
  id: string;
  name: string;
  status: string;
  created_at: string;
}

const send = (name: string, message = 'Please call me back about a PLC migration.') =>
  sendEmailHandler(jsonRequest('/api/send-email', 'POST', { name, email: 'someone@example.test', message }), { ip: freshIp() });
const inbox = async () => (await (await enquiriesHandler(getRequest('/api/enquiries', token))).json()) as StoredEnquiry[];

test('the inbox needs an admin token', async () => {
  expect((await enquiriesHandler(getRequest('/api/enquiries'))).status).toBe(401);
  expect((await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: 'x', status: 'handled' }))).status).toBe(401);
  expect((await enquiriesHandler(deleteRequest('/api/enquiries?id=x'))).status).toBe(401);
});

test('admin reads enquiries newest first', async () => {
  await send('First sender');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await send('Second sender');
  const names = (await inbox()).map((item) => item.name);
  expect(names.indexOf('Second sender')).toBeLessThan(names.indexOf('First sender'));
});

test('admin marks an enquiry handled and back to new', async () => {
  await send('Status sender');
  const target = (await inbox()).find((item) => item.name === 'Status sender')!;
  const handled = await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: target.id, status: 'handled' }, token));
  expect(handled.status).toBe(200);
  expect(await handled.json()).toMatchObject({ id: target.id, status: 'handled' });
  expect((await inbox()).find((item) => item.id === target.id)?.status).toBe('handled');
  const invalid = await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: target.id, status: 'archived' }, token));
  expect(invalid.status).toBe(400);
  expect(((await invalid.json()) as { error: string }).error).toBe('Status must be one of: new, handled');
  expect((await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: 'missing', status: 'new' }, token))).status).toBe(404);
});

test('admin deletes an enquiry', async () => {
  await send('Delete sender');
  const target = (await inbox()).find((item) => item.name === 'Delete sender')!;
  const response = await enquiriesHandler(deleteRequest(`/api/enquiries?id=${target.id}`, token));
  expect(await response.json()).toEqual({ success: true });
  expect((await inbox()).some((item) => item.id === target.id)).toBe(false);
  expect((await enquiriesHandler(deleteRequest(`/api/enquiries?id=${target.id}`, token))).status).toBe(404);
});

test('the CSV export quotes every cell and neutralises spreadsheet formulas', async () => {
  await send('=HYPERLINK("http://evil.example","click")', 'Line one, with a comma\nand "quotes" on line two.');
  const response = await enquiriesHandler(getRequest('/api/enquiries?format=csv', token));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder().decode(bytes.subarray(3));
  expect(csv.split('\r\n')[0]).toBe('created_at,name,email,company,phone,message,status,relay_status,relay_error');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(csv).toContain('"Line one, with a comma\nand ""quotes"" on line two."');
  expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  expect(csvCell('-2+3')).toBe(`"'-2+3"`);
  expect(csvCell('plain')).toBe('"plain"');
});

const storedNames = async () =>
  (JSON.parse((await readText('enquiries')) ?? '{"items":[]}') as { items: StoredEnquiry[] }).items.map((item) => item.name);

test('enquiries older than three years are purged from the store at the next enquiry', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2022-01-10T09:00:00Z'));
    await send('Ancient sender');
    vi.setSystemTime(new Date('2022-01-13T09:00:00Z'));
    await send('Younger sender');
    vi.setSystemTime(new Date('2025-01-09T09:00:00Z'));
    expect(await storedNames()).toContain('Ancient sender');
    vi.setSystemTime(new Date('2025-01-12T09:00:00Z'));
    // Already hidden from the inbox, and gone from the store at the next write.
    expect((await inbox()).some((item) => item.name === 'Ancient sender')).toBe(false);
    await send('Recent sender');
  } finally {
    vi.useRealTimers();
  }
  const names = await storedNames();
  expect(names).toContain('Recent sender');
  expect(names).toContain('Younger sender');
  expect(names).not.toContain('Ancient sender');
});

test('a status change or a deletion purges old enquiries too', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2021-03-01T09:00:00Z'));
    await send('Purged by a status change');
    vi.setSystemTime(new Date('2021-03-10T09:00:00Z'));
    await send('Purged by a deletion');
    vi.setSystemTime(new Date('2022-06-01T09:00:00Z'));
    await send('Deleted later');
    const byName = async (name: string) => (await inbox()).find((item) => item.name === name)!;

    vi.setSystemTime(new Date('2024-03-05T09:00:00Z'));
    const target = await byName('Purged by a deletion');
    expect(await storedNames()).toContain('Purged by a status change');
    expect((await enquiriesHandler(jsonRequest('/api/enquiries', 'PUT', { id: target.id, status: 'handled' }, token))).status).toBe(200);
    expect(await storedNames()).not.toContain('Purged by a status change');

    vi.setSystemTime(new Date('2024-03-12T09:00:00Z'));
    const later = await byName('Deleted later');
    expect(await storedNames()).toContain('Purged by a deletion');
    expect((await enquiriesHandler(deleteRequest(`/api/enquiries?id=${later.id}`, token))).status).toBe(200);
    const names = await storedNames();
    expect(names).not.toContain('Purged by a deletion');
    expect(names).not.toContain('Deleted later');
  } finally {
    vi.useRealTimers();
  }
});
