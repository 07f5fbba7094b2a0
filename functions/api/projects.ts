import { message } from '#src/schemas/messages.ts';
import { projectInputSchema, projectSchema } from '#src/schemas/project.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { collections } from '#functions/content/collections.ts';
import { resource } from '#functions/content/resource.ts';
import { views } from '#functions/content/views.ts';
import { assertInLibrary, mediaRefs, readMediaIndex } from '#functions/media/library.ts';
import { oldPhotoFields } from '#functions/media/usage.ts';

// /api/projects: the "old" simple projects (spec sections 3 and 7). Visitors
// get published projects only; the admin gets every project.

export const projectsHandler = resource({
  endpoint: endpoints.projects,
  source: collections.projects,
  view: views.projects,
  input: projectInputSchema,
  notFound: message('not_found', { item: 'project' }),
  label: (project) => project.title,
  tags: { list: cacheTags.projects, item: cacheTags.project },
  present: {
    schema: projectSchema,
    resolver: async () => {
      const media = await readMediaIndex();
      return {
        show: (project) => ({
          ...project,
          media: mediaRefs(
            media,
            oldPhotoFields(project).map(({ url }) => url),
          ),
        }),
        check: (project) => assertInLibrary(media, oldPhotoFields(project)),
      };
    },
  },
});
