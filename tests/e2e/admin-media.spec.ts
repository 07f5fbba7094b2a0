import type { APIRequestContext } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { aPhonePhoto, aSmallPhoto } from '#tests/fixtures/phone-photo.ts';
import type { MediaItem, MediaPage } from '#src/schemas/media.ts';
import { expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// The media library from the admin: a phone's 4000 × 3000 photo is made upright
// and reduced in the browser before it is sent, described, given a focal point,
// chosen as a project's featured image and put in its gallery, reordered by
// keyboard; a photo in use cannot be deleted; editors have the library too.

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function uploadThroughApi(request: APIRequestContext, token: string, name: string, alt: string): Promise<MediaItem> {
  const response = await request.post('/api/admin/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: await aSmallPhoto() }, alt_en: alt },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MediaItem;
}

async function searchMedia(request: APIRequestContext, token: string, q: string): Promise<MediaPage> {
  const response = await request.get(`/api/admin/media?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as MediaPage;
}

async function mediaItem(request: APIRequestContext, token: string, id: string): Promise<MediaItem> {
  const response = await request.get(`/api/admin/media?id=${encodeURIComponent(id)}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as MediaItem;
}

test('a phone photo is reduced, described and focused, then featured and in a gallery; while in use it cannot be deleted', async ({
  adminPage: page,
  api,
}) => {
  // One flow from the upload to the refused delete, rather than several tests each uploading a photo of its own.
  test.slow();
  const title = unique('Tank farm SCADA');
  const project = await api.createProjectEnhanced({ title, featured_image: 'https://images.example.test/old-tank-farm.jpg' });
  const name = `${slugOf(unique('tank-farm-dusk'))}.jpg`;
  const second = await uploadThroughApi(api.request, api.token, `${slugOf(unique('valve-manifold'))}.jpg`, 'Valve manifold');

  await openAdmin(page, '/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await page.getByLabel('Photos to upload').setInputFiles({ name, mimeType: 'image/jpeg', buffer: await aPhonePhoto() });
  const queued = page.getByRole('region', { name: 'Photos waiting to be uploaded' }).getByRole('listitem');
  // Exif orientation 6: the 4000 × 3000 pixels are a portrait photo, brought down to 2560 on its long side.
  await expect(queued.getByText(/^1920×2560 px, /)).toBeVisible();
  await queued.getByRole('button', { name: `Upload ${name}` }).click();
  await expect(queued.getByText('Alt text is required')).toBeVisible();
  await queued.getByLabel('Alt text (English)').fill('Tank farm at dusk, seen from the jetty');
  await queued.getByLabel('Alt text (French)').fill('Parc de stockage au crépuscule, vu de la jetée');
  await queued.getByRole('button', { name: `Upload ${name}` }).click();
  await expect(page.getByText(`“${name}” uploaded`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search photos' }).fill(name.slice(0, -4));
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('1 photo matches')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Photo details' });
  await expect(details.getByText('1920×2560 px')).toBeVisible();
  await expect(details.getByLabel('Alt text (French)')).toHaveValue('Parc de stockage au crépuscule, vu de la jetée');
  const focal = details.getByRole('slider', { name: 'Focal point' });
  await focal.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(details.getByText('Focal point 60% from the left, 45% from the top')).toBeVisible();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo saved')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  const [photo] = (await searchMedia(api.request, api.token, name.slice(0, -4))).items;
  expect(photo).toMatchObject({ width: 1920, height: 2560, focal_x: 0.6, focal_y: 0.45, alt_en: 'Tank farm at dusk, seen from the jetty' });
  expect(photo!.bytes).toBeLessThan(4 * 1024 * 1024);

  // The project's external image is flagged; the library replaces it.
  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await expect(page.getByText('External image: not served by this site')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload a copy' })).toBeVisible();
  await page.getByRole('region', { name: 'Logo and image' }).getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a photo' });
  await picker.getByLabel('Search photos').fill(name.slice(0, -4));
  const choice = picker.getByRole('button', { name: /^Choose Tank farm at dusk, seen from the jetty/ });
  await expect(choice).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await choice.click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Featured image URL')).toHaveValue(photo!.url);
  await expect(page.getByText('External image: not served by this site')).toBeHidden();

  for (const alt of ['Tank farm at dusk, seen from the jetty', 'Valve manifold']) {
    await page.getByRole('button', { name: 'Add photos' }).click();
    const adding = page.getByRole('dialog', { name: 'Add photos' });
    await adding.getByLabel('Search photos').fill(alt === 'Valve manifold' ? second.file_name.slice(0, -4) : name.slice(0, -4));
    // The grid narrows as the search is typed: the choice is clicked once the search has been applied, not while the
    // grid is being redrawn under the pointer.
    await expect(adding.getByRole('button', { name: /^Choose / })).toHaveCount(1);
    await adding.getByRole('button', { name: new RegExp(`^Choose ${alt}`) }).click();
    await expect(adding).toBeHidden();
  }
  const gallery = page.getByRole('group', { name: 'Gallery' });
  await gallery.getByLabel('Caption (English)').first().fill('The tank farm');
  await gallery.getByLabel('Caption (French)').first().fill('Le parc de stockage');
  // Keyboard reordering: the first photo moves down, and focus stays on its move buttons.
  await gallery.getByRole('button', { name: 'Move Photo 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Moved “Photo 1” to position 2 of 2.')).toBeAttached();
  await expect(gallery.getByLabel('Caption (English)').nth(1)).toHaveValue('The tank farm');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A save that resolves two photos and purges the project's pages can take a while on a busy machine.
  await expect(page.getByText(`Project “${title}” saved`)).toBeVisible({ timeout: 15_000 });

  const saved = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id)!;
  expect(saved.featured_image).toBe(photo!.url);
  expect(saved.gallery).toEqual([
    { url: second.url, caption: '', fr: { caption: '' } },
    { url: photo!.url, caption: 'The tank farm', fr: { caption: 'Le parc de stockage' } },
  ]);

  // From a fresh load (no library page held), a gallery photo's focal point finds its item by address in one request.
  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await expect(gallery.getByLabel('Caption (English)').nth(1)).toHaveValue('The tank farm');
  const libraryReads: string[] = [];
  page.on('request', (sent) => {
    const address = new URL(sent.url());
    if (address.pathname === '/api/admin/media') libraryReads.push(address.search);
  });
  await gallery.getByRole('button', { name: 'Set the focal point of photo 2' }).click();
  const focusing = page.getByRole('dialog', { name: 'Focal point of the photo' });
  await expect(focusing.getByRole('slider', { name: 'Focal point' })).toBeVisible();
  expect(libraryReads).toEqual([`?url=${encodeURIComponent(photo!.url)}`]);
  await focusing.getByRole('button', { name: 'Cancel' }).click();

  // In use: the library names where, and the server refuses the delete, with its reason.
  await openAdmin(page, `/media?q=${encodeURIComponent(name.slice(0, -4))}`);
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  await expect(details.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/projects-enhanced/${project.id}/edit`);
  await details.getByRole('button', { name: 'Delete photo' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete photo' }).click();
  await expect(details.getByRole('alert').getByText(`This photo is used by “${title}” (featured_image)`, { exact: false })).toBeVisible();
  expect((await mediaItem(api.request, api.token, photo!.id)).id).toBe(photo!.id);
});

test('an editor has the library: the Media entry, the photos and their details; a save meeting another keeps both', async ({
  page,
  api,
  siteUrl,
}) => {
  const editor = await api.staffMember('editor');
  const photo = await uploadThroughApi(api.request, api.token, `${slugOf(unique('control-room'))}.jpg`, 'Control room consoles');
  await storeSession(page, siteUrl, editor.token);
  await openAdmin(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
  await page.getByRole('searchbox', { name: 'Search photos' }).fill(photo.file_name.slice(0, -4));
  await page.getByRole('button', { name: `Details of ${photo.file_name}` }).click();
  const details = page.getByRole('dialog', { name: 'Photo details' });
  await details.getByLabel('Alt text (French)').fill('Consoles de la salle de contrôle');

  // An administrator describes the photo in English meanwhile.
  const theirs = await api.request.put('/api/admin/media', {
    headers: { authorization: `Bearer ${api.token}` },
    data: { id: photo.id, alt_en: 'Operators at the control room consoles' },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await details.getByRole('button', { name: 'Save' }).click();
  const conflict = details.getByRole('region', { name: 'Someone else saved this item while you were editing it' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict.getByRole('definition')).toContainText('Operators at the control room consoles');
  await expect(details.getByLabel('Alt text (English)')).toHaveValue('Operators at the control room consoles');
  await expect(details.getByLabel('Alt text (French)')).toHaveValue('Consoles de la salle de contrôle');

  await details.getByRole('button', { name: 'Save' }).click();
  // A library write reads where every photo is used and purges the pages that show it: on the
  // worker's platform, full of every earlier test's projects and photos, a busy machine takes a while.
  await expect(page.getByText('Photo saved')).toBeVisible({ timeout: 15_000 });
  expect(await mediaItem(api.request, editor.token, photo.id)).toMatchObject({
    alt_en: 'Operators at the control room consoles',
    alt_fr: 'Consoles de la salle de contrôle',
  });
});
