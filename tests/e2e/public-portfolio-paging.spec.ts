import type { APIRequestContext, Page } from '@playwright/test';
import { PORTFOLIO_PAGE_SIZE } from '#src/schemas/portfolio.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import { expect, test } from './fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';

// The portfolio in pages of 24: past that many published projects
// the list shows a page at a time, each page has its own address that works
// without JavaScript, and the island turns pages and filters in place.

useOwnPlatform(test);

/** Publishes projects until there are at least `atLeast`, numbered so their order is known. */
async function publishUpTo(request: APIRequestContext, atLeast: number): Promise<number> {
  const api = new AdminApi(request, await apiLogin(request));
  const published = (await api.projectsEnhanced()).filter((project) => project.is_published).length;
  for (let index = published; index < atLeast; index++) {
    await api.createProjectEnhanced({ title: `Paged project ${String(index).padStart(3, '0')}`, display_order: 500 + index });
  }
  return Math.max(published, atLeast);
}

const cards = (page: Page) => page.getByTestId('project-card');

test('a long portfolio comes in pages: Next, a page number and the address turn it, in place and without JavaScript', async ({
  page,
  request,
}) => {
  const total = await publishUpTo(request, PORTFOLIO_PAGE_SIZE + 6);
  await page.goto('/projects-enhanced');
  await expect(page.locator('.project-list[data-interactive]')).toBeAttached();
  await expect(cards(page)).toHaveCount(PORTFOLIO_PAGE_SIZE);
  await expect(page.getByText(`Showing 1–24 of ${String(total)} projects`)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Project pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const firstTitles = await page.locator('a.project-card__open').allTextContents();

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/projects-enhanced\?page=2$/);
  await expect(page.getByText(`Showing 25–${String(Math.min(48, total))} of ${String(total)} projects`)).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
  const secondTitles = await page.locator('a.project-card__open').allTextContents();
  expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);

  // The second page is a page of its own: its cards are in the HTML, for search engines and without JavaScript.
  const html = await (await request.get('/projects-enhanced?page=2')).text();
  for (const title of secondTitles) expect(html).toContain(title.replace(/&/g, '&amp;'));
  // Page 1 is the list's own address; page 2 is a page of its own for search engines.
  expect(html).toContain('href="/projects-enhanced" rel="prev"');
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/projects-enhanced\?page=2">/);
  expect(html).toMatch(/<title>Project Portfolio, page 2 \| /);
  const first = await (await request.get('/projects-enhanced')).text();
  expect(first).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/projects-enhanced">/);

  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  await expect(page.locator('a.project-card__open').first()).toHaveText(firstTitles[0] ?? '');
});

test('choosing a filter starts again from its first page', async ({ page, request }) => {
  await publishUpTo(request, PORTFOLIO_PAGE_SIZE + 6);
  await page.goto('/projects-enhanced?page=2');
  await expect(page.locator('.project-list[data-interactive]')).toBeAttached();
  const sector = page.getByRole('combobox', { name: 'Sector' });
  const firstSector = await sector.locator('option').nth(1).getAttribute('value');
  await sector.selectOption(firstSector ?? '');
  await expect(page).toHaveURL(new RegExp(`\\?sector=${firstSector ?? ''}$`));
  await expect(cards(page).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page past the end shows the last page, and the page links work', async ({ page, request }) => {
    const total = await publishUpTo(request, PORTFOLIO_PAGE_SIZE + 6);
    const last = Math.ceil(total / PORTFOLIO_PAGE_SIZE);
    await page.goto(`/projects-enhanced?page=${String(last + 10)}`);
    const pages = page.getByRole('navigation', { name: 'Project pages' });
    await expect(pages.getByRole('link', { name: `Page ${String(last)}` })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/projects-enhanced$/);
    await expect(cards(page)).toHaveCount(PORTFOLIO_PAGE_SIZE);
  });
});

test('a page that cannot be loaded says so and leaves the list, its filters and its address as they were', async ({ page, request }) => {
  await publishUpTo(request, PORTFOLIO_PAGE_SIZE + 6);
  await page.goto('/projects-enhanced');
  await expect(page.locator('.project-list[data-interactive]')).toBeAttached();
  const firstTitles = await page.locator('a.project-card__open').allTextContents();
  await page.route(/\/api\/projects-enhanced\?/, (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
  await page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText('The projects could not be loaded. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects-enhanced$/);
  expect(await page.locator('a.project-card__open').allTextContents()).toEqual(firstTitles);
  await expect(page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
