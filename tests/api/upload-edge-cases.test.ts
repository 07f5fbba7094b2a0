import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { loginHandler } from '#functions/api/auth-login.ts';
import { createFile, listKeys } from '#functions/platform/store.ts';
import { uploadLogoHandler } from '#functions/api/upload-logo.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { ensureUser } from '#functions/auth/users.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aLargePng, aPng } from '#tests/fixtures/images.ts';
import { fetchUpload, partFields, upload, uploadRequest } from '#tests/fixtures/uploads.ts';

// Logo upload cases beyond tests/api/uploads.test.ts: disguised and broken
// bodies, another admin's parts, and what is served for a stored file.

useBlobsStore();

let token: string;
let otherToken: string;
beforeAll(async () => {
  token = await adminToken();
  await ensureUser('second-admin', { password: 'another long admin password' });
  const response = await loginHandler(
    jsonRequest('/api/auth/login', 'POST', { username: 'second-admin', password: 'another long admin password' }),
    { ip: freshIp() },
  );
  otherToken = ((await response.json()) as { token: string }).token;
});

const badType = 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)';

test('an HTML page posing as an image is refused with the spec message', async () => {
  const { status, body } = await upload('<!doctype html><html><script>alert(1)</script></html>', {
    name: 'logo.gif',
    type: 'image/gif',
    token,
  });
  expect(status).toBe(415);
  expect(body.error).toBe(badType);
});

test('a file that only starts like a PNG is refused', async () => {
  const { status, body } = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c, 0x68, 0x74, 0x6d, 0x6c]), {
    token,
  });
  expect(status).toBe(415);
  expect(body.error).toBe(badType);
});

test('an empty file is refused', async () => {
  const { status, body } = await upload(new Uint8Array(), { token });
  expect(status).toBe(400);
  expect(body.error).toBe('The logo file is empty');
});

test('an invalid token is a 401 and stores nothing', async () => {
  const before = await listKeys('uploads/');
  const response = await uploadLogoHandler(uploadRequest(await aPng(), { token: 'not-a-token' }), { ip: freshIp() });
  expect(response.status).toBe(401);
  expect(await listKeys('uploads/')).toEqual(before);
});

test('a truncated multipart body is a 400', async () => {
  const response = await uploadLogoHandler(
    new Request('http://localhost/api/projects-enhanced/upload-logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
    }),
    { ip: freshIp() },
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: 'The multipart body could not be read', code: 'multipart_unreadable', params: {} });
});

test("another admin's upload id is answered as unknown and takes no part", async () => {
  const opened = await upload(await aLargePng(1024 * 1024), { token, fields: partFields(0, 2) });
  expect(opened.status).toBe(202);
  const uploadId = opened.body.upload_id!;
  const intruder = await upload(new Uint8Array(100).fill(7), { token: otherToken, fields: partFields(1, 2, uploadId) });
  expect(intruder.status).toBe(404);
  expect(intruder.body.error).toBe('Upload not found or expired');
  const staged = (await listKeys(`upload-parts/${uploadId}/`)).filter((key) => !key.endsWith('/manifest'));
  expect(staged).toHaveLength(1);
});

test('an SVG is served with a policy that runs and loads nothing', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
  const { body } = await upload(svg, { name: 'a.svg', type: 'image/svg+xml', token });
  const served = await fetchUpload(body.logo_url!);
  expect(served.headers.get('content-type')).toBe('image/svg+xml');
  const csp = served.headers.get('content-security-policy') ?? '';
  expect(csp).toContain('sandbox');
  expect(csp).toContain("default-src 'none'");
  expect(served.headers.get('content-length')).toBe(String(svg.length));
  expect(await served.text()).toBe(svg);
});

test('a stored file whose type is not an image is never served as something a browser renders', async () => {
  const name = `${randomUUID()}.png`;
  await createFile(`uploads/${name}`, new TextEncoder().encode('<script>alert(1)</script>'), {
    contentType: 'text/html',
    size: 25,
    createdAt: new Date().toISOString(),
  });
  const served = await uploadsHandler(getRequest(`/uploads/${name}`));
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/octet-stream');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
});

test('a large stored logo is served whole, with its length', async () => {
  const big = await aLargePng(4 * 1024 * 1024);
  const name = `${randomUUID()}.png`;
  await createFile(`uploads/${name}`, big, { contentType: 'image/png', size: big.byteLength, createdAt: new Date().toISOString() });
  const served = await uploadsHandler(getRequest(`/uploads/${name}`));
  expect(served.headers.get('content-length')).toBe(String(big.byteLength));
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(big);
});
