import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The hardening suites: security headers, HTML standards and links, faults,
// load and hostile input, run after `npm run build`. Each file starts a local
// platform of its own (its own port and data directory), so the files run
// side by side, a file per core: most of them wait on sockets as much as they
// compute.
export default defineConfig({
  test: {
    include: ['tests/hardening/**/*.test.ts'],
    environment: 'node',
    maxWorkers: availableParallelism(),
    // Functions log failures as JSON lines by design; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
