import type { Page } from '@playwright/test';
import { taxonomyLabels, taxonomyTypes, technologyTypes } from '#src/schemas/taxonomy.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// Categories, Sectors and Technologies: the inline add/edit form (slug derived
// from the name and editable, display order = count + 1), the table with project
// counts, reordering, and deletes that say when projects use the item.

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
/** Cells are: reorder, order, slug, [type, vendor,] projects, actions (the name is the row header). */
const projectsCell = (page: Page, type: string, name: string) =>
  row(page, name)
    .getByRole('cell')
    .nth(type === 'technologies' ? 5 : 3);

test('dragging a row to the bottom edge of a long list scrolls the page and carries the row down; Escape puts it back', async ({
  adminPage: page,
  api,
}) => {
  // A list taller than the viewport, whatever other tests have added.
  for (let index = 0; index < 16; index += 1) await api.createTaxonomy('categories');
  await page.setViewportSize({ width: 1280, height: 480 });
  await openAdmin(page, '/categories');
  const rows = page.locator('tbody [data-reorder-id]');
  await expect(rows.nth(15)).toBeAttached();
  const first = rows.first();
  const id = (await first.getAttribute('data-reorder-id'))!;
  const positionOfDragged = () =>
    rows.evaluateAll((all, dragged) => all.findIndex((row) => row.getAttribute('data-reorder-id') === dragged), id);
  await first.evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const scrolledBefore = await page.evaluate(() => window.scrollY);

  const handle = (await first.locator('[data-drag-handle]').boundingBox())!;
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  // To the bottom edge, then hold still: only the auto-scroll can move the row further.
  await page.mouse.move(x, 476, { steps: 4 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore + 200);
  await expect.poll(positionOfDragged).toBeGreaterThan(5);

  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Reordering cancelled\./)).toBeAttached();
  await expect.poll(positionOfDragged).toBe(0);
  await page.mouse.up();
});

for (const type of taxonomyTypes) {
  const { singular, title } = taxonomyLabels[type];

  test(`admin adds a ${singular}: the slug follows the name until edited, the order defaults to count + 1`, async ({
    adminPage: page,
    api,
  }) => {
    await openAdmin(page, `/${type}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Admin | Caronte Automation`);
    const form = page.getByRole('form', { name: `Add a ${singular}` });
    const count = (await api.taxonomy(type)).length;
    await expect(form.getByLabel('Display order')).toHaveValue(String(count + 1));

    await form.getByLabel('Display order').fill('');
    await form.getByRole('button', { name: `Add ${singular}` }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Slug is required')).toBeVisible();
    await expect(form.getByText('Display order is required')).toBeVisible();

    const name = unique('Pétrochimie & Raffinage');
    await form.getByLabel('Name', { exact: true }).fill(name);
    const derived = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    await expect(form.getByLabel('Slug')).toHaveValue(derived);
    await form.getByLabel('Slug').fill(`${derived}-custom`);
    await form.getByLabel('Name', { exact: true }).fill(`${name} edited`);
    await expect(form.getByLabel('Slug')).toHaveValue(`${derived}-custom`);
    await form.getByLabel('Display order').fill(String(count + 1));
    await form.getByRole('button', { name: `Add ${singular}` }).click();

    await expect(page.getByText(new RegExp(`“${name} edited” added`))).toBeVisible();
    const added = row(page, `${name} edited`);
    await expect(added).toContainText(`${derived}-custom`);
    await expect(projectsCell(page, type, `${name} edited`)).toHaveText('0');
    // The form is ready for the next one.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Display order')).toHaveValue(String(count + 2));
    const saved = (await api.taxonomy(type)).find((item) => item.name === `${name} edited`);
    expect(saved).toMatchObject({ slug: `${derived}-custom`, display_order: count + 1 });
  });

  test(`admin edits a ${singular} in the inline form`, async ({ adminPage: page, api }) => {
    const item = await api.createTaxonomy(type);
    await openAdmin(page, `/${type}`);
    await row(page, item.name)
      .getByRole('button', { name: `Edit ${item.name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit ${singular} “${item.name}”` });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Slug')).toHaveValue(item.slug);
    const renamed = `${item.name} renamed`;
    await form.getByLabel('Name', { exact: true }).fill(renamed);
    // An existing slug stays as it is unless asked.
    await expect(form.getByLabel('Slug')).toHaveValue(item.slug);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(row(page, renamed)).toBeVisible();
    expect((await api.taxonomy(type)).find((candidate) => candidate.id === item.id)).toMatchObject({ name: renamed, slug: item.slug });
  });

  test(`a ${singular} slug already in use is refused with the server's message`, async ({ adminPage: page, api }) => {
    const existing = await api.createTaxonomy(type);
    await openAdmin(page, `/${type}`);
    const form = page.getByRole('form', { name: `Add a ${singular}` });
    await form.getByLabel('Name', { exact: true }).fill(unique('Duplicate'));
    await form.getByLabel('Slug').fill(existing.slug);
    await form.getByRole('button', { name: `Add ${singular}` }).click();
    await expect(page.getByRole('alert').getByText(`Failed to save ${singular}`, { exact: true })).toBeVisible();
    await expect(form.getByText(`A ${singular} with this slug already exists`).first()).toBeVisible();
    await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  });

  test(`admin reorders ${type} by dragging and with the move buttons`, async ({ adminPage: page, api }) => {
    // Distinct display orders, so the starting order is known (ties sort by label, which is random here).
    const [a, b] = [await api.createTaxonomy(type, { display_order: 1 }), await api.createTaxonomy(type, { display_order: 2 })];
    const order = async () =>
      (await api.taxonomy(type))
        .filter((item) => item.id === a.id || item.id === b.id)
        .sort((x, y) => x.display_order - y.display_order)
        .map((item) => item.name);
    await openAdmin(page, `/${type}`);
    expect(await order()).toEqual([a.name, b.name]);
    await row(page, b.name).locator('[data-drag-handle]').dragTo(row(page, a.name));
    await expect.poll(order).toEqual([b.name, a.name]);
    await page.getByRole('button', { name: `Move ${b.name} down` }).click();
    await expect.poll(order).toEqual([a.name, b.name]);
  });

  test(`deleting a ${singular} used by a project says so, and removes it from the project`, async ({ adminPage: page, api }) => {
    const item = await api.createTaxonomy(type);
    const field = type === 'categories' ? 'category_ids' : type === 'sectors' ? 'sector_ids' : 'technology_ids';
    const project = await api.createProjectEnhanced({ [field]: [item.id] });
    await openAdmin(page, `/${type}`);
    await expect(projectsCell(page, type, item.name)).toHaveText('1');

    await row(page, item.name)
      .getByRole('button', { name: `Delete ${item.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Delete this ${singular}?` });
    await expect(confirm).toContainText(`“${item.name}” is used by 1 project. Deleting it also removes it from that project.`);
    await confirm.getByRole('button', { name: `Delete ${singular}` }).click();
    await expect(page.getByText(`“${item.name}” deleted and removed from 1 project`)).toBeVisible();
    await expect(row(page, item.name)).toHaveCount(0);
    const updated = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id);
    expect(updated?.[field]).toEqual([]);
  });

  test(`deleting an unused ${singular} asks first and a failure says Failed to delete ${singular}`, async ({ adminPage: page, api }) => {
    const item = await api.createTaxonomy(type);
    await openAdmin(page, `/${type}`);
    await row(page, item.name)
      .getByRole('button', { name: `Delete ${item.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Delete this ${singular}?` });
    await expect(confirm).toContainText(`“${item.name}” is not used by any project.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, item.name)).toBeVisible();

    await page.route('**/api/taxonomy?*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.continue(),
    );
    await row(page, item.name)
      .getByRole('button', { name: `Delete ${item.name}` })
      .click();
    await confirm.getByRole('button', { name: `Delete ${singular}` }).click();
    await expect(page.getByRole('alert').getByText(`Failed to delete ${singular}`, { exact: true })).toBeVisible();
    await expect(row(page, item.name)).toBeVisible();
  });
}

test('a technology has a vendor, a description and one of the spec type choices, or none', async ({ adminPage: page, api }) => {
  await openAdmin(page, '/technologies');
  const form = page.getByRole('form', { name: 'Add a technology' });
  await expect(form.getByLabel('Type').locator('option')).toHaveText(['No type', ...technologyTypes]);
  const name = unique('Modbus RTU gateway');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Vendor').fill('Moxa');
  await form.getByLabel('Type').selectOption('Protocol');
  await form.getByLabel('Description', { exact: true }).fill('Serial to Ethernet gateway.');
  await form.getByRole('button', { name: 'Add technology' }).click();
  const added = row(page, name);
  await expect(added).toContainText('Protocol');
  await expect(added).toContainText('Moxa');
  await expect(added).toContainText('Serial to Ethernet gateway.');
  expect((await api.taxonomy('technologies')).find((item) => item.name === name)).toMatchObject({ vendor: 'Moxa', type: 'Protocol' });
});

test('switching to another item with unsaved changes in the form asks first', async ({ adminPage: page, api }) => {
  const [first, second] = [await api.createTaxonomy('sectors'), await api.createTaxonomy('sectors')];
  await openAdmin(page, '/sectors');
  await row(page, first.name)
    .getByRole('button', { name: `Edit ${first.name}` })
    .click();
  await page
    .getByRole('form', { name: `Edit sector “${first.name}”` })
    .getByLabel('Name', { exact: true })
    .fill('Half-typed');
  await row(page, second.name)
    .getByRole('button', { name: `Edit ${second.name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('form', { name: `Edit sector “${first.name}”` }).getByLabel('Name', { exact: true })).toHaveValue(
    'Half-typed',
  );
  await row(page, second.name)
    .getByRole('button', { name: `Edit ${second.name}` })
    .click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('form', { name: `Edit sector “${second.name}”` })).toBeVisible();
});

test('admin gives a sector its French name; the list shows it and filters the ones still missing French', async ({
  adminPage: page,
  api,
}) => {
  const sector = await api.createTaxonomy('sectors');
  await openAdmin(page, '/sectors?filter=missing-french');
  const row = page.getByRole('row', { name: new RegExp(sector.name) });
  await expect(row).toContainText('French missing');
  await row.getByRole('button', { name: `Edit ${sector.name}` }).click();
  const form = page.getByRole('form', { name: `Edit sector “${sector.name}”` });
  await expect(form.getByLabel('Name in French')).toHaveAttribute('lang', 'fr');
  const frenchName = unique('Secteur traduit');
  await form.getByLabel('Name in French').fill(frenchName);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Sector “${sector.name}” saved`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(sector.name) })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('');
  await expect(page.getByRole('row', { name: new RegExp(sector.name) })).toContainText(frenchName);
  const saved = (await api.taxonomy('sectors')).find((item) => item.id === sector.id);
  expect(saved?.fr.name).toBe(frenchName);
});
