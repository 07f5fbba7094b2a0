import { beforeAll, expect, test } from 'vitest';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#schemas/upload.ts';
import { sanitizeSvg } from '#functions/svg-sanitizer.ts';
import { uploadLogoHandler, uploadsHandler } from '#functions/uploads.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aGif, aJpeg, aLargePng, aPng, aWebp, cleanSvg } from '#tests/fixtures/images.ts';

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

interface UploadAnswer {
  success?: boolean;
  logo_url?: string;
  upload_id?: string;
  error?: string;
}

function uploadRequest(bytes: Uint8Array | string, name: string, type: string, fields: Record<string, string> = {}, auth = true): Request {
  const form = new FormData();
  form.append('logo', new File([bytes as BlobPart], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request('http://localhost/api/projects-enhanced/upload-logo', {
    method: 'POST',
    body: form,
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

async function upload(bytes: Uint8Array | string, name: string, type: string, fields: Record<string, string> = {}) {
  const response = await uploadLogoHandler(uploadRequest(bytes, name, type, fields), { ip: freshIp() });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

async function fetchStored(logoUrl: string): Promise<Response> {
  return uploadsHandler(getRequest(logoUrl));
}

for (const [label, make, type, extension] of [
  ['PNG', aPng, 'image/png', 'png'],
  ['JPEG', aJpeg, 'image/jpeg', 'jpg'],
  ['GIF', aGif, 'image/gif', 'gif'],
  ['WebP', aWebp, 'image/webp', 'webp'],
] as const) {
  test(`admin uploads a ${label} logo and it is served back byte for byte with its type`, async () => {
    const bytes = await make();
    const { status, body } = await upload(bytes, `logo.${extension}`, type);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.logo_url).toMatch(new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.${extension}$`));
    const served = await fetchStored(body.logo_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
}

test('the type comes from the bytes, not the name or the declared type', async () => {
  const png = await aPng();
  const { status, body } = await upload(png, 'logo.svg', 'image/svg+xml');
  expect(status).toBe(201);
  expect(body.logo_url).toMatch(/\.png$/);
});

test('an executable renamed .png is refused with the spec message', async () => {
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, ...new Array<number>(200).fill(0)]);
  const { status, body } = await upload(exe, 'logo.png', 'image/png');
  expect(status).toBe(415);
  expect(body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
});

test('a text file declared as image/png is refused', async () => {
  const { status, body } = await upload('just some text, not an image at all', 'logo.png', 'image/png');
  expect(status).toBe(415);
  expect(body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
});

test('an SVG is stored without script, handlers, foreignObject or external references', async () => {
  const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(https://evil.example/x.css); .a { fill: url(https://evil.example/p.svg#g) } .b { fill: #f59e0b }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f1d31"/></linearGradient></defs>
  <rect class="b" width="100" height="50" fill="url(#g)" onclick="steal()"/>
  <a href="javascript:alert(1)"><text x="5" y="30">Click</text></a>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#g"/>
  <image href="data:image/png;base64,AAAA"/>
</svg>`;
  const { status, body } = await upload(hostile, 'logo.svg', 'image/svg+xml');
  expect(status).toBe(201);
  const served = await fetchStored(body.logo_url!);
  expect(served.headers.get('content-type')).toBe('image/svg+xml');
  expect(served.headers.get('content-security-policy')).toContain('sandbox');
  const stored = await served.text();
  for (const forbidden of [
    '<script',
    'onload',
    'onclick',
    'alert',
    'foreignObject',
    'iframe',
    'javascript:',
    'evil.example',
    '@import',
    '<image',
    'data:',
  ]) {
    expect(stored).not.toContain(forbidden);
  }
  expect(stored).toContain('<use href="#g"/>');
  expect(stored).toContain('fill="url(#g)"');
  expect(stored).toContain('.b { fill: #f59e0b }');
  // Elements outside the allowlist go with everything inside them.
  expect(stored).not.toContain('<a');
  expect(stored).not.toContain('Click');
  expect(stored.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
});

test('an SVG with a DOCTYPE or entities is refused', async () => {
  const billionLaughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
  const { status, body } = await upload(billionLaughs, 'logo.svg', 'image/svg+xml');
  expect(status).toBe(415);
  expect(body.error).toContain('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
});

test('a malformed SVG is refused', async () => {
  const { status } = await upload('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'logo.svg', 'image/svg+xml');
  expect(status).toBe(415);
});

test('the sanitiser keeps a clean logo as drawn', () => {
  expect(sanitizeSvg(cleanSvg)).toBe(cleanSvg);
});

test('a 6 MB file is refused with the spec size message', async () => {
  const big = await aLargePng(6 * 1024 * 1024);
  const { status, body } = await upload(big, 'big.png', 'image/png');
  expect(status).toBe(413);
  expect(body.error).toBe('Logo file size must be less than 5MB');
});

test('a 5 MB logo uploads in parts and is assembled byte for byte', async () => {
  const file = await aLargePng(MAX_LOGO_BYTES - 64 * 1024);
  expect(file.byteLength).toBeGreaterThan(4.5 * 1024 * 1024);
  expect(file.byteLength).toBeLessThanOrEqual(MAX_LOGO_BYTES);
  const count = Math.ceil(file.byteLength / LOGO_CHUNK_BYTES);
  let uploadId: string | undefined;
  let final: UploadAnswer | undefined;
  for (let index = 0; index < count; index++) {
    const part = file.subarray(index * LOGO_CHUNK_BYTES, (index + 1) * LOGO_CHUNK_BYTES);
    const fields: Record<string, string> = {
      chunk_index: String(index),
      chunk_count: String(count),
      ...(uploadId ? { upload_id: uploadId } : {}),
    };
    const { status, body } = await upload(part, 'big.png', 'image/png', fields);
    if (index < count - 1) {
      expect(status).toBe(202);
      uploadId = body.upload_id;
    } else {
      expect(status).toBe(201);
      final = body;
    }
  }
  const served = await fetchStored(final!.logo_url!);
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
});

test('abuse of the parts protocol is refused', async () => {
  const part = (await aLargePng(LOGO_CHUNK_BYTES)).subarray(0, LOGO_CHUNK_BYTES);
  // A later part without an upload id, or with one that does not exist.
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '1', chunk_count: '3' })).status).toBe(400);
  expect(
    (
      await upload(part, 'x.png', 'image/png', {
        chunk_index: '1',
        chunk_count: '3',
        upload_id: `${Date.now()}-00000000-0000-4000-8000-000000000000`,
      })
    ).status,
  ).toBe(404);
  // More parts than 5 MB allows, an index past the count, a part over the part size.
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '0', chunk_count: '4' })).status).toBe(400);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '2', chunk_count: '2' })).status).toBe(400);
  const oversized = await aLargePng(LOGO_CHUNK_BYTES + 100_000);
  expect((await upload(oversized, 'x.png', 'image/png', { chunk_index: '0', chunk_count: '3' })).status).toBe(413);
  // A count that changes midway, and a part sent twice.
  const first = await upload(part, 'x.png', 'image/png', { chunk_index: '0', chunk_count: '3' });
  expect(first.status).toBe(202);
  const id = first.body.upload_id!;
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '1', chunk_count: '2', upload_id: id })).status).toBe(400);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '1', chunk_count: '3', upload_id: id })).status).toBe(202);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '1', chunk_count: '3', upload_id: id })).status).toBe(409);
});

test('uploading needs an admin token and a multipart body with a logo field', async () => {
  const png = await aPng();
  expect((await uploadLogoHandler(uploadRequest(png, 'a.png', 'image/png', {}, false), { ip: freshIp() })).status).toBe(401);
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
  form.append('image', new File([png as BlobPart], 'a.png'));
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
});

test('unknown or malformed upload keys are a JSON 404', async () => {
  for (const path of ['/api/uploads/nothing-here.png', '/api/uploads/..%2F..%2Fauth%2Fusers', '/api/uploads/%2e%2e']) {
    const response = await uploadsHandler(getRequest(path));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'File not found' });
  }
});
