import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { localizedHref } from '#src/i18n/locales.ts';
import { site } from '#src/site/config.ts';
import { hasSlug, sitePages } from '#src/site/pages.ts';
import { dist } from '#tests/fixtures/dist.ts';
import { netlifyRules, netlifyServes, type Rule } from '#tests/fixtures/netlify-static.ts';

// No internal URL pays a redirect on Netlify: every link, asset,
// canonical, og:url and sitemap entry of the build is mapped to what Netlify's
// static serving answers for it (tests/fixtures/netlify-static.ts) and must be
// a file, never a redirect or a miss.

const root = path.resolve(import.meta.dirname, '..', '..');
let rules: Rule[];

beforeAll(async () => {
  rules = await netlifyRules(root);
});

const origin = new URL(site.url).origin;

/** Internal paths that `html` points at: links, assets, canonical and og:url. */
function internalPaths(html: string, page: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\b(?:href|src|content)="([^"]+)"/g)) {
    const value = match[1]!.replaceAll('&amp;', '&');
    if (!value.startsWith('/') && !value.startsWith(origin)) continue;
    if (value.startsWith('//')) continue;
    const url = new URL(value, `${origin}${page}`);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    found.push(url.pathname);
  }
  return found;
}

/** The built pages; the portfolio's shells and the pages' frames are left out: functions fill them, links to the twin page included (ADR 0022, 0059). */
async function builtPages(): Promise<{ page: string; file: string }[]> {
  const files = (await readdir(dist, { recursive: true })).filter(
    (file) =>
      file.endsWith('.html') &&
      !file.split(path.sep).some((part) => part === 'portfolio-shell' || part === 'page-frames' || part === 'careers-frames'),
  );
  return files.map((file) => ({ page: `/${file.replaceAll(path.sep, '/')}`, file: path.join(dist, file) }));
}

test('the model of Netlify static serving knows its redirects', async () => {
  const pages = await builtPages();
  const about = pages.find(({ page }) => page.startsWith('/about'))!.page;
  const pretty = about.replace(/(\/index)?\.html$/, '');
  expect(netlifyServes(dist, rules, pretty).kind).toBe('file');
  expect(netlifyServes(dist, rules, `${pretty}/`).kind).toBe('redirect');
  expect(netlifyServes(dist, rules, about).kind).toBe('redirect');
  expect(netlifyServes(dist, rules, '/no-such-page')).toEqual({ kind: 'miss' });
  expect(netlifyServes(dist, rules, '/admin/projects').kind).toBe('file');
});

test('every internal URL in the built HTML is served by Netlify without a redirect', async () => {
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const { page, file } of await builtPages()) {
    const html = await readFile(file, 'utf8');
    for (const pathname of internalPaths(html, page)) {
      const served = netlifyServes(dist, rules, pathname);
      checked.add(pathname);
      if (served.kind !== 'file')
        problems.push(`${page}: ${pathname} → ${served.kind === 'redirect' ? `${served.status} ${served.location}` : '404'}`);
    }
  }
  expect(problems).toEqual([]);
  expect(checked.size).toBeGreaterThan(20);
});

test('every sitemap entry is served by Netlify without a redirect, and canonicals match it', async () => {
  const index = await readFile(path.join(dist, 'sitemap-index.xml'), 'utf8');
  // The portfolio's sitemap, the service and sector pages' and the job offers' are written live by their
  // functions, not built (ADR 0022, 0067, 0075): their entries are checked as served in
  // tests/e2e/public-portfolio-pages.spec.ts, tests/api/french-slugs.test.ts, tests/api/careers-pages.test.ts and tests/deploy.
  const live = ['/sitemap-portfolio.xml', '/sitemap-pages.xml', '/sitemap-careers.xml'];
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pathname) => !live.includes(pathname));
  expect(sitemaps.length).toBeGreaterThan(0);
  const locations: string[] = [];
  for (const sitemap of sitemaps) {
    expect(netlifyServes(dist, rules, sitemap).kind).toBe('file');
    const xml = await readFile(path.join(dist, sitemap), 'utf8');
    locations.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  expect(locations.length).toBeGreaterThan(10);
  const problems = locations
    .map((location) => ({ location, served: netlifyServes(dist, rules, new URL(location).pathname) }))
    .filter(({ served }) => served.kind !== 'file')
    .map(({ location, served }) => `${location} → ${served.kind}`);
  expect(problems).toEqual([]);
  const canonicals = new Set<string>();
  for (const { file } of await builtPages()) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await readFile(file, 'utf8'))?.[1];
    if (canonical) canonicals.add(canonical);
  }
  // The service and sector pages are listed by the live /sitemap-pages.xml, at their French slug where
  // they have one (ADR 0067); built, they have none, so their canonicals are their built addresses.
  const listedLive = sitePages
    .filter((page) => hasSlug(page.type))
    .flatMap((page) => [page.path, localizedHref(page.path, 'fr')])
    .map((pathname) => `${origin}${pathname}`);
  expect(listedLive.length).toBeGreaterThan(0);
  expect(locations.filter((location) => listedLive.includes(location))).toEqual([]);
  expect(
    [...canonicals].filter((canonical) => !locations.includes(canonical) && !listedLive.includes(canonical) && !canonical.endsWith('/404')),
  ).toEqual([]);
});

test('robots.txt names a sitemap that is served without a redirect', async () => {
  const robots = await readFile(path.join(dist, 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemap).toBeDefined();
  expect(netlifyServes(dist, rules, new URL(sitemap!).pathname).kind).toBe('file');
});
