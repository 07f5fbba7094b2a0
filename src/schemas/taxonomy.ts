import { z } from '#src/schemas/zod-mini.ts';
import { id, optionalText, requiredText, slug } from '#src/schemas/common.ts';

// Categories, sectors and technologies: the taxonomies attached to enhanced projects.

export const taxonomyTypes = ['categories', 'sectors', 'technologies'] as const;
export type TaxonomyType = (typeof taxonomyTypes)[number];

export const taxonomyTypeSchema = z.enum(taxonomyTypes, {
  error: `type must be one of: ${taxonomyTypes.join(', ')}`,
});

/** Singular labels, as used in messages such as 'Failed to save category'. */
export const taxonomyLabels: Record<TaxonomyType, { singular: string; plural: string; title: string }> = {
  categories: { singular: 'category', plural: 'categories', title: 'Categories' },
  sectors: { singular: 'sector', plural: 'sectors', title: 'Sectors' },
  technologies: { singular: 'technology', plural: 'technologies', title: 'Technologies' },
};

export const technologyTypes = ['System', 'Hardware', 'Software', 'Protocol', 'Tool', 'Framework', 'Platform'] as const;

const requiredDisplayOrder = z
  .number({ error: 'Display order is required' })
  .check(
    z.int('Display order must be a whole number'),
    z.minimum(0, 'Display order must be 0 or more'),
    z.maximum(1_000_000, 'Display order is too large'),
  );

/** A taxonomy item's French name: optional; the French pages show the English one without it. */
const namedFrenchSchema = z.object({ name: optionalText('French name', 100) });

export const categoryInputSchema = z.object({
  name: requiredText('Name', 100),
  slug,
  display_order: requiredDisplayOrder,
  fr: z.prefault(namedFrenchSchema, {}),
});

const sectorInputSchema = categoryInputSchema;

export const technologyInputSchema = z.extend(categoryInputSchema, {
  vendor: optionalText('Vendor', 100),
  type: z._default(
    z.union([z.literal(''), z.enum(technologyTypes)], { error: `Type must be empty or one of: ${technologyTypes.join(', ')}` }),
    '',
  ),
  description: optionalText('Description', 1000, 'multi'),
  fr: z.prefault(z.extend(namedFrenchSchema, { description: optionalText('French description', 1000, 'multi') }), {}),
});

export const categorySchema = z.extend(categoryInputSchema, { id });
export const sectorSchema = z.extend(sectorInputSchema, { id });
export const technologySchema = z.extend(technologyInputSchema, { id });

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
