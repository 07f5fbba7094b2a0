import { z } from '#src/schemas/zod-mini.ts';

// What the 404 page reports about the address it was shown for (POST /api/not-found).

export const notFoundReportSchema = z.object({
  path: z
    .string({ error: 'Path is required' })
    .check(
      z.minLength(1, 'Path is required'),
      z.maxLength(2048, 'Path must be at most 2048 characters'),
      z.regex(/^\//, 'Path must start with /'),
    ),
  /** The page that linked here: its path when on this site, else only its origin. */
  referrer: z.optional(z.string({ error: 'Referrer must be text' }).check(z.maxLength(2048, 'Referrer must be at most 2048 characters'))),
});
