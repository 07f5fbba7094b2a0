import type { Page } from '@playwright/test';
import { localeOfPath, unlocalizedPath } from '#src/i18n/locales.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';
import { englishPhrases, frenchReading, watchCspViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';
import { pageSettled } from './public-fixtures.ts';

// Every built public page, in both languages, loaded once and checked for all
// that holds of each page: search and social metadata, one h1, no script file
// where it has no island, no Content Security Policy violation, no English
// interface text on a French page, and no axe violation at desktop and phone
// widths with its islands hydrated and their data shown.

const SITE = 'https://www.caronte-automation.fr';
// /careers mounts the application form (ADR 0071): its one script file.
const islandRoutes = new Set(['/', '/projects-enhanced', '/contact', '/careers']);

async function expectMetadata(page: Page, route: string): Promise<void> {
  // Read in one evaluation: a locator round trip per tag would cost more than the page's audit.
  const head = await page.evaluate(() => {
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]') ?? '',
      keywords: content('meta[name="keywords"]'),
      robots: content('meta[name="robots"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogUrl: content('meta[property="og:url"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      lang: document.documentElement.lang,
      h1: document.querySelectorAll('h1').length,
    };
  });
  expect(head.title).toContain('Caronte Automation');
  expect(head.description.length).toBeGreaterThan(50);
  expect(head.description.length).toBeLessThan(230);
  expect(head.keywords).toBeTruthy();
  const canonical = `${SITE}${route}`;
  expect(head).toMatchObject({
    robots: 'index, follow',
    canonical,
    ogUrl: canonical,
    ogTitle: head.title,
    ogDescription: head.description,
    ogImage: `${SITE}/og-image.png`,
    twitterCard: 'summary_large_image',
    twitterImage: `${SITE}/og-image.png`,
    lang: localeOfPath(route),
    h1: 1,
  });
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
      // Only the small menu and footer scripts and the audience beacon (299 characters), inline; the privacy policy adds its opt-out switch's.
      const inline = await page.locator('script:not([type="application/ld+json"])').allTextContents();
      expect(inline.join('').length).toBeLessThan(unlocalizedPath(route) === '/privacy-policy' ? 3000 : 2400);
    }
    if (localeOfPath(route) === 'fr') {
      const text = await frenchReading(page);
      expect(englishPhrases.length).toBeGreaterThan(300);
      expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
    }

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
  });
}
