import { expect, openAdmin, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';

// On a deploy preview the admin edits the preview's own copy of the content
// (functions/platform/deploy-context.ts) and says so on every screen.

const banner = /Preview deploy\. Changes made here stay in this preview’s own copy of the content/;

test.describe('on a deploy preview', () => {
  useOwnPlatform(test, { env: { CONTEXT: 'deploy-preview' } });

  test('every admin screen says that changes stay in the preview', async ({ adminPage: page }) => {
    for (const screen of ['/dashboard', '/clients']) {
      await openAdmin(page, screen);
      await expect(page.getByRole('note')).toHaveText(banner);
    }
  });
});

test('on the live site the admin shows no preview banner', async ({ adminPage: page }) => {
  await openAdmin(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(banner)).toHaveCount(0);
});
