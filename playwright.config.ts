import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/fixtures/chromium.ts';

// Browser tests drive a real Chromium against the real local platform, which
// each worker starts with its own data (tests/e2e/fixtures.ts). Run after
// `npm run build` (npm run test:e2e does both).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
