import { builtRoutes } from '#tests/fixtures/dist.ts';
import { expect, test } from './fixtures.ts';

// Search-engine and social metadata from the Seo component, the sitemap and
// robots.txt, the social-card image, and the weight rules of the public pages,
// in both languages (the French pages under /fr).

const SITE = 'https://www.caronte-automation.fr';

// Each built page's own metadata, scripts, policy and accessibility are checked in
// public-routes.spec.ts, one page load each.

test('no two pages share a title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of builtRoutes()) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, route).toContain('Caronte Automation');
    const other = [...titles.entries()].find(([, seen]) => seen === title);
    expect(other?.[0], `${route} has the same title as ${other?.[0] ?? ''}`).toBeUndefined();
    titles.set(route, title);
  }
});

test('the home page describes the company with Organization structured data', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: 'Caronte Automation',
    email: 'contact@caronte-automation.fr',
    address: { addressLocality: 'Martigues', addressCountry: 'FR' },
  });
});

test('the not-found page is kept out of search engines', async ({ page }) => {
  await page.goto('/definitely-missing');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the sitemap lists every public page and robots.txt points to it', async ({ request }) => {
  // Every sitemap is written live by the function serving its pages (ADR 0110); the portfolio's has its tests in
  // public-portfolio-pages, a hidden page and a published French slug theirs in tests/api/pages-sitemap and french-slugs.
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(sitemaps.sort()).toEqual([`${SITE}/sitemap-careers.xml`, `${SITE}/sitemap-pages.xml`, `${SITE}/sitemap-portfolio.xml`]);
  const sitemap = await (await request.get('/sitemap-pages.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(
    builtRoutes()
      .map((route) => `${SITE}${route}`)
      .sort(),
  );

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  expect(robots).toContain('Disallow: /admin/');
});

test('the social-card image is a 1200 × 630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});

test('the home page loads the carousel code only when the visitor scrolls towards it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  // The footer's settings are read once the page has loaded and painted: by then nothing else would start by itself.
  await expect(page.locator('[data-social-links][data-loaded]')).toBeAttached();
  expect(scripts).toEqual([]);
  await page.getByRole('heading', { name: 'Planning a migration, a new line or a safety upgrade?' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => url.includes('/_astro/'))).toBe(true);
});
