import { postJsonFrom } from '#tests/fixtures/from-address.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import type { Page } from '@playwright/test';
import { expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';
import { islandsHydrated } from './public-fixtures.ts';

// Markup typed into any stored text field is shown as text on every
// public page and admin screen, never run. Each payload tries both an inline
// script and an event handler; both would set window.__xss. The CSP would
// also block them, so the tests additionally require that the payload is
// visible as literal text and that no element it describes exists.

useOwnPlatform(test, { seed: 'none' });

const payload = (field: string) => `<img src=x onerror=__xss=1>${field}<script>__xss=2</script>`;
/** For the 50-character date fields: the event-handler half only. */
const shortPayload = (field: string) => `<img src=x onerror=__xss=1>${field}`;

async function armed(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss?: string | undefined }).__xss = undefined;
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('body script:not([type]), body script[type="module"]').filter({ hasText: '__xss' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

/** Every kind of record the product stores, with the payload in each text field. */
async function storeHostileContent(api: AdminApi): Promise<void> {
  const category = await api.createTaxonomy('categories', { name: payload('category'), slug: 'hostile-category' });
  const sector = await api.createTaxonomy('sectors', { name: payload('sector'), slug: 'hostile-sector' });
  const technology = await api.createTaxonomy('technologies', {
    name: payload('technology'),
    slug: 'hostile-technology',
    vendor: payload('vendor'),
    description: payload('technology-description'),
  });
  await api.createProjectEnhanced({
    title: payload('title'),
    client: payload('client'),
    location_city: payload('city'),
    location_country: payload('country'),
    duration_display: payload('duration'),
    start_date: shortPayload('start'),
    end_date: shortPayload('end'),
    project_summary: payload('summary'),
    description: payload('description'),
    scope_objectives: [payload('scope')],
    key_results: [payload('result')],
    category_ids: [category.id],
    sector_ids: [sector.id],
    technology_ids: [technology.id],
    is_published: true,
  });
  await api.createProject({
    title: payload('old-title'),
    client: payload('old-client'),
    description: payload('old-description'),
    location: payload('old-location'),
    duration: payload('old-duration'),
    technologies: [payload('old-technology')],
    outcomes: [payload('old-outcome')],
  });
  await api.createClient({ name: payload('client-name'), is_active: true });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await storeHostileContent(new AdminApi(request, await apiLogin(request)));
  const sent = await postJsonFrom(new URL('/api/send-email', baseURL).href, {
    name: payload('enquiry-name'),
    email: 'visitor@example.test',
    company: payload('enquiry-company'),
    phone: '',
    message: payload('enquiry-message'),
    _elapsed: 8000, // as the island reports a person's typing time
  });
  // Stored, whether or not the relay answered: the visitor is told it was received.
  expect(sent.status).toBe(200);
  await request.dispose();
});

test('markup stored in projects, taxonomies and clients is shown as text on the public pages', async ({ page }) => {
  const dialogs = await armed(page);
  await page.goto('/');
  // The carousel island hydrates when it scrolls into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /trusted by/i })).toBeVisible();
  // The logo URL is unreachable offline, so the carousel shows the client's name in its place.
  await expect(page.getByTestId('client-carousel').getByText(payload('client-name')).first()).toBeAttached();
  await expectInert(page, dialogs);

  await page.goto('/projects-enhanced');
  await islandsHydrated(page);
  const cardButton = page.getByRole('link', { name: payload('title'), exact: true });
  await expect(cardButton).toBeVisible();
  const card = page.getByTestId('project-card');
  for (const field of ['client', 'summary', 'sector', 'technology']) {
    await expect(card.getByText(payload(field), { exact: false }).first()).toBeVisible();
  }
  // The filters list the hostile taxonomy names as options, as text too.
  await expect(page.getByRole('option', { name: payload('sector') })).toBeAttached();
  await cardButton.click();
  const dialog = page.getByRole('dialog');
  for (const field of ['description', 'scope', 'result', 'category']) {
    await expect(dialog.getByText(payload(field), { exact: false }).first()).toBeVisible();
  }
  await expectInert(page, dialogs);

  // The modal has the project page's address; that page, rendered on the server, shows the same text as text.
  await expect(page).toHaveURL(/\/projects-enhanced\/[a-z0-9-]+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payload('title'));
  for (const field of ['description', 'scope', 'result', 'category', 'sector', 'technology']) {
    await expect(page.getByRole('main').getByText(payload(field), { exact: false }).first()).toBeVisible();
  }
  await expectInert(page, dialogs);
});

test('markup stored anywhere is shown as text on every admin screen', async ({ page, api, siteUrl }) => {
  const dialogs = await armed(page);
  await storeSession(page, siteUrl, api.token);
  const screens: [string, string[]][] = [
    ['/dashboard', []],
    ['/projects', ['old-title', 'old-client']],
    ['/projects-enhanced', ['title', 'client']],
    ['/clients', ['client-name']],
    ['/categories', ['category']],
    ['/sectors', ['sector']],
    ['/technologies', ['technology', 'vendor']],
    ['/enquiries', ['enquiry-name', 'enquiry-company']],
  ];
  for (const [path, fields] of screens) {
    await openAdmin(page, path);
    // The text as shown (a filter's hidden <option> may hold it too).
    for (const field of fields)
      await expect(page.getByText(payload(field), { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
  }

  await openAdmin(page, '/projects-enhanced');
  await page
    .getByRole('button', { name: /preview/i })
    .first()
    .click();
  const preview = page.getByRole('dialog');
  for (const field of ['description', 'scope', 'result', 'sector', 'technology', 'city']) {
    await expect(preview.getByText(payload(field), { exact: false }).first()).toBeVisible();
  }
  await expectInert(page, dialogs);
});
