import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '#tests/fixtures/chromium.ts';

// Lighthouse with its default mobile preset (simulated slow 4G, mid-range
// phone CPU), one run per route, in Debian's Chromium, offline.

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

/**
 * `localStorage`, when given, is stored for the site's origin before the runs
 * (a signed-in admin's session), from a page that loads nothing else, and kept:
 * the profile's cache is cleared by hand instead, so every run is still cold.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly string[],
  localStorage?: Record<string, string>,
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
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      if (localStorage) await storeForOrigin(chrome.port, new URL('/robots.txt', baseUrl).href, localStorage);
      const runnerResult = await lighthouse(new URL(route, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: localStorage !== undefined,
      });
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = runnerResult.lhr;
      results.push({
        route,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
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
