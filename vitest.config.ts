import { defineConfig } from 'vitest/config';

// Unit and API tests. Each test file runs in its own worker with its own
// file-backed Blobs store (tests/fixtures/blobs.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Functions log failures as JSON lines by design; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default'],
  },
});
