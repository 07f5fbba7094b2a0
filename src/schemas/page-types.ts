import * as z from '#src/schemas/zod-mini.ts';
import type { PageKit } from '#src/schemas/page-fields.ts';
import type { PageType } from '#src/site/pages.ts';

// The content of each type of page (ADR 0058), written once against a kit
// (src/schemas/page-fields.ts) and built as the English of a draft, the
// English a publish needs and the French. Started from the schemas the pages
// were built from (src/schemas/page-content.ts, the texts modules of
// src/content and src/i18n/texts): the same fields, with what was computed
// (the company's name, its founding year) written out, and the meta title,
// description and keywords of each page in `seo`.

type Kit = PageKit & { icon: z.ZodMiniType };

/* eslint-disable @typescript-eslint/no-unnecessary-type-parameters -- K carries the kit's own icon schema into the type each builder infers (the English's required, the French's optional) */

const seo = <K extends Kit>(k: K) => k.group({ title: k.line(200), description: k.line(400), keywords: k.list({ min: 0, max: 20 }) });

const heading = <K extends Kit>(k: K) => ({ eyebrow: k.line(), title: k.line(), lead: k.line(1000) });
const feature = <K extends Kit>(k: K) => k.group({ icon: k.icon, title: k.line(), text: k.line(1000) });
const figure = <K extends Kit>(k: K) => k.group({ value: k.line(40), label: k.line() });
const cta = <K extends Kit>(k: K) => k.group({ title: k.line(), text: k.line(1000) });

const home = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: k.group({
      eyebrow: k.line(),
      headline: k.line(),
      lead: k.line(1000),
      primary_action: k.line(80),
      secondary_action: k.line(80),
      facts: k.items(figure(k), { min: 1, max: 6 }),
    }),
    services: k.group(heading(k)),
    sectors: k.group(heading(k)),
    expertise: k.group({ ...heading(k), items: k.items(feature(k), { min: 1, max: 16 }) }),
    cta: cta(k),
  });

const about = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: k.group({ eyebrow: k.line(), headline: k.line(), lead: k.line(1000), crumb: k.line(80), art_alt: k.line() }),
    who: k.group({ eyebrow: k.line(), title: k.line(), story: k.markdown(), figures: k.items(figure(k), { min: 1, max: 8 }) }),
    values: k.group({ eyebrow: k.line(), title: k.line(), items: k.items(feature(k), { min: 1, max: 12 }) }),
    statements: k.group({
      label: k.line(),
      mission_title: k.line(),
      mission: k.line(1000),
      vision_title: k.line(),
      vision: k.line(1000),
    }),
    reasons: k.group({
      eyebrow: k.line(),
      title: k.line(),
      items: k.items(k.group({ title: k.line(), text: k.line(1000) }), { min: 1, max: 12 }),
    }),
    cta: cta(k),
  });

/** What a service and a sector page share: their name in the navigation, icon, card sentence and hero. */
const topic = <K extends Kit>(k: K) => ({
  seo: seo(k),
  /** Its name in the header, footer, cards and breadcrumbs. */
  title: k.line(80),
  icon: k.icon,
  /** One sentence for the cards. */
  summary: k.line(600),
  /** The page's h1. */
  headline: k.line(),
  lead: k.line(1000),
  intro: k.markdown(),
});

const service = <K extends Kit>(k: K) =>
  z.object({
    ...topic(k),
    /** The detail bullets listed on /services. */
    bullets: k.list(),
    features: k.items(feature(k), { min: 1, max: 12 }),
    deliverables: k.list(),
    standards: k.list(),
    cta: cta(k),
  });

const sector = <K extends Kit>(k: K) =>
  z.object({
    ...topic(k),
    /** Exactly four feature cards on the sector page. */
    features: k.items(feature(k), { min: 4, max: 4 }),
    solutions: k.list(),
    highlight: k.group({ figure: k.line(40), title: k.line(), text: k.line(1000) }),
    /** Alternative text of the hero illustration. */
    art_alt: k.line(),
  });

const caseStudies = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: k.group({ eyebrow: k.line(), headline: k.line(), lead: k.line(1000), crumb: k.line(80) }),
    portfolio_link: k.line(80),
    list_label: k.line(80),
    labels: k.group({ client: k.line(80), location: k.line(80), technologies: k.line(80), results: k.line(80) }),
    studies: k.items(
      k.group({
        title: k.line(),
        client: k.line(),
        location: k.optionalLine(),
        sector: k.line(80),
        description: k.markdown(),
        technologies: k.list(),
        results: k.list(),
      }),
      { min: 1, max: 30 },
    ),
    cta: cta(k),
  });

const legal = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    title: k.line(),
    lead: k.line(1000),
    /** When the text last changed, shown as "Last updated". */
    updated: k.day,
    /** Numbered sections: a title and formatted text each. */
    sections: k.items(k.group({ title: k.line(), body: k.markdown() }), { min: 1, max: 40 }),
  });

/** The hero of a page that is not a topic's: its eyebrow, h1, lead and label in the breadcrumb. */
const pageHero = <K extends Kit>(k: K) => k.group({ eyebrow: k.line(), headline: k.line(), lead: k.line(1000), crumb: k.line(80) });

/** /services: the list of services (their names, cards and points are the service pages'), how we work, the closing band. */
const servicesList = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    /** The accessible name of the list of services. */
    list_label: k.line(80),
    process: k.group({
      eyebrow: k.line(),
      title: k.line(),
      steps: k.items(k.group({ title: k.line(), text: k.line(1000) }), { min: 1, max: 12 }),
    }),
    cta: cta(k),
  });

/** /sectors: an introduction above the sectors' cards (theirs are the sector pages'), the closing band. */
const sectorsList = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    intro: k.group({ title: k.line(), text: k.markdown() }),
    cta: cta(k),
  });

/**
 * /contact: the labels around the company's details (its address, telephone,
 * email and hours are the site's facts, src/site/config.ts) and the map's text
 * alternative. The form is the site's interface, not the page's words.
 */
const contact = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    details: k.group({
      /** The accessible name of the section holding the details and the form. */
      section_label: k.line(80),
      /** The details' heading, read by screen readers only. */
      title: k.line(80),
      email: k.line(80),
      phone: k.line(80),
      office: k.line(80),
      hours: k.line(80),
      /** The text alternative of the map below the details. */
      map_alt: k.line(),
    }),
  });

/**
 * /certifications: its head, hero and the list's accessible name; the
 * credentials and documents it lists are content of their own, and the words
 * around each (its kind, "Issued by:") the site's interface.
 */
const certifications = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    /** The accessible name of the list of credentials. */
    list_label: k.line(120),
  });

/**
 * /careers: its head, hero, the open positions' heading and the list's
 * accessible name, and the spontaneous application's heading and lead; the
 * offers are content of their own, the words around each and the application
 * form the site's interface.
 */
const careers = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    open: k.group({
      title: k.line(),
      /** The accessible name of the list of offers. */
      list_label: k.line(120),
    }),
    spontaneous: k.group({ title: k.line(), lead: k.line(1000) }),
  });

/**
 * /projects-enhanced: its head, hero and the project list's accessible name;
 * the projects are content of their own, the list's filters and cards the
 * island's interface.
 */
const portfolio = <K extends Kit>(k: K) =>
  z.object({
    seo: seo(k),
    hero: pageHero(k),
    /** The accessible name of the section holding the project list. */
    list_label: k.line(120),
  });

export const pageContent = {
  home,
  about,
  service,
  sector,
  'case-studies': caseStudies,
  legal,
  'services-list': servicesList,
  'sectors-list': sectorsList,
  contact,
  certifications,
  careers,
  portfolio,
} as const satisfies Record<PageType, (k: Kit) => z.ZodMiniObject>;
