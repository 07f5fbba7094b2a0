import type { Page } from '@playwright/test';
import { adminSettled, expect, expectPath, openAdmin, test } from './admin-fixtures.ts';

// The shell around every admin screen: header, the spec's sidebar with the
// collapsible Projects group, document titles, the dashboard, phones.

const screens = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/projects-enhanced', title: 'All Projects' },
  { path: '/projects-enhanced/new', title: 'New Project' },
  { path: '/categories', title: 'Categories' },
  { path: '/sectors', title: 'Sectors' },
  { path: '/technologies', title: 'Technologies' },
  { path: '/projects', title: 'Projects (Old)' },
  { path: '/projects/new', title: 'New Project' },
  { path: '/clients', title: 'Clients' },
  { path: '/clients/new', title: 'New Client' },
  { path: '/enquiries', title: 'Enquiries' },
  { path: '/settings', title: 'Site Settings' },
  { path: '/recently-deleted', title: 'Recently deleted' },
  { path: '/audit', title: 'Audit log' },
  { path: '/users', title: 'Staff' },
  { path: '/backup', title: 'Backup and restore' },
  { path: '/privacy', title: 'Privacy requests' },
];

test('the header welcomes the admin and the sidebar lists the spec sections', async ({ adminPage: page }) => {
  await openAdmin(page, '/dashboard');
  const header = page.getByRole('banner');
  await expect(header).toContainText('Welcome, admin');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: /View Website/ })).toHaveAttribute('href', '/');

  const nav = page.getByRole('navigation', { name: 'Admin' });
  const links = {
    Dashboard: '/admin/dashboard',
    'All Projects': '/admin/projects-enhanced',
    Categories: '/admin/categories',
    Sectors: '/admin/sectors',
    Technologies: '/admin/technologies',
    'Projects (Old)': '/admin/projects',
    Clients: '/admin/clients',
    Enquiries: '/admin/enquiries',
    Applications: '/admin/applications',
    Settings: '/admin/settings',
    Staff: '/admin/users',
    Backup: '/admin/backup',
    'Privacy requests': '/admin/privacy',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  const group = nav.getByRole('button', { name: 'Projects' });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'All Projects' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Projects (Old)' })).toBeVisible();
  await group.press('Enter');
  await expect(nav.getByRole('link', { name: 'Categories' })).toBeVisible();

  await nav.getByRole('link', { name: 'Sectors' }).click();
  await expectPath(page, '/admin/sectors');
  await expect(nav.getByRole('link', { name: 'Sectors' })).toHaveAttribute('aria-current', 'page');
});

test('the dashboard shows Loading dashboard... and then counts that link to their managers', async ({ adminPage: page, api }) => {
  // The summary's answer is held until the loading state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/summary', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Loading dashboard...')).toBeVisible();
  release();
  const counts = page.getByRole('list', { name: 'Content counts' });
  const [projects, old, clients, categories, sectors, technologies] = await Promise.all([
    api.projectsEnhanced(),
    api.projects(),
    api.clients(),
    api.taxonomy('categories'),
    api.taxonomy('sectors'),
    api.taxonomy('technologies'),
  ]);
  for (const [label, total] of [
    ['Projects', projects.length],
    ['Projects (Old)', old.length],
    ['Clients', clients.length],
    ['Categories', categories.length],
    ['Sectors', sectors.length],
    ['Technologies', technologies.length],
  ] as const) {
    // "5 Projects" is not "5 Projects (Old)".
    const name = new RegExp(`^${total} ${label.replace(/[()]/g, '\\$&')}(?! \\()( |$)`);
    await expect(counts.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'System Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /View Website/ })).toHaveAttribute('href', '/');

  await counts.getByRole('link', { name: /Clients/ }).click();
  await expectPath(page, '/admin/clients');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'New Project' }).click();
  await expectPath(page, '/admin/projects-enhanced/new');
});

test('an unknown admin address shows a not-found message inside the admin', async ({ adminPage: page }) => {
  await openAdmin(page, '/no-such-screen');
  await expect(page.getByRole('heading', { name: 'This admin page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expectPath(page, '/admin/dashboard');
});

test('on a phone the sidebar folds away behind the Menu button', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await openAdmin(page, '/dashboard');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeHidden();

  await menu.click();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expectPath(page, '/admin/clients');
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /View Website/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

/** The page is no wider than its viewport: nothing to scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const screen of screens) {
  test(`${screen.path} names itself in the document title and fits 1280 and 375 px without scrolling sideways`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, screen.path);
    await expect(page).toHaveTitle(`${screen.title} | Admin | Caronte Automation`);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await adminSettled(page);
    expect(await overflow(page), `${screen.path} at 1280 px`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflow(page), `${screen.path} at 375 px`).toBeLessThanOrEqual(0);
  });
}

test('the login page fits 1280 and 375 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await overflow(page), 'at 1280 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await overflow(page), 'at 375 px').toBeLessThanOrEqual(0);
});
