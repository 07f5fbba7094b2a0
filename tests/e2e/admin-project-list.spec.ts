import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';

// The enhanced-project list at scale: a search that ignores accents, a view
// kept in the URL across a reload, a bulk publish undone in one step,
// Duplicate, View on site, and pages read from the server (ADR 0057).

test('"lavera" finds Lavéra projects, the filtered view survives a reload, and a bulk publish is undone at once', async ({
  adminPage: page,
  api,
}) => {
  const tag = unique('Bulk').split(' ')[1] ?? '';
  const [first, second] = [
    await api.createProjectEnhanced({ title: `Tank farm ${tag} A`, client: 'Raffinerie de Lavéra', is_published: false }),
    await api.createProjectEnhanced({ title: `Tank farm ${tag} B`, client: 'Raffinerie de Lavéra', is_published: false }),
  ];
  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(`lavera ${tag}`);
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();

  await page.getByLabel('Show').selectOption({ label: 'Drafts' });
  await expect(page).toHaveURL(/filter=draft/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(`lavera ${tag}`);
  await expect(page.getByLabel('Show')).toHaveValue('draft');
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('Select all on this page').check();
  await expect(page.getByLabel(`Select ${second.title}`)).toBeChecked();
  await page.getByRole('group', { name: 'Selected projects' }).getByRole('button', { name: 'Publish', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: '2 projects published' });
  await expect(status).toBeVisible();
  // Published, they are no longer drafts.
  await expect(page.getByText('No project matches “lavera')).toBeVisible();
  expect((await api.projectsEnhanced()).filter((project) => project.title.includes(tag)).every((project) => project.is_published)).toBe(
    true,
  );

  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: the projects are as they were.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect((await api.projectsEnhanced()).filter((project) => project.title.includes(tag)).some((project) => project.is_published)).toBe(
    false,
  );
});

test('Duplicate opens a draft copy with an address of its own; a published project links to its page on the site', async ({
  adminPage: page,
  api,
}) => {
  const original = await api.createProjectEnhanced({ title: unique('Boiler house SCADA'), is_published: true });
  await openAdmin(page, `/projects-enhanced?q=${encodeURIComponent(original.title)}`);
  const view = page.getByRole('link', { name: `View on site: ${original.title} (opens in a new tab)` });
  await expect(view).toHaveAttribute('href', `/projects-enhanced/${original.slug}`);

  await page.getByRole('button', { name: `Duplicate ${original.title}` }).click();
  await expect(page.getByText(`Draft copy “${original.title} (copy)” created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${original.title} (copy)`);
  const copy = (await api.projectsEnhanced()).find((project) => project.title === `${original.title} (copy)`);
  expect(copy).toMatchObject({ is_published: false, client: original.client, project_summary: original.project_summary });
  expect(copy?.slug).not.toBe(original.slug);
  await expectPath(page, `/admin/projects-enhanced/${copy?.id ?? ''}/edit`);
  // A draft has no public page to link to.
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);
});

test('the list pages through the server: a facet with its count, the next page by its link, and a selection kept across pages', async ({
  adminPage: page,
  api,
}) => {
  const client = unique('Raffinerie du Golfe');
  for (let start = 0; start < 26; start += 13)
    await Promise.all(
      Array.from({ length: 13 }, (_, offset) =>
        api.createProjectEnhanced({
          title: `${client} unit ${String(start + offset).padStart(2, '0')}`,
          client,
          display_order: start + offset,
        }),
      ),
    );
  await openAdmin(page, '/projects-enhanced?size=25');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: `${client} (26)` });
  await expect(page.getByText('Showing 1–25 of 26')).toBeVisible();
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await page.getByLabel(`Select ${client} unit 00`).check();

  // The next page is the server's answer for page 2 of this view.
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/projects-enhanced' && new URL(response.url()).searchParams.get('page') === '2',
  );
  await page.getByRole('link', { name: 'Next page' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Showing 26–26 of 26')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel(`Select ${client} unit 25`).check();
  await expect(page.getByText('2 projects selected')).toBeVisible();

  await page.getByRole('group', { name: 'Selected projects' }).getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 projects featured' })).toBeVisible();
  const featured = (await api.projectsEnhanced()).filter((project) => project.client === client && project.is_featured);
  expect(featured.map((project) => project.title).sort()).toEqual([`${client} unit 00`, `${client} unit 25`]);
});
