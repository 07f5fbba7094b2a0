import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Each API test file has its own file-backed Blobs store
// (tests/fixtures/blobs.ts), so a worker may run one file after another
// without a fresh module graph: the API files reuse their workers (81 s for
// the suite against 113 s with a new graph per file, 2 cores). The unit files
// keep one graph each: some read a module's first import (the page schemas
// built on first use) and react-router's CommonJS entry cannot be linked twice.
export default defineConfig({
  test: {
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
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], isolate: false } },
    ],
  },
});
