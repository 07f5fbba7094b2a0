import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#src/schemas/session.ts';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import { expect as baseExpect, test as base } from './fixtures.ts';

// The admin browser tests' fixtures. The e2e admin signs in once per worker;
// `api` makes records through the real API with that session and `adminPage`
// is a page already signed in with it (the keys the login form stores), so each
// test starts on its screen. A test that ends its session (signing out, a 401
// from a revoked token) takes `ownSession` instead: a sign-in of its own.

/**
 * Stores a session as the login form leaves it, before any admin page opens
 * (the admin app would react to a token appearing under it: verify it, sign
 * in, or clear it), without a navigation of its own. It is written by a script
 * that runs before the page's own, once per tab (a sign-out, then a reload,
 * stays signed out): the context's setStorageState would open a page of its
 * own for the origin, a third of a second of CPU per test.
 */
export async function storeSession(page: Page, siteUrl: string, token: string): Promise<void> {
  const user = { username: 'admin', role: 'admin', permissions: ['enquiries', 'audience', 'applications'] };
  await page.addInitScript(
    ({ origin, keys, token, user }) => {
      const seeded = `e2e-session-stored:${token}`;
      if (location.origin !== origin || sessionStorage.getItem(seeded)) return;
      sessionStorage.setItem(seeded, '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, user);
    },
    { origin: new URL(siteUrl).origin, keys: STORAGE_KEYS, token, user: JSON.stringify(user) },
  );
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate((keys) => ({ token: localStorage.getItem(keys.token), user: localStorage.getItem(keys.user) }), STORAGE_KEYS);
}

export const expect = baseExpect;

/** For a poll whose every try loads a page as a visitor would: a few tries fit, where 5 s fits one on a loaded machine. */
export const visitorPoll = { timeout: 15_000 } as const;

/**
 * For what a second tab sees once both are open (the first one's presence, a
 * save made in the other): a second admin load and its first requests, several
 * seconds on a loaded 2-core machine.
 */
export const secondTabWait = { timeout: 15_000 } as const;

interface AdminFixtures {
  api: AdminApi;
  adminPage: Page;
  /** A session of the test's own, for tests that end it. */
  ownSession: AdminApi;
}

export const test = base.extend<AdminFixtures>({
  api: async ({ request, baseURL, workerSession }, use) => {
    const api = new AdminApi(request, await workerSession(baseURL ?? ''));
    await use(api);
    // The worker's later tests share this session: a test that ended it says so here, not in them.
    const verify = await request.post('/api/auth/verify', { headers: { authorization: `Bearer ${api.token}` } });
    if (verify.status() === 401) throw new Error("This test ended the worker's shared admin session: take `ownSession` instead.");
  },
  ownSession: async ({ request }, use) => {
    await use(new AdminApi(request, await apiLogin(request)));
  },
  adminPage: async ({ page, api, siteUrl }, use) => {
    await storeSession(page, siteUrl, api.token);
    await use(page);
  },
});

/**
 * How long a test waits for the app to start and read what a screen shows. These waits are for readiness, not
 * speed (speed is measured in bench/): a worker's first admin page compiles the whole app while the other worker
 * and both platforms share the two cores, and took 6 s once where it usually takes under one.
 */
const APP_READY_TIMEOUT = 20_000;

/** Opens an admin screen and waits until the session check is over. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session…' })).toBeHidden({
    timeout: APP_READY_TIMEOUT,
  });
}

/** Waits until the screen has loaded what it shows: no session check and no loading state left. */
export async function adminSettled(page: Page): Promise<void> {
  await expect(page.locator('.session-check, .state--loading')).toHaveCount(0, { timeout: APP_READY_TIMEOUT });
}

/** The admin is on exactly this path (no basename doubled, no stray query). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}
