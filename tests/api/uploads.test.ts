import { beforeAll, expect, test } from 'vitest';
import { createFile, listKeys, readFile } from '#functions/store.ts';
import { uploadLogoHandler, uploadsHandler } from '#functions/uploads.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aGif, aJpeg, aLargePng, aPng, aWebp } from '#tests/fixtures/images.ts';
import { fetchUpload, upload, uploadRequest, type UploadAnswer } from '#tests/fixtures/uploads.ts';

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const badType = 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)';

for (const [label, make, type, extension] of [
  ['PNG', aPng, 'image/png', 'png'],
  ['JPEG', aJpeg, 'image/jpeg', 'jpg'],
  ['GIF', aGif, 'image/gif', 'gif'],
  ['WebP', aWebp, 'image/webp', 'webp'],
] as const) {
  test(`admin uploads a ${label} logo and it is served back byte for byte with its type`, async () => {
    const bytes = await make();
    const { status, body } = await upload(bytes, { name: `logo.${extension}`, type, token });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.logo_url).toMatch(new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.${extension}$`));
    const served = await fetchUpload(body.logo_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
}

test('the stored file has a server-made name and the contract metadata', async () => {
  const { body } = await upload(await aPng(), { name: '../../etc/passwd.png', type: 'image/png', token });
  const name = body.logo_url!.split('/').pop()!;
  expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
  expect(await listKeys(`uploads/${name}`)).toEqual([`uploads/${name}`]);
  const stored = await readFile(`uploads/${name}`);
  expect(Object.keys(stored!.metadata).sort()).toEqual(['contentType', 'createdAt', 'size']);
  expect(stored!.metadata).toMatchObject({ contentType: 'image/png', size: stored!.data.byteLength });
  expect(Date.parse(String(stored!.metadata.createdAt))).not.toBeNaN();
});

test('the type comes from the bytes, not the name or the declared type', async () => {
  const { status, body } = await upload(await aPng(), { name: 'logo.svg', type: 'image/svg+xml', token });
  expect(status).toBe(201);
  expect(body.logo_url).toMatch(/\.png$/);
  expect((await fetchUpload(body.logo_url!)).headers.get('content-type')).toBe('image/png');
});

test('an executable renamed .png is refused with the spec message', async () => {
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, ...new Array<number>(200).fill(0)]);
  const { status, body } = await upload(exe, { name: 'logo.png', type: 'image/png', token });
  expect(status).toBe(415);
  expect(body.error).toBe(badType);
});

test('a text file declared as image/png is refused with the spec message', async () => {
  const { status, body } = await upload('just some text, not an image at all', { name: 'logo.png', type: 'image/png', token });
  expect(status).toBe(415);
  expect(body.error).toBe(badType);
});

test('an HTML page posing as an image is refused', async () => {
  const { status, body } = await upload('<!doctype html><html><script>alert(1)</script></html>', {
    name: 'logo.gif',
    type: 'image/gif',
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

test('a 6 MB file is refused with the spec size message', async () => {
  const big = await aLargePng(6 * 1024 * 1024);
  const before = await listKeys('uploads/');
  const { status, body } = await upload(big, { name: 'big.png', type: 'image/png', token });
  expect(status).toBe(413);
  expect(body.error).toBe('Logo file size must be less than 5MB');
  expect(await listKeys('uploads/')).toEqual(before);
});

test('uploading without a token is a 401 and stores nothing', async () => {
  const before = await listKeys('uploads/');
  const response = await uploadLogoHandler(uploadRequest(await aPng(), {}), { ip: freshIp() });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'Authentication required' });
  expect(await listKeys('uploads/')).toEqual(before);
});

test('uploading with an invalid token is a 401', async () => {
  const response = await uploadLogoHandler(uploadRequest(await aPng(), { token: 'not-a-token' }), { ip: freshIp() });
  expect(response.status).toBe(401);
});

test('the body must be multipart with a file field named logo', async () => {
  const json = await uploadLogoHandler(
    new Request('http://localhost/api/projects-enhanced/upload-logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    }),
    { ip: freshIp() },
  );
  expect(json.status).toBe(415);
  const form = new FormData();
  form.append('image', new File([(await aPng()) as BlobPart], 'a.png'));
  const wrongField = await uploadLogoHandler(
    new Request('http://localhost/api/projects-enhanced/upload-logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
    { ip: freshIp() },
  );
  expect(wrongField.status).toBe(400);
  expect(((await wrongField.json()) as UploadAnswer).error).toBe('A file field named "logo" is required');
  const textField = new FormData();
  textField.append('logo', 'not a file');
  const notAFile = await uploadLogoHandler(
    new Request('http://localhost/api/projects-enhanced/upload-logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: textField,
    }),
    { ip: freshIp() },
  );
  expect(notAFile.status).toBe(400);
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
  expect(await response.json()).toEqual({ error: 'The multipart body could not be read' });
});

test('only POST uploads; other methods get 405', async () => {
  const response = await uploadLogoHandler(getRequest('/api/projects-enhanced/upload-logo', token));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
});

test('an SVG is served with a sandbox CSP that loads nothing', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
  const { body } = await upload(svg, { name: 'a.svg', type: 'image/svg+xml', token });
  const served = await fetchUpload(body.logo_url!);
  expect(served.headers.get('content-type')).toBe('image/svg+xml');
  const csp = served.headers.get('content-security-policy') ?? '';
  expect(csp).toContain('sandbox');
  expect(csp).toContain("default-src 'none'");
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('unknown, malformed or traversing upload keys are a JSON 404', async () => {
  for (const path of [
    '/api/uploads/nothing-here.png',
    '/api/uploads/..%2F..%2Fauth%2Fusers',
    '/api/uploads/%2e%2e',
    '/api/uploads/%E0%A4%A',
    '/api/uploads/',
    '/api/uploads/a.png%00.svg',
    '/api/uploads/.hidden.png',
  ]) {
    const response = await uploadsHandler(getRequest(path));
    expect(response.status, path).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'File not found' });
  }
});

test('a stored file whose type is not an image is never served as something a browser renders', async () => {
  await createFile('uploads/planted-by-hand.html', new TextEncoder().encode('<script>alert(1)</script>'), {
    contentType: 'text/html',
    size: 25,
    createdAt: new Date().toISOString(),
  });
  const served = await uploadsHandler(getRequest('/api/uploads/planted-by-hand.html'));
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/octet-stream');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
});

test('reading an upload needs no token and writing methods get 405', async () => {
  const { body } = await upload(await aPng(), { token });
  expect((await fetchUpload(body.logo_url!)).status).toBe(200);
  const put = await uploadsHandler(new Request(`http://localhost${body.logo_url!}`, { method: 'DELETE' }));
  expect(put.status).toBe(405);
});
