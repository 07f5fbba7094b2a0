import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';

// Bytes each page really loads in Chromium, by kind, raw and gzipped: the
// document, stylesheets, scripts (island chunks included, after scrolling so
// client:visible islands hydrate) and everything else.

export interface PageWeight {
  route: string;
  html: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  js: { raw: number; gzip: number; files: number };
  other: { raw: number };
}

/** `localStorage`, when given, is the origin's storage in every page's fresh context (a signed-in admin). */
export async function measureWeights(
  baseUrl: string,
  routes: readonly string[],
  localStorage?: Record<string, string>,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const results: PageWeight[] = [];
  try {
    for (const route of routes) {
      const storageState = localStorage
        ? {
            cookies: [],
            origins: [
              { origin: new URL(baseUrl).origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) },
            ],
          }
        : undefined;
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ...(storageState ? { storageState } : {}) });
      const page = await context.newPage();
      const weight: PageWeight = {
        route,
        html: { raw: 0, gzip: 0 },
        css: { raw: 0, gzip: 0 },
        js: { raw: 0, gzip: 0, files: 0 },
        other: { raw: 0 },
      };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        pending.push(
          (async () => {
            const type = response.request().resourceType();
            let body: Buffer;
            try {
              body = await response.body();
            } catch {
              return;
            }
            const gzip = gzipSync(body).length;
            if (type === 'document') weight.html = { raw: weight.html.raw + body.length, gzip: weight.html.gzip + gzip };
            else if (type === 'stylesheet') weight.css = { raw: weight.css.raw + body.length, gzip: weight.css.gzip + gzip };
            else if (type === 'script')
              weight.js = { raw: weight.js.raw + body.length, gzip: weight.js.gzip + gzip, files: weight.js.files + 1 };
            else weight.other.raw += body.length;
          })(),
        );
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      // Inline <style> and <script> are part of the document bytes already.
      results.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
