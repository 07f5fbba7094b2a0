import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { sectorContentSchema, serviceContentSchema } from '#src/schemas/page-content.ts';

// The prose of the sector and service pages, one YAML file per page named by
// its slug. Which pages exist, their order and their titles come from the
// navigation (src/site/navigation.ts); src/content/in-navigation-order.ts
// fails the build when a file is missing or has no page. The French prose is
// the same files under src/content/fr/, checked the same way: a page without
// its French file fails the build.
export const collections = {
  sectors: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/sectors' }),
    schema: sectorContentSchema,
  }),
  services: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/services' }),
    schema: serviceContentSchema,
  }),
  sectorsFr: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/fr/sectors' }),
    schema: sectorContentSchema,
  }),
  servicesFr: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/fr/services' }),
    schema: serviceContentSchema,
  }),
};
