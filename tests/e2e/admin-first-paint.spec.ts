import type { Route } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, storedSession, storeSession, test } from './admin-fixtures.ts';

// The signed-in shell's first paint does not wait for the session check
// (ADR 0079): the brand and the frame paint at once, the dashboard's read goes
// out beside the check, and nothing of the user's or of the screen shows until
// the check answers. A refused token still ends on login with nothing shown.

test('the frame paints while the session check is held, the screen only once it answers', async ({ adminPage: page }) => {
  const held = new Promise<Route>((resolve) => {
    void page.route('**/api/auth/verify', (route) => resolve(route));
  });
  const summaryAsked = page.waitForRequest('**/api/admin/summary');
  await page.goto('/admin/dashboard');

  const route = await held;
  // The dashboard's one read is on its way while the check is still unanswered.
  await summaryAsked;
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your session…');
  await expect(page.getByRole('banner').getByText('Welcome')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await route.continue();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Welcome, admin')).toBeVisible();
});

test('a refused token is removed and lands on login with nothing of the screen shown', async ({ page, siteUrl }) => {
  await storeSession(page, siteUrl, 'not-a-session');
  // Whether the shell's navigation or a screen's heading ever appears, kept across the load of the login page.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (location.pathname !== '/admin/login' && document.querySelector('.sidebar, .shell__main h1'))
        sessionStorage.setItem('e2e-screen-shown', '1');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-screen-shown'))).toBeNull();
});
