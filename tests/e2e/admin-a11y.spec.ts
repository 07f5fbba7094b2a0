import type { Page } from '@playwright/test';
import { adminSettled, expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// axe finds no WCAG 2.2 A/AA violation on any admin screen, its dialogs
// included, on a desktop and on a phone.

// axe-core is evaluated through the DevTools protocol, which the admin's
// Content Security Policy and Trusted Types do not govern, so the screens are
// audited under the policy they ship with, in the worker's warm context.

// Independent read-only checks: spread them over every worker.
test.describe.configure({ mode: 'parallel' });

async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

const screens = [
  '/dashboard',
  '/projects-enhanced',
  '/projects-enhanced/new',
  '/categories',
  '/sectors',
  '/technologies',
  '/projects',
  '/projects/new',
  '/clients',
  '/clients/new',
  '/enquiries',
  '/settings',
  '/users',
  '/backup',
  '/privacy',
];

// One test per screen, so each has its own time budget (axe on a long list is
// slow on a busy machine) and the screens run in parallel; the phone width is
// audited on the same load, after a resize, as the admin reflows without one.
for (const path of screens) {
  test(`axe finds no violation on ${path} at 1280 and 375 px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await adminSettled(page);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await violations(page)).toEqual([]);
  });
}

test('axe finds no violation on the enhanced project edit form at 1280 and 375 px', async ({ adminPage: page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const project = await api.createProjectEnhanced();
  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(project.title);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await violations(page)).toEqual([]);
});

// A session of its own: the test signs out at the end.
test('axe finds no violation on the login page and the admin dialogs', async ({ page, ownSession: api, siteUrl }) => {
  await storeSession(page, siteUrl, api.token);
  const project = await api.createProjectEnhanced();
  const found: string[] = [];

  await openAdmin(page, '/projects-enhanced');
  await page.getByRole('button', { name: `Preview & Print ${project.title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Project data sheet' })).toBeVisible();
  found.push(...(await violations(page)).map((text) => `preview: ${text}`));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.push(...(await violations(page)).map((text) => `confirm: ${text}`));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Account' }).click();
  found.push(...(await violations(page)).map((text) => `account menu: ${text}`));
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  found.push(...(await violations(page)).map((text) => `change password: ${text}`));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  found.push(...(await violations(page)).map((text) => `login: ${text}`));
  expect(found).toEqual([]);
});

test('tabbing down a long form never leaves the focused control under the sticky save bar', async ({ adminPage: page }) => {
  await openAdmin(page, '/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible();
  const bar = page.locator('.form-actions--sticky');
  await page.getByLabel('Title', { exact: true }).focus();
  // Every stop from the first field to the save bar's own buttons. A control
  // taller than the space left shows its start, where typing begins.
  const clearance = () =>
    page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      const barTop = document.querySelector('.form-actions--sticky')?.getBoundingClientRect().top ?? 0;
      return barTop - ((box?.top ?? 0) + Math.min(box?.height ?? 0, 40));
    });
  for (let stop = 1; stop <= 80; stop += 1) {
    await page.keyboard.press('Tab');
    if (await bar.evaluate((element) => element.contains(document.activeElement))) return;
    // The browser scrolls a newly focused control into view on its next frame.
    await expect.poll(clearance, { message: `stop ${stop} shows clear of the bar` }).toBeGreaterThanOrEqual(0);
  }
  throw new Error('the save bar was not reached in 80 stops');
});
