import { readFile as readText } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Client } from '#src/schemas/client.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { collections, storeItems } from '#functions/content/collections.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { readFile } from '#functions/platform/store.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { aPng, cleanSvg } from '#tests/fixtures/images.ts';
import { imageAddresses, robotsAllow, sitePathOf } from '#tests/fixtures/robots.ts';
import { upload } from '#tests/fixtures/uploads.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// Uploaded images are served at /uploads/, which robots.txt lets search
// engines and social cards fetch, with every control they had under /api/
// (ADR 0047); the former address answers a permanent redirect, and a record
// stored with it is read with the new one.

useBlobsStore();

const root = path.resolve(import.meta.dirname, '..', '..');
const ORIGIN = 'https://www.example.test';
let token: string;
let robots: string;

beforeAll(async () => {
  token = await adminToken();
  robots = await readText(path.join(root, 'public', 'robots.txt'), 'utf8');
});

async function uploaded(bytes: Uint8Array | string, name: string, type: string): Promise<string> {
  const { status, body } = await upload(bytes, { name, type, token });
  expect(status).toBe(201);
  return body.logo_url!;
}

/** A project page shell with every mark the function fills, and nothing else to find images in. */
const language = {
  project: `<!doctype html><html><head>${frameMarks.head}</head><body><h1>${frameMarks.title}</h1><p>${frameMarks.eyebrow}</p><p>${frameMarks.lead}</p><main>${frameMarks.main}</main></body></html>`,
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const shells: Shells = { origin: ORIGIN, en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));

test('robots.txt lets crawlers fetch uploads and photos and keeps them out of the API and the admin', () => {
  expect(robotsAllow(robots, '/uploads/0b5e8c2d-4f7a-4d1e-9a3b-6c2f8e1d7b40.png')).toBe(true);
  expect(robotsAllow(robots, '/og-image.png')).toBe(true);
  // Library photos, and their copies resized by the image CDN (ADR 0051).
  const photo = '/media/0123456789abcdef0123456789abcdef.jpg';
  expect(robotsAllow(robots, photo)).toBe(true);
  expect(robotsAllow(robots, `/.netlify/images?url=${photo}&w=1200&h=630&fit=cover&fm=jpg`)).toBe(true);
  for (const closed of ['/api/uploads/0b5e8c2d-4f7a-4d1e-9a3b-6c2f8e1d7b40.png', '/api/clients', '/api/admin/history', '/admin/projects'])
    expect(robotsAllow(robots, closed), closed).toBe(false);
});

test('an upload is served at /uploads/ with the type, sandbox, nosniff and caching of the upload controls', async () => {
  for (const [bytes, name, type] of [
    [await aPng(), 'logo.png', 'image/png'],
    [cleanSvg, 'logo.svg', 'image/svg+xml'],
  ] as const) {
    const address = await uploaded(bytes, name, type);
    expect(address).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(png|svg)$/);
    const served = await uploadsHandler(getRequest(address));
    expect(served.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'x-content-type-options', 'cache-control', 'cross-origin-resource-policy'].map((name) => [
          name,
          served.headers.get(name),
        ]),
      ),
    ).toEqual({
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers.get('etag')).toBe(`"${address.split('/').pop()!}"`);
  }
});

test('the former /api/uploads/ address answers a permanent, cacheable redirect to the same file at /uploads/', async () => {
  const png = await aPng();
  const address = await uploaded(png, 'logo.png', 'image/png');
  const former = address.replace('/uploads/', '/api/uploads/');
  const redirect = await uploadsHandler(getRequest(former));
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe(address);
  expect(redirect.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await redirect.text()).toBe('');
  const followed = await uploadsHandler(getRequest(redirect.headers.get('location')!));
  expect(new Uint8Array(await followed.arrayBuffer())).toEqual(png);
  // A name no upload can have is no redirect: the same 404 as at the new address.
  expect((await uploadsHandler(getRequest('/api/uploads/..%2F..%2Fauth%2Fusers'))).status).toBe(404);
});

test('a record stored with the former address is read with the new one, and its file is still kept', async () => {
  const address = await uploaded(await aPng(), 'logo.png', 'image/png');
  const former = address.replace('/uploads/', '/api/uploads/');
  const time = new Date().toISOString();
  const client = {
    ...aClient({ name: 'Stored before the move' }),
    id: crypto.randomUUID(),
    fr: { name: '' },
    created_at: time,
    updated_at: time,
  };
  // As a record written before the move sits in the store, unparsed.
  await storeItems(collections.clients, [{ ...client, logo_url: former } as Client]);
  const forStaff = await api('clients').get<Client>(client.id, token);
  expect(forStaff.body.logo_url).toBe(address);
  const forVisitors = await send<Client[]>(api('clients').handler, getRequest('/api/clients'));
  expect(forVisitors.body.find((item) => item.id === client.id)?.logo_url).toBe(address);
  // Referred to under either form, the file is the same one: the sweep keeps it.
  await sweepOrphanUploads(Date.now() + 48 * 60 * 60 * 1000);
  expect(await readFile(`uploads/${address.split('/').pop()!}`)).not.toBeNull();
});

test('every image of a rendered project page is one robots.txt lets crawlers fetch, and is served', async () => {
  const logo = await uploaded(cleanSvg, 'logo.svg', 'image/svg+xml');
  const photo = await uploaded(await aPng(), 'photo.png', 'image/png');
  // The featured image given in its former form, as an API client may still send it.
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ is_published: true, logo_url: logo, featured_image: photo.replace('/uploads/', '/api/uploads/') }),
    token,
  );
  expect(project.featured_image).toBe(photo);
  const page = await pages(getRequest(`/projects-enhanced/${project.slug}`));
  expect(page.status).toBe(200);
  const addresses = imageAddresses(await page.text());
  const own = addresses.map((address) => sitePathOf(address, ORIGIN)).filter((found): found is string => found !== undefined);
  // The logo (page and JSON-LD) and the photo (page, og:image, twitter:image and JSON-LD).
  expect(new Set(own)).toEqual(new Set([logo, photo]));
  expect(own.length).toBeGreaterThanOrEqual(5);
  for (const found of own) {
    expect(robotsAllow(robots, found), found).toBe(true);
    expect((await uploadsHandler(getRequest(found))).status, found).toBe(200);
  }
});
