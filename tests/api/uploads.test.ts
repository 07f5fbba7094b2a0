import sharp from 'sharp';
import { beforeAll, expect, test, vi } from 'vitest';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { fileMetadata, listKeys, readFile } from '#functions/platform/store.ts';
import { sanitizeSvg } from '#functions/uploads/svg-sanitizer.ts';
import { uploadLogoHandler } from '#functions/api/upload-logo.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aGif, aJpeg, aLargePng, aPng, aWebp, cleanSvg } from '#tests/fixtures/images.ts';
import { withGifMetadata } from '#tests/fixtures/photos.ts';

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
    expect(body.logo_url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`));
    const served = await fetchStored(body.logo_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
}

test('attack: a logo carrying a camera’s GPS position and its owner’s name is stored without them, its picture unchanged', async () => {
  const exif = { IFD0: { Artist: 'Jane Doe', Copyright: 'Jane Doe 2026' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 24/1 17/1' } };
  const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#f59e0b' } });
  for (const [format, type, extension] of [
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
  ] as const) {
    const sent = await picture()
      .toFormat(format)
      .withExif(exif)
      .withXmp('<x:xmpmeta><dc:creator>Jane Doe</dc:creator></x:xmpmeta>')
      .toBuffer();
    expect(sent.includes('Jane Doe'), `${format} as sent carries the name`).toBe(true);
    const { status, body } = await upload(new Uint8Array(sent), `logo.${extension}`, type);
    expect(status).toBe(201);
    const stored = Buffer.from(await (await fetchStored(body.logo_url!)).arrayBuffer());
    expect(stored.includes('Jane Doe'), format).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format, width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(sent).raw().toBuffer());
  }
});

test('attack: a GIF logo is stored without its comments and XMP, its picture unchanged', async () => {
  const sent = withGifMetadata(await aGif(), 'Jane Doe, 43.40 N 5.05 E');
  expect(Buffer.from(sent).includes('Jane Doe')).toBe(true);
  const { status, body } = await upload(sent, 'logo.gif', 'image/gif');
  expect(status).toBe(201);
  const stored = Buffer.from(await (await fetchStored(body.logo_url!)).arrayBuffer());
  expect(stored.includes('Jane Doe')).toBe(false);
  expect(stored.includes('XMP DataXMP')).toBe(false);
  expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(Buffer.from(sent)).raw().toBuffer());
});

test('a JPEG whose segments run past its end is refused as not an image', async () => {
  const jpeg = await aJpeg();
  const broken = new Uint8Array([...jpeg.subarray(0, 4), 0xff, 0xff, ...jpeg.subarray(6, 40)]);
  broken[2] = 0xff;
  broken[3] = 0xe1;
  const { status } = await upload(broken, 'logo.jpg', 'image/jpeg');
  expect(status).toBe(415);
});

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
  <style>.a { fill: url(https://evil.example/p.svg#g) } .b { fill: #f59e0b } .c { background: url('http://evil.example/t.png') }</style>
  <circle r="4" style="fill: url(http://evil.example/x#p); stroke: #fff"/>
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

test('a <style> with @import or CSS escapes is dropped whole; url() in attributes only points inside the file', () => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
  expect(sanitizeSvg(svg('<style>@import url(https://evil.example/x.css); .b { fill: red }</style>'))).toBe(svg('<style></style>'));
  expect(sanitizeSvg(svg('<style>@\\69mport "https://evil.example/x.css"; .b { fill: red }</style>'))).toBe(svg('<style></style>'));
  expect(sanitizeSvg(svg('<style>.b { fill: u\\72l(https://evil.example/p) }</style>'))).toBe(svg('<style></style>'));
  expect(sanitizeSvg(svg('<style>.b { fill: red } /* unclosed url(https://evil.example/p)</style>'))).toBe(svg('<style></style>'));
  expect(sanitizeSvg(svg('<rect fill="u\\72l(https://evil.example/p)" stroke="url( \'#ok\' )"/>'))).toBe(
    svg('<rect stroke="url( \'#ok\' )"/>'),
  );
  expect(sanitizeSvg(svg('<rect style="fill:url(https://evil.example/p" mask="url(#m)"/>'))).toBe(svg('<rect mask="url(#m)"/>'));
  expect(sanitizeSvg(svg('<rect style="background-image: image-set(&quot;https://evil.example/p&quot; 1x)"/>'))).toBe(svg('<rect/>'));
  expect(sanitizeSvg(svg('<?xml-stylesheet href="https://evil.example/x.css"?><rect/>'))).toBe(svg('<rect/>'));
  expect(sanitizeSvg(svg('<animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick"/><rect/>'))).toBe(
    svg('<rect/>'),
  );
});

test('an SVG declaring entities is refused with the spec message and the reason', async () => {
  const billionLaughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
  const response = await uploadLogoHandler(uploadRequest(billionLaughs, 'logo.svg', 'image/svg+xml'), { ip: freshIp() });
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({
    error: 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)',
    code: 'logo_bad_type',
    params: {},
    issues: [{ path: 'logo', message: 'SVG files declaring entities are not accepted', code: 'svg_entities', params: {} }],
  });
});

test('a malformed SVG is refused with the spec message', async () => {
  const { status, body } = await upload('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'logo.svg', 'image/svg+xml');
  expect(status).toBe(415);
  expect(body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
});

test('an SVG whose root is not <svg> is refused', async () => {
  const { status } = await upload('<svg/><html><script>alert(1)</script></html>', 'logo.svg', 'image/svg+xml');
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

const partFields = (index: number, count: number, uploadId?: string) => ({
  chunk_index: String(index),
  chunk_count: String(count),
  ...(uploadId ? { upload_id: uploadId } : {}),
});

async function openParts(count: number, part: Uint8Array): Promise<string> {
  const first = await upload(part, 'x.png', 'image/png', partFields(0, count));
  expect(first.status).toBe(202);
  return first.body.upload_id!;
}

test('a later part without an upload id, or with an unknown one, is refused', async () => {
  const part = (await aLargePng(LOGO_CHUNK_BYTES)).subarray(0, 1024);
  const withoutId = await upload(part, 'x.png', 'image/png', partFields(1, 3));
  expect(withoutId.status).toBe(400);
  expect(withoutId.body.error).toBe('upload_id is required for every part after the first');
  const unknown = await upload(part, 'x.png', 'image/png', partFields(1, 3, `${Date.now()}-00000000-0000-4000-8000-000000000000`));
  expect(unknown.status).toBe(404);
  expect(unknown.body.error).toBe('Upload not found or expired');
  const malformed = await upload(part, 'x.png', 'image/png', partFields(1, 3, '../../uploads/x'));
  expect(malformed.status).toBe(400);
  const firstWithId = await upload(part, 'x.png', 'image/png', partFields(0, 3, `${Date.now()}-00000000-0000-4000-8000-000000000000`));
  expect(firstWithId.status).toBe(400);
});

test('wrong part counts and indexes are refused', async () => {
  const part = (await aLargePng(LOGO_CHUNK_BYTES)).subarray(0, 1024);
  // More parts than 5 MB can need, an index past the count, negative or non-numeric values.
  const tooMany = await upload(part, 'x.png', 'image/png', partFields(0, 4));
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.error).toBe('Logo file size must be less than 5MB');
  expect((await upload(part, 'x.png', 'image/png', partFields(2, 2))).status).toBe(400);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '-1', chunk_count: '2' })).status).toBe(400);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: 'one', chunk_count: '2' })).status).toBe(400);
  expect((await upload(part, 'x.png', 'image/png', { chunk_index: '0', chunk_count: '0' })).status).toBe(400);
  // A count that changes midway.
  const id = await openParts(3, part);
  const changed = await upload(part, 'x.png', 'image/png', partFields(1, 2, id));
  expect(changed.status).toBe(400);
  expect(changed.body.error).toBe('chunk_count does not match the first part');
});

test('a part sent twice is refused and does not replace the one received', async () => {
  const file = await aLargePng(LOGO_CHUNK_BYTES + 300_000);
  const [first, second] = [file.subarray(0, LOGO_CHUNK_BYTES), file.subarray(LOGO_CHUNK_BYTES)];
  const id = await openParts(2, first);
  const again = await upload(new Uint8Array(first.byteLength).fill(7), 'x.png', 'image/png', partFields(0, 2, id));
  expect(again.status).toBe(400);
  const last = await upload(second, 'x.png', 'image/png', partFields(1, 2, id));
  expect(last.status).toBe(201);
  const repeated = await upload(second, 'x.png', 'image/png', partFields(1, 2, id));
  expect(repeated.status).toBe(404);
  const served = await fetchStored(last.body.logo_url!);
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
});

test('a part that skips one is refused: parts come in order', async () => {
  const part = (await aLargePng(LOGO_CHUNK_BYTES)).subarray(0, LOGO_CHUNK_BYTES);
  const id = await openParts(3, part);
  const skipped = await upload(part, 'x.png', 'image/png', partFields(2, 3, id));
  expect(skipped.status).toBe(400);
  expect(skipped.body.error).toBe('Part 1 is missing: parts must be sent in order, one at a time');
  expect((await upload(part, 'x.png', 'image/png', partFields(1, 3, id))).status).toBe(202);
  const duplicate = await upload(part, 'x.png', 'image/png', partFields(1, 3, id));
  expect(duplicate.status).toBe(409);
  expect(duplicate.body.error).toBe('Part 1 was already received');
});

test('a part over the part size is refused', async () => {
  const oversized = await aLargePng(LOGO_CHUNK_BYTES + 100_000);
  const response = await upload(oversized, 'x.png', 'image/png', partFields(0, 3));
  expect(response.status).toBe(413);
  expect(response.body.error).toBe('Each part must be at most 2 MB');
});

test('parts adding up to more than 5 MB are refused with the spec size message', async () => {
  const part = (await aLargePng(LOGO_CHUNK_BYTES)).subarray(0, LOGO_CHUNK_BYTES);
  const id = await openParts(3, part);
  expect((await upload(part, 'x.png', 'image/png', partFields(1, 3, id))).status).toBe(202);
  const third = await upload(part, 'x.png', 'image/png', partFields(2, 3, id));
  expect(third.status).toBe(413);
  expect(third.body.error).toBe('Logo file size must be less than 5MB');
});

test('parts that assemble into something other than an image are refused and nothing is kept', async () => {
  const junk = new Uint8Array(LOGO_CHUNK_BYTES).fill(0x41);
  const id = await openParts(2, junk);
  const last = await upload(junk.subarray(0, 1000), 'x.png', 'image/png', partFields(1, 2, id));
  expect(last.status).toBe(415);
  expect(last.body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
  expect((await listKeys(`upload-parts/${id}`)).length).toBe(0);
});

test('staged parts of an upload abandoned for over an hour are dropped when the next upload opens', async () => {
  const part = (await aPng()).subarray(0, 10);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() - 2 * 60 * 60 * 1000);
    const abandoned = await openParts(2, part);
    vi.useRealTimers();
    expect((await listKeys(`upload-parts/${abandoned}`)).length).toBe(2);
    const late = await upload(part, 'x.png', 'image/png', partFields(1, 2, abandoned));
    expect(late.status).toBe(404);
    const fresh = await openParts(2, part);
    expect(await listKeys(`upload-parts/${abandoned}`)).toEqual([]);
    expect((await listKeys(`upload-parts/${fresh}`)).length).toBe(2);
  } finally {
    vi.useRealTimers();
  }
});

test('a stored upload carries the contract metadata', async () => {
  const png = await aPng();
  const { body } = await upload(png, 'logo.png', 'image/png');
  const stored = await readFile(`uploads/${body.logo_url!.replace('/uploads/', '')}`);
  expect(stored?.metadata).toMatchObject({ contentType: 'image/png', size: png.byteLength });
  expect(Date.parse(String(stored?.metadata.createdAt))).toBeGreaterThan(Date.now() - 60_000);
});

test('a stored upload answers a matching If-None-Match with 304', async () => {
  const { body } = await upload(await aPng(), 'logo.png', 'image/png');
  const first = await fetchStored(body.logo_url!);
  const etag = first.headers.get('etag')!;
  expect(etag).toBeTruthy();
  const again = await uploadsHandler(new Request(`http://localhost${body.logo_url!}`, { headers: { 'if-none-match': etag } }));
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
  for (const path of [
    '/uploads/nothing-here.png',
    '/uploads/00000000-0000-4000-8000-000000000000.png',
    '/uploads/..%2F..%2Fauth%2Fusers',
    '/uploads/%2e%2e',
    '/uploads/%E0%A4%A',
    '/uploads/manifest',
    // The former address redirects only names an upload can have.
    '/api/uploads/nothing-here.png',
    '/api/uploads/..%2F..%2Fauth%2Fusers',
    '/api/uploads/%E0%A4%A',
  ]) {
    const response = await uploadsHandler(getRequest(path));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'File not found', code: 'not_found', params: { item: 'file' } });
  }
});

test('uploads are only read, never written, through GET /uploads', async () => {
  for (const path of ['/uploads/x.png', '/api/uploads/x.png']) {
    const response = await uploadsHandler(new Request(`http://localhost${path}`, { method: 'PUT', body: 'x' }));
    expect(response.status).toBe(405);
  }
});

test('attack: parts of logos count in the upload cap while they wait: past it, a part is refused with 507 and not staged', async () => {
  const part = new Uint8Array(LOGO_CHUNK_BYTES);
  const before = await listKeys('upload-parts/');
  // Room for one part and a little more, counting what is stored and staged now.
  vi.stubEnv('UPLOADS_MAX_BYTES', String((await storedBytes()) + LOGO_CHUNK_BYTES + 1024));
  try {
    const id = await openParts(3, part);
    const second = await upload(part, 'x.png', 'image/png', partFields(1, 3, id));
    expect(second.status).toBe(507);
    const another = await upload(part, 'x.png', 'image/png', partFields(0, 3));
    expect(another.status).toBe(507);
    // Only the first part waits: what was refused was never staged.
    expect((await listKeys('upload-parts/')).filter((key) => !before.includes(key) && !key.endsWith('/manifest'))).toHaveLength(1);
  } finally {
    vi.unstubAllEnvs();
  }
});

/** What the upload store and the parts waiting hold, as the cap counts them. */
async function storedBytes(): Promise<number> {
  const keys = (await Promise.all(['uploads/', 'upload-parts/', 'document-parts/'].map((prefix) => listKeys(prefix)))).flat();
  const sizes = await Promise.all(keys.map(async (key) => Number((await fileMetadata(key))?.size ?? 0)));
  return sizes.reduce((total, size) => total + size, 0);
}
