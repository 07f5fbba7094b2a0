import { expect, test } from './fixtures.ts';

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

test('the settings API answers JSON with the carousel settings', async ({ request }) => {
  const response = await request.get('/api/settings');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ carousel_enabled: expect.any(Boolean), carousel_speed: expect.any(Number) });
});
