import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { clientInputSchema, type Client } from '#src/schemas/client.ts';
import { credentialInputSchema, type Credential } from '#src/schemas/credential.ts';
import { demoCredentials } from '#functions/seed/demo-credentials.ts';
import { demoDocuments } from '#functions/seed/demo-documents.ts';
import { demoJobs } from '#functions/seed/demo-jobs.ts';
import { jobInputSchema, type Job } from '#src/schemas/job.ts';
import { claimJobSlug, jobSlugOf } from '#functions/careers/job-slugs.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import { projectInputSchema, type ProjectRecord } from '#src/schemas/project.ts';
import { slugAllocator } from '#functions/content/project-slugs.ts';
import { projectEnhancedInputSchema, type ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { defaultSettings, settingsSchema } from '#src/schemas/settings.ts';
import { taxonomyInputSchemas, type TaxonomyItem, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { collections, readCollection, storeItems, taxonomyCollections, type Collection } from '#functions/content/collections.ts';
import {
  demoCategories,
  demoClients,
  demoEnhancedProjects,
  demoProjects,
  demoSectors,
  demoTechnologies,
} from '#functions/seed/demo-content.ts';
import { saveUpload } from '#functions/uploads/saved-upload.ts';
import { demoLogos, logoSvg, type DemoLogo } from '#functions/seed/demo-logos.ts';
import { listDemoPhotos } from '#functions/seed/demo-photos.ts';
import { SETTINGS_KEY } from '#functions/content/settings.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Demo content for a fresh local data directory (SEED=demo), written once: a
// marker document records it, and a store that already holds content is
// never seeded, so nothing anyone saved is ever overwritten. The local platform
// calls this (functions/seed/bootstrap.ts); a deployed site starts empty, until its
// owner runs `npm run seed -- --site <id>` on purpose (scripts/seed.ts).

const SEED_MARKER_KEY = 'seed/demo';
const markerSchema = z.nullable(z.object({ seeded_at: z.iso.datetime(), seeded: z.boolean() }));

export type SeedOutcome = 'seeded' | 'already-seeded' | 'store-not-empty';

async function storeHasContent(): Promise<boolean> {
  const documents = await Promise.all(Object.values(collections).map((source) => readCollection(source as Collection<z.core.$ZodType>)));
  return documents.some((document) => document.items.length > 0);
}

async function markSeeded(seeded: boolean): Promise<void> {
  await updateDocument(
    SEED_MARKER_KEY,
    markerSchema,
    () => null,
    () => ({
      value: { seeded_at: new Date().toISOString(), seeded },
      result: undefined,
    }),
  );
}

/** Stores the SVG logos as uploads (as the upload endpoint would) and returns their public paths. */
async function uploadLogos(): Promise<Record<DemoLogo, string>> {
  const entries = await Promise.all(
    (Object.keys(demoLogos) as DemoLogo[]).map(async (logo) => {
      const bytes = new TextEncoder().encode(logoSvg(demoLogos[logo]));
      return [logo, await saveUpload(bytes, 'image/svg+xml')] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoLogo, string>;
}

/** Fills a collection only while it is empty. */
async function fillIfEmpty<T extends { id: string }>(source: Collection<z.core.$ZodType<T>>, items: T[]): Promise<void> {
  if ((await readCollection(source)).items.length === 0) await storeItems(source, items);
}

function taxonomyItems(type: TaxonomyType, seeds: readonly { name: string; slug: string }[]): TaxonomyItem[] {
  return seeds.map((seed, index) => ({ ...taxonomyInputSchemas[type].parse({ ...seed, display_order: index + 1 }), id: randomUUID() }));
}

export async function seedDemoContent(): Promise<SeedOutcome> {
  if (await readDocument(SEED_MARKER_KEY, markerSchema, () => null)) return 'already-seeded';
  if (await storeHasContent()) {
    await markSeeded(false);
    return 'store-not-empty';
  }

  const logos = await uploadLogos();
  const photos = await listDemoPhotos();
  const taxonomies = {
    categories: taxonomyItems('categories', demoCategories),
    sectors: taxonomyItems('sectors', demoSectors),
    technologies: taxonomyItems('technologies', demoTechnologies),
  };
  const idOf = (type: TaxonomyType, slug: string): string => {
    const found = taxonomies[type].find((item) => item.slug === slug);
    if (!found) throw new Error(`Demo content refers to an unknown ${type} slug: ${slug}`);
    return found.id;
  };

  const nextSlug = slugAllocator();
  const enhanced: ProjectEnhancedRecord[] = demoEnhancedProjects.map(({ logo, photo, gallery, relations, created_at, ...fields }) => ({
    ...projectEnhancedInputSchema.parse({
      ...fields,
      logo_url: logos[logo],
      featured_image: photos[photo],
      gallery: gallery.map(({ photo: name, ...captions }) => ({ url: photos[name], ...captions })),
      category_ids: relations.categories.map((slug) => idOf('categories', slug)),
      sector_ids: relations.sectors.map((slug) => idOf('sectors', slug)),
      technology_ids: relations.technologies.map((slug) => idOf('technologies', slug)),
    }),
    id: randomUUID(),
    slug: nextSlug(fields.title),
    previous_slugs: [],
    created_at,
    updated_at: created_at,
  }));
  const projects: ProjectRecord[] = demoProjects.map(({ created_at, ...fields }) => ({
    ...projectInputSchema.parse(fields),
    id: randomUUID(),
    created_at,
    updated_at: created_at,
  }));
  const seededAt = new Date().toISOString();
  const clients: Client[] = demoClients.map(({ logo, ...fields }) => ({
    ...clientInputSchema.parse({ ...fields, logo_url: logos[logo] }),
    id: randomUUID(),
    created_at: seededAt,
    updated_at: seededAt,
  }));

  // Documents first: the credentials link to their certificates by id.
  if ((await readCollection(collections.documents)).items.length === 0)
    await storeItems(collections.documents, await demoDocuments(seededAt));
  const documentIds = new Map((await readCollection(collections.documents)).items.map((document) => [document.slug, document.id]));
  const credentials: Credential[] = demoCredentials.map(({ certificate, ...fields }) => ({
    ...credentialInputSchema.parse({ ...fields, document_id: certificate ? (documentIds.get(certificate) ?? null) : null }),
    id: randomUUID(),
    created_at: seededAt,
    updated_at: seededAt,
  }));

  // Open from the seed's day in Paris, as the careers pages count days (ADR 0070).
  const jobs: Job[] = demoJobs(parisDay(Date.parse(seededAt))).map((fields) => {
    const input = jobInputSchema.parse(fields);
    return { ...input, slug: jobSlugOf(input.slug, input.title), id: randomUUID(), created_at: seededAt, updated_at: seededAt };
  });

  for (const type of Object.keys(taxonomies) as TaxonomyType[]) {
    await fillIfEmpty(taxonomyCollections[type] as unknown as Collection<z.core.$ZodType<TaxonomyItem>>, taxonomies[type]);
  }
  await fillIfEmpty(collections.projectsEnhanced, enhanced);
  await fillIfEmpty(collections.projects, projects);
  await fillIfEmpty(collections.clients, clients);
  await fillIfEmpty(collections.credentials, credentials);
  if ((await readCollection(collections.jobs)).items.length === 0) {
    // Each address claimed as the API claims it, so a later offer cannot take it.
    for (const job of jobs) await claimJobSlug(job.slug, job.id);
    await storeItems(collections.jobs, jobs);
  }
  await updateDocument(
    SETTINGS_KEY,
    z.nullable(settingsSchema),
    () => null,
    (current) => ({
      value: current ? undefined : { ...defaultSettings },
      result: undefined,
    }),
  );
  await markSeeded(true);
  return 'seeded';
}
