import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// The empty states, on a platform of their own started without demo content.

useOwnPlatform(test, { seed: 'none' });

test('an empty projects list invites to create the first project', async ({ adminPage: page }) => {
  for (const path of ['/projects', '/projects-enhanced']) {
    await openAdmin(page, path);
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Create your first project' }).click();
    await expectPath(page, `/admin${path}/new`);
  }
});

test('an empty clients list says No clients yet', async ({ adminPage: page }) => {
  await openAdmin(page, '/clients');
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add your first client' }).click();
  await expectPath(page, '/admin/clients/new');
  await expect(page.getByLabel('Display order')).toHaveValue('1');
});

test('empty taxonomy tables say so with the spec wording and number the first item 1', async ({ adminPage: page }) => {
  for (const [path, text] of [
    ['/categories', 'No categories found. Create your first category above.'],
    ['/sectors', 'No sectors found. Create your first sector above.'],
    ['/technologies', 'No technologies found. Create your first technology above.'],
  ] as const) {
    await openAdmin(page, path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Display order')).toHaveValue('1');
  }
});

test('an empty inbox, an empty dashboard and a carousel preview without clients', async ({ adminPage: page }) => {
  await openAdmin(page, '/enquiries');
  await expect(page.getByRole('heading', { name: 'No enquiries yet' })).toBeVisible();

  await openAdmin(page, '/dashboard');
  const counts = page.getByRole('list', { name: 'Content counts' });
  for (const label of ['Projects', 'Clients', 'Categories', 'Sectors', 'Technologies']) {
    await expect(counts.getByRole('link', { name: new RegExp(`^0 ${label}`) }).first()).toBeVisible();
  }

  await openAdmin(page, '/settings');
  await expect(page.getByText('No active client: the carousel stays hidden until a client is shown.')).toBeVisible();
});

test('the enhanced project form says where to add categories, sectors and technologies when there are none', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/projects-enhanced/new');
  await expect(page.getByText('No categories yet. Add them on the Categories page.')).toBeVisible();
  await expect(page.getByText('No sectors yet. Add them on the Sectors page.')).toBeVisible();
  await expect(page.getByText('No technologies yet. Add them on the Technologies page.')).toBeVisible();
});
