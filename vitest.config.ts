import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Each test file runs in its own worker with its own
// file-backed Blobs store (tests/fixtures/blobs.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // A file per core: the files wait on scrypt, sockets and the disk as much as
    // they compute, and vitest's default (cores - 1) runs them one at a time on
    // a 2-core machine (162 s against 122 s for the same files).
    maxWorkers: availableParallelism(),
    // Functions log failures as JSON lines by design; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default'],
  },
});
