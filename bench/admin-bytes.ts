import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { adminSession, signedInState } from './lib/admin-session.ts';

// The JavaScript the admin loads before its first screen is usable (issue 33:
// at most 125 KB gzipped on the dashboard, each other screen's code loaded with
// its route). Chromium opens a screen signed in, with an empty cache, and every
// script that has arrived when the screen shows its content is sized gzipped,
// per file: the modules the page names, the island and the route's own chunks.
// Bytes are deterministic for a build; nothing here is timed.

export interface AdminScript {
  file: string;
  gzipBytes: number;
}

export interface AdminScreenBytes {
  screen: string;
  scripts: AdminScript[];
}

interface Screen {
  name: string;
  path: string;
  language: 'en' | 'fr';
  /** Waits until the screen shows its content. */
  ready: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    name: '/admin/dashboard (English)',
    path: '/admin/dashboard',
    language: 'en',
    ready: (page) => page.getByRole('list', { name: 'Content counts' }).waitFor(),
  },
  {
    name: '/admin/dashboard (French)',
    path: '/admin/dashboard',
    language: 'fr',
    ready: (page) => page.getByRole('list', { name: 'Volumes de contenu' }).waitFor(),
  },
  {
    name: '/admin/projects-enhanced (English)',
    path: '/admin/projects-enhanced',
    language: 'en',
    ready: (page) => page.getByText(/^Showing 1–\d+ of \d+/).waitFor(),
  },
];

export async function measureAdminBytes(): Promise<AdminScreenBytes[]> {
  const platform = await startPlatformProcess({ seed: 'demo' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const session = await adminSession(platform.url);
    const measured: AdminScreenBytes[] = [];
    for (const screen of screens) {
      const state = signedInState(platform.url, session);
      state.origins[0]?.localStorage.push({ name: 'admin_language', value: screen.language });
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState: state });
      const page = await context.newPage();
      const arrived = new Map<string, Promise<number>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname.replace(/^\/_astro\//, '');
        arrived.set(
          file,
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(new URL(screen.path, platform.url).href);
      await screen.ready(page);
      // What has arrived by the time the screen is usable; anything later is not the first screen's.
      const files = [...arrived.keys()];
      const scripts = await Promise.all(files.map(async (file) => ({ file, gzipBytes: await arrived.get(file)! })));
      measured.push({ screen: screen.name, scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes) });
      await context.close();
    }
    return measured;
  } finally {
    await browser.close();
    await platform.stop();
  }
}

export const totalBytes = (scripts: readonly AdminScript[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

/**
 * Lighthouse (mobile preset, medians of its runs) on the dashboard as an admin first sees it after signing in:
 * a stored session, an empty cache (issue 33: performance at least 98, LCP at most 1.2 s).
 */
export async function measureDashboardLighthouse(): Promise<LighthouseResult> {
  const platform = await startPlatformProcess({ seed: 'demo' });
  try {
    const { localStorage } = await adminSession(platform.url);
    const [result] = await runLighthouse(platform.url.replace('127.0.0.1', 'localhost'), ['/admin/dashboard'], localStorage);
    if (!result) throw new Error('The dashboard was not measured');
    return result;
  } finally {
    await platform.stop();
  }
}
