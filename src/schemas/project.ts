import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { mediaRefSchema } from '#src/schemas/media.ts';
import { displayOrder, flag, id, optionalText, optionalUrl, requiredText, textList, timestamps } from '#src/schemas/common.ts';

// The "old" simple project kind, managed at /admin/projects.

export const projectCategories = ['Automation', 'Control Systems', 'Software Development', 'Engineering'] as const;

export const projectInputSchema = z.object({
  title: requiredText('title'),
  client: requiredText('client'),
  description: requiredText('description', 5000, 'multi'),
  category: z.enum(projectCategories, { error: zodMessage('one_of', { field: 'category', values: projectCategories.join(', ') }) }),
  image_url: optionalUrl('image_url'),
  duration: optionalText('duration', 100),
  location: optionalText('location'),
  technologies: textList('technologies'),
  outcomes: textList('outcomes'),
  display_order: displayOrder,
  is_published: flag('published', true),
});

/** As stored. */
export const projectRecordSchema = z.extend(projectInputSchema, { id, ...timestamps });

/** As read: its image, when a library photo, resolved (size, alt texts, focal point). */
export const projectSchema = z.extend(projectRecordSchema, { media: z._default(z.array(mediaRefSchema), []) });

export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectRecord = z.infer<typeof projectRecordSchema>;
export type Project = z.infer<typeof projectSchema>;
