import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BackupManifest } from '#src/schemas/backup.ts';
import type { MediaItem } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { exportZip, previewImport, runImport } from '#tests/fixtures/backup-api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { mediaRequest, servedMedia, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto, aJpegWithGps } from '#tests/fixtures/photos.ts';

// The media library in backups: its photos travel with their checksums and
// its items with the content; an import into an empty site gives back the
// photos, their texts and the projects that show them; a damaged or forged
// photo, or a project showing a photo the backup lacks, refuses the file.

const store = useBlobsStore();
let token: string;
const others: { blobs: RunningBlobs; directory: string }[] = [];

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  setEnvironmentContext(store.current().blobs.context);
  for (const other of others) {
    await other.blobs.stop();
    await rm(other.directory, { recursive: true, force: true });
  }
});

async function switchToEmptyStore(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'media-backup-'));
  const other = await startBlobsServer(directory);
  others.push({ blobs: other, directory });
  setEnvironmentContext(other.context);
  token = await adminToken();
}

function editBackup(bytes: Uint8Array, edit: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(bytes);
  edit(files);
  return zipSync(files);
}

test('photos and their items go into a backup with checksums, and come back with the projects that show them', async () => {
  const photo = await storedMedia(await aJpegWithGps(), {
    token,
    name: 'plant.jpg',
    fields: { alt_en: 'The plant', alt_fr: 'L’usine', focal_x: '0.3' },
  });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: photo.url }), token);
  const original = new Uint8Array(await (await servedMedia(photo.url)).arrayBuffer());
  const exported = await exportZip(token);
  const files = unzipSync(exported);
  const name = `media/${photo.url.slice('/media/'.length)}`;
  expect(files[`uploads/${name}`]).toEqual(original);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
  expect(manifest.uploads.find((upload) => upload.name === name)).toMatchObject({ content_type: 'image/jpeg', size: original.byteLength });

  await switchToEmptyStore();
  expect((await servedMedia(photo.url)).status).toBe(404);
  const applied = await runImport(exported, token);
  expect(applied.status).toBe(200);
  expect(new Uint8Array(await (await servedMedia(photo.url)).arrayBuffer())).toEqual(original);
  const item = (await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem;
  expect(item).toMatchObject({
    url: photo.url,
    alt_en: 'The plant',
    alt_fr: 'L’usine',
    focal_x: 0.3,
    width: photo.width,
    height: photo.height,
  });
  expect(item.used_in).toEqual([{ collection: 'projects-enhanced', id: project.id, label: project.title, field: 'featured_image' }]);
  const restored = await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token);
  expect(restored.body.media).toEqual([expect.objectContaining({ url: photo.url, alt_en: 'The plant' })]);
});

test('attack: a backup listing one photo twice, by its id or by its address, is refused whole', async () => {
  const shown = await storedMedia(await aJpegPhoto(80, 60, 21), { token, name: 'shown.jpg' });
  const unused = await storedMedia(await aJpegPhoto(80, 60, 22), { token, name: 'unused.jpg' });
  await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: shown.url }), token);
  const exported = await exportZip(token);
  const library = (await mediaRequest('', token)).body;
  for (const twin of [{ id: shown.id }, { url: shown.url }]) {
    const forged = editBackup(exported, (files) => {
      const content = JSON.parse(strFromU8(files['content.json']!)) as { media: MediaItem[] };
      // The unused photo's entry takes the shown one's id or address, and comes first.
      const copy = { ...content.media.find((item) => item.id === unused.id)!, ...twin };
      content.media = [copy, ...content.media.filter((item) => item.id !== unused.id)];
      files['content.json'] = strToU8(JSON.stringify(content));
    });
    for (const answer of [await previewImport(forged, token), await runImport(forged, token)]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(`media: the photo “shown.jpg” and another have the same id or address (${shown.id})`);
    }
  }
  // Nothing was imported: the library is as it was.
  expect((await mediaRequest('', token)).body).toEqual(library);
});

test('a photo damaged, forged or missing in a backup refuses it whole', async () => {
  const photo = await storedMedia(await aJpegPhoto(80, 60, 5), { token, name: 'cabinet.jpg' });
  await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: photo.url }), token);
  const exported = await exportZip(token);
  const name = `media/${photo.url.slice('/media/'.length)}`;

  // Bytes changed: the manifest's checksum no longer matches.
  const damaged = editBackup(exported, (files) => {
    files[`uploads/${name}`] = flippedByte(files[`uploads/${name}`]!);
  });
  expect((await previewImport(damaged, token)).body.error).toBe(`The uploaded file ${name} is missing from the backup or damaged`);

  // A photo with its metadata put back, its checksum updated: its name is no longer its hash.
  const withGps = await aJpegWithGps();
  const forged = editBackup(exported, (files) => {
    files[`uploads/${name}`] = withGps;
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
    const entry = manifest.uploads.find((upload) => upload.name === name)!;
    entry.sha256 = createHash('sha256').update(withGps).digest('hex');
    entry.size = withGps.byteLength;
    files['manifest.json'] = strToU8(JSON.stringify(manifest));
  });
  expect((await previewImport(forged, token)).body.error).toBe(`The uploaded file ${name} is missing from the backup or damaged`);

  // A project showing a photo the backup's library does not list.
  await switchToEmptyStore();
  const unlisted = editBackup(exported, (files) => {
    const content = JSON.parse(strFromU8(files['content.json']!)) as { media: MediaItem[] };
    content.media = content.media.filter((item) => item.url !== photo.url);
    files['content.json'] = strToU8(JSON.stringify(content));
  });
  const refused = await previewImport(unlisted, token);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toContain(`shows the photo ${photo.url}, which the backup’s media library does not list`);
});

test('a client whose logo is a library photo the backup does not list refuses it whole', async () => {
  const logo = await storedMedia(await aJpegPhoto(90, 45, 31), { token, name: 'client-logo.jpg' });
  const client = await created<{ id: string; name: string }>('clients', aClient({ logo_url: logo.url }), token);
  const unlisted = editBackup(await exportZip(token), (files) => {
    const content = JSON.parse(strFromU8(files['content.json']!)) as { media: MediaItem[] };
    content.media = content.media.filter((item) => item.url !== logo.url);
    files['content.json'] = strToU8(JSON.stringify(content));
  });
  for (const answer of [await previewImport(unlisted, token), await runImport(unlisted, token)]) {
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`clients: “${client.name}” shows the photo ${logo.url}, which the backup’s media library does not list`);
  }
});

/** The bytes with one of them changed, as a fault might. */
function flippedByte(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[copy.length - 10] = copy[copy.length - 10]! ^ 0xff;
  return copy;
}
