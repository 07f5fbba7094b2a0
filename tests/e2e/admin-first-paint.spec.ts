import type { Route } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, storedSession, storeSession, test } from './admin-fixtures.ts';

// The signed-in shell's first paint does not wait for the session check, nor
// for the app's code (ADR 0079, 0095): admin.html paints the brand and the
// frame, and on the dashboard its title, in the language this browser last
// used; the dashboard's read goes out beside the check, and nothing of the
// user's, no navigation and no figure shows until the check answers. A refused
// token still ends on login with nothing of the app's screens shown.

test('the frame and the dashboard’s title paint while the session check is held, the rest once it answers', async ({ adminPage: page }) => {
  const held = new Promise<Route>((resolve) => {
    void page.route('**/api/auth/verify', (route) => resolve(route));
  });
  const summaryAsked = page.waitForRequest('**/api/admin/summary');
  await page.goto('/admin/dashboard');

  const route = await held;
  // The dashboard's one read is on its way while the check is still unanswered.
  await summaryAsked;
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your session…', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Welcome')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Content counts' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await route.continue();
  await expect(page.getByRole('banner').getByText('Welcome, admin')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Content counts' })).toBeVisible();
  // One screen: the app's took the place of the page's frame.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('admin.html paints the dashboard’s title in French before any of the app’s code has arrived', async ({ adminPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('admin_language:admin', 'fr'));
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/*.js', (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/admin/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Une vue d’ensemble du contenu du site.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vérification de la session…', { useInnerText: true });
  await expect(page.getByRole('link', { name: 'Voir le site (s’ouvre dans un nouvel onglet)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(held.length).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  released = true;
  for (const route of held) await route.continue();
  await expect(page.getByRole('list', { name: 'Volumes de contenu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the app’s modules are asked for once the frame has painted, not with the page', async ({ adminPage: page }) => {
  // When each preload link joins the document, the parser's included (ADR 0111).
  await page.addInitScript(() => {
    const added: number[] = [];
    Object.assign(window, { e2ePreloadsAdded: added });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') added.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('list', { name: 'Content counts' })).toBeVisible();
  const { added, painted, held } = await page.evaluate(() => ({
    added: (window as unknown as { e2ePreloadsAdded: number[] }).e2ePreloadsAdded,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    held: document.querySelector('template[data-module-preloads]')?.innerHTML,
  }));
  expect(painted).toBeDefined();
  expect(added.length).toBeGreaterThan(10);
  expect(Math.min(...added)).toBeGreaterThanOrEqual(painted!);
  expect(held).toBe('');
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBe(added.length);
});

test('when the app’s code cannot be loaded, the page says so in its language and offers a reload', async ({ adminPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('admin_language:admin', 'fr'));
  await page.route('**/_astro/app.*.js', (route) => route.abort());
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/admin/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'L’administration n’a pas pu être chargée.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Vérifiez votre connexion, puis rechargez la page.');
  // In place of the page's frame: its session check and title are gone.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(logged.some((line) => line.includes('admin_app_failed'))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.unroute('**/_astro/app.*.js');
  await alert.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByRole('list', { name: 'Volumes de contenu' })).toBeVisible();
});

test('another screen paints the frame and the session check only, never the dashboard’s title', async ({ adminPage: page }) => {
  const held = new Promise<Route>((resolve) => {
    void page.route('**/api/auth/verify', (route) => resolve(route));
  });
  await page.goto('/admin/clients');
  const route = await held;
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your session…', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await route.continue();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('the invitation page shows no frame of a session before its own card', async ({ page }) => {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/*.js', (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/admin/invitation#not-a-real-invitation-token-at-all-0000000000');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);

  released = true;
  for (const route of held) await route.continue();
  await expect(page.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('a refused token is removed and lands on login with nothing of the app’s screens shown', async ({ page, siteUrl }) => {
  await storeSession(page, siteUrl, 'not-a-session');
  // Whether the shell's navigation or a screen's heading ever appears, kept across the load of the login page.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // The app's screens: admin.html's own frame, which holds the dashboard's title (ADR 0095), is not one.
      if (location.pathname !== '/admin/login' && document.querySelector('astro-island .sidebar, astro-island .shell__main h1'))
        sessionStorage.setItem('e2e-screen-shown', '1');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-screen-shown'))).toBeNull();
});
