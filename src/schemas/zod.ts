import { z } from 'zod';

// zod compiles fast object parsers with `new Function` and probes for it while
// building the first object schema. Pages run under a CSP without
// 'unsafe-eval', where even the caught probe is reported as a violation, so in
// the browser zod runs without that compiler. Every schema and browser module
// imports z from here (lint enforces it), so the setting precedes any schema.
// Functions keep the compiled parsers: they have no CSP and parse every read.
z.config({ jitless: typeof document !== 'undefined' });

export { z };
