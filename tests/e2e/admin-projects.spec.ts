import type { Page } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';

// Projects (Old): cards, Draft badge, publish toggle, New/Edit Project form with
// the spec's rules, delete after confirmation, reordering, search and sorting.

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('admin creates a project after the form explains what is missing', async ({ adminPage: page, api }) => {
  await openAdmin(page, '/projects');
  await page.getByRole('link', { name: 'New Project' }).click();
  await expectPath(page, '/admin/projects/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await expect(page).toHaveTitle('New Project | Admin | Caronte Automation');

  await page.getByLabel('Image URL').fill('not a url');
  await page.getByLabel('Display order').fill('-1');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Client is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Category must be one of: Automation, Control Systems, Software Development, Engineering')).toBeVisible();
  await expect(page.getByText('Image URL must be a URL')).toBeVisible();
  await expect(page.getByText('Display order must be 0 or more')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  const title = unique('Water treatment SCADA');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Client').fill('Syndicat des Eaux');
  await page.getByLabel('Category').selectOption('Control Systems');
  await page.getByLabel('Description').fill('Supervision of twelve pumping stations over a private LTE network.');
  await page.getByLabel('Image URL').fill('https://images.example.test/pumping-station.jpg');
  // An empty display order falls back to 0.
  await page.getByLabel('Display order').fill('');
  await page.getByLabel('Technology 1', { exact: true }).fill('PROFINET');
  await page.getByRole('button', { name: 'Add technology' }).click();
  await page.getByRole('button', { name: 'Add technology' }).click();
  await page.getByLabel('Technology 3', { exact: true }).fill('OPC UA');
  await page.getByRole('button', { name: 'Create project' }).click();

  await expectPath(page, '/admin/projects');
  await expect(page.getByText(`Project “${title}” created`)).toBeVisible();
  await expect(card(page, title)).toBeVisible();

  const saved = (await api.projects()).find((project) => project.title === title);
  expect(saved).toMatchObject({
    client: 'Syndicat des Eaux',
    category: 'Control Systems',
    technologies: ['PROFINET', 'OPC UA'],
    outcomes: [],
    display_order: 0,
    is_published: true,
  });
});

test('the technology and outcome lists always keep one row to type in', async ({ adminPage: page }) => {
  await openAdmin(page, '/projects/new');
  const outcome = page.getByLabel('Outcome 1', { exact: true });
  await expect(outcome).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove outcome 1' })).toBeDisabled();

  await outcome.fill('Energy use down 8%');
  await page.getByRole('button', { name: 'Remove outcome 1' }).click();
  await expect(page.getByLabel('Outcome 1', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Outcome 2', { exact: true })).toHaveCount(0);

  await page.getByLabel('Outcome 1', { exact: true }).fill('First');
  await page.getByLabel('Outcome 1', { exact: true }).press('Enter');
  await expect(page.getByLabel('Outcome 2', { exact: true })).toBeFocused();
});

test('admin edits a project', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, '/projects');
  await page.getByRole('link', { name: `Edit ${project.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(project.title);
  await expect(page.getByLabel('Technology 1', { exact: true })).toHaveValue('Siemens S7-1500');

  await page.getByLabel('Client').fill('Huilerie de Provence');
  await page.getByLabel('Outcome 1', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Project “${project.title}” saved`)).toBeVisible();
  await expectPath(page, '/admin/projects');
  await expect(card(page, project.title)).toContainText('Huilerie de Provence');

  const saved = (await api.projects()).find((candidate) => candidate.id === project.id);
  expect(saved).toMatchObject({ client: 'Huilerie de Provence', outcomes: [] });
});

test('the edit screen reads the one project it edits, and says so when it does not exist', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/projects') reads.push(new URL(request.url()).search);
  });
  await openAdmin(page, `/projects/${project.id}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue(project.title);
  expect(reads).toEqual([`?id=${project.id}`]);

  await openAdmin(page, '/projects/no-such-project/edit');
  await expect(page.getByText('This project does not exist (it may have been deleted).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('admin unpublishes a project, which shows a Draft badge, and publishes it again', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, '/projects');
  const item = card(page, project.title);
  await expect(item.getByText('Draft', { exact: true })).toHaveCount(0);

  await item.getByRole('button', { name: `Unpublish ${project.title}` }).click();
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(`“${project.title}” is now a draft`)).toBeVisible();
  expect((await api.projects()).find((candidate) => candidate.id === project.id)?.is_published).toBe(false);

  await item.getByRole('button', { name: `Publish ${project.title}` }).click();
  await expect(item.getByText('Draft', { exact: true })).toHaveCount(0);
  expect((await api.projects()).find((candidate) => candidate.id === project.id)?.is_published).toBe(true);
});

test('admin reorders projects by dragging and with the move buttons', async ({ adminPage: page, api }) => {
  // Distinct display orders, so the starting order is known (ties sort by label, which is random here).
  const [a, b, c] = [
    await api.createProject({ display_order: 1 }),
    await api.createProject({ display_order: 2 }),
    await api.createProject({ display_order: 3 }),
  ];
  const order = async () =>
    (await api.projects())
      .filter((project) => [a.id, b.id, c.id].includes(project.id))
      .sort((x, y) => x.display_order - y.display_order)
      .map((project) => project.title);

  await openAdmin(page, '/projects');
  expect(await order()).toEqual([a.title, b.title, c.title]);
  await card(page, c.title).locator('[data-drag-handle]').dragTo(card(page, a.title));
  await expect.poll(order).toEqual([c.title, a.title, b.title]);
  await expect(page.getByText(`Moved “${c.title}” to position`)).toBeAttached();

  await page.getByRole('button', { name: `Move ${c.title} down` }).click();
  await expect.poll(order).toEqual([a.title, c.title, b.title]);
  await expect(page.getByRole('button', { name: `Move ${c.title} down` })).toBeFocused();

  // The order survives a reload: it is the stored display_order.
  await page.reload();
  const titles = await page.getByRole('list', { name: 'Projects' }).getByRole('heading').allTextContents();
  const positions = [a.title, c.title, b.title].map((title) => titles.findIndex((text) => text.startsWith(title)));
  expect(positions).toEqual([...positions].sort((x, y) => x - y));
});

test('a drag whose release arrives before the page has rendered its last move still saves the new order', async ({
  adminPage: page,
  api,
}) => {
  // Distinct display orders, so the starting order is known (ties sort by label, which is random here).
  const [a, b] = [await api.createProject({ display_order: 1 }), await api.createProject({ display_order: 2 })];
  const order = async () =>
    (await api.projects())
      .filter((project) => [a.id, b.id].includes(project.id))
      .sort((x, y) => x.display_order - y.display_order)
      .map((project) => project.title);
  // Tall enough for both cards to be in view whatever other projects sort between them:
  // the drop lands on the card under the pointer.
  await page.setViewportSize({ width: 1280, height: 3000 });
  await openAdmin(page, '/projects');
  expect(await order()).toEqual([a.title, b.title]);
  const handle = card(page, b.title).locator('[data-drag-handle]');
  await handle.hover();
  // Measured after hovering: hovering scrolls the handle into view, which moves the target.
  const target = await card(page, a.title).boundingBox();
  expect(target).not.toBeNull();
  await page.mouse.down();
  // The last move and the release in one task, as a fast hand on a busy machine
  // delivers them: React has not rendered the move when the release arrives.
  await handle.evaluate(
    (element, point) => {
      const init = { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, clientX: point.x, clientY: point.y };
      element.dispatchEvent(new PointerEvent('pointermove', { ...init, buttons: 1 }));
      element.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
    },
    { x: target!.x + target!.width / 2, y: target!.y + target!.height / 2 },
  );
  await page.mouse.up();
  await expect.poll(order).toEqual([b.title, a.title]);
});

test('admin deletes a project only after confirming', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, '/projects');

  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(confirm).toContainText(
    `“${project.title}” will be removed from the website and the admin. It can be restored from Recently deleted for 30 days.`,
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, project.title)).toBeVisible();
  expect((await api.projects()).some((candidate) => candidate.id === project.id)).toBe(true);

  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText(`Project “${project.title}” deleted`)).toBeVisible();
  await expect(card(page, project.title)).toHaveCount(0);
  expect((await api.projects()).some((candidate) => candidate.id === project.id)).toBe(false);
});

test('a failed delete says Failed to delete project and keeps the card', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, '/projects');
  await page.route('**/api/projects?id=*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByRole('alert').getByText('Failed to delete project')).toBeVisible();
  await expect(card(page, project.title)).toBeVisible();
});

test('a save that cannot reach the server says Failed to save project. Please try again.', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, `/projects/${project.id}/edit`);
  await page.route('**/api/projects', (route) => (route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue()));
  await page.getByLabel('Client').fill('Unsaved client name');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Failed to save project. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectPath(page, `/admin/projects/${project.id}/edit`);
});

test('search narrows the list and sorting changes its order', async ({ adminPage: page, api }) => {
  const project = await api.createProject({ title: unique('Zinc smelter interlocks'), client: 'Métaux du Rhône' });
  await openAdmin(page, '/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Métaux du Rhône');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('heading')).toHaveText([new RegExp(project.title)]);
  await expect(page.getByText(/1 of \d+ projects/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${project.title} up` })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
  await page.getByLabel('Sort by').selectOption('Title (A–Z)');
  const titles = await page.getByRole('list', { name: 'Projects' }).getByRole('heading').allTextContents();
  expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true })));
  await expect(page).toHaveURL(/sort=title/);
});

test('leaving a form with unsaved changes asks first', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, `/projects/${project.id}/edit`);
  await page.getByLabel('Client').fill('Changed but not saved');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Clients' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expectPath(page, `/admin/projects/${project.id}/edit`);
  await expect(page.getByLabel('Client')).toHaveValue('Changed but not saved');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expectPath(page, '/admin/projects');
  expect((await api.projects()).find((candidate) => candidate.id === project.id)?.client).toBe(project.client);
});

test('going back with unsaved changes asks first, and goes back once told to leave', async ({ adminPage: page, api }) => {
  const project = await api.createProject();
  await openAdmin(page, '/projects');
  await page.getByRole('link', { name: `Edit ${project.title}` }).click();
  await page.getByLabel('Client').fill('Changed but not saved');

  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expectPath(page, `/admin/projects/${project.id}/edit`);
  await expect(page.getByLabel('Client')).toHaveValue('Changed but not saved');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expectPath(page, '/admin/projects');
  await page.goForward();
  await expect(page.getByLabel('Client')).toHaveValue(project.client);
});

test('closing the tab with unsaved changes triggers the browser warning', async ({ adminPage: page }) => {
  await openAdmin(page, '/projects/new');
  await page.getByLabel('Title').fill('Something typed');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  await shown.accept();
});
