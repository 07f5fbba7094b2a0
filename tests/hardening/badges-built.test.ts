import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { badgeMarks } from '#src/site/badge-marks.ts';
import { sitePagesHandler } from '#functions/api/site-pages.ts';
import { frameLoader } from '#functions/site-pages/frames.ts';
import { demoCredentials } from '#functions/seed/demo-credentials.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { created } from '#tests/fixtures/content-api.ts';
import { builtFileOf, builtRoutes, dist } from '#tests/fixtures/dist.ts';

// The strip of credential badges in the build (run after `npm run build`, as
// every hardening suite; ADR 0076): built pages carry its empty marks and
// never a strip, which could outlive a credential's last day; and the home
// page the site-pages function serves, filled with the demo's credentials,
// stays under the 14 KB gzipped budget in both languages.

useBlobsStore();

beforeAll(async () => {
  const token = await adminToken();
  // Their certificates are left out: the strip does not link them.
  for (const credential of demoCredentials) await created('credentials', { ...credential, certificate: undefined }, token);
});

test('every built page has the footer mark, the home pages the home mark too, and none a strip', () => {
  for (const route of [...builtRoutes(), '/404']) {
    const html = readFileSync(builtFileOf(route), 'utf8');
    expect(html, route).toContain(badgeMarks.footer);
    expect(html.includes(badgeMarks.home), route).toBe(route === '/' || route === '/fr');
    expect(html, route).not.toContain('class="container badges');
  }
});

test('the home page served with the demo credentials shows them and stays under 14 KB gzipped in both languages', async () => {
  const handler = sitePagesHandler(frameLoader(pathToFileURL(`${dist}/`)));
  for (const pathname of ['/', '/fr']) {
    const response = await handler(getRequest(pathname));
    const html = await response.text();
    expect(response.status, pathname).toBe(200);
    expect(html, pathname).toContain('data-badges="home"');
    expect(html, pathname).toContain('data-badges="footer"');
    expect(html, pathname).not.toContain(badgeMarks.home);
    const gzipped = gzipSync(html).length;
    console.info(`${pathname}: ${String(gzipped)} bytes gzipped with the strip`);
    expect(gzipped, pathname).toBeLessThan(14 * 1024);
  }
});
