// @ts-nocheck
import { chromium } from '@playwright/test';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
const [, , ...routes] = process.argv;
const p = await startPlatformProcess({ seed: 'demo' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [375, 1280]) {
  const page = await b.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  for (const r of routes) {
    await page.goto(p.url + r);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/${r.replace(/[^a-z0-9]+/gi, '_')}-${width}.png` });
  }
  await page.close();
}
await b.close(); await p.stop();
