import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestBrowser } from './tests/fixtures/chromium.ts';

// Browser tests drive a real Chromium against the real local platform, which
// each worker starts with its own data (tests/e2e/fixtures.ts). Every test
// makes the records it reads under names no other test uses, so any test may
// run on any worker in any order. Run after `npm run build` (npm run test:e2e
// does both).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // A trace snapshots the page at every action, 8% of the suite's CPU even when
    // it is thrown away; a failure keeps its screenshot, and `--trace on` records
    // one when a failure needs it.
    trace: 'off',
    // One context per worker, reset by Playwright between tests: the renderer stays warm, so an
    // admin screen's load costs a third of a cold one (docs/decisions/0038-browser-suite-in-minutes.md).
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestBrowser(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
