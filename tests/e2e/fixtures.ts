import { test as base, expect } from '@playwright/test';
import { AdminApi, apiLogin } from '#tests/fixtures/admin-api.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';
import { warmUp } from './warm-up.ts';

// Each Playwright worker runs its own local platform (seeded with the demo
// content) and its own FormSubmit stub; pages use it as their baseURL.
//
// Every worker-scoped fixture of the suite is declared here, and nowhere else:
// Playwright gives a worker only tests whose worker fixtures are the same, so
// one more of them in a spec's own `test` would stop the worker and start
// another (a platform, its warm-up and a browser) each time the run moves
// between the kinds. Spec files add test-scoped fixtures only.

interface WorkerFixtures {
  formsubmit: FormSubmitStub;
  platform: RunningPlatform;
  warm: undefined;
  /** The e2e admin's session on a platform, signed in once per worker and platform. */
  workerSession: (baseURL: string) => Promise<string>;
  /** The e2e admin, through the API, on the worker's platform: for public tests that change data. */
  admin: AdminApi;
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
  warm: [
    async ({ platform }, use) => {
      await warmUp(platform.url);
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  workerSession: [
    async ({ playwright }, use) => {
      // Keyed by platform: a block with a platform of its own signs in there.
      const tokens = new Map<string, Promise<string>>();
      const contexts: { dispose: () => Promise<void> }[] = [];
      await use((baseURL) => {
        let token = tokens.get(baseURL);
        if (!token) {
          token = playwright.request.newContext({ baseURL }).then((request) => {
            contexts.push(request);
            return apiLogin(request);
          });
          tokens.set(baseURL, token);
        }
        return token;
      });
      await Promise.all(contexts.map((context) => context.dispose()));
    },
    { scope: 'worker' },
  ],
  admin: [
    async ({ playwright, platform, workerSession }, use) => {
      const request = await playwright.request.newContext({ baseURL: platform.url });
      await use(new AdminApi(request, await workerSession(platform.url)));
      await request.dispose();
    },
    { scope: 'worker' },
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
