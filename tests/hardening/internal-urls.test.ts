import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { localizedHref } from '#src/i18n/locales.ts';
import { site } from '#src/site/config.ts';
import { sitePages } from '#src/site/pages.ts';
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

test('the sitemap index names the live sitemaps, which list every built page at its canonical address', async () => {
  // Every sitemap is written live by the function serving its pages (ADR 0110): the pages whose words are content
  // (sitemap-pages.xml, as served: tests/e2e/public-metadata.spec.ts, tests/api/pages-sitemap.test.ts), the
  // portfolio's and the job offers'. The index itself is built.
  expect(netlifyServes(dist, rules, '/sitemap-index.xml').kind).toBe('file');
  const index = await readFile(path.join(dist, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.sort()).toEqual(['/sitemap-careers.xml', '/sitemap-pages.xml', '/sitemap-portfolio.xml'].map((p) => `${origin}${p}`));
  // Built, a page has no French slug: sitemap-pages.xml lists it at its English path, and under /fr.
  const listed = sitePages.flatMap((page) => [page.path, localizedHref(page.path, 'fr')]);
  const problems = listed
    .map((pathname) => ({ pathname, served: netlifyServes(dist, rules, pathname) }))
    .filter(({ served }) => served.kind !== 'file')
    .map(({ pathname, served }) => `${pathname} → ${served.kind}`);
  expect(problems).toEqual([]);
  const canonicals = new Set<string>();
  for (const { file } of await builtPages()) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await readFile(file, 'utf8'))?.[1];
    if (canonical) canonicals.add(canonical);
  }
  expect(canonicals.size).toBeGreaterThan(20);
  const unlisted = [...canonicals].filter((canonical) => !listed.map((pathname) => `${origin}${pathname}`).includes(canonical));
  expect(unlisted).toEqual([]);
});

test('robots.txt names a sitemap that is served without a redirect', async () => {
  const robots = await readFile(path.join(dist, 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemap).toBeDefined();
  expect(netlifyServes(dist, rules, new URL(sitemap!).pathname).kind).toBe('file');
});
