import { afterEach, beforeAll, expect, test } from 'vitest';
import { clientsHandler } from '#functions/api/clients.ts';
import { UPLOAD_GRACE_MS, sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { adminToken, deleteRequest, freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { aLargePng, aPng } from '#tests/fixtures/images.ts';
import { fetchUpload, upload } from '#tests/fixtures/uploads.ts';

// Uploads have a lifecycle (security review, finding 9): a file nobody refers
// to is deleted, on replace and delete and by the sweep, and the store has a
// total size cap. Otherwise an admin token, or one careless admin, could fill
// the store forever, and a replaced logo would stay served at its old URL.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  delete process.env.UPLOADS_MAX_BYTES;
});

async function uploaded(): Promise<string> {
  const answer = await upload(await aPng(), { token });
  expect(answer.status).toBe(201);
  return answer.body.logo_url!;
}

const send = (request: Request) => clientsHandler(request, { ip: freshIp() });

test('an orphaned upload is gone after the sweep, once past its grace period; a referenced one stays', async () => {
  const orphan = await uploaded();
  const used = await uploaded();
  expect((await send(jsonRequest('/api/clients', 'POST', aClient({ logo_url: used }), token))).status).toBe(201);

  // Within the grace period a fresh upload may still be waiting for its form to be saved.
  expect(await sweepOrphanUploads()).toEqual([]);
  expect((await fetchUpload(orphan)).status).toBe(200);

  await sweepOrphanUploads(Date.now() + UPLOAD_GRACE_MS + 1000);
  expect((await fetchUpload(orphan)).status).toBe(404);
  expect((await fetchUpload(used)).status).toBe(200);
});

test("a replaced logo is kept while a version shows it, and a deleted client's while it can be restored (ADR 0031)", async () => {
  const first = await uploaded();
  const second = await uploaded();
  const created = await send(jsonRequest('/api/clients', 'POST', aClient({ logo_url: first }), token));
  const { id } = (await created.json()) as { id: string };

  expect((await send(jsonRequest('/api/clients', 'PUT', { id, logo_url: second }, token))).status).toBe(200);
  expect((await fetchUpload(first)).status).toBe(200);
  expect((await fetchUpload(second)).status).toBe(200);

  expect((await send(deleteRequest(`/api/clients?id=${id}`, token))).status).toBe(200);
  expect((await fetchUpload(second)).status).toBe(200);
});

test('a file two records share survives the removal of one of them', async () => {
  const shared = await uploaded();
  const a = (await (await send(jsonRequest('/api/clients', 'POST', aClient({ logo_url: shared }), token))).json()) as { id: string };
  expect((await send(jsonRequest('/api/clients', 'POST', aClient({ logo_url: shared }), token))).status).toBe(201);
  expect((await send(deleteRequest(`/api/clients?id=${a.id}`, token))).status).toBe(200);
  expect((await fetchUpload(shared)).status).toBe(200);
});

test('an upload past the store cap is refused with 507 and stores nothing', async () => {
  const before = await uploaded();
  process.env.UPLOADS_MAX_BYTES = String(64 * 1024);
  const answer = await upload(await aLargePng(80 * 1024), { token });
  expect(answer.status).toBe(507);
  expect(answer.body.error).toMatch(/upload storage is full/);
  expect((await fetchUpload(before)).status).toBe(200);
});
