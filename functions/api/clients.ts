import { message } from '#src/schemas/messages.ts';
import { clientInputSchema, clientSchema } from '#src/schemas/client.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { collections } from '#functions/content/collections.ts';
import { resource } from '#functions/content/resource.ts';
import { views } from '#functions/content/views.ts';
import { assertInLibrary, readMediaIndex } from '#functions/media/library.ts';
import { clientPhotoFields } from '#functions/media/usage.ts';

// /api/clients: the logos of the home-page carousel (spec sections 3, 4 and 9).
// Visitors get active clients only; the admin gets hidden ones too. A logo
// from the media library must be a photo it holds.

export const clientsHandler = resource({
  endpoint: endpoints.clients,
  source: collections.clients,
  view: views.clients,
  input: clientInputSchema,
  notFound: message('not_found', { item: 'client' }),
  label: (client) => client.name,
  tags: { list: cacheTags.clients, item: cacheTags.client },
  present: {
    schema: clientSchema,
    resolver: async () => {
      const media = await readMediaIndex();
      return { show: (client) => client, check: (client) => assertInLibrary(media, clientPhotoFields(client)) };
    },
  },
});
