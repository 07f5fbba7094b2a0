import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { pageIds } from '#src/site/pages.ts';

// Who else has an item open in the admin (ADR 0045): each edit screen says it
// is open every 20 seconds and reads who else did within the last 45. No lock:
// it only lets people know before their saves meet.

export const PRESENCE = { heartbeatSeconds: 20, freshSeconds: 45 } as const;

const presenceKinds = [
  'projects',
  'projects-enhanced',
  'clients',
  'categories',
  'sectors',
  'technologies',
  'credentials',
  'settings',
] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `<collection>/<id>`: the item an edit screen has open. A page's id is its
 * path and may have a slash (`pages/services/engineering`), so pages are
 * named by the site's own list rather than a pattern.
 */
const presenceItem = z
  .string({ error: zodMessage('not_text', { field: 'item_id' }) })
  .check(
    z.regex(
      new RegExp(`^(?:(?:${presenceKinds.join('|')})/[A-Za-z0-9-]{1,64}|pages/(?:${pageIds.map(escaped).join('|')}))$`),
      zodMessage('not_valid', { field: 'item_id' }),
    ),
  );

export const presenceInputSchema = z.object({ item: presenceItem });
export const presenceQuerySchema = z.object({ item: presenceItem });

export const presenceSchema = z.object({
  /** The other members of staff with the item open, the one seen last first (never the caller). */
  others: z.array(z.object({ username: z.string(), seen_at: z.iso.datetime() })),
});
export type Presence = z.infer<typeof presenceSchema>;
