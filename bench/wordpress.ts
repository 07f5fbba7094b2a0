import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '#tests/fixtures/chromium.ts';
import { median, RUNS } from './lighthouse.ts';

// Rendering cost beside WordPress (speed issue, round three): our pages with
// no script file, and the WordPress peer's About page (bench/wordpress-peer/),
// served by one local server from memory, gzipped, with the same headers, and
// measured by Lighthouse's mobile preset in one browser, run by run. From the
// trace, Lighthouse's main-thread work by category (mainthread-work-breakdown).

/** Lighthouse's main-thread categories reported, in its own names. */
export const categories = ['styleLayout', 'other', 'scriptEvaluation', 'paintCompositeRender', 'parseHTML'] as const;
type Category = (typeof categories)[number];

export interface RenderingCost {
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  mainThread: Record<Category, number>;
}

/** The peer's address on the bench's server. */
export const peerRoute = '/wordpress-peer/about';
const peerSite = path.join(import.meta.dirname, 'wordpress-peer', 'site');
/** The peer is measured again after every this many of our pages, so a spell of load falls on it too. */
const peerEvery = 8;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves the captured pages and the peer's files from memory, each gzipped with
 * the same headers, and passes anything else (the pages' own API calls, a
 * document's files) to the running platform.
 */
async function serve(pages: Map<string, string>, platformUrl: string): Promise<Server> {
  const served = new Map<string, { type: string; body: Buffer }>();
  for (const [route, html] of pages) served.set(route, { type: types['.html']!, body: gzipSync(html) });
  served.set(peerRoute, { type: types['.html']!, body: gzipSync(await readFile(path.join(peerSite, 'about.html'))) });
  for (const file of ['interactivity/index.min.js', 'block-library/navigation/view.min.js']) {
    const body = await readFile(path.join(peerSite, 'wp-includes', 'js', 'dist', 'script-modules', file));
    served.set(`/wordpress-peer/wp-includes/js/dist/script-modules/${file}`, { type: types['.js']!, body: gzipSync(body) });
  }
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = served.get(pathname);
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'public, max-age=0, must-revalidate' });
      res.end(file.body);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : null;
      fetch(new URL(req.url ?? '/', platformUrl), { method: req.method ?? 'GET', body, headers: { accept: req.headers.accept ?? '*/*' } })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Whether a page loads a script file (an island, a form): those are measured elsewhere. */
const loadsScriptFile = (html: string) => /<script\b[^>]*\bsrc=/.test(html) || html.includes('<astro-island');

/** Our pages' HTML as the platform serves it, for those routes that load no script file. */
async function pagesWithoutScript(platformUrl: string, routes: readonly string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const route of routes) {
    const answer = await fetch(new URL(route, platformUrl));
    const html = await answer.text();
    if (answer.ok && !loadsScriptFile(html)) pages.set(route, html);
  }
  return pages;
}

async function measureOnce(port: number, url: string, route: string): Promise<RenderingCost> {
  const runnerResult = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories: scores, audits } = runnerResult.lhr;
  const items =
    (audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  const mainThread = Object.fromEntries(
    categories.map((category) => [category, items.filter((item) => item.group === category).reduce((sum, item) => sum + item.duration, 0)]),
  ) as Record<Category, number>;
  return {
    route,
    performance: Math.round((scores.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    mainThread,
  };
}

function medianCost(route: string, runs: RenderingCost[]): RenderingCost {
  const of = (pick: (run: RenderingCost) => number) => median(runs.map(pick));
  return {
    route,
    performance: Math.round(of((run) => run.performance)),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    mainThread: Object.fromEntries(categories.map((category) => [category, of((run) => run.mainThread[category])])) as Record<
      Category,
      number
    >,
  };
}

/**
 * The peer first, then our pages, RUNS rounds; the peer is measured again
 * after every few pages. Each figure is the median of a route's runs.
 */
export async function measureRenderingCost(platformUrl: string, routes: readonly string[], runs = RUNS): Promise<RenderingCost[]> {
  const pages = await pagesWithoutScript(platformUrl, routes);
  const server = await serve(pages, platformUrl);
  const base = `http://localhost:${String((server.address() as AddressInfo).port)}`;
  const ours = [...pages.keys()];
  const order = [peerRoute, ...ours.flatMap((route, index) => (index > 0 && index % peerEvery === 0 ? [peerRoute, route] : [route]))];
  const measured = new Map<string, RenderingCost[]>([
    [peerRoute, []],
    ...[...pages.keys()].map((route) => [route, []] as [string, RenderingCost[]]),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    for (let run = 0; run < runs; run++)
      for (const route of order) measured.get(route)!.push(await measureOnce(chrome.port, new URL(route, base).href, route));
  } finally {
    chrome.kill();
    server.close();
  }
  return [...measured].map(([route, results]) => medianCost(route, results));
}
