import { beforeAll, expect, test } from 'vitest';
import type { MediaItem } from '#src/schemas/media.ts';
import type { Project } from '#src/schemas/project.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aProject, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { restoreVersion, versionsOf } from '#tests/fixtures/history.ts';
import { deleteMedia, mediaRequest, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';

// A kept version of a project may show a photo deleted from the library since.
// Restoring it brings the project back without that photo and names it: the
// deleted photo does not come back by a side door, shown by a project while
// no library item lists it and nothing refuses its delete.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const versions = (collection: string, id: string) => versionsOf(collection, id, token);
const restore = (body: Record<string, unknown>) => restoreVersion(body, token);
const deletePhoto = (photo: MediaItem) => deleteMedia(photo, token);

test('a restored version leaves out the photos deleted since, names them, and they stay deleted', async () => {
  const hero = await storedMedia(await aJpegPhoto(60, 40, 301), { name: 'hero-shot.jpg', token });
  const detail = await storedMedia(await aJpegPhoto(60, 40, 302), { name: 'cabinet-detail.jpg', token });
  const kept = await storedMedia(await aJpegPhoto(60, 40, 303), { name: 'still-here.jpg', token });
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({
      featured_image: hero.url,
      gallery: [
        { url: detail.url, caption: 'Detail' },
        { url: kept.url, caption: 'Kept', fr: { caption: 'Gardée' } },
      ],
    }),
    token,
  );
  // The photos are taken off the project, then out of the library.
  await api('projectsEnhanced').update({ id: project.id, featured_image: kept.url, gallery: [] }, token);
  expect(await deletePhoto(hero)).toBe(200);
  expect(await deletePhoto(detail)).toBe(200);

  const [newest, first] = await versions('projects-enhanced', project.id);
  expect(first!.record).toMatchObject({ featured_image: hero.url });
  const restored = await restore({ collection: 'projects-enhanced', id: project.id, revision: first!.id, current_revision: newest!.id });
  expect(restored.status).toBe(200);
  expect(restored.body.photos_left_out).toEqual([
    { field: 'featured_image', url: hero.url, file_name: 'hero-shot.jpg' },
    { field: 'gallery', url: detail.url, file_name: 'cabinet-detail.jpg' },
  ]);
  const stored = (await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body;
  expect(stored.featured_image).toBe('');
  expect(stored.gallery).toEqual([{ url: kept.url, caption: 'Kept', fr: { caption: 'Gardée' } }]);
  expect(stored.media.map((ref) => ref.url)).toEqual([kept.url]);

  // The deleted photos stay deleted: not listed, nothing to delete again; the kept one is in use.
  for (const photo of [hero, detail]) {
    expect((await mediaRequest(`?id=${photo.id}`, token)).status).toBe(404);
    expect(await deletePhoto(photo)).toBe(404);
  }
  expect(((await mediaRequest(`?id=${kept.id}`, token)).body as MediaItem).used_in).toEqual([
    { collection: 'projects-enhanced', id: project.id, label: project.title, field: 'gallery' },
  ]);
});

test('a version whose photos are all still in the library restores whole, with nothing left out', async () => {
  const hero = await storedMedia(await aJpegPhoto(60, 40, 311), { token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: hero.url }), token);
  await api('projectsEnhanced').update({ id: project.id, featured_image: '' }, token);
  const [newest, first] = await versions('projects-enhanced', project.id);
  const restored = await restore({ collection: 'projects-enhanced', id: project.id, revision: first!.id, current_revision: newest!.id });
  expect(restored.status).toBe(200);
  expect(restored.body.photos_left_out).toBeUndefined();
  expect(restored.body.record).toMatchObject({ featured_image: hero.url });
});

test('an old project, and a deleted project brought back, leave out a photo deleted since the same way', async () => {
  const image = await storedMedia(await aJpegPhoto(60, 40, 321), { name: 'old-site.jpg', token });
  const old = await created<Project>('projects', aProject({ image_url: image.url }), token);
  await api('projects').update({ id: old.id, image_url: '' }, token);
  expect(await deletePhoto(image)).toBe(200);
  const [newest, first] = await versions('projects', old.id);
  const restoredOld = await restore({ collection: 'projects', id: old.id, revision: first!.id, current_revision: newest!.id });
  expect(restoredOld.status).toBe(200);
  expect(restoredOld.body.photos_left_out).toEqual([{ field: 'image_url', url: image.url, file_name: 'old-site.jpg' }]);
  expect(restoredOld.body.record).toMatchObject({ image_url: '' });

  // A project deleted with its photo, the photo deleted next, then the project brought back.
  const photo = await storedMedia(await aJpegPhoto(60, 40, 322), { name: 'gone-with-it.jpg', token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: photo.url }), token);
  expect((await api('projectsEnhanced').remove(project.id, token)).status).toBe(200);
  expect(await deletePhoto(photo)).toBe(200);
  const back = await restore({ collection: 'projects-enhanced', id: project.id });
  expect(back.status).toBe(200);
  expect(back.body.photos_left_out).toEqual([{ field: 'featured_image', url: photo.url, file_name: 'gone-with-it.jpg' }]);
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body.featured_image).toBe('');
});
