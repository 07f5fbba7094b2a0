import * as z from '#src/schemas/zod-mini.ts';
import { issueSchema } from '#src/schemas/api.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { flag, slug, socialImage } from '#src/schemas/common.ts';
import { draftKit, frenchKit, publishKit } from '#src/schemas/page-fields.ts';
import { pageContent } from '#src/schemas/page-types.ts';
import { builtOnFirstUse, once } from '#src/schemas/built-on-first-use.ts';
import { utcInstant } from '#src/schemas/schedule.ts';
import { pageTypes, type PageType } from '#src/site/pages.ts';

// Pages as content (ADR 0058): a page is one stored document holding its
// draft, which staff edit, and its published version, which visitors see;
// each version has the page's text in English and French, its social image,
// whether search engines may index it and, for a service or sector page, the
// slug of its French address. Publishing copies the draft over the published
// version once its English has every field the page shows.

/** The French address's own slug (/fr/services/ingenierie); empty: the English slug. */
const frenchSlug = z._default(z.union([z.literal(''), slug]), '');
/** Pages at a fixed address have no slug to translate. */
const noSlug = z._default(z.literal('', { error: zodMessage('not_valid', { field: 'french_slug' }) }), '');

/**
 * A scheduled publish: the draft as it stands at `publish_at` is published by
 * the schedule, on the authority of `scheduled_by`, who set it at `scheduled_at` (functions/pages/schedule.ts).
 */
const scheduleFields = {
  publish_at: z.optional(z.iso.datetime()),
  scheduled_by: z.optional(z.string()),
  scheduled_at: z.optional(z.iso.datetime()),
};

/** A page type's content in its three forms (src/schemas/page-fields.ts), each built on its first use. */
interface Kits<E, P, F> {
  en: () => E;
  publish: () => P;
  fr: () => F;
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- F types the French's default
function versionOf<E extends z.ZodMiniObject, F extends z.ZodMiniObject>(en: E, fr: F, withSlug: boolean) {
  return z.object({
    en,
    fr: z.prefault(fr, {} as z.input<F>),
    social_image: socialImage,
    noindex: flag('noindex', false),
    slug_fr: withSlug ? frenchSlug : noSlug,
  });
}

function documentOf<T extends PageType, V extends z.ZodMiniObject>(type: T, version: V) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    draft: version,
    published: version,
    /** The document's version (ADR 0045): moves with every save and publish; none until the page is first written. */
    updated_at: z.optional(z.iso.datetime()),
    updated_by: z.optional(z.string()),
    published_at: z.optional(z.iso.datetime()),
    published_by: z.optional(z.string()),
    /** The French slugs it was published under before its present one, each answering 301 to its French address (ADR 0074). */
    former_slugs_fr: z.optional(z.array(slug)),
    ...scheduleFields,
  });
}

/**
 * A page type's schemas: its version (draft or published), the English a
 * publish needs and its stored document. Each is built on its first use (ADR
 * 0091): a function that reads one page type never builds the others, and one
 * that serves no page builds none.
 */
function schemasOf<T extends PageType, E extends z.ZodMiniObject, P extends z.ZodMiniObject, F extends z.ZodMiniObject>(
  type: T,
  kits: Kits<E, P, F>,
  withSlug: boolean,
) {
  const version = once(() => versionOf(kits.en(), kits.fr(), withSlug));
  return builtOnFirstUse({ version, publish: kits.publish, document: () => documentOf(type, version()) });
}

export const pageSchemas = builtOnFirstUse({
  home: () =>
    schemasOf(
      'home',
      { en: () => pageContent.home(draftKit), publish: () => pageContent.home(publishKit), fr: () => pageContent.home(frenchKit) },
      false,
    ),
  about: () =>
    schemasOf(
      'about',
      { en: () => pageContent.about(draftKit), publish: () => pageContent.about(publishKit), fr: () => pageContent.about(frenchKit) },
      false,
    ),
  service: () =>
    schemasOf(
      'service',
      {
        en: () => pageContent.service(draftKit),
        publish: () => pageContent.service(publishKit),
        fr: () => pageContent.service(frenchKit),
      },
      true,
    ),
  sector: () =>
    schemasOf(
      'sector',
      { en: () => pageContent.sector(draftKit), publish: () => pageContent.sector(publishKit), fr: () => pageContent.sector(frenchKit) },
      true,
    ),
  'case-studies': () =>
    schemasOf(
      'case-studies',
      {
        en: () => pageContent['case-studies'](draftKit),
        publish: () => pageContent['case-studies'](publishKit),
        fr: () => pageContent['case-studies'](frenchKit),
      },
      false,
    ),
  legal: () =>
    schemasOf(
      'legal',
      { en: () => pageContent.legal(draftKit), publish: () => pageContent.legal(publishKit), fr: () => pageContent.legal(frenchKit) },
      false,
    ),
  'services-list': () =>
    schemasOf(
      'services-list',
      {
        en: () => pageContent['services-list'](draftKit),
        publish: () => pageContent['services-list'](publishKit),
        fr: () => pageContent['services-list'](frenchKit),
      },
      false,
    ),
  'sectors-list': () =>
    schemasOf(
      'sectors-list',
      {
        en: () => pageContent['sectors-list'](draftKit),
        publish: () => pageContent['sectors-list'](publishKit),
        fr: () => pageContent['sectors-list'](frenchKit),
      },
      false,
    ),
  contact: () =>
    schemasOf(
      'contact',
      {
        en: () => pageContent.contact(draftKit),
        publish: () => pageContent.contact(publishKit),
        fr: () => pageContent.contact(frenchKit),
      },
      false,
    ),
  certifications: () =>
    schemasOf(
      'certifications',
      {
        en: () => pageContent.certifications(draftKit),
        publish: () => pageContent.certifications(publishKit),
        fr: () => pageContent.certifications(frenchKit),
      },
      false,
    ),
  careers: () =>
    schemasOf(
      'careers',
      {
        en: () => pageContent.careers(draftKit),
        publish: () => pageContent.careers(publishKit),
        fr: () => pageContent.careers(frenchKit),
      },
      false,
    ),
  portfolio: () =>
    schemasOf(
      'portfolio',
      {
        en: () => pageContent.portfolio(draftKit),
        publish: () => pageContent.portfolio(publishKit),
        fr: () => pageContent.portfolio(frenchKit),
      },
      false,
    ),
} satisfies Record<PageType, unknown>);

type Schemas = typeof pageSchemas;
export type PageVersionOf<T extends PageType> = z.infer<Schemas[T]['version']>;

/** A stored page of any type, told by its `type`; its types' schemas built on its first use. */
export const pageDocumentSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    pageSchemas.home.document,
    pageSchemas.about.document,
    pageSchemas.service.document,
    pageSchemas.sector.document,
    pageSchemas['case-studies'].document,
    pageSchemas.legal.document,
    pageSchemas['services-list'].document,
    pageSchemas['sectors-list'].document,
    pageSchemas.contact.document,
    pageSchemas.certifications.document,
    pageSchemas.careers.document,
    pageSchemas.portfolio.document,
  ]),
);
export type PageDocument = z.infer<typeof pageDocumentSchema>;
export type PageVersion = PageDocument['draft'];

/** `published`: visitors see the draft; `draft`: the draft has changes not published yet. */
export const pageStatusSchema = z.enum(['published', 'draft']);
export type PageStatus = z.infer<typeof pageStatusSchema>;

const about = {
  /** Its English address. */
  path: z.string(),
  status: pageStatusSchema,
};

/** GET /api/pages: every page, with what the list shows. */
export const pageRowSchema = z.object({
  id: z.string(),
  type: z.enum(pageTypes),
  /** Its name, in English, as the draft has it. */
  title: z.string(),
  /** Its name in French, as the draft has it (the English where the French is empty), for the admin in French. */
  title_fr: z.string(),
  ...about,
  updated_at: z.optional(z.iso.datetime()),
  updated_by: z.optional(z.string()),
  published_at: z.optional(z.iso.datetime()),
  published_by: z.optional(z.string()),
  ...scheduleFields,
  /** Its stored document fails its schema: listed from its seed (what visitors see), to be repaired on its own screen or restored. */
  broken: z.optional(z.literal(true)),
});
export type PageRow = z.infer<typeof pageRowSchema>;
export const pageListSchema = z.array(pageRowSchema);

/** GET and PUT /api/pages?id=: the stored page, its draft and its published version, with its address and status; built on its first use. */
export const pageDetailSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.extend(pageSchemas.home.document, about),
    z.extend(pageSchemas.about.document, about),
    z.extend(pageSchemas.service.document, about),
    z.extend(pageSchemas.sector.document, about),
    z.extend(pageSchemas['case-studies'].document, about),
    z.extend(pageSchemas.legal.document, about),
    z.extend(pageSchemas['services-list'].document, about),
    z.extend(pageSchemas['sectors-list'].document, about),
    z.extend(pageSchemas.contact.document, about),
    z.extend(pageSchemas.certifications.document, about),
    z.extend(pageSchemas.careers.document, about),
    z.extend(pageSchemas.portfolio.document, about),
  ]),
);
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** PUT /api/pages?id=: the whole draft of the page's type (its `en`, `fr`, `social_image`, `noindex`, `slug_fr`). */
export const pageDraftInputSchema = z.record(z.string(), z.unknown());

/** POST /api/pages/publish?id=: the page as published, and the links to site addresses that lead nowhere. */
export const pagePublishedSchema = z.object({ page: pageDetailSchema, warnings: z.array(issueSchema) });
export type PagePublished = z.infer<typeof pagePublishedSchema>;

export const pageQuerySchema = z.object({ id: z.optional(z.string()) });
export const pageIdQuerySchema = z.object({ id: z.string() });

/** PUT /api/pages/schedule?id=: when the draft is to be published (an instant to come), or null to cancel. */
export const pageScheduleInputSchema = z.object({
  publish_at: z.nullable(utcInstant('publish_date')),
  /**
   * The scheduled publish the sender's screen showed (null: none). A schedule
   * never moves the page's version, so this is what tells a change made since:
   * it is refused with 409 `schedule_changed`. Without it, the last write wins.
   */
  current_publish_at: z.optional(
    z.nullable(z.iso.datetime({ offset: true, error: zodMessage('not_datetime', { field: 'publish_date' }) })),
  ),
});
