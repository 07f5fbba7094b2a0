import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { privacyExportHandler } from '#functions/api/admin-privacy-export.ts';
import { ENQUIRIES_KEY } from '#functions/enquiries/enquiries.ts';
import { putDocument } from '#functions/platform/store.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// What a failure logs never carries what was asked about a person: the query
// of an inbox search or of a privacy request names them (docs/privacy.md).

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await putDocument(ENQUIRIES_KEY, { items: [] });
});

test('a failed inbox search or privacy export logs its path, never the name or address asked about', async () => {
  // The inbox unreadable, as a fault would leave it: both reads fail with 500.
  await putDocument(ENQUIRIES_KEY, { items: 'damaged' });
  const logged: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));

  const search = await enquiriesHandler(getRequest('/api/enquiries?q=Jean%20Dupont', token));
  const exported = await privacyExportHandler(getRequest('/api/admin/privacy/export?email=jean.dupont%40example.test', token));
  expect([search.status, exported.status]).toEqual([500, 500]);

  expect(logged.some((line) => line.includes('"path":"/api/enquiries"'))).toBe(true);
  expect(logged.some((line) => line.includes('"path":"/api/admin/privacy/export"'))).toBe(true);
  for (const line of logged) expect(line).not.toMatch(/jean|dupont/i);
});
