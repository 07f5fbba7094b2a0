import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';

// What the 404 page reports about the address it was shown for (POST /api/not-found).

export const notFoundReportSchema = z.object({
  path: z
    .string({ error: zodMessage('required', { field: 'path' }) })
    .check(
      z.minLength(1, zodMessage('required', { field: 'path' })),
      z.maxLength(2048, zodMessage('max_length', { field: 'path', max: 2048 })),
      z.regex(/^\//, zodMessage('not_absolute_path', { field: 'path' })),
    ),
  /** The page that linked here: its path when on this site, else only its origin. */
  referrer: z.optional(
    z
      .string({ error: zodMessage('not_text', { field: 'referrer' }) })
      .check(z.maxLength(2048, zodMessage('max_length', { field: 'referrer', max: 2048 }))),
  ),
});
