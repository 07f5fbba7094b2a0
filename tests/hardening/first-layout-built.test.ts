import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtFileOf, builtRoutes, dist } from '#tests/fixtures/dist.ts';

// What the first layout of a page with no script file lays out (ADR 0087,
// 0096; run after `npm run build`, as every hardening suite): an <img> of an
// SVG is a document of its own whose style, layout and paint run on the page's
// main thread as it loads, so the sector cards' artwork is a picture drawn from
// the SVG at build time, and the case studies below the first two are laid out
// only when near.

/** The images a page shows on a phone: the page hero's lines only show from 75rem, the contact map is an island page's. */
const phoneImages = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/page-hero__lines|contact__map/.test(tag));

test('no page shows a phone an <img> of an SVG document', () => {
  const routes = builtRoutes();
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    for (const [tag, src] of phoneImages(readFileSync(builtFileOf(route), 'utf8'))) {
      expect(src, `${route}: ${tag}`).not.toMatch(/\.svg(\?|$)/);
    }
  }
});

test('the sector cards draw their artwork from WebP files of at most 16 KB, 1200 px wide', () => {
  for (const route of ['/sectors', '/fr/sectors', '/', '/fr']) {
    const cards = [...readFileSync(builtFileOf(route), 'utf8').matchAll(/<img class="sector-card__art" src="([^"]+)" width="(\d+)"/g)];
    expect(cards, route).toHaveLength(6);
    for (const [, src, width] of cards) {
      expect(src, route).toMatch(/^\/_astro\/[^/]+\.webp$/);
      expect(width).toBe('1200');
      expect(statSync(path.join(dist, src ?? '')).size, src).toBeLessThanOrEqual(16 * 1024);
    }
  }
});

test('the case studies from the third on are laid out when near, at a height kept for them', () => {
  for (const route of ['/projects', '/fr/projects']) {
    const html = readFileSync(builtFileOf(route), 'utf8');
    expect(html.match(/<article class="case"/g)?.length, route).toBeGreaterThanOrEqual(3);
    expect(html, route).toMatch(/\.case:nth-of-type\(n\s*\+\s*3\)\{content-visibility:auto;contain-intrinsic-block-size:auto 63rem\}/);
  }
});
