import type { Plugin } from 'vite';
import { staticClosure } from '#src/integrations/static-closure.ts';

// Before a dynamic import, Vite's preload helper asks for every chunk the
// imported one needs, so they arrive together instead of one import at a time.
// The list is written into the importing chunk: for the admin's route table, 40
// screens' lists, about 1.9 KB gzipped of its first load. A chunk the importer
// itself imports statically, directly or not, is always loaded before the
// importer runs, so naming it does nothing: it is left out, and each list names
// only what the import may still need.

type Bundle = Record<string, { type: string; imports?: readonly string[] }>;

/** The browser build's preload lists without the chunks their importer has loaded already. */
export function dynamicImportPreloads(): Plugin {
  let bundle: Bundle = {};
  const loadedWith = new Map<string, Set<string>>();

  /** The chunks loaded whenever `host` runs: itself and what it imports statically, directly or through others. */
  const staticallyLoaded = (host: string): Set<string> => {
    let loaded = loadedWith.get(host);
    if (!loaded) {
      loaded = staticClosure((file) => bundle[file]?.imports, [host]);
      loadedWith.set(host, loaded);
    }
    return loaded;
  };

  return {
    name: 'dynamic-import-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Astro sets the build's modulePreload for every environment; the browser's is given here.
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              modulePreload: {
                polyfill: false,
                resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) => {
                  const loaded = staticallyLoaded(hostId);
                  return deps.filter((dep) => !loaded.has(dep));
                },
              },
            },
          }
        : undefined,
    // Before Vite's own generateBundle writes the lists, with every chunk's static imports known.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
  };
}
