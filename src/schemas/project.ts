import { z } from '#src/schemas/zod-mini.ts';
import { displayOrder, flag, id, optionalText, optionalUrl, requiredText, textList, timestamps } from '#src/schemas/common.ts';

// The "old" simple project kind, managed at /admin/projects.

export const projectCategories = ['Automation', 'Control Systems', 'Software Development', 'Engineering'] as const;

export const projectInputSchema = z.object({
  title: requiredText('Title'),
  client: requiredText('Client'),
  description: requiredText('Description', 5000, 'multi'),
  category: z.enum(projectCategories, { error: `Category must be one of: ${projectCategories.join(', ')}` }),
  image_url: optionalUrl('Image URL'),
  duration: optionalText('Duration', 100),
  location: optionalText('Location'),
  technologies: textList('Technologies'),
  outcomes: textList('Outcomes'),
  display_order: displayOrder,
  is_published: flag('Published', true),
});

export const projectSchema = z.extend(projectInputSchema, { id, ...timestamps });

export type ProjectInput = z.input<typeof projectInputSchema>;
export type Project = z.infer<typeof projectSchema>;
