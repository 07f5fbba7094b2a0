import { config } from 'zod';

// zod's full build, for the schemas only the build reads (page-content.ts):
// everything a browser loads is written with zod/mini (./zod-mini.ts, ADR 0025).
// zod compiles fast object parsers with `new Function` and probes for it while
// building the first object schema. Pages run under a CSP without
// 'unsafe-eval', where even the caught probe is reported as a violation, so in
// the browser zod runs without that compiler (lint makes src/ import z from
// here or from ./zod-mini.ts, which does the same). Functions keep the compiled
// parsers: they have no CSP and parse every read.
config({ jitless: typeof document !== 'undefined' });

// Imported as a namespace (`import * as z from '#src/schemas/zod.ts'`), as
// ./zod-mini.ts is, so a bundler keeps only what is used (ADR 0082).
export * from 'zod';
