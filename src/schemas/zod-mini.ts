import { config } from 'zod/mini';

// The schemas the public islands load are written with zod/mini: the same
// parsers as zod's full build (one shared core, identical results and
// messages), without the methods that keep the whole library in a bundle
// (8 KB gzipped instead of 25). The admin and the functions compose them with
// the full build freely. Like ./zod.ts, the eval probe is off in the browser,
// whose pages forbid 'unsafe-eval'; the setting is shared by both builds, so
// whichever module loads first applies it.
config({ jitless: typeof document !== 'undefined' });

// Re-exported name by name and imported as a namespace (`import * as z from
// '#src/schemas/zod-mini.ts'`), so a bundler keeps only the parts a module
// uses: re-exporting zod's own `z` object kept all of zod/mini, its locales
// included, in every function (412 KB of each bundle, ADR 0082).
export * from 'zod/mini';
