import { translatableProjectFields, type TranslatableProjectField } from '#src/schemas/project-fields.ts';

// Which texts of an item still lack their French version: a field
// with English text and no French one. An empty English field needs no
// translation. The admin lists and filters on it; the French pages fall back
// to English for exactly these fields.

type Text = string | readonly string[] | undefined;
type Texts<F extends string> = Partial<Record<F, Text>>;

const hasText = (value: Text) => (typeof value === 'string' ? value.trim() !== '' : (value ?? []).some((entry) => entry.trim() !== ''));

function untranslated<F extends string>(item: Texts<F> & { fr?: Texts<F> | undefined }, fields: readonly F[]): F[] {
  return fields.filter((field) => hasText(item[field]) && !hasText(item.fr?.[field]));
}

/** A project's texts that lack French. */
export const untranslatedFields = (project: Texts<TranslatableProjectField> & { fr?: Texts<TranslatableProjectField> | undefined }) =>
  untranslated(project, translatableProjectFields);

/** A category's, sector's or technology's texts that lack French: its name, and a technology's description. */
export const untranslatedTaxonomyFields = (item: Texts<'name' | 'description'> & { fr?: Texts<'name' | 'description'> | undefined }) =>
  untranslated(item, ['name', 'description'] as const);
