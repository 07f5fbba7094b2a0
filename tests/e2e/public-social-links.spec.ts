import type { Page } from '@playwright/test';
import { site } from '#src/site/config.ts';
import { expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// The footer's social links are site settings: set in the admin as
// https addresses, shown on every page with no rebuild, hidden when empty.

useOwnPlatform(test);

const socialList = (page: Page) => page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });

test('links set in the admin appear in every page’s footer, an empty one stays hidden, and clearing them hides the list', async ({
  page,
  api,
  siteUrl,
}) => {
  await storeSession(page, siteUrl, api.token);
  await openAdmin(page, '/settings');
  await page.getByLabel('LinkedIn address').fill('https://www.linkedin.com/company/caronte-automation');
  await page.getByLabel('X address').fill('https://x.com/caronte_auto');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();

  for (const path of ['/', '/about', '/projects-enhanced']) {
    await page.goto(path);
    const links = socialList(page).getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(page.getByRole('link', { name: `${site.name} on LinkedIn` })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/caronte-automation',
    );
    await expect(page.getByRole('link', { name: `${site.name} on X` })).toHaveAttribute('href', 'https://x.com/caronte_auto');
    await expect(page.getByRole('link', { name: `${site.name} on YouTube` })).toHaveCount(0);
  }

  await openAdmin(page, '/settings');
  await page.getByLabel('LinkedIn address').fill('');
  await page.getByLabel('X address').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('[data-social-links][data-loaded]')).toBeAttached();
  await expect(socialList(page)).toBeHidden();
});

test('an address that is not https is refused on its field before anything is sent', async ({ page, api, siteUrl }) => {
  await storeSession(page, siteUrl, api.token);
  await openAdmin(page, '/settings');
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/settings')) posted = true;
  });
  const field = page.getByLabel('YouTube address');
  await field.fill('http://www.youtube.com/@caronte');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText('YouTube address must be an https:// address').first()).toBeVisible();
  expect(posted).toBe(false);
});
