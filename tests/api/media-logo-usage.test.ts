import { beforeAll, expect, test } from 'vitest';
import type { Client } from '#src/schemas/client.ts';
import type { MediaItem } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { expectIssue } from '#tests/fixtures/expectations.ts';
import { restoreVersion, versionsOf } from '#tests/fixtures/history.ts';
import { deleteMedia, mediaRequest, storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';

// A logo's address may be a library photo's, pasted from the library's "copy
// address". Such a logo is a use of the photo like a featured image: listed
// with the photo, keeping it from being deleted, refused when the library does
// not hold it, and left out of a restored version once deleted.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const usesOf = async (photo: MediaItem) => ((await mediaRequest(`?id=${photo.id}`, token)).body as MediaItem).used_in;
const deletePhoto = (photo: MediaItem) => deleteMedia(photo, token);
const versions = (collection: string, id: string) => versionsOf(collection, id, token);
const restore = (body: Record<string, unknown>) => restoreVersion(body, token);

test('a library photo as a project’s or a client’s logo is in use: it cannot be deleted while either shows it', async () => {
  const photo = await storedMedia(await aJpegPhoto(120, 60, 401), { name: 'client-logo.jpg', token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ logo_url: photo.url }), token);
  const client = await created<Client>('clients', aClient({ logo_url: photo.url }), token);
  expect(await usesOf(photo)).toEqual([
    { collection: 'projects-enhanced', id: project.id, label: project.title, field: 'logo_url' },
    { collection: 'clients', id: client.id, label: client.name, field: 'logo_url' },
  ]);
  expect(await deletePhoto(photo)).toBe(409);

  await api('projectsEnhanced').update({ id: project.id, logo_url: '' }, token);
  expect(await deletePhoto(photo)).toBe(409);
  await api('clients').update({ id: client.id, logo_url: 'https://logos.example.test/401.svg' }, token);
  expect(await usesOf(photo)).toEqual([]);
  expect(await deletePhoto(photo)).toBe(200);
});

test('attack: a logo at a /media/ address the library does not hold is refused, and nothing is stored', async () => {
  const unknown = '/media/0123456789abcdef0123456789abcdef.jpg';
  const said = `${unknown} is not in the media library: upload the photo or choose it from the library`;
  const clients = api('clients');
  const before = (await clients.list<Client[]>(token)).body.length;
  expectIssue(await clients.create(aClient({ logo_url: unknown }), token), 'logo_url', said);
  expect((await clients.list<Client[]>(token)).body).toHaveLength(before);

  const client = await created<Client>('clients', aClient(), token);
  expectIssue(await clients.update({ id: client.id, logo_url: unknown }, token), 'logo_url', said);
  expect((await clients.get<Client>(client.id, token)).body.logo_url).toBe(client.logo_url);

  expectIssue(await api('projectsEnhanced').create(anEnhancedProject({ logo_url: unknown }), token), 'logo_url', said);
});

test('a version whose logo was deleted from the library since: a project comes back without it, a client is refused naming it', async () => {
  const projectLogo = await storedMedia(await aJpegPhoto(120, 60, 402), { name: 'project-logo.jpg', token });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ logo_url: projectLogo.url }), token);
  await api('projectsEnhanced').update({ id: project.id, logo_url: '' }, token);
  expect(await deletePhoto(projectLogo)).toBe(200);
  const [newest, first] = await versions('projects-enhanced', project.id);
  const restored = await restore({ collection: 'projects-enhanced', id: project.id, revision: first!.id, current_revision: newest!.id });
  expect(restored.status).toBe(200);
  expect(restored.body.photos_left_out).toEqual([{ field: 'logo_url', url: projectLogo.url, file_name: 'project-logo.jpg' }]);
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body.logo_url).toBe('');

  // A client cannot be shown without a logo: the restore is refused, and the client stays as it is.
  const clientLogo = await storedMedia(await aJpegPhoto(120, 60, 403), { name: 'client-logo.jpg', token });
  const client = await created<Client>('clients', aClient({ logo_url: clientLogo.url }), token);
  const replaced = (await api('clients').update<Client>({ id: client.id, logo_url: 'https://logos.example.test/403.svg' }, token)).body;
  expect(await deletePhoto(clientLogo)).toBe(200);
  const [latest, original] = await versions('clients', client.id);
  const refused = await restore({ collection: 'clients', id: client.id, revision: original!.id, current_revision: latest!.id });
  expect(refused.status).toBe(409);
  expect((refused.body as unknown as { error: string }).error).toContain('logo_url');
  expect((await api('clients').get<Client>(client.id, token)).body).toEqual(replaced);
});

test('a library photo’s full address, as “copy address” gives it, is kept as its path and is a use like it', async () => {
  const photo = await storedMedia(await aJpegPhoto(120, 60, 404), { name: 'pasted-logo.jpg', token });
  const client = await created<Client>('clients', aClient({ logo_url: `https://www.example.test${photo.url}` }), token);
  expect(client.logo_url).toBe(photo.url);
  expect(await usesOf(photo)).toEqual([{ collection: 'clients', id: client.id, label: client.name, field: 'logo_url' }]);
  expect(await deletePhoto(photo)).toBe(409);
  // Another site's address is kept as it is.
  const other = await created<Client>('clients', aClient({ logo_url: 'https://logos.example.test/media/logo.jpg' }), token);
  expect(other.logo_url).toBe('https://logos.example.test/media/logo.jpg');
});
