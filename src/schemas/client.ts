import * as z from '#src/schemas/zod-mini.ts';
import {
  displayOrder,
  flag,
  id,
  optionalText,
  optionalUrl,
  optionalWebAddress,
  requiredText,
  requiredUrl,
  timestamps,
} from '#src/schemas/common.ts';

// Clients shown in the home-page logo carousel. A client may have a French
// name, shown on the French site; most names are the same in both
// languages, so none is "missing" without it.

export const clientInputSchema = z.object({
  name: requiredText('name', 120),
  logo_url: requiredUrl('logo_url'),
  website: optionalWebAddress('website'),
  display_order: displayOrder,
  is_active: flag('active', true),
  fr: z.prefault(z.object({ name: optionalText('french_name', 120) }), {}),
});

// A website saved before it had to be another site's address (a photo's path) is read as it is and refused at its next save.
export const clientSchema = z.extend(clientInputSchema, { id, ...timestamps, website: optionalUrl('website') });

export type ClientInput = z.input<typeof clientInputSchema>;
export type Client = z.infer<typeof clientSchema>;
