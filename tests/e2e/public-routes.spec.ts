import type { Page } from '@playwright/test';
import { localeOfPath, unlocalizedPath } from '#src/i18n/locales.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';
import { englishPhrases, frenchReading, watchCspViolations } from './page-checks.ts';
import { expect, pageSettled, test } from './public-fixtures.ts';

// Every built public page, in both languages, loaded once and checked for all
// that holds of each page: search and social metadata, one h1, no script file
// where it has no island, no Content Security Policy violation, no English
// interface text on a French page, and no axe violation at desktop and phone
// widths with its islands hydrated and their data shown.

const SITE = 'https://www.caronte-automation.fr';
const islandRoutes = new Set(['/', '/projects-enhanced', '/contact']);

async function expectMetadata(page: Page, route: string): Promise<void> {
  const title = await page.title();
  expect(title).toContain('Caronte Automation');
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  const description = (await meta('meta[name="description"]')) ?? '';
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThan(230);
  expect(await meta('meta[name="keywords"]')).toBeTruthy();
  expect(await meta('meta[name="robots"]')).toBe('index, follow');
  const canonical = `${SITE}${route}`;
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
  expect(await meta('meta[property="og:url"]')).toBe(canonical);
  expect(await meta('meta[property="og:title"]')).toBe(title);
  expect(await meta('meta[property="og:description"]')).toBe(description);
  expect(await meta('meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[name="twitter:image"]')).toBe(`${SITE}/og-image.png`);
  await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(route));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const route of builtRoutes()) {
  const hasIslands = islandRoutes.has(unlocalizedPath(route));
  test(`${route}: metadata, ${hasIslands ? 'its islands' : 'no script file'}, no CSP violation, axe finds nothing`, async ({ page }) => {
    const violations = await watchCspViolations(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.goto(route))?.status()).toBe(200);
    await expectMetadata(page, route);

    await pageSettled(page);
    expect(violations).toEqual([]);
    if (!hasIslands) {
      expect(scripts).toEqual([]);
      await expect(page.locator('astro-island')).toHaveCount(0);
      // Only the small menu and footer scripts, inline.
      const inline = await page.locator('script:not([type="application/ld+json"])').allTextContents();
      expect(inline.join('').length).toBeLessThan(2000);
    }
    if (localeOfPath(route) === 'fr') {
      const text = await frenchReading(page);
      expect(englishPhrases.length).toBeGreaterThan(300);
      expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
  });
}
