import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { aLargePng, aPng } from '#tests/fixtures/images.ts';
import { e2eAdmin } from '#tests/fixtures/platform.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

// admin/lib/logo-upload.ts, the admin's logo upload, run as is in Chromium
// against the real local platform, which applies Netlify's 6 MB limit on a
// function request after base64-encoding binary bodies. The module is bundled
// and served to a bare page on the platform's origin, so these tests exercise
// the client itself, whichever screen uses it.

// The first test also waits for the worker's platform to start and build its functions.
test.describe.configure({ timeout: 120_000 });

const root = path.resolve(import.meta.dirname, '..', '..');
const HARNESS = '/__upload-harness/';

/** The upload module and what it imports, as one browser module. */
async function uploadModuleBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'admin', 'lib', 'logo-upload.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

interface Harness {
  page: Page;
  uploadRequests: number[];
}

/** Opens a page on the platform's origin with `window.uploadModule` = admin/lib/logo-upload.ts. */
async function openHarness(page: Page, files: Record<string, Uint8Array> = {}): Promise<Harness> {
  const sources: Record<string, string> = {
    'upload-logo.js': await uploadModuleBundle(),
    'index.html':
      '<!doctype html><html lang="en"><title>Upload harness</title><script type="module">import * as m from "./upload-logo.js"; window.uploadModule = m; document.title = "ready";</script></html>',
  };
  await page.route(`**${HARNESS}*`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(HARNESS.length);
    const file = files[name];
    if (file) return route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from(file) });
    const source = sources[name];
    if (source === undefined) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: name.endsWith('.html') ? 'text/html' : 'text/javascript', body: source });
  });
  const uploadRequests: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/projects-enhanced/upload-logo')) {
      uploadRequests.push(request.postDataBuffer()?.byteLength ?? 0);
    }
  });
  await page.goto(`${HARNESS}index.html`);
  await expect(page).toHaveTitle('ready');
  return { page, uploadRequests };
}

interface Outcome {
  logo_url?: string;
  error?: string;
  status?: number;
  progress: number[];
}

/** Calls uploadLogo in the page with a File built from a harness file (or given bytes). */
function uploadInPage(
  page: Page,
  file: { source?: string; bytes?: number; fill?: string; name: string; type: string },
  token: string,
): Promise<Outcome> {
  return page.evaluate(
    async ({ file, token }) => {
      const { uploadLogo } = (window as unknown as { uploadModule: typeof import('#admin/lib/logo-upload.ts') }).uploadModule;
      const blob = file.source ? await (await fetch(file.source)).blob() : new Blob([(file.fill ?? 'x').repeat(file.bytes ?? 1)]);
      const progress: number[] = [];
      try {
        const { logo_url } = await uploadLogo(new File([blob], file.name, { type: file.type }), token, (fraction) =>
          progress.push(fraction),
        );
        return { logo_url, progress };
      } catch (error) {
        return { error: (error as Error).message, status: (error as { status?: number }).status ?? -1, progress };
      }
    },
    { file, token },
  );
}

let token = '';
test.beforeEach(async ({ request }) => {
  if (token) return;
  const response = await request.post('/api/auth/login', { data: e2eAdmin });
  token = ((await response.json()) as { token: string }).token;
});

test('admin browser uploads a 5 MB logo in parts that each fit a Netlify function request', async ({ page, request }) => {
  const big = await aLargePng(MAX_LOGO_BYTES - 16 * 1024);
  const { uploadRequests } = await openHarness(page, { 'big.png': big });
  const outcome = await uploadInPage(page, { source: `${HARNESS}big.png`, name: 'big.png', type: 'image/png' }, token);
  expect(outcome.error).toBeUndefined();
  expect(outcome.logo_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

  expect(uploadRequests).toHaveLength(Math.ceil(big.byteLength / LOGO_CHUNK_BYTES));
  // Each body, once base64-encoded for the function, stays under Netlify's 6 MB.
  for (const bytes of uploadRequests) expect(Math.ceil(bytes / 3) * 4).toBeLessThan(6_000_000);

  expect(outcome.progress.at(-1)).toBe(1);
  expect(outcome.progress.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
  expect(outcome.progress).toEqual([...outcome.progress].sort((a, b) => a - b));

  const served = await request.get(outcome.logo_url!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Buffer.compare(await served.body(), Buffer.from(big))).toBe(0);
});

test('the same 5 MB logo in one request is refused by the platform, which is why it goes in parts', async ({ request }) => {
  const big = await aLargePng(MAX_LOGO_BYTES - 16 * 1024);
  const response = await request.post('/api/projects-enhanced/upload-logo', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { logo: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.from(big) } },
  });
  expect(response.status()).toBe(413);
});

test('a small logo goes in one request and its SVG comes back sanitised with a sandbox policy', async ({ page, request }) => {
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><script>alert(1)</script><rect width="40" height="20" fill="#13294b"/></svg>',
  );
  const { uploadRequests } = await openHarness(page, { 'logo.svg': svg });
  const outcome = await uploadInPage(page, { source: `${HARNESS}logo.svg`, name: 'logo.svg', type: 'image/svg+xml' }, token);
  expect(outcome.logo_url).toMatch(/\.svg$/);
  expect(uploadRequests).toHaveLength(1);
  expect(outcome.progress.at(-1)).toBe(1);
  const served = await request.get(outcome.logo_url!);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(served.headers()['content-security-policy']).toContain('sandbox');
  expect(await served.text()).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#13294b"/></svg>',
  );
});

test('too large or not an image: the spec message before anything is sent', async ({ page }) => {
  const { uploadRequests } = await openHarness(page);
  const tooLarge = await uploadInPage(page, { bytes: MAX_LOGO_BYTES + 1, name: 'huge.png', type: 'image/png' }, token);
  expect(tooLarge).toMatchObject({ error: 'Logo file size must be less than 5MB', status: 0 });
  const notImage = await uploadInPage(page, { bytes: 100, name: 'notes.txt', type: 'text/plain' }, token);
  expect(notImage).toMatchObject({ error: 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)', status: 0 });
  expect(uploadRequests).toEqual([]);
});

test("the server's refusal reaches the caller as its message", async ({ page }) => {
  await openHarness(page, { 'a.png': await aPng() });
  const disguised = await uploadInPage(page, { bytes: 200, fill: 'text ', name: 'logo.png', type: 'image/png' }, token);
  expect(disguised).toMatchObject({ error: 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)', status: 415 });
  const signedOut = await uploadInPage(page, { source: `${HARNESS}a.png`, name: 'a.png', type: 'image/png' }, 'expired-token');
  expect(signedOut).toMatchObject({ error: 'Invalid token', status: 401 });
});

test('a network failure gives the spec retry message after trying again', async ({ page }) => {
  const png = await aPng();
  const { uploadRequests } = await openHarness(page, { 'a.png': png });
  await page.route('**/api/projects-enhanced/upload-logo', (route) => route.abort('connectionreset'));
  const outcome = await uploadInPage(page, { source: `${HARNESS}a.png`, name: 'a.png', type: 'image/png' }, token);
  expect(outcome).toMatchObject({ error: 'Failed to upload logo. Please try again.', status: 0 });
  expect(uploadRequests).toHaveLength(3);
});
