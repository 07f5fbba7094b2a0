import { localeOfPath, unlocalizedPath } from '#src/i18n/locales.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { expect, test } from './fixtures.ts';

// Search-engine and social metadata from the Seo component, the sitemap and
// robots.txt, the social-card image, and the weight rules of the public pages,
// in both languages (the French pages under /fr, issue 15).

const SITE = 'https://www.caronte-automation.fr';
const islandRoutes = new Set(['/', '/projects-enhanced', '/contact']);

const titles = new Map<string, string>();

for (const route of builtRoutes()) {
  test(`${route} has its title, description, robots, canonical, social cards and one h1`, async ({ page }) => {
    expect((await page.goto(route))?.status()).toBe(200);
    const title = await page.title();
    expect(title).toContain('Caronte Automation');
    const meta = (selector: string) => page.locator(selector).getAttribute('content', { timeout: 2000 });
    const description = (await meta('meta[name="description"]')) ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThan(230);
    expect(await meta('meta[name="keywords"]')).toBeTruthy();
    expect(await meta('meta[name="robots"]')).toBe('index, follow');
    const canonical = `${SITE}${route}`;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href', { timeout: 2000 })).toBe(canonical);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:image"]')).toBe(`${SITE}/og-image.png`);
    await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(route));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // No two pages share a title (tests of one file run in order, in one worker).
    const other = [...titles.entries()].find(([, seen]) => seen === title);
    expect(other?.[0], `same title as ${other?.[0] ?? ''}`).toBeUndefined();
    titles.set(route, title);
  });
}

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
  const index = await (await request.get('/sitemap-index.xml')).text();
  // The built pages' sitemap; the portfolio's own (sitemap-portfolio.xml) has its tests in public-portfolio-pages.
  const sitemapUrl = /<loc>([^<]+\/sitemap-\d+\.xml)<\/loc>/.exec(index)?.[1] ?? '';
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = builtRoutes().map((route) => `${SITE}${route}`);
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed.some((url) => url?.includes('/admin'))).toBe(false);

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

for (const route of builtRoutes().filter((candidate) => !islandRoutes.has(unlocalizedPath(candidate)))) {
  test(`${route} loads no script file and no framework code`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}

test('the home page loads the carousel code only when the visitor scrolls towards it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
  await page.getByRole('heading', { name: 'Planning a migration, a new line or a safety upgrade?' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => url.includes('/_astro/'))).toBe(true);
});
