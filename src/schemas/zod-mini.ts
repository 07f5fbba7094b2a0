import * as z from 'zod/mini';

// The schemas the public islands load are written with zod/mini: the same
// parsers as zod's full build (one shared core, identical results and
// messages), without the methods that keep the whole library in a bundle
// (8 KB gzipped instead of 25). The admin and the functions compose them with
// the full build freely. Like ./zod.ts, the eval probe is off in the browser,
// whose pages forbid 'unsafe-eval'; the setting is shared by both builds, so
// whichever module loads first applies it.
z.config({ jitless: typeof document !== 'undefined' });

export { z };
