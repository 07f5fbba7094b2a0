import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '#tests/fixtures/chromium.ts';
import { withTemporaryBuild } from './lib/temporary-build.ts';

// Inline or external CSS (speed issue, "repeat visits"): the site is built
// twice, with every stylesheet inlined (what ships) and with every stylesheet
// as a file, each served from a small static server with the production cache
// headers (HTML revalidated, /_astro/* immutable for a year), and Lighthouse
// loads a three-page visit in one browser profile: the first page cold, the
// next two with the first's cache. Bytes are what crossed the network (gzip).

export interface CssVisit {
  variant: 'inline' | 'external';
  route: string;
  cache: 'cold' | 'warm';
  transferBytes: number;
  lcpMs: number;
  performance: number;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function serve(directory: string): Promise<Server> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = pathname === '/' ? 'index.html' : path.extname(pathname) ? pathname.slice(1) : `${pathname.slice(1)}.html`;
    readFile(path.join(directory, path.normalize(file)))
      .then((body) => {
        const compressed = gzipSync(body);
        res.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'content-encoding': 'gzip',
          'cache-control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        });
        res.end(compressed);
      })
      .catch(() => {
        res.writeHead(404).end();
      });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function visit(variant: CssVisit['variant'], baseUrl: string, routes: readonly string[]): Promise<CssVisit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const visits: CssVisit[] = [];
  try {
    for (const [index, route] of routes.entries()) {
      const result = await lighthouse(new URL(route, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The first page clears the profile; the next ones keep its cache, as a visitor's browser does.
        disableStorageReset: index > 0,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { audits, categories } = result.lhr;
      const requests = (audits['network-requests']?.details as { items?: { transferSize?: number }[] } | undefined)?.items ?? [];
      visits.push({
        variant,
        route,
        cache: index === 0 ? 'cold' : 'warm',
        transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
      });
    }
  } finally {
    chrome.kill();
  }
  return visits;
}

export async function measureCssDelivery(routes: readonly string[]): Promise<CssVisit[]> {
  const results: CssVisit[] = [];
  for (const variant of ['inline', 'external'] as const) {
    const inlineStylesheets = variant === 'inline' ? 'always' : 'never';
    const visits = await withTemporaryBuild(`css-${variant}`, { build: { inlineStylesheets } }, async (outDir) => {
      const server = await serve(outDir);
      try {
        const { port } = server.address() as AddressInfo;
        return await visit(variant, `http://localhost:${String(port)}`, routes);
      } finally {
        server.close();
      }
    });
    results.push(...visits);
  }
  return results;
}
