import type { Page } from '@playwright/test';
import { slugify } from '#src/schemas/common.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { oversizedPng, pngLogo, svgLogo, textFile } from '#tests/fixtures/logo-files.ts';
import { expect, expectPath, openAdmin, test, visitorPoll } from './admin-fixtures.ts';
import { islandsHydrated } from './public-fixtures.ts';
import { axeViolations } from './axe.ts';

// All Projects (enhanced): the full form with relations, list editors and flags,
// the logo URL or upload, Preview & Print, toggle, reorder, delete; and the
// public /projects-enhanced page following what the admin does.

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('admin creates an enhanced project with every field and its categories, sectors and technologies', async ({
  adminPage: page,
  api,
}) => {
  const category = await api.createTaxonomy('categories');
  const sector = await api.createTaxonomy('sectors');
  const technology = await api.createTaxonomy('technologies', { vendor: 'Endress+Hauser', type: 'Hardware' });

  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('link', { name: 'New Project' }).click();
  await expectPath(page, '/admin/projects-enhanced/new');
  await expect(page.getByText('Recommended size 1200x600 pixels.')).toBeVisible();

  await page.getByLabel('Logo URL', { exact: true }).fill('javascript:alert(1)');
  await page.getByLabel('Featured image URL').fill('ftp://files.example.test/hero.jpg');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Client is required')).toBeVisible();
  await expect(page.getByText('Logo URL must be a URL')).toBeVisible();
  await expect(page.getByText('Featured image must be a URL')).toBeVisible();

  const title = unique('Ammonia plant safety upgrade');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Client').fill('Engrais du Sud');
  await page.getByLabel('Summary', { exact: true }).fill('SIL 2 shutdown system and new alarm management for the ammonia loop.');
  await page.getByLabel('Description', { exact: true }).fill('Full replacement of the relay-based shutdown logic.');
  await page.getByLabel('City', { exact: true }).fill('Fos-sur-Mer');
  await page.getByLabel('Country', { exact: true }).fill('France');
  await page.getByLabel('Duration', { exact: true }).fill('14 months');
  await page.getByLabel('Start date').fill('January 2025');
  await page.getByLabel('End date').fill('');
  await page.getByLabel('Ongoing', { exact: true }).check();
  await page.getByLabel('Logo URL', { exact: true }).fill('');
  await page.getByLabel('Featured image URL').fill('https://images.example.test/ammonia.jpg');
  await page.getByRole('group', { name: 'Categories' }).getByLabel(category.name).check();
  await page.getByRole('group', { name: 'Sectors' }).getByLabel(sector.name).check();
  await page.getByRole('group', { name: 'Technologies' }).getByLabel(technology.name).check();
  await expect(page.getByRole('group', { name: 'Technologies' }).getByText('1 selected')).toBeVisible();
  await page.getByLabel('Objective 1', { exact: true }).fill('Reach SIL 2 on every trip function');
  await page.getByRole('button', { name: 'Add objective' }).click();
  await page.getByLabel('Result 1', { exact: true }).fill('Spurious trips down 70%');
  await page.getByLabel('Featured', { exact: true }).check();
  await page.getByLabel('Display order').fill('4');
  await page.getByRole('button', { name: 'Create project' }).click();

  await expectPath(page, '/admin/projects-enhanced');
  await expect(page.getByText(`Project “${title}” created`)).toBeVisible();
  const item = card(page, title);
  await expect(item.getByText('Featured', { exact: true })).toBeVisible();
  await expect(item.getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(item).toContainText('Engrais du Sud');
  await expect(item).toContainText('Fos-sur-Mer, France');
  await expect(item).toContainText('14 months');
  await expect(item).toContainText(category.name);
  await expect(item).toContainText(sector.name);
  await expect(item).toContainText('1 technology');

  const saved = (await api.projectsEnhanced()).find((project) => project.title === title);
  expect(saved).toMatchObject({
    client: 'Engrais du Sud',
    location_city: 'Fos-sur-Mer',
    is_ongoing: true,
    is_featured: true,
    is_published: true,
    display_order: 4,
    scope_objectives: ['Reach SIL 2 on every trip function'],
    key_results: ['Spurious trips down 70%'],
    category_ids: [category.id],
    sector_ids: [sector.id],
    technology_ids: [technology.id],
  });
});

test('admin edits an enhanced project and changes its relations', async ({ adminPage: page, api }) => {
  const [first, second] = [await api.createTaxonomy('categories'), await api.createTaxonomy('categories')];
  const project = await api.createProjectEnhanced({ category_ids: [first.id] });
  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('link', { name: `Edit ${project.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByLabel(first.name)).toBeChecked();

  await categories.getByLabel(first.name).uncheck();
  await categories.getByLabel(second.name).check();
  await page.getByLabel('Duration', { exact: true }).fill('11 months');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Project “${project.title}” saved`)).toBeVisible();
  await expect(card(page, project.title)).toContainText(second.name);
  await expect(card(page, project.title)).not.toContainText(first.name);

  const saved = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id);
  expect(saved).toMatchObject({ category_ids: [second.id], duration_display: '11 months' });
});

test('the slug follows the title until edited, a taken slug is refused on its field, and a saved slug changes only by hand', async ({
  adminPage: page,
  api,
}) => {
  const taken = await api.createProjectEnhanced({ title: unique('Taken address') });
  await openAdmin(page, '/projects-enhanced/new');
  const title = unique('Compressor station SCADA');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slugify(title));

  await page.getByLabel('Slug').fill(taken.slug);
  await page.getByLabel('Title', { exact: true }).fill(`${title} B`);
  await expect(page.getByLabel('Slug')).toHaveValue(taken.slug);
  await page.getByLabel('Client').fill('GRTgaz');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('A project with this slug already exists').first()).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

  // Emptied, the server derives it from the title.
  await page.getByLabel('Slug').fill('');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`Project “${title} B” created`)).toBeVisible();
  const saved = (await api.projectsEnhanced()).find((project) => project.title === `${title} B`)!;
  expect(saved.slug).toBe(slugify(`${title} B`));

  await page.getByRole('link', { name: `Edit ${saved.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`${title} C`);
  await expect(page.getByLabel('Slug')).toHaveValue(saved.slug);
  await page.getByLabel('Slug').fill(`${saved.slug}-fos`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Project “${title} C” saved`)).toBeVisible();
  const renamed = (await api.projectsEnhanced()).find((project) => project.id === saved.id)!;
  expect(renamed).toMatchObject({ slug: `${saved.slug}-fos`, previous_slugs: [saved.slug] });
});

test('admin sets an enhanced project to Draft and back from the list', async ({ adminPage: page, api }) => {
  const project = await api.createProjectEnhanced();
  await openAdmin(page, '/projects-enhanced');
  const item = card(page, project.title);
  await item.getByRole('button', { name: `Unpublish ${project.title}` }).click();
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  expect((await api.projectsEnhanced()).find((candidate) => candidate.id === project.id)?.is_published).toBe(false);
  await item.getByRole('button', { name: `Publish ${project.title}` }).click();
  await expect(item.getByText('Draft', { exact: true })).toHaveCount(0);
});

test('admin reorders enhanced projects by dragging and with the keyboard', async ({ adminPage: page, api }) => {
  // Distinct display orders, so the starting order is known (ties sort by label, which is random here).
  const [a, b] = [await api.createProjectEnhanced({ display_order: 1 }), await api.createProjectEnhanced({ display_order: 2 })];
  // Between a move's two writes both projects share one display order: that is no order yet.
  const order = async () => {
    const pair = (await api.projectsEnhanced()).filter((project) => project.id === a.id || project.id === b.id);
    if (pair[0]?.display_order === pair[1]?.display_order) return [];
    return pair.sort((x, y) => x.display_order - y.display_order).map((project) => project.title);
  };
  await openAdmin(page, '/projects-enhanced');
  expect(await order()).toEqual([a.title, b.title]);

  await card(page, b.title).locator('[data-drag-handle]').dragTo(card(page, a.title));
  // Each move is two saves one after the other: a save's time on a busy machine, twice.
  await expect.poll(order, { timeout: 15_000 }).toEqual([b.title, a.title]);

  await page.getByRole('button', { name: `Move ${a.title} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(order, { timeout: 15_000 }).toEqual([a.title, b.title]);
});

test('admin deletes an enhanced project only after confirming', async ({ adminPage: page, api }) => {
  const project = await api.createProjectEnhanced();
  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' });
  // The dialog's code comes on first use: Escape before it is open would close nothing.
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(card(page, project.title)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(card(page, project.title)).toHaveCount(0);
  expect((await api.projectsEnhanced()).some((candidate) => candidate.id === project.id)).toBe(false);
});

test('Preview & Print shows the whole data sheet and prints only the sheet', async ({ adminPage: page, api }) => {
  const category = await api.createTaxonomy('categories');
  const sector = await api.createTaxonomy('sectors');
  const technology = await api.createTaxonomy('technologies', {
    vendor: 'Yokogawa',
    type: 'System',
    description: 'Distributed control system.',
  });
  const project = await api.createProjectEnhanced({
    is_ongoing: true,
    description: 'Migration of the unit controls.',
    scope_objectives: ['Keep the unit running'],
    key_results: ['No unplanned stop'],
    display_order: 7,
    category_ids: [category.id],
    sector_ids: [sector.id],
    technology_ids: [technology.id],
  });
  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('button', { name: `Preview & Print ${project.title}` }).click();

  const sheet = page.getByRole('dialog', { name: 'Project data sheet' });
  await expect(sheet.getByRole('heading', { name: project.title })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'No logo' })).toBeVisible();
  for (const text of [project.client, 'Lavéra, France', '8 months', 'Migration of the unit controls.', category.name, sector.name]) {
    await expect(sheet).toContainText(text);
  }
  await expect(sheet.locator('.badge').getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(sheet).toContainText('OngoingYes');
  const row = sheet.getByRole('row', { name: new RegExp(technology.name) });
  await expect(row).toContainText('System');
  await expect(row).toContainText('Yokogawa');
  await expect(row).toContainText('Distributed control system.');
  await expect(sheet.getByText('Keep the unit running')).toBeVisible();
  await expect(sheet.getByText('No unplanned stop')).toBeVisible();
  await expect(sheet).toContainText('Display order7');
  await expect(sheet).toContainText('Created');
  await expect(sheet).toContainText('Updated');

  // Print / Save as PDF opens the browser's print dialog…
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await sheet.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // …and the print stylesheet keeps only the sheet, without the buttons or the admin around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(sheet.getByRole('heading', { name: project.title })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: `Preview & Print ${project.title}` })).toBeFocused();
});

test('the logo upload checks type and size before sending anything', async ({ adminPage: page }) => {
  await openAdmin(page, '/projects-enhanced/new');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/upload-logo')) sent += 1;
  });
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo file' }).click();
    await (await chooser).setFiles(file);
  };
  await choose(textFile);
  await expect(page.getByText('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)')).toBeVisible();
  await choose(oversizedPng);
  await expect(page.getByText('Logo file size must be less than 5MB')).toBeVisible();
  expect(sent).toBe(0);
});

for (const logo of [pngLogo, svgLogo]) {
  test(`a ${logo.name.split('.').pop()?.toUpperCase()} logo uploaded in the form shows on the project card`, async ({
    adminPage: page,
    api,
  }) => {
    const project = await api.createProjectEnhanced();
    await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo file' }).click();
    await (await chooser).setFiles(logo);
    await expect(page.getByText(`Uploaded ${logo.name}.`)).toBeVisible();
    await expect(page.getByLabel('Logo URL', { exact: true })).toHaveValue(/^\/uploads\/[\w.-]+\.(png|svg)$/);
    await expect(page.getByRole('img', { name: 'Logo URL preview' })).toBeVisible();

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectPath(page, '/admin/projects-enhanced');
    const image = card(page, project.title).locator('img');
    await expect(image).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const saved = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id);
    expect(saved?.logo_url).toMatch(/^\/uploads\//);
  });
}

test('a project made in the admin appears on /projects-enhanced with its relations and leaves it as a Draft', async ({
  adminPage: page,
  api,
}) => {
  const category = await api.createTaxonomy('categories');
  const sector = await api.createTaxonomy('sectors');
  const technology = await api.createTaxonomy('technologies');
  await openAdmin(page, '/projects-enhanced/new');
  const title = unique('Cryogenic tank farm control');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Client').fill('Gaz de Provence');
  await page.getByRole('group', { name: 'Categories' }).getByLabel(category.name).check();
  await page.getByRole('group', { name: 'Sectors' }).getByLabel(sector.name).check();
  await page.getByRole('group', { name: 'Technologies' }).getByLabel(technology.name).check();
  // Search and sharing: its own title, counted, and kept out of search engines.
  const seo = page.getByRole('region', { name: 'Search and sharing' });
  await seo.getByLabel('Search title', { exact: true }).fill('Cryogenic tanks, one SCADA');
  await expect(seo.getByText('26 of 70 characters.')).toBeVisible();
  await seo.getByLabel('Hide from search engines (noindex)').check();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expectPath(page, '/admin/projects-enhanced');

  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  try {
    await visitor.goto('/projects-enhanced');
    await expect(visitor.getByText(title)).toBeVisible();
    // Rendered on the server: the card opens the modal once the island has hydrated.
    await islandsHydrated(visitor);
    await expect(visitor.getByRole('main')).toContainText(sector.name);
    await expect(visitor.getByRole('main')).toContainText(technology.name);
    await visitor.getByText(title).click();
    const detail = visitor.getByRole('dialog');
    await expect(detail).toContainText(category.name);
    await expect(detail).toContainText(sector.name);
    await expect(detail).toContainText(technology.name);
    await visitor.goto(`/projects-enhanced/${slugify(title)}`);
    await expect(visitor).toHaveTitle('Cryogenic tanks, one SCADA | Caronte Automation');
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

    await page.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(card(page, title).getByText('Draft', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        await visitor.goto('/projects-enhanced');
        await islandsHydrated(visitor);
        return visitor.getByText(title).count();
      }, visitorPoll)
      .toBe(0);
  } finally {
    await visitor.close();
  }
});

test('admin translates a project side by side, and the list shows and filters what still lacks French', async ({
  adminPage: page,
  api,
}) => {
  // Only a title to translate: the other texts are empty in English too.
  const project = await api.createProjectEnhanced({
    project_summary: '',
    description: '',
    scope_objectives: [],
    key_results: [],
    duration_display: '',
    location_city: '',
    location_country: '',
  });
  await openAdmin(page, '/projects-enhanced?filter=missing-french');
  // The list's code and its filtered page come with the first visit to the screen: on a busy machine, past 5 s.
  await expect(page.getByLabel('Show')).toHaveValue('missing-french', { timeout: 15_000 });
  await expect(card(page, project.title)).toContainText('French missing');

  await page.getByRole('link', { name: `Edit ${project.title}` }).click();
  const french = page.getByRole('region', { name: 'French' });
  // The English text beside the field that translates it.
  await expect(french.getByText(project.title, { exact: true })).toBeVisible();
  await expect(french.getByLabel('Title in French')).toHaveAttribute('lang', 'fr');
  // A French title in French words: the site's French pages are checked for English interface text.
  const frenchTitle = unique('Migration du SNCC');
  await french.getByLabel('Title in French').fill(frenchTitle);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Project “${project.title}” saved`)).toBeVisible();

  const saved = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id);
  expect(saved?.fr.title).toBe(frenchTitle);
  await openAdmin(page, '/projects-enhanced?filter=missing-french');
  await expect(card(page, project.title)).toHaveCount(0);
  await page.getByLabel('Show').selectOption('');
  await expect(card(page, project.title)).not.toContainText('French missing');
});

test('a draft is previewed on its public page in French at phone width, marked as a preview and kept from search engines', async ({
  adminPage: page,
  api,
}) => {
  const draft = await api.createProjectEnhanced({
    title: unique('Draft terminal'),
    is_published: false,
    fr: { title: 'Terminal en préparation', project_summary: 'Migration du système de contrôle, pas encore annoncée.' },
  });
  await openAdmin(page, `/projects-enhanced/${draft.id}/edit`);
  // A draft has no public page to view, only its preview.
  await expect(page.getByRole('link', { name: /^View on site/ })).toHaveCount(0);
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preview in French (opens in a new tab)' }).click();
  const preview = await opened;
  await preview.setViewportSize({ width: 375, height: 800 });
  await expect(preview.getByRole('heading', { level: 1, name: 'Terminal en préparation' })).toBeVisible();
  await expect(preview.getByRole('note')).toHaveText(/^Aperçu : voici comment le projet apparaîtra sur le site\./);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await preview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(preview)).toEqual([]);
  await preview.close();
});
