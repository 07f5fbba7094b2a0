import { z } from '#src/schemas/zod.ts';

// What the 404 page reports about the address it was shown for (POST /api/not-found).

export const notFoundReportSchema = z.object({
  path: z
    .string({ error: 'Path is required' })
    .min(1, 'Path is required')
    .max(2048, 'Path must be at most 2048 characters')
    .regex(/^\//, 'Path must start with /'),
  /** The page that linked here: its path when on this site, else only its origin. */
  referrer: z.string({ error: 'Referrer must be text' }).max(2048, 'Referrer must be at most 2048 characters').optional(),
});
