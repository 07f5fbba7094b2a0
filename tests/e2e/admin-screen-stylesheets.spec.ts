import type { Page, Route } from '@playwright/test';
import { adminSettled, expect, openAdmin, test } from './admin-fixtures.ts';

// admin.html holds the shell's rules; each screen's own stylesheet comes with
// its code, and the screen shows only once it has arrived (ADR 0098).

const stylesheetLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));

/** Lets the page run what it had queued: two frames, then a task after them. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );

const findForm = (page: Page) => page.getByRole('region', { name: 'Find a person’s data' }).locator('form');

test('the dashboard loads no screen’s stylesheet; a screen’s own comes with it, after the admin’s rules', async ({ adminPage: page }) => {
  await openAdmin(page, '/dashboard');
  await expect(page.getByRole('list', { name: 'Content counts' })).toBeVisible();
  expect(await stylesheetLinks(page)).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Privacy requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  expect(await stylesheetLinks(page)).toEqual([expect.stringMatching(/^\/_astro\/privacy\.[\w-]+\.css$/)]);
  // Its rules apply, and win over the shell's where both say something: the sheet follows every inline one.
  await expect(findForm(page)).toHaveCSS('display', 'grid');
  const afterInlineRules = await page.evaluate(() => {
    const link = document.querySelector('link[rel="stylesheet"]');
    return (
      link !== null &&
      [...document.querySelectorAll('style')].every((style) => style.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(afterInlineRules).toBe(true);
});

test('a screen shows only once its stylesheet has arrived', async ({ adminPage: page }) => {
  const held = new Promise<Route>((resolve) => {
    void page.route('**/_astro/privacy.*.css', (route) => resolve(route));
  });
  await openAdmin(page, '/privacy');
  const route = await held;
  // The screen's code has run (it asked for the sheet); what it draws waits for the sheet.
  await nextFrames(page);
  await nextFrames(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Privacy requests' })).toBeVisible();

  await route.continue();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await expect(findForm(page)).toHaveCSS('display', 'grid');
  await adminSettled(page);
});

test('a screen whose stylesheet cannot be had still shows and works', async ({ adminPage: page }) => {
  await page.route('**/_astro/privacy.*.css', (route) => route.abort());
  await openAdmin(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toBeEditable();
});
