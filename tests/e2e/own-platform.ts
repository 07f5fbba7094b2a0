import { startPlatformProcess, type PlatformProcessOptions, type RunningPlatform } from '#tests/fixtures/platform.ts';
import type { test as base } from './fixtures.ts';
import { warmUp } from './warm-up.ts';

// Gives the tests of one file (or one describe block) a platform of their own,
// so they can change settings and content, or start from an empty store,
// without touching the platform the other files of the worker share. It starts
// with the first test that needs it (Playwright resolves baseURL before any
// beforeAll hook runs) and stops after the block's last test.

export function useOwnPlatform(test: typeof base, options: PlatformProcessOptions = {}): { dataDir: () => Promise<string> } {
  // One worker runs the block's tests in order, so the platform starts once.
  test.describe.configure({ mode: 'default' });
  let platform: Promise<RunningPlatform> | undefined;
  test.use({
    baseURL: [
      async ({ formsubmit }, use) => {
        // Enquiries relay to the worker's FormSubmit stub, as on the shared platform.
        const env = { FORMSUBMIT_URL: formsubmit.url, ...options.env };
        platform ??= startPlatformProcess({ ...options, env }).then(async (started) => {
          // The first call of each function on a fresh platform sets it up and can take seconds under load;
          // it is paid here, once, rather than inside a test's expectations.
          await warmUp(started.url);
          return started;
        });
        await use((await platform).url);
      },
      { scope: 'test', timeout: 180_000 },
    ],
  });
  test.afterAll(async () => {
    await (await platform)?.stop();
    platform = undefined;
  });
  return {
    /** The platform's data directory, for a test that must leave the store as a fault would (once a test has started it). */
    dataDir: async () => {
      if (!platform) throw new Error('The platform starts with the block’s first test');
      return (await platform).dataDir;
    },
  };
}
