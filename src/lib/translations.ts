import { translatableProjectFields, type TranslatableProjectField } from '#src/schemas/project-enhanced.ts';

// Which of a project's texts still lack their French version (issue 15): a
// field with English text and no French one. An empty English field needs no
// translation. The admin lists and filters on it; the French pages fall back
// to English for exactly these fields.

type Texts = Partial<Record<TranslatableProjectField, string | readonly string[] | undefined>>;

const hasText = (value: string | readonly string[] | undefined) =>
  typeof value === 'string' ? value.trim() !== '' : (value ?? []).some((entry) => entry.trim() !== '');

export function untranslatedFields(project: Texts & { fr?: Texts | undefined }): TranslatableProjectField[] {
  return translatableProjectFields.filter((field) => hasText(project[field]) && !hasText(project.fr?.[field]));
}
