// @ts-nocheck
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
const platform = await startPlatformProcess({ seed: 'demo' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const route of process.argv.slice(2)) {
    const html = await (await fetch(new URL(route, platform.url))).text();
    console.log(route, 'html', html.length, 'gz', gzipSync(html).length);
    const page = await browser.newPage();
    page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 300)));
    page.on('pageerror', (e) => console.log('  pageerror', e.message));
    await page.goto(new URL(route, platform.url).href);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr], .project-list:not([data-interactive])').length === 0);
    await page.waitForTimeout(500);
    console.log('  cards', await page.locator('[data-testid=project-card]').count(), 'url', page.url());
    await page.close();
  }
} finally { await browser.close(); await platform.stop(); process.exit(0); }
