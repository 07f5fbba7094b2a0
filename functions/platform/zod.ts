import en from 'zod/v4/locales/en.js';
import * as z from '#src/schemas/zod-mini.ts';

// The functions' zod: zod/mini, as the browser loads it, with zod's English
// messages. Imported alone, zod's full build (its methods on every schema
// kind, its locale) costs about ten times what zod/mini with the one locale
// does, in every function's cold start (ADR 0107). zod/mini loads no
// messages of its own, so the locale is set here: a refusal by a schema of the
// functions (a stored document, the environment, a query) says what is wrong in
// English, as before. The setting is global, so the shared schemas of src/
// speak it too.
z.config(en());

export * from '#src/schemas/zod-mini.ts';
