import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { csvCell, enquiriesHandler, sendEmailHandler } from '#functions/enquiries.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
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
  const csv = await response.text();
  expect(csv.split('\r\n')[0]).toBe('created_at,name,email,company,phone,message,status,relay_status,relay_error');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(csv).toContain('"Line one, with a comma\nand ""quotes"" on line two."');
  expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  expect(csvCell('-2+3')).toBe(`"'-2+3"`);
  expect(csvCell('plain')).toBe('"plain"');
});

test('enquiries older than three years are purged at the next write', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2022-01-10T09:00:00Z'));
  await send('Ancient sender');
  vi.setSystemTime(new Date('2025-01-12T09:00:00Z'));
  expect((await inbox()).some((item) => item.name === 'Ancient sender')).toBe(false);
  await send('Recent sender');
  vi.useRealTimers();
  const names = (await inbox()).map((item) => item.name);
  expect(names).toContain('Recent sender');
  expect(names).not.toContain('Ancient sender');
});
