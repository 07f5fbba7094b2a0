import path from 'node:path';
import type { Plugin } from 'vite';

// The public islands get a module graph of their own in the browser build
// (docs/decisions/0081-islands-own-schema-graph.md). A bundler keeps one copy
// of each module and, within it, every export any importer uses; the islands
// and the admin import the same schema modules and zod, so the islands carried
// the admin's share of zod and its schemas' code. Every module an island
// reaches through our own source files or zod is resolved under an id marked
// for the islands: the same file, bundled and tree-shaken a second time for
// what the islands use. React stays shared (the framework chunk, ADR 0037).
// In that graph, the coded messages' module is src/schemas/island-coded-issues.ts:
// checks keep their codes, not their English, which no visitor reads.

const ISLANDS = `${path.sep}src${path.sep}islands${path.sep}`;
const SOURCE = `${path.sep}src${path.sep}`;
const ZOD = `${path.sep}node_modules${path.sep}zod${path.sep}`;
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const CODED_ISSUES = path.join('src', 'schemas', 'coded-issues.ts');
const ISLAND_CODED_ISSUES = path.join('src', 'schemas', 'island-coded-issues.ts');

/**
 * The query that marks a module as one island's copy: the island's name, then
 * the file's extension last, as the transforms expect.
 */
const markOf = (island: string, file: string) => `?island=${island}&lang${path.extname(file)}`;
const MARK = /\?island=([\w-]+)&lang\./;

/** The island a module is bundled for: its own file's or folder's name under src/islands/, or its importer's mark. */
function islandOf(id: string): string | undefined {
  const marked = MARK.exec(id)?.[1];
  if (marked) return marked;
  const at = id.indexOf(ISLANDS);
  if (at === -1) return undefined;
  return id
    .slice(at + ISLANDS.length)
    .split(/[\\/]/)[0]
    ?.replace(/\.[^.]+$/, '');
}

/** Whether a module imported by an island belongs in the islands' own copy. */
function ownCopy(file: string): boolean {
  if (!SCRIPT.test(file)) return false;
  if (file.includes(ZOD)) return true;
  return file.includes(SOURCE) && !file.includes(ISLANDS) && !file.includes(`${path.sep}node_modules${path.sep}`);
}

export function islandModuleGraph(): Plugin {
  return {
    name: 'island-module-graph',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || source.includes('?')) return null;
      const island = islandOf(importer);
      if (!island) return null;
      const resolved = await this.resolve(source, importer.replace(/\?.*$/, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || !ownCopy(resolved.id)) return resolved;
      const file = resolved.id.endsWith(`${path.sep}${CODED_ISSUES}`)
        ? resolved.id.slice(0, -CODED_ISSUES.length) + ISLAND_CODED_ISSUES
        : resolved.id;
      return { ...resolved, id: `${file}${markOf(island, file)}` };
    },
    // A chunk named after an island's copy of a module keeps the module's name (`provider-failure`), not its mark.
    outputOptions(options) {
      const sanitize = options.sanitizeFileName;
      return {
        ...options,
        sanitizeFileName: (name: string) => {
          const plain = name.replace(/\.[cm]?[jt]sx?\?island=[\w-]+&lang$/, '');
          if (typeof sanitize === 'function') return sanitize(plain);
          return sanitize === false ? plain : plain.replace(/[\0?*]/g, '_');
        },
      };
    },
    async load(id) {
      if (!MARK.test(id)) return null;
      const { readFile } = await import('node:fs/promises');
      return readFile(id.replace(/\?.*$/, ''), 'utf8');
    },
  };
}
