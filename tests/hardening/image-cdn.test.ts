import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { e2eAdmin, startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// The local platform serves Netlify Image CDN (/.netlify/images) with Netlify's
// own implementation (@netlify/images, as @netlify/dev runs it), reading the
// originals from the site itself: the size asked for, AVIF or WebP as the
// browser's Accept header allows, and nothing from another site
// (docs/decisions/0051-image-pipeline.md).

let platform: RunningPlatform;
let token: string;

beforeAll(async () => {
  platform = await startPlatformProcess({ seed: 'none', env: { FORMSUBMIT_URL: 'http://127.0.0.1:9' } });
  const login = await fetch(`${platform.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: e2eAdmin.username, password: e2eAdmin.password }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await platform.stop();
});

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*;q=0.8';

/** A transformed image: its status, type, Vary header and, for an image, its pixel size and format as decoded. */
async function cdn(query: string, accept = AVIF_FIRST) {
  const response = await fetch(`${platform.url}/.netlify/images?${query}`, { headers: { accept } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const decoded = type.startsWith('image/') ? await sharp(bytes).metadata() : undefined;
  return { status: response.status, type, vary: response.headers.get('vary'), width: decoded?.width, height: decoded?.height, bytes };
}

/** A photo as the admin sends one, with some detail so the encoders have work. */
async function aPhoto(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test('a library photo is answered at the width asked, as AVIF or WebP per Accept, and cropped at a position', async () => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await aPhoto(1600, 1067))], { type: 'image/jpeg' }), 'plant.jpg');
  form.set('alt_en', 'The plant at dusk');
  const uploaded = await fetch(`${platform.url}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

  const avif = await cdn(`url=${url}&w=640`);
  expect(avif).toMatchObject({ status: 200, type: 'image/avif', width: 640, height: 427 });
  expect(avif.vary).toMatch(/Accept/i);
  const webp = await cdn(`url=${url}&w=640`, WEBP_ONLY);
  expect(webp).toMatchObject({ status: 200, type: 'image/webp', width: 640, height: 427 });
  // Kept as the CDN keeps them, per size and negotiated format: asked again, each answers the same bytes in its own format.
  const [avifAgain, webpAgain] = await Promise.all([cdn(`url=${url}&w=640`), cdn(`url=${url}&w=640`, WEBP_ONLY)]);
  expect(avifAgain).toMatchObject({ status: 200, type: 'image/avif', vary: avif.vary });
  expect(avifAgain.bytes.equals(avif.bytes)).toBe(true);
  expect(webpAgain).toMatchObject({ status: 200, type: 'image/webp' });
  expect(webpAgain.bytes.equals(webp.bytes)).toBe(true);
  // The encoded copy is a fraction of the original.
  expect(webp.bytes.length).toBeLessThan(200_000);
  const crop = await cdn(`url=${url}&w=640&h=320&fit=cover&position=top`);
  expect(crop).toMatchObject({ status: 200, type: 'image/avif', width: 640, height: 320 });
  // The social card's explicit JPEG.
  expect(await cdn(`url=${url}&w=1200&h=630&fit=cover&fm=jpg`)).toMatchObject({
    status: 200,
    type: 'image/jpeg',
    width: 1200,
    height: 630,
  });
});

test('uploads and the built site’s own files are read from the site too', async () => {
  const ogImage = await cdn('url=/og-image.png&w=320', WEBP_ONLY);
  expect(ogImage).toMatchObject({ status: 200, type: 'image/webp', width: 320, height: 168 });
});

test('an address on another site, or no image on this one, is refused', async () => {
  for (const other of ['https://example.com/plant.jpg', '//example.com/plant.jpg', 'http://169.254.169.254/latest/meta-data']) {
    const refused = await cdn(`url=${encodeURIComponent(other)}&w=640`);
    expect(refused.status, other).toBe(403);
    expect(refused.type, other).not.toMatch(/^image\//);
  }
  const missing = await cdn('url=/media/00000000000000000000000000000000.jpg&w=640');
  expect(missing.status).toBe(404);
  expect(missing.type).not.toMatch(/^image\//);
  // A page of the site is no image: nothing is answered as one.
  const page = await cdn('url=/about&w=640');
  expect(page.status).toBeGreaterThanOrEqual(400);
  expect(page.type).not.toMatch(/^image\//);
  expect((await cdn('w=640')).status).toBe(400);
});
