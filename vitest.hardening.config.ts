import { defineConfig } from 'vitest/config';

// The hardening suites: security headers, HTML standards and links,
// faults, load and hostile input. They start the real local platform, so they
// run one file at a time after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/hardening/**/*.test.ts'],
    environment: 'node',
    // Functions log failures as JSON lines by design; show them only for failing tests.
    silent: 'passed-only',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
