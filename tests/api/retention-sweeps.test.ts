import { beforeAll, expect, test, vi } from 'vitest';
import { sweepUploads } from '#functions/api/sweep-uploads.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { folderFor } from '#functions/platform/record-keys.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { createDocument, deleteKey, listKeys } from '#functions/platform/store.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// The hourly sweep removes what a visitor or a member of staff leaves behind
// and never comes back for: rate-limit attempts (keyed by a digest of the
// visitor's address) past every window, and sessions past their expiry
// (docs/privacy.md).

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const attemptKey = (prefix: string, subject: string, at: number) => `${folderFor(prefix, subject)}${String(at).padStart(15, '0')}-attempt`;

test('attempts a day old go with the hourly sweep; those within a day stay', async () => {
  const dayAgo = Date.now() - 25 * 60 * 60 * 1000;
  const old = [attemptKey('limits/contact', 'ip:198.51.100.7', dayAgo), attemptKey('auth/attempts/address', 'ip:198.51.100.7', dayAgo)];
  const recent = attemptKey('limits/applications', 'ip:198.51.100.8', Date.now() - 60 * 1000);
  for (const key of [...old, recent]) await createDocument(key, {});
  await sweepUploads();
  const left = [...(await listKeys('limits/')), ...(await listKeys('auth/attempts/'))];
  for (const key of old) expect(left).not.toContain(key);
  expect(left).toContain(recent);
});

test('sessions past their expiry go with the hourly sweep; a live one still signs in', async () => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expired = `${folderFor('auth/sessions', 'former.editor')}${nowSeconds - 60}-00000000-0000-4000-8000-000000000001`;
  await createDocument(expired, { username: 'former.editor', issued_at: nowSeconds - 8 * 3600 - 60, expires_at: nowSeconds - 60 });
  await sweepUploads();
  expect(await listKeys('auth/sessions/')).not.toContain(expired);
  const verified = await verifyHandler(
    new Request('http://localhost/api/auth/verify', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
  );
  expect(verified.status).toBe(200);
});

test('attack: one unreadable record stops no retention purge, in either store', async () => {
  const dayAgo = Date.now() - 25 * 60 * 60 * 1000;
  const broken = 'collections/clients/items/unreadable-sweep';
  const production = attemptKey('limits/contact', 'ip:198.51.100.9', dayAgo);
  const preview = attemptKey('limits/contact', 'ip:198.51.100.10', dayAgo);
  await createDocument(broken, { id: 'unreadable-sweep', name: 42 });
  await createDocument(production, {});
  await inDeployContext('deploy-preview', () => createDocument(preview, {}));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // The uploads cannot be swept while a record that may name one is unreadable; everything else is.
    await expect(sweepUploads()).rejects.toThrow('The hourly sweep did not finish: production: uploads');
    expect(await listKeys('limits/')).not.toContain(production);
    expect(await inDeployContext('deploy-preview', () => listKeys('limits/'))).not.toContain(preview);
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)) as unknown)).toContainEqual(
      expect.objectContaining({ event: 'sweep_step_failed', context: 'production', step: 'uploads' }),
    );
  } finally {
    logged.mockRestore();
    await deleteKey(broken);
  }
});
