import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '#tests/fixtures/chromium.ts';

// Lighthouse with its default mobile preset (simulated slow 4G, mid-range
// phone CPU), in Debian's Chromium, offline. Each route is measured RUNS times
// and each figure reported is the median of its runs: on these shared machines
// one run in ten or so has a CPU stall (TBT over 100 ms, LCP near 1 s, or a
// run that fails), which a single run would report as the page's speed.

export interface LighthouseResult {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs per route; the median of each figure is reported. */
export const RUNS = 3;

/** The median of the numbers a run produced (a failed run's NaN is left out). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianResult(route: string, runs: LighthouseResult[]): LighthouseResult {
  const of = (pick: (result: LighthouseResult) => number) => median(runs.map(pick));
  // A failed run scores 0 with no metrics: its scores are left out with its NaNs.
  const measured = runs.filter((run) => Number.isFinite(run.lcpMs));
  const scoreOf = (pick: (result: LighthouseResult) => number) => Math.round(median(measured.map(pick)));
  return {
    route,
    performance: scoreOf((run) => run.performance),
    accessibility: scoreOf((run) => run.accessibility),
    bestPractices: scoreOf((run) => run.bestPractices),
    seo: scoreOf((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  };
}

/**
 * `localStorage`, when given, is stored for the site's origin before the runs
 * (a signed-in admin's session), from a page that loads nothing else, and kept:
 * the profile's cache is cleared by hand instead, so every run is still cold.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly string[],
  localStorage?: Record<string, string>,
  runs = RUNS,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const measured = routes.map(() => [] as LighthouseResult[]);
  try {
    // Run by run rather than route by route: a spell of load on the machine
    // then falls on every route alike, so routes compared in one call stay comparable.
    for (let run = 0; run < runs; run++)
      for (const [index, route] of routes.entries()) measured[index]!.push(await measureOnce(chrome.port, baseUrl, route, localStorage));
  } finally {
    chrome.kill();
  }
  return routes.map((route, index) => medianResult(route, measured[index]!));
}

async function measureOnce(port: number, baseUrl: string, route: string, localStorage?: Record<string, string>): Promise<LighthouseResult> {
  if (localStorage) await storeForOrigin(port, new URL('/robots.txt', baseUrl).href, localStorage);
  const runnerResult = await lighthouse(new URL(route, baseUrl).href, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: localStorage !== undefined,
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits } = runnerResult.lhr;
  return {
    route,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** Clears the browser's cache and writes the items into the origin's localStorage. */
async function storeForOrigin(port: number, url: string, items: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.goto(url);
    await page.evaluate((entries: [string, string][]) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
