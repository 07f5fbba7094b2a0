import { z } from '#src/schemas/zod-mini.ts';
import { displayOrder, flag, id, optionalUrl, requiredText, requiredUrl, timestamps } from '#src/schemas/common.ts';

// Clients shown in the home-page logo carousel.

export const clientInputSchema = z.object({
  name: requiredText('Name', 120),
  logo_url: requiredUrl('Logo URL'),
  website: optionalUrl('Website'),
  display_order: displayOrder,
  is_active: flag('Active', true),
});

export const clientSchema = z.extend(clientInputSchema, { id, ...timestamps });

export type ClientInput = z.input<typeof clientInputSchema>;
export type Client = z.infer<typeof clientSchema>;
