import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type AstroInlineConfig } from 'astro';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Builds the site with `config` over astro.config.mjs into a temporary directory, hands it to `use`, then removes it. */
export async function withTemporaryBuild<T>(name: string, config: AstroInlineConfig, use: (outDir: string) => Promise<T>): Promise<T> {
  const outDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  try {
    await build({ ...config, root, outDir, logLevel: 'error' });
    return await use(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
