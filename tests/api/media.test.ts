import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaPage } from '#src/schemas/media.ts';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { fileMetadata, listKeys, putDocument, putText, readFile, readText } from '#functions/platform/store.ts';
import { collections, itemKey, markerKey } from '#functions/content/collections.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { adminToken, deleteRequest, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aProject, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { mediaRequest, servedMedia, storedMedia, uniqueAlt, uploadMedia } from '#tests/fixtures/media.ts';
import {
  aGifImage,
  aHeicHeader,
  aJpegPhoto,
  aJpegWithGps,
  aJpegWithSegments,
  anAvifWithExif,
  anAvifPhoto,
  aPngClaiming,
  aPngPhoto,
  aPngWithText,
  aWebpPhoto,
  withPngChunk,
  withWebpChunk,
  aWebpWithMetadata,
  GPS_MAKER,
} from '#tests/fixtures/photos.ts';
import { staffMember } from '#tests/fixtures/staff.ts';
import { aPng } from '#tests/fixtures/images.ts';
import { upload } from '#tests/fixtures/uploads.ts';

// The media library's API against the real (file-backed) store: what it
// takes and refuses, what it strips, where it stores, who may call it.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const keyOf = (url: string) => `uploads/media/${url.slice('/media/'.length)}`;
const storedBytes = async (url: string) => new Uint8Array((await readFile(keyOf(url)))!.data);
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

for (const [label, make, type, extension] of [
  ['JPEG', aJpegPhoto, 'image/jpeg', 'jpg'],
  ['PNG', aPngPhoto, 'image/png', 'png'],
  ['WebP', aWebpPhoto, 'image/webp', 'webp'],
  ['AVIF', anAvifPhoto, 'image/avif', 'avif'],
] as const) {
  test(`a ${label} photo is stored under its content's hash with its size, and served with caching headers`, async () => {
    const bytes = await make(150, 90);
    const alt_en = uniqueAlt('Operator screens');
    const { status, body } = await uploadMedia(bytes, {
      name: `screens.${extension}`,
      type,
      token,
      fields: { alt_en, alt_fr: 'Écrans', focal_x: '0.25', focal_y: '0.75' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      width: 150,
      height: 90,
      type,
      file_name: `screens.${extension}`,
      alt_en,
      alt_fr: 'Écrans',
      focal_x: 0.25,
      focal_y: 0.75,
      used_in: [],
    });
    expect(body.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${extension}$`));
    expect(body.bytes).toBe((await storedBytes(body.url)).byteLength);

    const served = await servedMedia(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-site');
    const etag = served.headers.get('etag')!;
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(await storedBytes(body.url));
    expect((await servedMedia(body.url, { 'if-none-match': etag })).status).toBe(304);
  });
}

test('the public GET looks up only names the library gives', async () => {
  for (const url of [
    '/media/0123456789abcdef0123456789abcdef.jpg',
    '/media/0123456789ABCDEF0123456789ABCDEF.jpg',
    '/media/0b5e8c2d-4f7a-4d1e-9a3b-6c2f8e1d7b40.png',
    '/media/..%2Flibrary',
    '/media/0123456789abcdef0123456789abcdef.svg',
  ]) {
    const answer = await servedMedia(url);
    expect(answer.status, url).toBe(404);
    expect(answer.headers.get('content-type'), url).toContain('application/json');
  }
});

test('the same bytes are the same photo; changed bytes a new address', async () => {
  const bytes = await aJpegPhoto(100, 60, 7);
  const first = await uploadMedia(bytes, { token, fields: { alt_en: uniqueAlt('First') } });
  const again = await uploadMedia(bytes, { token, name: 'copy.jpg', fields: { alt_en: uniqueAlt('Second') } });
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(again.body.id).toBe(first.body.id);
  expect(again.body.url).toBe(first.body.url);
  expect(again.body.alt_en).toBe(first.body.alt_en);
  const name = first.body.url.slice('/media/'.length);
  expect((await listKeys('uploads/media/')).filter((key) => key.endsWith(name))).toHaveLength(1);

  const changed = await uploadMedia(await aJpegPhoto(100, 60, 8), { token });
  expect(changed.status).toBe(201);
  expect(changed.body.url).not.toBe(first.body.url);
});

/** A WebP whose RIFF header declares `short` bytes fewer than the file's chunks hold. */
function riffSizeShortBy(webp: Uint8Array, short: number): Uint8Array {
  const copy = new Uint8Array(webp);
  const view = new DataView(copy.buffer);
  view.setUint32(4, view.getUint32(4, true) - short, true);
  return copy;
}

test('hostile and unsupported files are refused with a clear message, and nothing is stored', async () => {
  const before = await listKeys('uploads/media/');
  const jpeg = await aJpegPhoto();
  const cases = [
    {
      label: 'HTML named .jpg',
      bytes: '<!doctype html><script>alert(1)</script>',
      name: 'photo.jpg',
      status: 415,
      error: 'A photo must be a JPEG, PNG, WebP or AVIF image',
    },
    {
      label: 'SVG as a photo',
      bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      name: 'photo.svg',
      status: 415,
      error: 'A photo must be a JPEG, PNG, WebP or AVIF image',
    },
    { label: 'GIF', bytes: await aGifImage(), name: 'anim.gif', status: 415, error: 'A photo must be a JPEG, PNG, WebP or AVIF image' },
    {
      label: 'HEIC',
      bytes: aHeicHeader(),
      name: 'IMG_0001.HEIC',
      status: 415,
      error:
        'HEIC photos are not accepted here: export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again',
    },
    {
      label: 'a decompression bomb PNG',
      bytes: aPngClaiming(50_000),
      name: 'bomb.png',
      status: 413,
      error: 'The photo has too many pixels: at most 40 million',
    },
    {
      label: 'a truncated JPEG',
      bytes: jpeg.subarray(0, jpeg.length - 40),
      name: 'cut.jpg',
      status: 400,
      error: 'The photo is truncated or damaged: it cannot be read',
    },
    {
      label: 'an empty file',
      bytes: new Uint8Array(),
      name: 'empty.jpg',
      status: 400,
      error: 'The photo is truncated or damaged: it cannot be read',
    },
    {
      label: 'an AVIF cut inside its file-type box',
      bytes: (await anAvifPhoto()).subarray(0, 20),
      name: 'cut.avif',
      status: 400,
      error: 'The photo is truncated or damaged: it cannot be read',
    },
    {
      // Stored as the RIFF size says, it would be cut inside its last chunk and refused by every backup's import.
      label: 'a WebP whose RIFF size ends inside its last chunk',
      bytes: riffSizeShortBy(await aWebpPhoto(), 2),
      name: 'odd.webp',
      status: 400,
      error: 'The photo is truncated or damaged: it cannot be read',
    },
  ];
  for (const { label, bytes, name, status, error } of cases) {
    const answer = await uploadMedia(bytes, { name, token });
    expect(answer.status, label).toBe(status);
    expect(answer.body.error, label).toBe(error);
  }
  expect(await listKeys('uploads/media/')).toEqual(before);
});

test('EXIF with a GPS position is stripped from a JPEG; its orientation is kept and its size given upright', async () => {
  const original = await aJpegWithGps();
  expect(contains(original, GPS_MAKER)).toBe(true);
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const { status, body } = await uploadMedia(original, { token, name: 'IMG_4032.jpg' });
  expect(status).toBe(201);
  const stored = await storedBytes(body.url);
  expect(contains(stored, GPS_MAKER)).toBe(false);
  expect(contains(stored, 'GPS')).toBe(false);
  const meta = await sharp(stored).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.width).toBe(120);
  expect(body).toMatchObject({ width: 80, height: 120 });
  // The image data is the original's: the stripped file decodes to the same pixels.
  const [before, after] = await Promise.all([sharp(original).raw().toBuffer(), sharp(stored).raw().toBuffer()]);
  expect(Buffer.compare(before, after)).toBe(0);
});

test('text chunks of a PNG and the EXIF and XMP of a WebP are stripped, and both still decode', async () => {
  const png = await aPngWithText('Taken at 43.4 N 5.05 E');
  const webp = await aWebpWithMetadata();
  expect(contains(webp, GPS_MAKER)).toBe(true);
  for (const [bytes, secret, type] of [
    [png, 'Taken at', 'image/png'],
    [webp, GPS_MAKER, 'image/webp'],
  ] as const) {
    const { status, body } = await uploadMedia(bytes, { token, type });
    expect(status).toBe(201);
    const stored = await storedBytes(body.url);
    expect(contains(stored, secret)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  }
});

test('a PNG or WebP keeps only the chunks that draw it: Content Credentials and unknown chunks are left out', async () => {
  const secret = 'Jean Dupont, 43.40 N 5.05 E';
  for (const [bytes, type] of [
    [withPngChunk(withPngChunk(await aPngPhoto(130, 90), 'caBX', secret), 'zzXt', secret), 'image/png'],
    [withWebpChunk(withWebpChunk(await aWebpPhoto(130, 90), 'C2PA', secret), 'ZZZZ', secret), 'image/webp'],
  ] as const) {
    expect(contains(bytes, secret)).toBe(true);
    const { status, body } = await uploadMedia(bytes, { token, type });
    expect(status, type).toBe(201);
    const stored = await storedBytes(body.url);
    expect(contains(stored, secret), type).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 130, height: 90 });
  }
});

test('comments, XMP and Photoshop segments are dropped from a JPEG; an AVIF carrying Exif is refused', async () => {
  const secret = 'Home of the photographer, 12 rue des Lilas';
  const jpeg = await aJpegWithSegments(secret);
  const { status, body } = await uploadMedia(jpeg, { token });
  expect(status).toBe(201);
  const stored = await storedBytes(body.url);
  expect(contains(stored, secret)).toBe(false);
  expect((await sharp(stored).metadata()).width).toBe(90);

  const avif = await anAvifWithExif();
  expect(contains(avif, GPS_MAKER)).toBe(true);
  const refused = await uploadMedia(avif, { token, type: 'image/avif' });
  expect(refused.status).toBe(415);
  expect(refused.body.error).toBe(
    'This AVIF photo carries metadata (Exif or XMP, which may say where it was taken): export it without metadata, or as JPEG',
  );
});

test('an English alt text is required; a focal point lies in 0–1', async () => {
  const photo = await aJpegPhoto(64, 64, 21);
  const missing = await uploadMedia(photo, { token, fields: { alt_fr: 'Seulement en français' } });
  expect(missing.status).toBe(400);
  expect(missing.body.error).toBe('Alt text is required');
  const blank = await uploadMedia(photo, { token, fields: { alt_en: '   ' } });
  expect(blank.body.error).toBe('Alt text is required');
  const outside = await uploadMedia(photo, { token, fields: { alt_en: 'Valid', focal_x: '1.5' } });
  expect(outside.status).toBe(400);
  expect(outside.body.error).toBe('Focal point (across) must be at most 1');
});

test('anonymous callers get 401 on every method; editors manage the library', async () => {
  const photo = await aJpegPhoto(50, 50, 31);
  expect((await uploadMedia(photo, {})).status).toBe(401);
  expect((await mediaRequest('')).status).toBe(401);
  expect((await send(adminMediaHandler, jsonRequest('/api/admin/media', 'PUT', { id: 'x', alt_en: 'y' }))).status).toBe(401);
  expect((await send(adminMediaHandler, deleteRequest('/api/admin/media?id=x'))).status).toBe(401);

  const editor = await staffMember(token, 'editor');
  const item = await storedMedia(photo, { token: editor.token });
  expect((await mediaRequest(`?id=${item.id}`, editor.token)).status).toBe(200);
  const changed = await send<MediaItem>(
    adminMediaHandler,
    jsonRequest('/api/admin/media', 'PUT', { id: item.id, alt_fr: 'Armoire' }, editor.token),
  );
  expect(changed.body.alt_fr).toBe('Armoire');
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${item.id}`, editor.token))).status).toBe(200);
});

test('the library is searched in file names and alt texts, accents and case aside, newest first, a page at a time', async () => {
  const word = `zq${process.pid}x${Date.now() % 100000}`;
  const older = await storedMedia(await aJpegPhoto(40, 40, 41), {
    token,
    name: `${word}-cabinet.jpg`,
    fields: { alt_en: 'Control cabinet' },
  });
  const newer = await storedMedia(await aJpegPhoto(40, 40, 42), {
    token,
    name: 'site.jpg',
    fields: { alt_en: `Raffinerie ${word}`, alt_fr: `Raffinerie de Lavéra ${word}` },
  });
  const found = await mediaRequest(`?q=${word.toUpperCase()}`, token);
  expect((found.body as MediaPage).items.map((item) => item.id)).toEqual([newer.id, older.id]);
  const accents = await mediaRequest(`?q=${encodeURIComponent(`lavera ${word}`)}`, token);
  expect((accents.body as MediaPage).items.map((item) => item.id)).toEqual([newer.id]);

  // Paging: one more photo than a page holds.
  const paged = `pg${word}`;
  // Several at a time, as staff dropping a folder of photos would send them; in order of name, a batch after another.
  const indices = Array.from({ length: MEDIA_PAGE_SIZE + 1 }, (_, index) => index);
  for (let start = 0; start < indices.length; start += 7) {
    await Promise.all(
      indices
        .slice(start, start + 7)
        .map(async (index) => storedMedia(await aJpegPhoto(16, 16, 100 + index), { token, name: `${paged}-${index}.jpg` })),
    );
  }
  const first = (await mediaRequest(`?q=${paged}`, token)).body as MediaPage;
  expect(first).toMatchObject({ total: MEDIA_PAGE_SIZE + 1, page: 1, pages: 2, per_page: MEDIA_PAGE_SIZE });
  expect(first.items).toHaveLength(MEDIA_PAGE_SIZE);
  const second = (await mediaRequest(`?q=${paged}&page=2`, token)).body as MediaPage;
  expect(second.items).toHaveLength(1);
  const all = [...first.items, ...second.items];
  expect(new Set(all.map((item) => item.file_name)).size).toBe(MEDIA_PAGE_SIZE + 1);
  // Newest first, across pages: the last page holds one of the first batch sent.
  expect(all.map((item) => item.created_at)).toEqual(
    all
      .map((item) => item.created_at)
      .sort()
      .reverse(),
  );
  expect(Number(second.items[0]!.file_name.slice(paged.length + 1, -'.jpg'.length))).toBeLessThan(7);
});

test('alt texts and focal point change with the version they were opened at; a stale one is refused with 409', async () => {
  const item = await storedMedia(await aJpegPhoto(60, 40, 51), { token });
  const put = (body: unknown, version?: string) =>
    send<MediaItem & { error?: string; current?: MediaItem }>(
      adminMediaHandler,
      jsonRequest('/api/admin/media', 'PUT', body, token, version ? { 'If-Match': `"${version}"` } : {}),
    );
  const first = await put({ id: item.id, alt_en: 'Cabinet, doors open', focal_x: 0.2, focal_y: 0.3 }, item.updated_at);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ alt_en: 'Cabinet, doors open', focal_x: 0.2, focal_y: 0.3, url: item.url, width: 60 });
  const stale = await put({ id: item.id, alt_en: 'Never saved' }, item.updated_at);
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ alt_en: 'Cabinet, doors open' });
  expect((await put({ id: item.id, alt_en: '' })).body.error).toBe('Alt text is required');
  expect((await put({ id: item.id, focal_y: -0.1 })).status).toBe(400);
  const now = (await mediaRequest(`?id=${item.id}`, token)).body as MediaItem;
  expect(now.alt_en).toBe('Cabinet, doors open');
});

test('projects show library photos resolved; an address the library does not hold is refused; a photo in use cannot be deleted', async () => {
  const hero = await storedMedia(await aJpegPhoto(300, 200, 61), {
    token,
    fields: { alt_en: 'Plant at dusk', alt_fr: 'Usine au crépuscule', focal_x: '0.4' },
  });
  const detail = await storedMedia(await aPngPhoto(90, 90), { token });
  const enhanced = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({
      featured_image: hero.url,
      gallery: [
        { url: detail.url, caption: 'Detail', fr: { caption: 'Détail' } },
        { url: hero.url, caption: '', fr: { caption: '' } },
      ],
    }),
    token,
  );
  expect(enhanced.media).toEqual([
    { url: hero.url, width: 300, height: 200, alt_en: 'Plant at dusk', alt_fr: 'Usine au crépuscule', focal_x: 0.4, focal_y: 0.5 },
    expect.objectContaining({ url: detail.url, width: 90, height: 90 }),
  ]);
  const old = await created<Project>('projects', aProject({ image_url: hero.url }), token);
  expect(old.media).toEqual([expect.objectContaining({ url: hero.url, alt_en: 'Plant at dusk' })]);

  // What visitors read resolves them too.
  const publicEnhanced = await api('projectsEnhanced').get<ProjectEnhanced>(enhanced.id);
  expect(publicEnhanced.body.media.map((ref) => ref.url)).toEqual([hero.url, detail.url]);
  const publicOld = await api('projects').list<Project[]>();
  expect(publicOld.body.find((project) => project.id === old.id)?.media[0]?.alt_fr).toBe('Usine au crépuscule');

  // Each item says where it is used.
  const listed = (await mediaRequest(`?id=${hero.id}`, token)).body as MediaItem;
  expect(listed.used_in).toEqual(
    expect.arrayContaining([
      { collection: 'projects-enhanced', id: enhanced.id, label: enhanced.title, field: 'featured_image' },
      { collection: 'projects-enhanced', id: enhanced.id, label: enhanced.title, field: 'gallery' },
      { collection: 'projects', id: old.id, label: old.title, field: 'image_url' },
    ]),
  );
  const refused = await send<{ error: string }>(adminMediaHandler, deleteRequest(`/api/admin/media?id=${hero.id}`, token));
  expect(refused.status).toBe(409);
  expect(refused.body.error).toContain(`“${enhanced.title}” (featured_image)`);
  expect(refused.body.error).toContain(`“${old.title}” (image_url)`);
  expect((await servedMedia(hero.url)).status).toBe(200);

  // A /media/ address not in the library is refused, for both kinds of project.
  const unknown = '/media/ffffffffffffffffffffffffffffffff.jpg';
  const badEnhanced = await api('projectsEnhanced').update<{ error: string }>({ id: enhanced.id, gallery: [{ url: unknown }] }, token);
  expect(badEnhanced.status).toBe(400);
  expect(badEnhanced.body.error).toBe(`${unknown} is not in the media library: upload the photo or choose it from the library`);
  expect((await api('projects').create(aProject({ image_url: unknown }), token)).status).toBe(400);

  // Once no project shows it, it can be deleted.
  await api('projects').update({ id: old.id, image_url: '' }, token);
  await api('projectsEnhanced').update({ id: enhanced.id, featured_image: '', gallery: [{ url: detail.url }] }, token);
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${hero.id}`, token))).status).toBe(200);
  expect((await mediaRequest(`?id=${hero.id}`, token)).status).toBe(404);
});

test('a kept version that shows a photo holds it through the sweep after the item is deleted', async () => {
  const photo = await storedMedia(await aJpegPhoto(70, 50, 71), { token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: photo.url }), token);
  await api('projectsEnhanced').update({ id: project.id, featured_image: '' }, token);
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${photo.id}`, token))).status).toBe(200);
  await sweepOrphanUploads(Date.now() + 3 * 24 * 60 * 60 * 1000);
  expect(await fileMetadata(keyOf(photo.url))).not.toBeNull();
  expect((await servedMedia(photo.url)).status).toBe(200);
});

test('an unused photo nobody lists any more is swept as logos are; the library keeps those it lists', async () => {
  const kept = await storedMedia(await aJpegPhoto(30, 30, 81), { token });
  const deleted = await storedMedia(await aJpegPhoto(30, 30, 82), { token });
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${deleted.id}`, token))).status).toBe(200);
  await sweepOrphanUploads(Date.now() + 3 * 24 * 60 * 60 * 1000);
  expect(await fileMetadata(keyOf(deleted.url))).toBeNull();
  expect(await fileMetadata(keyOf(kept.url))).not.toBeNull();
});

test('a photo deleted while a save that checked it is still writing keeps its file for that save', async () => {
  const photo = await storedMedia(await aJpegPhoto(64, 48, 97), { token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${photo.id}`, token))).status).toBe(200);
  // The file outlives the delete by a few minutes, whatever the sweep finds meanwhile.
  await sweepOrphanUploads(Date.now() + 60_000, 0);
  expect(await fileMetadata(keyOf(photo.url))).not.toBeNull();
  // The save whose library check came before the delete lands now, as it writes its item.
  const stored = JSON.parse((await readText(itemKey(collections.projectsEnhanced, project.id)))!) as Record<string, unknown>;
  await putDocument(itemKey(collections.projectsEnhanced, project.id), { ...stored, featured_image: photo.url });
  // Past the grace, the sweep finds the project showing it: the file stays, and is served.
  await sweepOrphanUploads(Date.now() + 3 * 24 * 60 * 60 * 1000);
  expect(await fileMetadata(keyOf(photo.url))).not.toBeNull();
  expect((await servedMedia(photo.url)).status).toBe(200);
});

test('uploads, changes and deletes are in the audit log with the file name', async () => {
  const item = await storedMedia(await aJpegPhoto(30, 20, 91), { token, name: 'audit-cabinet.jpg' });
  await send(adminMediaHandler, jsonRequest('/api/admin/media', 'PUT', { id: item.id, alt_fr: 'Armoire' }, token));
  await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${item.id}`, token));
  const page = (await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?item=${item.id}`, token))).body;
  expect(page.entries.map((entry) => [entry.action, entry.collection, entry.item_label])).toEqual([
    ['delete', 'media', 'audit-cabinet.jpg'],
    ['update', 'media', 'audit-cabinet.jpg'],
    ['create', 'media', 'audit-cabinet.jpg'],
  ]);
  expect(page.entries[1]!.fields).toEqual(['alt_fr']);
});

test('the upload cap counts library photos: past it, photos and logos alike are refused with 507 and nothing is stored', async () => {
  const large = new Uint8Array(
    await sharp(Buffer.from(Array.from({ length: 96 * 96 * 3 }, (_, index) => (index * 2654435761) >>> 24)), {
      raw: { width: 96, height: 96, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer(),
  );
  const photo = await storedMedia(large, { token });
  expect(photo.bytes).toBeGreaterThan(4096);
  const keys = await listKeys('uploads/');
  const sizes = await Promise.all(keys.map(async (key) => Number((await fileMetadata(key))?.size ?? 0)));
  const used = sizes.reduce((total, size) => total + size, 0);
  // Room for 10 bytes more: a 1 KB logo would fit if the photos were not counted.
  process.env.UPLOADS_MAX_BYTES = String(used + 10);
  try {
    const logo = await upload(await aPng(), { token });
    expect(logo.status).toBe(507);
    expect(logo.body.error).toMatch(/upload storage is full/);
    const another = await uploadMedia(await aJpegPhoto(20, 20, 99), { token });
    expect(another.status).toBe(507);
    expect(await listKeys('uploads/')).toEqual(keys);
  } finally {
    delete process.env.UPLOADS_MAX_BYTES;
  }
});

test('attack: photos and logos sent at once cannot take the store past its cap together', async () => {
  const usedNow = async () => {
    const keys = await listKeys('uploads/');
    const sizes = await Promise.all(keys.map(async (key) => Number((await fileMetadata(key))?.size ?? 0)));
    return sizes.reduce((total, size) => total + size, 0);
  };
  const photos = await Promise.all(Array.from({ length: 6 }, (_, index) => aJpegPhoto(200, 150, 700 + index)));
  // Room for about one and a half of them.
  process.env.UPLOADS_MAX_BYTES = String((await usedNow()) + Math.floor(photos[0]!.byteLength * 1.5));
  try {
    const answers = await Promise.all(photos.map((bytes, index) => uploadMedia(bytes, { token, name: `burst-${String(index)}.jpg` })));
    expect(answers.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
    for (const answer of answers.filter((other) => other.status !== 201)) expect(answer.status).toBe(507);
    expect(await usedNow()).toBeLessThanOrEqual(Number(process.env.UPLOADS_MAX_BYTES));
    const logos = await Promise.all(Array.from({ length: 4 }, async () => upload(await aPng(), { token })));
    for (const logo of logos) expect([201, 507]).toContain(logo.status);
    expect(await usedNow()).toBeLessThanOrEqual(Number(process.env.UPLOADS_MAX_BYTES));
  } finally {
    delete process.env.UPLOADS_MAX_BYTES;
  }
});

test('a save shows where a photo is used as the projects stand, even when another instance wrote them', async () => {
  const photo = (await uploadMedia(await aJpegPhoto(80, 50, 41), { token, fields: { alt_en: uniqueAlt('Held uses') } })).body;
  const save = async (alt: string) =>
    (await send<MediaItem>(adminMediaHandler, jsonRequest('/api/admin/media', 'PUT', { id: photo.id, alt_en: uniqueAlt(alt) }, token)))
      .body;
  expect((await save('Before any use')).used_in).toEqual([]);
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Uses its photo', featured_image: photo.url }),
    token,
  );
  expect((await save('Used once')).used_in).toEqual([expect.objectContaining({ id: project.id, field: 'featured_image' })]);
  // Another instance drops the photo from the project: its item, then its collection's token.
  const key = itemKey(collections.projectsEnhanced, project.id);
  const stored = JSON.parse((await readText(key))!) as ProjectEnhanced;
  await putText(key, JSON.stringify({ ...stored, featured_image: '' }));
  await putText(markerKey(collections.projectsEnhanced), 'a token written by another instance');
  expect((await save('No longer used')).used_in).toEqual([]);
  // A delete reads the projects as stored, token or not: a use that has landed refuses it.
  await putText(key, JSON.stringify({ ...stored, featured_image: photo.url }));
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${photo.id}`, token))).status).toBe(409);
});
