import { message } from '#src/schemas/messages.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { collections } from '#functions/content/collections.ts';
import { resource } from '#functions/content/resource.ts';
import { views } from '#functions/content/views.ts';
import { credentialInputSchema, credentialSchema } from '#src/schemas/credential.ts';
import { assertInLibrary, readMediaIndex } from '#functions/media/library.ts';
import { credentialPhotoFields } from '#functions/media/usage.ts';

// /api/credentials: certifications, clearances and partnerships. Visitors get
// the published ones valid today (Europe/Paris); staff get every one. A logo
// must be a photo the library holds.

export const credentialsHandler = resource({
  endpoint: endpoints.credentials,
  source: collections.credentials,
  view: views.credentials,
  input: credentialInputSchema,
  notFound: message('not_found', { item: 'credential' }),
  label: (credential) => credential.name,
  tags: { list: cacheTags.credentials, item: cacheTags.credential },
  present: {
    schema: credentialSchema,
    resolver: async () => {
      const media = await readMediaIndex();
      return { show: (credential) => credential, check: (credential) => assertInLibrary(media, credentialPhotoFields(credential)) };
    },
  },
});
