import { icons, type IconName } from '#src/lib/icons.ts';
import * as z from '#src/schemas/zod.ts';

// The schemas of the site's own prose, kept as Astro content collections
// (src/content.config.ts, YAML under src/content/sectors and src/content/services).
// A file that breaks them fails the build, with the file and field named.

const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
const text = z.string().trim().min(1);

export const featureSchema = z.strictObject({ icon: z.enum(iconNames), title: text, text });

const pageFields = {
  icon: z.enum(iconNames),
  /** One sentence for the cards. */
  summary: text,
  /** The page's meta description. */
  description: text,
  keywords: z.array(text).min(1),
  /** The page's h1. */
  headline: text,
  lead: text,
  intro: z.array(text).min(1),
};

export const sectorContentSchema = z.strictObject({
  ...pageFields,
  /** Exactly four feature cards on the sector page. */
  features: z.tuple([featureSchema, featureSchema, featureSchema, featureSchema]),
  solutions: z.array(text).min(1),
  highlight: z.strictObject({ figure: text, title: text, text }),
  /** Alternative text of the hero illustration. */
  artAlt: text,
});

export const serviceContentSchema = z.strictObject({
  ...pageFields,
  /** The detail bullets listed on /services. */
  bullets: z.array(text).min(1),
  features: z.array(featureSchema).min(1),
  deliverables: z.array(text).min(1),
  standards: z.array(text).min(1),
  cta: z.strictObject({ title: text, text }),
});

export type Feature = z.infer<typeof featureSchema>;
export type SectorContent = z.infer<typeof sectorContentSchema>;
export type ServiceContent = z.infer<typeof serviceContentSchema>;
