import type { Locator, Page } from '@playwright/test';
import type { ProjectEnhanced } from '#schemas/project-enhanced.ts';
import { unique, type AdminApi } from '#tests/fixtures/admin-api.ts';
import { expect, islandsHydrated, test } from './public-fixtures.ts';

// The public project list at /projects-enhanced (spec section 2): loading and
// failure states, card caps, the detail modal and the filters kept in the URL.

// Islands hydrate after their scripts load, which a busy machine can make slow.
test.describe.configure({ timeout: 120_000 });

const longSummary =
  'A summary long enough to need more than three lines on any card: the furnace area, the utilities, the tank farm, the jetty, the flare, the substations and the laboratory systems were all migrated one after the other, over two years, with every cut-over rehearsed on a simulator first.';

async function createBigProject(admin: AdminApi): Promise<ProjectEnhanced> {
  const [sectors, technologies, categories] = await Promise.all([
    admin.taxonomy('sectors'),
    admin.taxonomy('technologies'),
    admin.taxonomy('categories'),
  ]);
  expect(sectors.length).toBeGreaterThanOrEqual(6);
  expect(technologies.length).toBeGreaterThanOrEqual(8);
  return admin.createProjectEnhanced({
    title: unique('Site-wide control modernisation'),
    client: 'Provence Raffinage',
    location_city: 'Lavéra',
    location_country: 'France',
    duration_display: '24 months',
    is_ongoing: true,
    // An upload that does not exist: the card must fall back to the folder icon.
    logo_url: '/api/uploads/00000000-0000-4000-8000-000000000000.png',
    project_summary: longSummary,
    description: 'First paragraph of the full description.\n\nSecond paragraph, about the cut-over strategy.',
    scope_objectives: ['Replace every obsolete controller', 'Keep the refinery running'],
    key_results: ['Result one', 'Result two', 'Result three', 'Result four', 'Result five'],
    sector_ids: sectors.slice(0, 6).map((item) => item.id),
    technology_ids: technologies.slice(0, 8).map((item) => item.id),
    category_ids: categories.slice(0, 3).map((item) => item.id),
    display_order: 0,
  });
}

const cardOf = (page: Page, title: string): Locator =>
  page.getByTestId('project-card').filter({ has: page.getByRole('button', { name: title, exact: true }) });

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`/projects-enhanced${query}`);
  await islandsHydrated(page);
  await expect(page.getByTestId('project-card').first()).toBeVisible({ timeout: 20_000 });
}

const filter = (page: Page, name: 'Sector' | 'Technology' | 'Category') => page.getByRole('combobox', { name });

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test.describe('with a project that has more than the card shows', () => {
  let big: ProjectEnhanced;

  test.beforeAll(async ({ admin }) => {
    big = await createBigProject(admin);
  });

  test.afterAll(async ({ admin }) => {
    await admin.deleteProjectEnhanced(big.id);
  });

  test('a card shows four sectors, six technologies and three results, then "+N more"', async ({ page }) => {
    await openList(page);
    const card = cardOf(page, big.title);
    await expect(card.getByText('Provence Raffinage · Lavéra, France')).toBeVisible();
    await expect(card.getByText('24 months')).toBeVisible();
    await expect(card.getByText('Ongoing')).toBeVisible();

    const sectorList = card.getByRole('list', { name: 'Sectors' }).getByRole('listitem');
    await expect(sectorList).toHaveText([...big.sectors.slice(0, 4).map((sector) => sector.name), '+2 more']);
    const technologyList = card.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
    await expect(technologyList).toHaveText([...big.technologies.slice(0, 6).map((technology) => technology.name), '+2 more']);
    await expect(card.locator('.project-card__results li')).toHaveText(['Result one', 'Result two', 'Result three']);
    await expect(card.getByText('+2 more results...')).toBeVisible();

    const summary = card.getByText(longSummary);
    const clamp = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      return { lines: style.webkitLineClamp, height: element.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) };
    });
    expect(clamp.lines).toBe('3');
    expect(clamp.height).toBeLessThanOrEqual(clamp.lineHeight * 3 + 1);
  });

  test('a logo that fails to load is replaced by a folder icon', async ({ page }) => {
    await openList(page);
    const card = cardOf(page, big.title);
    await expect(card.getByTestId('logo-fallback')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    // A project whose logo loads keeps its image.
    const seeded = cardOf(page, 'PCS 7 migration of a steam-cracker furnace area');
    const image = seeded.locator('.project-logo img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test('a click on the card opens the detail; the × button closes it and focus returns to the card', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page);
    // Anywhere on the card: its title button stretches over all of it.
    await cardOf(page, big.title).click({ position: { x: 40, y: 180 } });
    const dialog = page.getByRole('dialog', { name: big.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('First paragraph of the full description.')).toBeVisible();
    await expect(dialog.getByText('Second paragraph, about the cut-over strategy.')).toBeVisible();
    for (const section of ['Description', 'Categories', 'Sectors', 'Technologies', 'Scope and objectives', 'Key results']) {
      await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Result five' })).toBeVisible();
    await expect(dialog.getByText('Keep the refinery running')).toBeVisible();
    for (const technology of big.technologies) await expect(dialog.getByText(technology.name, { exact: true })).toBeVisible();

    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(900);
    expect(box?.height).toBeLessThanOrEqual(800 * 0.9 + 1);

    expect(await scrollLocked(page)).toBe(true);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: big.title, exact: true })).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('Enter opens the detail from the keyboard, Tab stays inside it and Escape closes it', async ({ page }) => {
    await openList(page);
    const opener = page.getByRole('button', { name: big.title, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: big.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('Space opens the detail and a click on the overlay closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page);
    const opener = page.getByRole('button', { name: big.title, exact: true });
    await opener.focus();
    await page.keyboard.press(' ');
    const dialog = page.getByRole('dialog', { name: big.title });
    await expect(dialog).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
    // A click inside the panel does not close it.
    await opener.press('Enter');
    await dialog.getByRole('heading', { name: 'Key results' }).click();
    await expect(dialog).toBeVisible();
  });
});

test('a spinner shows while the projects load, then the cards', async ({ page }) => {
  const gate = Promise.withResolvers<undefined>();
  await page.route('**/api/projects-enhanced', async (route) => {
    await gate.promise;
    await route.continue();
  });
  await page.goto('/projects-enhanced');
  const loading = page.getByRole('status').filter({ hasText: 'Loading projects…' });
  await expect(loading).toBeAttached();
  await expect(page.locator('.spinner')).toBeVisible();
  await expect(filter(page, 'Sector')).toBeDisabled();
  gate.resolve(undefined);
  await expect(page.getByTestId('project-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(loading).toHaveCount(0);
});

test('when the projects cannot be loaded the list is empty and the failure is only logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/projects-enhanced', (route) => route.fulfill({ status: 500, body: '{"error":"Internal server error"}' }));
  await page.goto('/projects-enhanced');
  await expect(page.getByText('No projects to show at the moment.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('project-card')).toHaveCount(0);
  expect(errors.some((text) => text.includes('Project list: projects could not be loaded'))).toBe(true);
});

test('drafts are not listed publicly', async ({ page, admin }) => {
  const draft = await admin.createProjectEnhanced({ title: unique('Unpublished study'), is_published: false });
  try {
    await openList(page);
    await expect(page.getByRole('button', { name: draft.title })).toHaveCount(0);
  } finally {
    await admin.deleteProjectEnhanced(draft.id);
  }
});

test('visitor filters by sector, technology and category, and the address follows', async ({ page, admin }) => {
  const published = (await admin.projectsEnhanced()).filter((project) => project.is_published);
  const [sectors, technologies] = await Promise.all([admin.taxonomy('sectors'), admin.taxonomy('technologies')]);
  const oilGas = sectors.find((sector) => sector.slug === 'oil-gas')!;
  const modbus = technologies.find((technology) => technology.slug === 'modbus-tcp')!;
  const inOilGas = published.filter((project) => project.sectors.some((sector) => sector.id === oilGas.id));
  const inBoth = inOilGas.filter((project) => project.technologies.some((technology) => technology.id === modbus.id));
  expect(inOilGas.length).toBeGreaterThan(inBoth.length);
  expect(inBoth.length).toBeGreaterThan(0);

  await openList(page);
  await expect(page.getByTestId('project-card')).toHaveCount(published.length);
  await expect(page.getByText(`${published.length} projects`, { exact: true })).toBeVisible();

  await filter(page, 'Sector').selectOption('oil-gas');
  await expect(page).toHaveURL(/\/projects-enhanced\?sector=oil-gas$/);
  await expect(page.getByTestId('project-card')).toHaveCount(inOilGas.length);
  await expect(page.getByText(`Showing ${inOilGas.length} of ${published.length} projects`)).toBeVisible();

  await filter(page, 'Technology').selectOption('modbus-tcp');
  await expect(page).toHaveURL(/\?sector=oil-gas&technology=modbus-tcp$/);
  await expect(page.getByTestId('project-card')).toHaveCount(inBoth.length);
  for (const project of inBoth) await expect(page.getByRole('button', { name: project.title, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  await expect(page.getByTestId('project-card')).toHaveCount(published.length);

  await filter(page, 'Category').selectOption('safety-systems');
  await expect(page).toHaveURL(/\?category=safety-systems$/);
  const safety = published.filter((project) => project.categories.some((category) => category.name === 'Safety Systems'));
  await expect(page.getByTestId('project-card')).toHaveCount(safety.length);
});

test('a shared filtered address opens the filtered list; unknown values are dropped', async ({ page, admin }) => {
  const published = (await admin.projectsEnhanced()).filter((project) => project.is_published);
  const sectors = await admin.taxonomy('sectors');
  const energy = sectors.find((sector) => sector.slug === 'energy')!;
  const inEnergy = published.filter((project) => project.sectors.some((sector) => sector.id === energy.id));

  await openList(page, '?sector=energy');
  await expect(filter(page, 'Sector')).toHaveValue('energy');
  await expect(page.getByTestId('project-card')).toHaveCount(inEnergy.length);

  await openList(page, '?sector=no-such-sector&technology=opc-ua&utm_source=newsletter');
  await expect(filter(page, 'Sector')).toHaveValue('');
  await expect(filter(page, 'Technology')).toHaveValue('opc-ua');
  await expect(page).toHaveURL(/\/projects-enhanced\?technology=opc-ua&utm_source=newsletter$/);
});
