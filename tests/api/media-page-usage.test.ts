import { beforeAll, expect, test } from 'vitest';
import type { MediaItem } from '#src/schemas/media.ts';
import type { PageDetail, PageRow } from '#src/schemas/pages.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { pagesHandler } from '#functions/api/pages.ts';
import { adminToken, deleteRequest, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { putDocument, readText } from '#functions/platform/store.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { restoreVersion, versionsOf } from '#tests/fixtures/history.ts';
import { mediaRequest, servedMedia, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';

// A page's social image is a use of the library photo, as a project's photos
// are: the library says where, and refuses to delete it while a page's draft
// or published version shows it.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const page = async (id: string) => (await send<PageDetail>(pagesHandler, getRequest(`/api/pages?id=${id}`, token))).body;
async function saveSocialImage(id: string, url: string): Promise<void> {
  const answer = await send(
    pagesHandler,
    jsonRequest(`/api/pages?id=${id}`, 'PUT', { ...(await page(id)).draft, social_image: url }, token),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const publish = (id: string) =>
  send(
    pagesPublishHandler,
    new Request(`http://localhost/api/pages/publish?id=${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
  );
const remove = (id: string) => send<{ error: string }>(adminMediaHandler, deleteRequest(`/api/admin/media?id=${id}`, token));

test('a photo a page shares is in use, in its draft or its published version, and cannot be deleted until neither shows it', async () => {
  const photo = await storedMedia(await aJpegPhoto(240, 160, 17), { token, fields: { alt_en: 'Control room' } });
  const id = 'services/engineering';
  const title = (await send<PageRow[]>(pagesHandler, getRequest('/api/pages', token))).body.find((row) => row.id === id)?.title;
  expect(title).toBe('Engineering');

  await saveSocialImage(id, photo.url);
  const use = { collection: 'pages', id, label: 'Engineering', field: 'social_image' };
  expect(((await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem).used_in).toEqual([use]);
  const refused = await remove(photo.id);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toContain('“Engineering” (social_image)');

  // Published, then taken out of the draft: visitors still see it, so it is still in use.
  expect((await publish(id)).status).toBe(200);
  await saveSocialImage(id, '');
  expect(((await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem).used_in).toEqual([use]);
  expect((await remove(photo.id)).status).toBe(409);
  expect((await servedMedia(photo.url)).status).toBe(200);

  // Once the draft without it is published, nothing shows it.
  expect((await publish(id)).status).toBe(200);
  expect(((await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem).used_in).toEqual([]);
  expect((await remove(photo.id)).status).toBe(200);
});

test('a page version restored after its photo was deleted comes back without it, and no save can name a deleted photo', async () => {
  const photo = await storedMedia(await aJpegPhoto(240, 160, 23), { token, fields: { alt_en: 'Turbine hall' }, name: 'turbine-hall.jpg' });
  const id = 'sectors/energy';
  await saveSocialImage(id, photo.url);
  const [withPhoto] = await versionsOf('pages', id, token);
  expect(withPhoto!.record).toMatchObject({ draft: { social_image: photo.url } });
  await saveSocialImage(id, '');
  expect((await remove(photo.id)).status).toBe(200);

  const restored = await restoreVersion({ collection: 'pages', id, revision: withPhoto!.id }, token);
  expect(restored.status).toBe(200);
  expect(restored.body.photos_left_out).toEqual([{ field: 'social_image', url: photo.url, file_name: 'turbine-hall.jpg' }]);
  expect((await page(id)).draft.social_image).toBe('');
  // Still deleted: no library item lists it again.
  expect((await mediaRequest(`?id=${photo.id}`, token)).status).toBe(404);

  const named = await send<{ code?: string; issues?: { path: string }[] }>(
    pagesHandler,
    jsonRequest(`/api/pages?id=${id}`, 'PUT', { ...(await page(id)).draft, social_image: photo.url }, token),
  );
  expect(named.status).toBe(400);
  expect(named.body.code).toBe('media_unknown');
  expect(named.body.issues?.map((issue) => issue.path)).toEqual(['social_image']);
});

test('a page that names a photo deleted from the library keeps its file through the sweep', async () => {
  const photo = await storedMedia(await aJpegPhoto(240, 160, 29), { token, fields: { alt_en: 'Substation' } });
  const id = 'sectors/oil-gas';
  await saveSocialImage(id, '');
  expect((await remove(photo.id)).status).toBe(200);
  // A save that checked the photo before the delete lands after it, as it writes the page's document.
  const key = `pages/${id}`;
  const stored = JSON.parse((await readText(key))!) as { draft: Record<string, unknown> };
  await putDocument(key, { ...stored, draft: { ...stored.draft, social_image: photo.url } });
  await sweepOrphanUploads(Date.now() + 3 * 24 * 60 * 60 * 1000);
  expect((await servedMedia(photo.url)).status).toBe(200);
});
