import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { builtFileOf, builtRoutes } from '#tests/fixtures/dist.ts';

// The built pages hold the audience beacon within the budgets of ADR 0073
// (run after `npm run build`, as every hardening suite): the beacon is one
// inline script of at most 1 KB, and every static page stays under 14 KB of
// HTML gzipped with it.

const beaconOf = (html: string) =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].find(([, text]) => text?.includes('/api/hit'));

test('every static page carries the beacon inline, at most 1 KB, and stays under 14 KB gzipped', () => {
  const routes = builtRoutes();
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    const html = readFileSync(builtFileOf(route), 'utf8');
    const beacon = beaconOf(html)?.[1] ?? '';
    expect(beacon, route).toContain('sendBeacon');
    expect(Buffer.byteLength(beacon), route).toBeLessThanOrEqual(1024);
    expect(gzipSync(html).length, route).toBeLessThan(14 * 1024);
  }
});
