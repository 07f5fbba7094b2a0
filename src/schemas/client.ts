import * as z from '#src/schemas/zod-mini.ts';
import { displayOrder, flag, id, optionalText, optionalUrl, requiredText, requiredUrl, timestamps } from '#src/schemas/common.ts';

// Clients shown in the home-page logo carousel. A client may have a French
// name, shown on the French site; most names are the same in both
// languages, so none is "missing" without it.

export const clientInputSchema = z.object({
  name: requiredText('name', 120),
  logo_url: requiredUrl('logo_url'),
  website: optionalUrl('website'),
  display_order: displayOrder,
  is_active: flag('active', true),
  fr: z.prefault(z.object({ name: optionalText('french_name', 120) }), {}),
});

export const clientSchema = z.extend(clientInputSchema, { id, ...timestamps });

export type ClientInput = z.input<typeof clientInputSchema>;
export type Client = z.infer<typeof clientSchema>;
