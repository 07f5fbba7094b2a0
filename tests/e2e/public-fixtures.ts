import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Public-site tests that need data changed (a project with many sectors,
// carousel settings, hidden clients) make it through the real API with the
// worker's `admin` fixture, on the worker's platform, and put back what they
// changed.

/**
 * Waits until every island on the page has hydrated (Astro drops the `ssr`
 * attribute then). The project list hydrates only once its data has come from
 * the API (it marks itself data-interactive), and the carousel says when its
 * data is in (its anchor leaves the loading state), so both are waited for too.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr], .project-list:not([data-interactive]), .clients-anchor[data-state="loading"]')
        .length === 0,
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Waits until the page has done all it does by itself: scrolled to the end (so
 * islands that wait to be seen load), every island hydrated with its data, and
 * the footer's social links read from the settings (data-loaded on the list).
 * What a test then finds absent (a script, a violation) will not come later.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await islandsHydrated(page);
  await expect(page.locator('[data-social-links][data-loaded]')).toBeAttached();
}
