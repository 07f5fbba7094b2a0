import { z } from 'zod';

// zod compiles fast parsers with `new Function` unless told not to, and probes
// for it while building the first object schema. The page's CSP has no
// 'unsafe-eval' (even the caught probe is reported as a violation), so this
// module must be imported before any schema module: app.tsx imports it first.
z.config({ jitless: true });
