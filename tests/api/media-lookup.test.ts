import { beforeAll, expect, test } from 'vitest';
import type { MediaItem } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { adminToken, deleteRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { mediaRequest, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';

// The admin finds a gallery photo's library item by the address the project
// holds (`?url=`), as it finds one by id, without paging through the library.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

test('?url= answers the item a project field shows, with where it is used; an address the library does not list is 404', async () => {
  const photo = await storedMedia(await aJpegPhoto(60, 40, 401), { name: 'marshalling.jpg', token });
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ gallery: [{ url: photo.url, caption: 'Marshalling cabinet' }] }),
    token,
  );
  const found = await mediaRequest(`?url=${encodeURIComponent(project.gallery[0]!.url)}`, token);
  expect(found.status).toBe(200);
  expect(found.body).toMatchObject({
    id: photo.id,
    url: photo.url,
    file_name: 'marshalling.jpg',
    used_in: [{ collection: 'projects-enhanced', id: project.id, label: project.title, field: 'gallery' }],
  });

  // An address no item serves, an outside one, and a deleted photo's are not found.
  expect((await mediaRequest(`?url=${encodeURIComponent('/media/ffffffffffffffffffffffffffffffff.jpg')}`, token)).status).toBe(404);
  expect((await mediaRequest(`?url=${encodeURIComponent('https://example.org/photo.jpg')}`, token)).status).toBe(404);
  const unused = await storedMedia(await aJpegPhoto(60, 40, 402), { token });
  expect((await send(adminMediaHandler, deleteRequest(`/api/admin/media?id=${unused.id}`, token))).status).toBe(200);
  expect((await mediaRequest(`?url=${encodeURIComponent(unused.url)}`, token)).status).toBe(404);
  // Only staff look photos up.
  expect((await mediaRequest(`?url=${encodeURIComponent(photo.url)}`)).status).toBe(401);
  expect(((await mediaRequest(`?url=${encodeURIComponent(photo.url)}`, token)).body as MediaItem).id).toBe(photo.id);
});
