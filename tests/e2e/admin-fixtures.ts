import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#schemas/auth.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import { expect, test as base } from './fixtures.ts';

// The admin browser tests' fixtures: `api` makes records through the real API
// with a fresh admin session; `adminPage` is a page already signed in with that
// session (the keys the login form stores), so each test starts on its screen.

export async function storeSession(page: Page, token: string): Promise<void> {
  await page.goto('/admin/login');
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.token, value);
      localStorage.setItem(keys.user, JSON.stringify({ username: 'admin' }));
    },
    [STORAGE_KEYS, token] as const,
  );
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate((keys) => ({ token: localStorage.getItem(keys.token), user: localStorage.getItem(keys.user) }), STORAGE_KEYS);
}

interface AdminFixtures {
  api: AdminApi;
  adminPage: Page;
}

export const test = base.extend<AdminFixtures>({
  api: async ({ request }, use) => {
    await use(new AdminApi(request, await apiLogin(request)));
  },
  adminPage: async ({ page, api }, use) => {
    await storeSession(page, api.token);
    await use(page);
  },
});

/** Opens an admin screen and waits until the session check is over. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await expect(page.getByText('Checking your session…')).toBeHidden({ timeout: 15_000 });
}

export { expect };

/** The admin is on exactly this path (no basename doubled, no stray query). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}
