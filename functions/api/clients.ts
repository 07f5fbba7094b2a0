import { message } from '#src/schemas/messages.ts';
import { clientInputSchema } from '#src/schemas/client.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { collections } from '#functions/content/collections.ts';
import { resource } from '#functions/content/resource.ts';
import { views } from '#functions/content/views.ts';

// /api/clients: the logos of the home-page carousel (spec sections 3, 4 and 9).
// Visitors get active clients only; the admin gets hidden ones too.

export const clientsHandler = resource({
  endpoint: endpoints.clients,
  source: collections.clients,
  view: views.clients,
  input: clientInputSchema,
  notFound: message('not_found', { item: 'client' }),
  label: (client) => client.name,
  tags: { list: cacheTags.clients, item: cacheTags.client },
});
