import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#src/schemas/auth.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import { expect as baseExpect, test as base } from './fixtures.ts';

// The admin browser tests' fixtures: `api` makes records through the real API
// with a fresh admin session; `adminPage` is a page already signed in with that
// session (the keys the login form stores), so each test starts on its screen.

export async function storeSession(page: Page, token: string): Promise<void> {
  // A plain file of the same origin, not an admin page: the admin app would
  // react to the token as it appears (verify it, sign in, or clear it) while
  // the test goes on to the page it really wants.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.token, value);
      localStorage.setItem(keys.user, JSON.stringify({ username: 'admin', role: 'admin' }));
    },
    [STORAGE_KEYS, token] as const,
  );
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate((keys) => ({ token: localStorage.getItem(keys.token), user: localStorage.getItem(keys.user) }), STORAGE_KEYS);
}

// Every admin screen waits on API calls: a few milliseconds on an idle machine,
// seconds while the browser tests load both cores, so these tests allow more
// time for an answer than the suite's default.
export const expect = baseExpect.configure({ timeout: 20_000 });

interface AdminFixtures {
  api: AdminApi;
  adminPage: Page;
  patience: undefined;
}

/**
 * The first call of each endpoint on a fresh platform creates its documents
 * (sessions, settings, views), which takes longest on a busy machine; every
 * endpoint the admin uses is called once, one after the other, before the
 * worker's first test, so no test starts cold.
 */
export async function warmUp(url: string): Promise<void> {
  const calls: [string, RequestInit][] = [
    ['/api/auth/verify', { method: 'POST' }],
    ['/api/settings', {}],
    ['/api/projects', {}],
    ['/api/projects-enhanced', {}],
    ['/api/clients', {}],
    ['/api/metadata?type=categories', {}],
    ['/api/enquiries', {}],
    ['/api/projects-enhanced/upload-logo', { method: 'POST' }],
  ];
  for (const [path, init] of calls) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
      if (response && response.status < 500) break;
    }
  }
}

export const test = base.extend<AdminFixtures, { warm: undefined }>({
  warm: [
    async ({ platform }, use) => {
      await warmUp(platform.url);
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  patience: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout + 60_000);
      await use(undefined);
    },
    { auto: true },
  ],
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
  await expect(page.getByText('Checking your session…')).toBeHidden({ timeout: 30_000 });
}

/** The admin is on exactly this path (no basename doubled, no stray query). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}
