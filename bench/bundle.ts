import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withTemporaryBuild } from './lib/temporary-build.ts';

// What each browser chunk is made of (speed issue: "the bundle report names
// each chunk's top modules"): the site is built into a temporary directory
// with a plugin that reads the bundler's per-module rendered lengths; modules
// are grouped by npm package (or by file for our own code), and each chunk
// lists its largest groups with their share of the chunk before minification.

const root = path.resolve(import.meta.dirname, '..');

export interface ChunkReport {
  file: string;
  gzipBytes: number;
  top: { name: string; share: number }[];
  /** Made only of the islands' framework: React, React DOM, its scheduler, Astro's React renderer, the bundler's runtime. */
  framework: boolean;
}

// What every island page loads whatever its island does (speed issue: "islands
// at most 65 KB per page"): the floor no island code can go under.
const FRAMEWORK = new Set(['react', 'react-dom', 'scheduler', '@astrojs/react', 'rolldown']);

/** The gzipped bytes of the chunks made only of the framework. */
export const frameworkFloor = (chunks: ChunkReport[]) =>
  chunks.filter((chunk) => chunk.framework).reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

interface RenderedChunk {
  type: 'chunk';
  modules: Record<string, { renderedLength: number }>;
}

/** node_modules/@scope/pkg/… → @scope/pkg; our files by their path in the repository. */
function groupOf(id: string): string {
  if (id.startsWith('\0rolldown/runtime')) return 'rolldown';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  return path.relative(root, id.replace(/^\0/, '')).replace(/\?.*$/, '');
}

export async function measureBundle(): Promise<ChunkReport[]> {
  const modulesByFile = new Map<string, Record<string, { renderedLength: number }>>();
  const plugin = {
    name: 'bench-bundle-report',
    // Astro also builds the server with this plugin; only the browser's chunks are measured.
    generateBundle(this: { environment?: { name: string } }, _options: unknown, bundle: Record<string, { type: string }>) {
      if (this.environment && this.environment.name !== 'client') return;
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && file.startsWith('_astro/')) modulesByFile.set(file, (output as RenderedChunk).modules);
      }
    },
  };
  return withTemporaryBuild('bundle', { vite: { plugins: [plugin] } }, async (outDir) => {
    const reports: ChunkReport[] = [];
    for (const [file, modules] of modulesByFile) {
      // Astro deletes the chunks no page or script ends up loading (an entry of the admin's
      // server-only modules, say) after the bundler reported them.
      const bytes = await readFile(path.join(outDir, file)).catch(() => undefined);
      if (!bytes) continue;
      const gzipBytes = gzipSync(bytes).length;
      const groups = new Map<string, number>();
      for (const [id, { renderedLength }] of Object.entries(modules)) {
        const group = groupOf(id);
        groups.set(group, (groups.get(group) ?? 0) + renderedLength);
      }
      const total = [...groups.values()].reduce((sum, length) => sum + length, 0) || 1;
      const top = [...groups.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, length]) => ({ name, share: length / total }));
      reports.push({ file, gzipBytes, top, framework: [...groups.keys()].every((group) => FRAMEWORK.has(group)) });
    }
    return reports.sort((a, b) => b.gzipBytes - a.gzipBytes);
  });
}
