import { expect, test } from './fixtures.ts';

test('visitor sees the home page hero with its two calls to action', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('main').getByRole('link', { name: 'See our projects' })).toHaveAttribute('href', '/projects');
});

test('visitor on a phone opens and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).press('Enter');
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('an admin deep link loads the admin app', async ({ page }) => {
  const response = await page.goto('/admin/projects-enhanced');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Sign in to access the dashboard')).toBeVisible();
});

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('the settings API answers JSON with the carousel settings', async ({ request }) => {
  const response = await request.get('/api/settings');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ carousel_enabled: expect.any(Boolean), carousel_speed: expect.any(Number) });
});
