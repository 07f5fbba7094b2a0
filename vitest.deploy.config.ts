import { defineConfig } from 'vitest/config';

// The deploy check: the functions bundled by Netlify's own bundler
// and run through Netlify's own bootstrap, one process per function.
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    silent: 'passed-only',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
