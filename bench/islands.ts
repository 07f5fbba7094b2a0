import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';
import { frameworkFiles } from '#tests/fixtures/island-scripts.ts';

// The island code each page loads above the framework floor (speed issue,
// round three: "at most 12 KB gzipped per page; the floor itself reported;
// everything served with brotli locally as on Netlify"). Chromium loads the
// page from the running platform and scrolls it so client:visible islands
// hydrate and their lazy chunks load; every script is sized gzipped and
// brotli-compressed, and the encoding the server really used is noted. The
// floor is Astro's React renderer with everything it imports statically (the
// framework chunk, the bundler's runtime), read from the built files.

export interface IslandScript {
  file: string;
  gzipBytes: number;
  brotliBytes: number;
  /** The Content-Encoding the local platform answered with ('' when none). */
  servedAs: string;
}

export interface IslandPage {
  route: string;
  floor: IslandScript[];
  above: IslandScript[];
  /** What the page loads later, when a visitor first reaches what needs more code (the form's fields, the list's filters). */
  later: IslandScript[];
}

/**
 * Where a visitor first reaches code an island loads on first use, by route
 * (either language): the contact form's checks on a field's first focus
 * (ADR 0081), the portfolio list's page reader on the filters' (ADR 0089).
 */
const firstUse: Record<string, string> = {
  '/contact': '.contact-form input:not([type="hidden"])',
  '/projects-enhanced': '.project-filters select',
};

export async function measureIslands(baseUrl: string, routes: readonly string[]): Promise<IslandPage[]> {
  const floorFiles = frameworkFiles();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const pages: IslandPage[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const scripts: IslandScript[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          (async () => {
            // A response still arriving as the context closes is not the page's.
            const [body, headers] = await Promise.all([response.body(), response.allHeaders()]).catch(() => [undefined, {}] as const);
            if (!body) return;
            scripts.push({
              file: new URL(response.url()).pathname.replace(/^\/_astro\//, ''),
              gzipBytes: gzipSync(body).length,
              brotliBytes: brotliCompressSync(body).length,
              servedAs: (headers as Record<string, string>)['content-encoding'] ?? '',
            });
          })(),
        );
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const atLoad = scripts.splice(0);
      const reach = firstUse[route.replace(/^\/fr(?=\/|$)/, '') || '/'];
      if (reach) {
        // The code comes as one script or a few at once: the first, then whatever is still on its way.
        const loaded = page.waitForResponse((response) => response.request().resourceType() === 'script', { timeout: 10_000 });
        await page.locator(reach).first().focus();
        await loaded;
        await page.waitForLoadState('networkidle');
        await Promise.all(pending);
      }
      const bySize = (a: IslandScript, b: IslandScript) => b.gzipBytes - a.gzipBytes;
      pages.push({
        route,
        floor: atLoad.filter((script) => floorFiles.has(script.file)).sort(bySize),
        above: atLoad.filter((script) => !floorFiles.has(script.file)).sort(bySize),
        later: scripts.filter((script) => !floorFiles.has(script.file)).sort(bySize),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

export const totalOf = (scripts: readonly IslandScript[], key: 'gzipBytes' | 'brotliBytes') =>
  scripts.reduce((sum, script) => sum + script[key], 0);
