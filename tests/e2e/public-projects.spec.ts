import { demoEnhancedProjects } from '#functions/seed/demo-content.ts';
import { AdminApi, apiLogin, unique } from '#tests/fixtures/admin-api.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './public-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// The public list of enhanced projects at /projects-enhanced (spec sections 2
// and 9): projects in the page's HTML, cards with capped lists, the
// folder icon for a broken logo, the detail modal under the project page's
// address and its keyboard paths, and filters kept in the address.

useOwnPlatform(test);

const published = demoEnhancedProjects.filter((project) => project.is_published);

const cards = (page: Page) => page.getByTestId('project-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

async function openList(page: Page, query = ''): Promise<void> {
  const response = await page.goto(`/projects-enhanced${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
  // The cards are in the HTML; before the island hydrates, a click follows the link to the project's page.
  await islandsHydrated(page);
}

const reservedSlugs = new Set(['modbus-tcp', 'hima-himax', 'opc-ua', 'scada-hmi']);

/** A published project with more sectors, technologies and results than a card shows. */
async function aBusyProject(request: APIRequestContext): Promise<ProjectEnhanced> {
  const api = new AdminApi(request, await apiLogin(request));
  const [sectors, technologies, categories] = await Promise.all([
    api.taxonomy('sectors'),
    api.taxonomy('technologies'),
    api.taxonomy('categories'),
  ]);
  return api.createProjectEnhanced({
    title: unique('Site-wide control system harmonisation'),
    client: 'Groupe Industriel du Golfe',
    location_city: 'Martigues',
    location_country: 'France',
    duration_display: '30 months',
    project_summary:
      'Six plants moved to one control-system standard: shared libraries, one alarm philosophy, one historian and a common training programme for every operator and technician, delivered site by site without a single unplanned stop.',
    description: 'First paragraph of the detail.\n\nSecond paragraph of the detail.',
    scope_objectives: ['Write one automation standard', 'Migrate six plants'],
    key_results: ['Result one', 'Result two', 'Result three', 'Result four', 'Result five'],
    sector_ids: sectors.slice(0, 6).map((item) => item.id),
    // Not the technologies and category the filter tests single out, so those views stay predictable.
    technology_ids: technologies
      .filter((item) => !reservedSlugs.has(item.slug))
      .slice(0, 8)
      .map((item) => item.id),
    category_ids: categories
      .filter((item) => !reservedSlugs.has(item.slug))
      .slice(0, 2)
      .map((item) => item.id),
    // Another site's logo, which the site's image policy keeps from loading: a logo that fails.
    logo_url: 'https://logos.example.test/gone.png',
    display_order: 0,
  });
}

test('the published projects are in the page as it arrives, in display order, with no loading state and before any API answer', async ({
  page,
}) => {
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  await page.route(/\/api\/projects-enhanced(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/projects-enhanced');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sector' })).toBeEnabled();

  const titles = await page.locator('a.project-card__open').allTextContents();
  const expected = [...published].sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0)).map((project) => project.title);
  expect(titles.filter((title) => expected.includes(title))).toEqual(expected);
  release(undefined);
});

test('a card shows logo, client and place, duration, a clamped summary and capped lists', async ({ page, request }) => {
  const project = await aBusyProject(request);
  await openList(page);
  const busy = card(page, project.title);
  await expect(busy).toContainText('Groupe Industriel du Golfe · Martigues, France');
  await expect(busy).toContainText('30 months');
  const summary = busy.locator('.project-card__summary');
  await expect(summary).toHaveCSS('-webkit-line-clamp', '3');
  expect(await summary.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  const sectors = busy.getByRole('list', { name: 'Sectors' }).getByRole('listitem');
  await expect(sectors).toHaveCount(5);
  await expect(sectors.last()).toHaveText('+2 more');
  const technologies = busy.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
  await expect(technologies).toHaveCount(7);
  await expect(technologies.last()).toHaveText('+2 more');
  await expect(busy.getByText('Result three')).toBeVisible();
  await expect(busy.getByText('Result four')).toHaveCount(0);
  await expect(busy.getByText('+2 more results...')).toBeVisible();

  // A project with few of each shows them all, with no '+N more'.
  const lng = card(page, published[1]!.title);
  await expect(lng.getByText(/^\+\d+ more/)).toHaveCount(0);
  await expect(lng.getByRole('list', { name: 'Sectors' }).getByRole('listitem')).toHaveCount(published[1]!.relations.sectors.length);
});

test('a logo that fails to load is replaced by a folder icon', async ({ page, request }) => {
  const project = await aBusyProject(request);
  await openList(page);
  await expect(card(page, project.title).getByTestId('logo-fallback')).toBeVisible();
  await expect(card(page, project.title).locator('.project-logo img')).toHaveCount(0);
  // Logos that do load stay images.
  const loaded = card(page, published[0]!.title).locator('.project-logo img');
  await expect(loaded).toBeVisible();
  await expect.poll(() => loaded.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('a click on a card opens the full detail in a modal that locks the page scroll', async ({ page, request }) => {
  const project = await aBusyProject(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openList(page);
  // A click anywhere on the card, not only on its title.
  await card(page, project.title).click({ position: { x: 40, y: 200 } });
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(project.title);
  await expect(modal.getByText('First paragraph of the detail.')).toBeVisible();
  await expect(modal.getByText('Second paragraph of the detail.')).toBeVisible();
  for (const heading of ['Description', 'Categories', 'Sectors', 'Technologies', 'Scope and objectives', 'Key results']) {
    await expect(modal.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  }
  for (const sector of project.sectors) await expect(modal.getByText(sector.name, { exact: true })).toBeVisible();
  for (const technology of project.technologies) await expect(modal.getByText(technology.name, { exact: true })).toBeVisible();
  for (const result of project.key_results) await expect(modal.getByText(result, { exact: true })).toBeVisible();
  await expect(modal.getByText('Migrate six plants')).toBeVisible();

  const box = await modal.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(900);
  expect(box?.height).toBeLessThanOrEqual(800 * 0.9 + 1);

  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 800);
  // A wheel that scrolls does so by the next frames: two of them have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expect(card(page, project.title).getByRole('link', { name: project.title })).toBeFocused();
});

test('the modal opens with Enter or Space and closes with Escape or a click on the overlay', async ({ page }) => {
  const title = published[0]!.title;
  await openList(page);
  const opener = card(page, title).getByRole('link', { name: title });

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(title);
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
  // Only one project at a time, and none after closing.
  await expect(dialog(page)).toHaveCount(0);
});

test('focus stays inside the open modal', async ({ page }) => {
  await openList(page);
  await card(page, published[0]!.title).getByRole('link', { name: published[0]!.title }).click();
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('filters narrow the list and are kept in the address', async ({ page }) => {
  await openList(page);
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('energy');
  await expect(page).toHaveURL(/\/projects-enhanced\?sector=energy$/);
  await expect(card(page, 'Safety instrumented system renewal for an LNG terminal')).toBeVisible();
  await expect(card(page, 'Tank farm automation and SCADA for a coastal refinery')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Technology' }).selectOption('modbus-tcp');
  await expect(page).toHaveURL(/\?sector=energy&technology=modbus-tcp$/);
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Sector' }).selectOption('oil-gas');
  await expect(page).toHaveURL(/\?sector=oil-gas&technology=modbus-tcp$/);
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('scada-hmi');
  await expect(page).toHaveURL(/\?sector=oil-gas&technology=modbus-tcp&category=scada-hmi$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Tank farm automation and SCADA for a coastal refinery')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(published.length);
});

test('the list hydrates from its page with no API request; a filter then reads its page, and the sector filter follows the sectors’ display order', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.resourceType() === 'fetch' && pathname.startsWith('/api/') && pathname !== '/api/settings') asked.push(pathname);
  });
  // React reports a hydration that does not match the server's markup as an error (other tests' projects may
  // carry a logo that does not load: a failed or refused load is not one).
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !text.startsWith('Refused to load the image'))
      errors.push(text);
  });
  await openList(page);
  // The page carries its projects for the island (ADR 0089); the projects' references carry each taxonomy item's
  // slug and display order: nothing is read.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // A filter reads its page from the API, checked against the schema by the code loaded for it.
  await page.getByRole('combobox', { name: 'Technology' }).selectOption('opc-ua');
  await expect(page).toHaveURL(/\?technology=opc-ua$/);
  await expect(cards(page)).toHaveCount(published.filter((project) => project.relations.technologies.includes('opc-ua')).length);
  expect(asked).toEqual(['/api/projects-enhanced']);

  const sectors = (await (await request.get('/api/taxonomy?type=sectors')).json()) as {
    slug: string;
    display_order: number;
    name: string;
  }[];
  const rank = new Map(sectors.map((sector) => [sector.slug, sector]));
  const shown = (
    await page
      .getByRole('combobox', { name: 'Sector' })
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).filter(Boolean);
  expect(shown.length).toBeGreaterThanOrEqual(3);
  const byDisplayOrder = (a: string, b: string) =>
    rank.get(a)!.display_order - rank.get(b)!.display_order || rank.get(a)!.name.localeCompare(rank.get(b)!.name);
  expect(shown).toEqual([...shown].sort(byDisplayOrder));
});

test('a shared filtered address opens the same filtered view', async ({ page }) => {
  await openList(page, '?sector=pharmaceutical&technology=opc-ua');
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('pharmaceutical');
  await expect(page.getByRole('combobox', { name: 'Technology' })).toHaveValue('opc-ua');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Batch control and electronic records for a sterile filling line')).toBeVisible();
  await expect(page.getByText('Showing 1 of')).toBeVisible();

  // An unknown slug is dropped from the address rather than hiding everything.
  await openList(page, '?sector=no-such-sector&technology=opc-ua');
  await expect(page).toHaveURL(/\/projects-enhanced\?technology=opc-ua$/);
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('');
  await expect(cards(page)).toHaveCount(published.filter((project) => project.relations.technologies.includes('opc-ua')).length);
});

test('a filter with no match offers to show every project', async ({ page }) => {
  await openList(page, '?sector=agro-food&technology=hima-himax');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No project matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all projects' }).click();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(published.length);
});

test('a choice whose code or answer cannot be read says so and keeps the cards; the failure is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The code that reads a page is loaded on a first choice: when it cannot be, the choice fails as a request would.
  await page.route(/\/_astro\/fetch-page\.[\w-]+\.js$/, (route) => route.abort());
  await openList(page);
  const technology = page.getByRole('combobox', { name: 'Technology' });
  await technology.selectOption('opc-ua');
  await expect(page.getByText('The projects could not be loaded. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  await expect(technology).toHaveValue('');
  await expect(card(page, published[0]!.title)).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('Project list: a page could not be loaded');

  // Loaded on the next choice, the code checks the answer: one that is not a page of projects is refused.
  await page.unroute(/\/_astro\/fetch-page\.[\w-]+\.js$/);
  await page.route(/\/api\/projects-enhanced\?/, (route) => route.fulfill({ json: { items: [{ title: 5 }], total: 'all' } }));
  const answered = page.waitForResponse(/\/api\/projects-enhanced\?/);
  await technology.selectOption('opc-ua');
  await answered;
  await expect(page.getByText('The projects could not be loaded. Please try again.')).toBeVisible();
  await expect(technology).toHaveValue('');
  await expect(card(page, published[0]!.title)).toBeVisible();
});

test('drafts are not listed publicly', async ({ page, request }) => {
  const api = new AdminApi(request, await apiLogin(request));
  const draft = await api.createProjectEnhanced({ is_published: false });
  await openList(page);
  await expect(cards(page).first()).toBeVisible();
  await expect(card(page, draft.title)).toHaveCount(0);
});
