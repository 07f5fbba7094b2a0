import { test as base, expect } from '@playwright/test';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// Each Playwright worker runs its own local platform (seeded with the demo
// content) and its own FormSubmit stub; pages use it as their baseURL.

interface WorkerFixtures {
  formsubmit: FormSubmitStub;
  platform: RunningPlatform;
}

interface TestFixtures {
  /** The address of the platform the test runs against (its baseURL, which is always set). */
  siteUrl: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  formsubmit: [
    async ({}, use) => {
      const stub = await startFormSubmitStub();
      await use(stub);
      await stub.stop();
    },
    { scope: 'worker' },
  ],
  platform: [
    async ({ formsubmit }, use) => {
      const platform = await startPlatformProcess({ env: { FORMSUBMIT_URL: formsubmit.url } });
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ platform }, use) => {
    await use(platform.url);
  },
  siteUrl: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('The test has no baseURL');
    await use(baseURL);
  },
});

export { expect };
