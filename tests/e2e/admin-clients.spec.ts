import type { Page } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { pngLogo, svgLogo } from '#tests/fixtures/logo-files.ts';
import { axeViolations } from './axe.ts';
import { expect, expectPath, openAdmin, test, visitorPoll } from './admin-fixtures.ts';
import { pageSettled } from './public-fixtures.ts';

// Clients: logo cards, Hidden badge, website link, show/hide, New/Edit Client
// with validation, delete after confirmation, reordering; the home carousel
// follows what the admin does.

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('admin adds a client after the form explains what is missing', async ({ adminPage: page, api }) => {
  await openAdmin(page, '/clients');
  await page.getByRole('link', { name: 'New Client' }).click();
  await expectPath(page, '/admin/clients/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Client' })).toBeVisible();
  const count = (await api.clients()).length;
  await expect(page.getByLabel('Display order')).toHaveValue(String(count + 1));

  await page.getByLabel('Website').fill('www.no-scheme');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Logo URL is required')).toBeVisible();
  await expect(page.getByText('Website must be a URL')).toBeVisible();

  const name = unique('Chantiers Navals');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Logo URL', { exact: true }).fill('https://logos.example.test/chantiers.svg');
  await page.getByLabel('Website').fill('https://www.chantiers.example.test');
  await page.getByRole('button', { name: 'Add client' }).click();

  await expectPath(page, '/admin/clients');
  await expect(page.getByText(`Client “${name}” added`)).toBeVisible();
  const item = card(page, name);
  await expect(item.getByRole('link', { name: /chantiers\.example\.test/ })).toHaveAttribute('href', 'https://www.chantiers.example.test');
  const saved = (await api.clients()).find((client) => client.name === name);
  expect(saved).toMatchObject({ logo_url: 'https://logos.example.test/chantiers.svg', is_active: true, display_order: count + 1 });
});

test('admin edits a client', async ({ adminPage: page, api }) => {
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  await page.getByRole('link', { name: `Edit ${client.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(client.name);
  const renamed = unique('Raffinerie Rhône');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Client “${renamed}” saved`)).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  expect((await api.clients()).find((candidate) => candidate.id === client.id)?.name).toBe(renamed);
});

test('a save costs one request: the list shows the saved client from the answer, not from a refetch', async ({ adminPage: page, api }) => {
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  await page.getByRole('link', { name: `Edit ${client.name}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(client.name);
  const calls: string[] = [];
  page.on('request', (request) => {
    // Data requests only: the list's logos (/uploads/…) load as they scroll into view, and the edit
    // screen says it closed the client (/api/admin/presence).
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/admin/presence')
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const renamed = unique('Chimie Fos');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, client.name)).toHaveCount(0);
  expect(calls).toEqual(['PUT /api/clients']);
});

test('admin hides a client, which shows a Hidden badge, and shows it again', async ({ adminPage: page, api }) => {
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  const item = card(page, client.name);
  await expect(item.getByText('Hidden', { exact: true })).toHaveCount(0);
  await item.getByRole('button', { name: `Hide ${client.name}` }).click();
  await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(page.getByText(`“${client.name}” is hidden from the website`)).toBeVisible();
  expect((await api.clients()).find((candidate) => candidate.id === client.id)?.is_active).toBe(false);

  await item.getByRole('button', { name: `Show ${client.name}` }).click();
  await expect(item.getByText('Hidden', { exact: true })).toHaveCount(0);
  expect((await api.clients()).find((candidate) => candidate.id === client.id)?.is_active).toBe(true);
});

test('a client’s logo stays inside its box on a phone', async ({ adminPage: page, api }) => {
  // 200 × 100 px: on a phone's full-width card, sized by its width alone it was taller than the box.
  const client = await api.createClient({ logo_url: await api.uploadLogo(svgLogo) });
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page, '/clients');
  const logo = card(page, client.name).getByRole('img', { name: `${client.name} logo` });
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const [image, frame] = await Promise.all([logo.boundingBox(), logo.locator('..').boundingBox()]);
  if (!image || !frame) throw new Error('The logo or its box is not laid out');
  expect(image.y).toBeGreaterThanOrEqual(frame.y);
  expect(image.y + image.height).toBeLessThanOrEqual(frame.y + frame.height);
  expect(image.x + image.width).toBeLessThanOrEqual(frame.x + frame.width);
});

test('admin reorders clients by dragging and with the move buttons, then edits a moved one without a conflict', async ({
  adminPage: page,
  api,
}) => {
  // Distinct display orders, so the starting order is known (ties sort by label, which is random here).
  const [a, b] = [await api.createClient({ display_order: 1 }), await api.createClient({ display_order: 2 })];
  const order = async () =>
    (await api.clients())
      .filter((client) => client.id === a.id || client.id === b.id)
      .sort((x, y) => x.display_order - y.display_order)
      .map((client) => client.name);
  // The edit form seen before the moves: its client is in the admin's cache from then.
  await openAdmin(page, `/clients/${b.id}/edit`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(b.name);
  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  expect(await order()).toEqual([a.name, b.name]);
  await card(page, b.name).locator('[data-drag-handle]').dragTo(card(page, a.name));
  await expect.poll(order).toEqual([b.name, a.name]);
  await page.getByRole('button', { name: `Move ${b.name} down` }).click();
  await expect.poll(order).toEqual([a.name, b.name]);

  // The form opened after the moves is based on the last of them: it shows the new order and saves.
  const moved = (await api.clients()).find((client) => client.id === b.id);
  await page.getByRole('link', { name: `Edit ${b.name}` }).click();
  await expect(page.getByLabel('Display order')).toHaveValue(String(moved?.display_order));
  const renamed = unique('Terminal méthanier');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Client “${renamed}” saved`)).toBeVisible();
});

test('admin deletes a client only after confirming', async ({ adminPage: page, api }) => {
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this client?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, client.name)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByText(`Client “${client.name}” deleted`)).toBeVisible();
  await expect(card(page, client.name)).toHaveCount(0);
  expect((await api.clients()).some((candidate) => candidate.id === client.id)).toBe(false);
});

test('a save that cannot reach the server says Failed to save client. Please try again.', async ({ adminPage: page }) => {
  await openAdmin(page, '/clients/new');
  await page.route('**/api/clients', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await page.getByLabel('Name', { exact: true }).fill(unique('Unsaved'));
  await page.getByLabel('Logo URL', { exact: true }).fill('https://logos.example.test/unsaved.svg');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Failed to save client. Please try again.')).toBeVisible();
});

test('a failed delete says Failed to delete client', async ({ adminPage: page, api }) => {
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  await page.route('**/api/clients?id=*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByRole('alert').getByText('Failed to delete client')).toBeVisible();
  await expect(card(page, client.name)).toBeVisible();
});

for (const logo of [pngLogo, svgLogo]) {
  test(`a ${logo.name.split('.').pop()?.toUpperCase()} logo uploaded for a client shows on its card`, async ({ adminPage: page, api }) => {
    const client = await api.createClient();
    await openAdmin(page, `/clients/${client.id}/edit`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo file' }).click();
    await (await chooser).setFiles(logo);
    await expect(page.getByText(`Uploaded ${logo.name}.`)).toBeVisible();
    await expect(page.getByLabel('Logo URL', { exact: true })).toHaveValue(/^\/uploads\//);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectPath(page, '/admin/clients');
    const image = card(page, client.name).getByRole('img', { name: `${client.name} logo` });
    await expect(image).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });
}

test('a hidden client leaves the home-page carousel', async ({ adminPage: page, api, browser, siteUrl }) => {
  const client = await api.createClient({ logo_url: await api.uploadLogo(svgLogo), display_order: 0 });
  const visitor = await browser.newPage({ baseURL: siteUrl });
  try {
    const logoOnHome = async () => {
      await visitor.goto('/');
      // The carousel island loads when it comes near the viewport.
      await pageSettled(visitor);
      return visitor.getByRole('img', { name: client.name, exact: true }).count();
    };
    await expect.poll(logoOnHome, visitorPoll).toBe(1);

    await openAdmin(page, '/clients');
    await page.getByRole('button', { name: `Hide ${client.name}` }).click();
    await expect(card(page, client.name).getByText('Hidden', { exact: true })).toBeVisible();
    await expect.poll(logoOnHome, visitorPoll).toBe(0);
  } finally {
    await visitor.close();
  }
});

test('admin hides several clients at once and undoes it in one step', async ({ adminPage: page, api }) => {
  const tag = unique('Bulk').split(' ')[1] ?? '';
  const [first, second] = [await api.createClient({ name: `Salins ${tag} A` }), await api.createClient({ name: `Salins ${tag} B` })];
  await openAdmin(page, '/clients');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(tag);
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('Select all on this page').check();
  await expect(page.getByLabel(`Select ${second.name}`)).toBeChecked();
  await page.getByRole('group', { name: 'Selected clients' }).getByRole('button', { name: 'Hide', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: '2 clients hidden' });
  await expect(status).toBeVisible();
  await expect(card(page, first.name).getByText('Hidden', { exact: true })).toBeVisible();
  const ours = async () => (await api.clients()).filter((client) => client.name.includes(tag));
  expect((await ours()).every((client) => !client.is_active)).toBe(true);

  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: the clients are as they were.' })).toBeVisible();
  await expect(card(page, second.name).getByText('Hidden', { exact: true })).toHaveCount(0);
  expect((await ours()).every((client) => client.is_active)).toBe(true);
});

test('a view of the clients is its URL: searched without accents, hidden ones, page 2 kept on reload, selection across pages', async ({
  adminPage: page,
  api,
}) => {
  const tag = unique('Zinc').split(' ')[1] ?? '';
  // 26 hidden, two pages of 25, and one shown that the filter leaves out; last in display order, so other tests' new
  // clients stay on the first page, and hidden, so the carousel does not grow.
  const names = Array.from({ length: 26 }, (_, index) => `Zinc ${tag} Lavéra ${String(index + 1).padStart(2, '0')}`);
  await Promise.all([
    ...names.map((name, index) => api.createClient({ name, display_order: 9000 + index, is_active: false })),
    api.createClient({ name: `Zinc ${tag} Lavéra shown`, display_order: 9100 }),
  ]);
  await openAdmin(page, `/clients?q=${encodeURIComponent(`LAVERA ${tag}`)}&filter=hidden&sort=name&size=25&page=2`);
  const grid = page.getByRole('list', { name: 'Clients' });
  await expect(grid.getByRole('heading')).toHaveText([names[25]!]);
  await expect(page.getByText('Showing 26–26 of 26')).toBeVisible();
  await expect(page.getByText(/^26 of \d+ clients/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(`LAVERA ${tag}`);
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('hidden');
  await expect(grid.getByRole('heading')).toHaveText([names[25]!]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(`Select ${names[25]!}`, { exact: true }).check();
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(25);
  await page.getByLabel(`Select ${names[0]!}`, { exact: true }).check();
  await expect(page.getByText('2 clients selected')).toBeVisible();
});
