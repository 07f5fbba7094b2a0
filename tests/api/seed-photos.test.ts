import { stat } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { beforeAll, expect, test } from 'vitest';
import { MEDIA_URL } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { readLibrary, type StoredMedia } from '#functions/media/library.ts';
import { fileMetadata, readFile } from '#functions/platform/store.ts';
import { bootstrapLocalData } from '#functions/seed/bootstrap.ts';
import { demoPhotoNames } from '#functions/seed/demo-photos.ts';
import { mediaKeyOf } from '#functions/uploads/paths.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';
import { api } from '#tests/fixtures/content-api.ts';
import { servedMedia } from '#tests/fixtures/media.ts';

// The demo photos (functions/seed/photos/, ADR 0052): a fresh seed lists each
// as a media library item from their manifest, without their bytes; the first
// request for a photo stores it, as an upload would have; the demo projects
// show them.

useBlobsStore();

let projects: ProjectEnhanced[];
let library: Map<string, StoredMedia>;

beforeAll(async () => {
  const result = await bootstrapLocalData({ adminUsername: testAdmin.username, adminPassword: testAdmin.password, seed: true });
  expect(result.demo).toBe('seeded');
  projects = (await api('projectsEnhanced').list<ProjectEnhanced[]>()).body;
  library = new Map((await readLibrary()).map((item) => [item.url, item]));
});

/** The library item a url names, after checking it is served and then stored with the size and type the item says. */
async function resolved(url: string): Promise<StoredMedia> {
  expect(url).toMatch(MEDIA_URL);
  const item = library.get(url);
  expect(item, url).toBeDefined();
  const served = await servedMedia(url);
  expect(served.status, url).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect((await served.arrayBuffer()).byteLength).toBe(item!.bytes);
  const file = await readFile(mediaKeyOf(url));
  expect(file, url).not.toBeNull();
  expect(file!.data.byteLength).toBe(item!.bytes);
  expect(file!.metadata).toMatchObject({ contentType: 'image/jpeg', size: item!.bytes });
  expect([...new Uint8Array(file!.data).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return item!;
}

test('the seed lists the photos without storing their bytes; the first request for one stores it', async () => {
  const [url] = library.keys();
  expect(await fileMetadata(mediaKeyOf(url!))).toBeNull();
  await resolved(url!);
  expect(await fileMetadata(mediaKeyOf(url!))).not.toBeNull();
});

test('a backup holds every demo photo the library lists, those no request has stored yet too', async () => {
  const stored = await Promise.all([...library.keys()].map(async (url) => (await fileMetadata(mediaKeyOf(url))) !== null));
  expect(stored).toContain(false);
  const response = await exportHandler(getRequest('/api/admin/export', await adminToken()), { ip: freshIp() });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  for (const item of library.values())
    expect(files[`uploads/media/${item.url.slice('/media/'.length)}`]?.byteLength, item.url).toBe(item.bytes);
});

test('every demo project shows a library photo of its own, with alt texts in both languages that describe it', async () => {
  expect(projects).toHaveLength(5);
  const featured = new Set<string>();
  for (const project of projects) {
    const item = await resolved(project.featured_image);
    featured.add(item.url);
    expect(item).toMatchObject({ type: 'image/jpeg', width: 2400, height: 1600 });
    expect(item.file_name).toMatch(/^[a-z-]+\.jpg$/);
    expect(item.alt_en.length).toBeGreaterThan(40);
    expect(item.alt_fr.length).toBeGreaterThan(40);
    expect(item.alt_fr).not.toBe(item.alt_en);
    // The alt text says what the photo shows; the page already says the project's title.
    expect(item.alt_en.toLowerCase()).not.toContain(project.title.toLowerCase());
    for (const focal of [item.focal_x, item.focal_y]) {
      expect(focal).toBeGreaterThan(0.1);
      expect(focal).toBeLessThan(0.9);
    }
  }
  expect(featured.size).toBe(projects.length);
});

test('three demo projects have a gallery of stored photos, captioned in both languages', async () => {
  const withGallery = projects.filter((project) => project.gallery.length > 0);
  expect(withGallery.length).toBeGreaterThanOrEqual(3);
  for (const project of withGallery) {
    expect(project.gallery.length).toBeGreaterThanOrEqual(2);
    expect(project.gallery.length).toBeLessThanOrEqual(4);
    const urls = project.gallery.map((photo) => photo.url);
    expect(new Set([project.featured_image, ...urls]).size).toBe(urls.length + 1);
    for (const photo of project.gallery) {
      const item = await resolved(photo.url);
      expect(item.alt_en).not.toBe('');
      expect(item.alt_fr).not.toBe('');
      expect(photo.caption).not.toBe('');
      expect(photo.fr.caption).not.toBe('');
      expect(photo.fr.caption).not.toBe(photo.caption);
    }
  }
});

test('the library holds the demo photos and nothing else, each one shown by a project', () => {
  const shown = new Set(projects.flatMap((project) => [project.featured_image, ...project.gallery.map((photo) => photo.url)]));
  expect(library.size).toBe(demoPhotoNames.length);
  expect(new Set(library.keys())).toEqual(shown);
});

test('the committed photos stay light enough for the functions that ship them', async () => {
  const sizes = await Promise.all(
    demoPhotoNames.map(async (name) => (await stat(new URL(`../../functions/seed/photos/${name}.jpg`, import.meta.url))).size),
  );
  for (const size of sizes) expect(size).toBeLessThan(350 * 1024);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(4 * 1024 * 1024);
});
