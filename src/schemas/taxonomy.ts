import type { TaxonomyItemKind } from '#src/schemas/field-labels.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { displayOrderChecks, id, optionalText, requiredText, slug } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';

// Categories, sectors and technologies: the taxonomies attached to enhanced projects.

export const taxonomyTypes = ['categories', 'sectors', 'technologies'] as const;
export type TaxonomyType = (typeof taxonomyTypes)[number];

export const taxonomyTypeSchema = z.enum(taxonomyTypes, {
  error: zodMessage('one_of', { field: 'taxonomy_type', values: taxonomyTypes.join(', ') }),
});

/** Singular labels, as used in messages such as 'Failed to save category'. */
export const taxonomyLabels: Record<TaxonomyType, { singular: TaxonomyItemKind; plural: string; title: string }> = {
  categories: { singular: 'category', plural: 'categories', title: 'Categories' },
  sectors: { singular: 'sector', plural: 'sectors', title: 'Sectors' },
  technologies: { singular: 'technology', plural: 'technologies', title: 'Technologies' },
};

export const technologyTypes = ['System', 'Hardware', 'Software', 'Protocol', 'Tool', 'Framework', 'Platform'] as const;

const requiredDisplayOrder = z.number({ error: zodMessage('required', { field: 'display_order' }) }).check(...displayOrderChecks);

/** A taxonomy item's French name: optional; the French pages show the English one without it. */
const namedFrenchSchema = z.object({ name: optionalText('french_name', 100) });

export const categoryInputSchema = z.object({
  name: requiredText('name', 100),
  slug,
  display_order: requiredDisplayOrder,
  fr: z.prefault(namedFrenchSchema, {}),
});

const sectorInputSchema = categoryInputSchema;

export const technologyInputSchema = z.extend(categoryInputSchema, {
  vendor: optionalText('vendor', 100),
  type: z._default(
    z.union([z.literal(''), z.enum(technologyTypes)], {
      error: zodMessage('empty_or_one_of', { field: 'type', values: technologyTypes.join(', ') }),
    }),
    '',
  ),
  description: optionalText('description', 1000, 'multi'),
  fr: z.prefault(z.extend(namedFrenchSchema, { description: optionalText('french_description', 1000, 'multi') }), {}),
});

/** When the item was last saved: its version for writes based on one (items stored before have none). */
const updatedAt = z.optional(z.iso.datetime());
export const categorySchema = z.extend(categoryInputSchema, { id, updated_at: updatedAt });
export const sectorSchema = z.extend(sectorInputSchema, { id, updated_at: updatedAt });
export const technologySchema = z.extend(technologyInputSchema, { id, updated_at: updatedAt });

export type Category = z.infer<typeof categorySchema>;
export type Sector = z.infer<typeof sectorSchema>;
export type Technology = z.infer<typeof technologySchema>;
export type TaxonomyItem = Category | Sector | Technology;

export const taxonomyInputSchemas = {
  categories: categoryInputSchema,
  sectors: sectorInputSchema,
  technologies: technologyInputSchema,
} as const;

export const taxonomyItemSchemas = {
  categories: categorySchema,
  sectors: sectorSchema,
  technologies: technologySchema,
} as const;
