import { afterEach, beforeAll, expect, test } from 'vitest';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { uploadLogo } from '#admin/lib/logo-upload.ts';
import { uploadLogoHandler } from '#functions/api/upload-logo.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aLargePng, aPng, cleanSvg } from '#tests/fixtures/images.ts';
import { installXhr, type XhrHandler } from '#tests/fixtures/xhr-to-handler.ts';

// The browser client of the logo upload, run against the real handler.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const toHandler: XhrHandler = (req) => uploadLogoHandler(req, { ip: freshIp() });

function useXhr(handler: XhrHandler = toHandler, network: 'up' | 'down' = 'up') {
  const xhr = installXhr(handler, { network });
  restore = xhr.restore;
  return xhr;
}

const fileOf = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });

async function expectFailure(upload: Promise<unknown>, message: string): Promise<void> {
  const error = await upload.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(message);
}

async function served(logoUrl: string): Promise<Uint8Array> {
  return new Uint8Array(await (await uploadsHandler(getRequest(logoUrl))).arrayBuffer());
}

test('a small logo goes in one request with progress up to 1', async () => {
  const xhr = useXhr();
  const png = await aPng();
  const progress: number[] = [];
  const { logo_url } = await uploadLogo(fileOf(png, 'logo.png', 'image/png'), token, (fraction) => progress.push(fraction));
  expect(logo_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  expect(xhr.requests).toHaveLength(1);
  expect(xhr.requests[0]!.fields).toEqual({});
  expect(progress.at(-1)).toBe(1);
  expect(await served(logo_url)).toEqual(png);
});

test('an SVG logo is uploaded and stored sanitised', async () => {
  useXhr();
  const { logo_url } = await uploadLogo(fileOf(cleanSvg, 'logo.svg', 'image/svg+xml'), token);
  expect(logo_url).toMatch(/\.svg$/);
  expect(new TextDecoder().decode(await served(logo_url))).toBe(cleanSvg);
});

test('a 5 MB logo goes in parts small enough for Netlify, with progress rising to 1, and arrives byte for byte', async () => {
  const xhr = useXhr();
  const png = await aLargePng(MAX_LOGO_BYTES - 32 * 1024);
  const progress: number[] = [];
  const { logo_url } = await uploadLogo(fileOf(png, 'plant.png', 'image/png'), token, (fraction) => progress.push(fraction));
  expect(xhr.requests).toHaveLength(Math.ceil(png.byteLength / LOGO_CHUNK_BYTES));
  // Netlify's limit is 6 MB per request after base64 (4/3 growth).
  for (const request of xhr.requests) expect((request.bodyBytes * 4) / 3).toBeLessThan(6 * 1024 * 1024);
  expect(xhr.requests.map((request) => request.fields.chunk_index)).toEqual(['0', '1', '2']);
  expect(xhr.requests[0]!.fields.upload_id).toBeUndefined();
  expect(xhr.requests[2]!.fields.upload_id).toBe(xhr.requests[1]!.fields.upload_id);
  expect(progress.every((value, index) => index === 0 || value >= progress[index - 1]!)).toBe(true);
  expect(progress.at(-1)).toBe(1);
  expect(await served(logo_url)).toEqual(png);
});

test('a file over 5 MB is refused before anything is sent', async () => {
  const xhr = useXhr();
  const big = fileOf(new Uint8Array(MAX_LOGO_BYTES + 1), 'big.png', 'image/png');
  await expectFailure(uploadLogo(big, token), 'Logo file size must be less than 5MB');
  expect(xhr.requests).toHaveLength(0);
});

test('a file of another type is refused before anything is sent', async () => {
  const xhr = useXhr();
  await expectFailure(
    uploadLogo(fileOf('hello', 'notes.txt', 'text/plain'), token),
    'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)',
  );
  await expectFailure(uploadLogo(fileOf('hello', 'notes.pdf', ''), token), 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
  expect(xhr.requests).toHaveLength(0);
});

test("the server's refusal is the error message", async () => {
  useXhr();
  await expectFailure(
    uploadLogo(fileOf('MZ this is not a picture', 'logo.png', 'image/png'), token),
    'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)',
  );
  await expect(uploadLogo(fileOf(await aPng(), 'logo.png', 'image/png'), 'not-a-token')).rejects.toMatchObject({ status: 401 });
});

test("an answer without an error field gives 'Failed to upload logo'", async () => {
  useXhr(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
  await expectFailure(uploadLogo(fileOf(await aPng(), 'logo.png', 'image/png'), token), 'Failed to upload logo');
});

test("a network failure gives 'Failed to upload logo. Please try again.'", async () => {
  useXhr(toHandler, 'down');
  await expectFailure(uploadLogo(fileOf(await aPng(), 'logo.png', 'image/png'), token), 'Failed to upload logo. Please try again.');
});
