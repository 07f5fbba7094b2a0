import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { projectListTexts } from '#src/i18n/texts/portfolio.ts';
import { ListLanguageContext, listLanguage } from '#src/islands/project-list/list-language.tsx';
import { LIST_PAGE_ID, listPageFor, listPageJson, listProjectFor, type ListPage } from '#src/lib/portfolio/list-page.ts';
import { ProjectCard } from '#src/islands/project-list/project-card.tsx';
import { ProjectFilters } from '#src/islands/project-list/project-filters.tsx';
import { ProjectModal } from '#src/islands/project-list/project-modal.tsx';
import { ProjectList } from '#src/islands/project-list.tsx';
import { SectorLinks } from '#src/islands/project-list/sector-links.tsx';
import { portfolioPage, toPublicProject } from '#src/lib/portfolio/portfolio-page.ts';
import { portfolioPageSchema, type PublicProject } from '#src/schemas/portfolio.ts';
import { noFilters } from '#src/lib/portfolio/filters.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';

// The page of projects the list's HTML carries for the island to hydrate from
// (ADR 0089): cut to what the list shows, each text once in the page's
// language, it renders the cards and the modal exactly as the whole project
// does, in both languages, and no text in it can end its script element.

const photo = '/media/0123456789abcdef0123456789abcdef.jpg';
const gallery = '/media/fedcba9876543210fedcba9876543210.jpg';
const media = (url: string) => ({
  url,
  width: 2400,
  height: 1600,
  alt_en: 'A control room',
  alt_fr: 'Une salle de contrôle',
  focal_x: 0.5,
  focal_y: 0.4,
});
const ref = (name: string, fr = '') => ({ id: `id-${name}`, name, slug: name.toLowerCase(), display_order: 1, fr: { name: fr } });

const projects: PublicProject[] = [
  // Everything in both languages, a photo and a gallery.
  aPublishedProject({
    id: 'a',
    slug: 'a',
    title: 'Furnace DCS migration',
    featured_image: photo,
    gallery: [{ url: gallery, caption: 'Cabinets', fr: { caption: 'Armoires' } }],
    media: [media(photo), media(gallery)],
    is_featured: true,
    is_ongoing: true,
    scope_objectives: ['Replace the **DCS**', 'Keep the unit running'],
    key_results: ['No *production* loss', 'Alarms down', 'Ahead of schedule', 'Under budget'],
    description: '## Context\n\nThe [furnace area](https://example.com) ran on an obsolete DCS: we replaced it.',
    sectors: [ref('Energy', 'Énergie'), ref('Chemistry')],
    categories: [ref('DCS', 'SNCC')],
    technologies: [
      { ...ref('PCS 7'), type: 'System', vendor: 'Siemens', description: 'A DCS.', fr: { name: '', description: 'Un SNCC.' } },
    ],
    fr: {
      title: 'Migration du SNCC des fours',
      project_summary: 'Huit fours : un à la fois !',
      description: 'La zone des fours tournait sur un SNCC obsolète ; nous l’avons remplacé.',
      scope_objectives: ['Remplacer le **SNCC**'],
      key_results: ['Aucune perte de *production*'],
      duration_display: '10 mois',
      location_city: 'Berre-l’Étang',
      location_country: '',
      seo_title: 'Titre',
      seo_description: 'Description',
    },
  }),
  // English only, no summary: the card shows the description's words; an external image.
  aPublishedProject({
    id: 'b',
    slug: 'b',
    title: 'Tank farm <b>SCADA</b>',
    project_summary: '',
    description: 'A **SCADA** for forty tanks: "tank farm" <script>alert(1)</script>',
    featured_image: 'https://example.com/tank.jpg',
    technologies: [{ ...ref('OPC UA', 'OPC UA'), type: '', vendor: '', description: '', fr: { name: 'OPC UA', description: '' } }],
  }),
].map(toPublicProject);

function rendered(node: ReactNode, locale: Locale): string {
  return renderToStaticMarkup(createElement(ListLanguageContext, { value: listLanguage(locale, projectListTexts[locale]) }, node));
}
const card = (project: Parameters<typeof ProjectCard>[0]['project'], locale: Locale) =>
  rendered(createElement(ProjectCard, { project, onOpen: () => undefined, linkRef: null, first: true }), locale);
const modal = (project: Parameters<typeof ProjectModal>[0]['project'], locale: Locale) =>
  rendered(createElement(ProjectModal, { project, onClose: () => undefined }), locale);

test.each(locales)('in %s, a card and the modal show the cut project exactly as the whole one', (locale) => {
  for (const project of projects) {
    const cut = listProjectFor(project, locale);
    expect(card(cut, locale)).toBe(card(project, locale));
    expect(modal(cut, locale)).toBe(modal(project, locale));
  }
});

test.each(locales)('in %s, the filters and the sector links show the cut page’s options exactly as the whole page’s', (locale) => {
  const whole = portfolioPageSchema.parse(portfolioPage(projects, ''));
  const cut = listPageFor(whole, locale);
  const menus = (options: ListPage['options']) =>
    rendered(
      [
        createElement(ProjectFilters, {
          key: 'f',
          options,
          filters: noFilters,
          disabled: false,
          onChange: () => undefined,
          onClear: () => undefined,
        }),
        createElement(SectorLinks, { key: 's', options: options.sector, current: null, onChoose: () => undefined }),
      ],
      locale,
    );
  expect(menus(cut.options)).toBe(menus(whole.options));
  expect(menus(cut.options)).toContain(locale === 'fr' ? 'Énergie' : 'Energy');
});

test('a name is carried once, in the language the page shows it', () => {
  const [whole] = projects;
  const english = listProjectFor(whole!, 'en');
  expect(english.sectors.map(({ name, fr }) => [name, fr.name])).toEqual([
    ['Energy', ''],
    ['Chemistry', ''],
  ]);
  const french = listProjectFor(whole!, 'fr');
  // A name without French keeps its English, as the French page shows it.
  expect(french.sectors.map(({ name, fr }) => [name, fr.name])).toEqual([
    ['', 'Énergie'],
    ['Chemistry', ''],
  ]);
});

test('the cut project carries each text once, in the language the page shows it, and no gallery or search fields', () => {
  const [whole] = projects;
  const english = listProjectFor(whole!, 'en');
  expect(english.fr).toEqual({});
  expect(english.title).toBe('Furnace DCS migration');
  const french = listProjectFor(whole!, 'fr');
  expect(french.title).toBe('');
  expect(french.fr.title).toBe('Migration du SNCC des fours');
  // A field without French keeps its English, as the French page shows it.
  expect(french.location_country).toBe('France');
  expect(french.fr).not.toHaveProperty('location_country');
  expect(french.media.map((ref) => ref.url)).toEqual([photo]);
  for (const cut of [english, french]) {
    for (const dropped of ['gallery', 'seo_title', 'seo_description', 'created_at', 'previous_slugs', 'document_ids']) {
      expect(cut).not.toHaveProperty(dropped);
    }
    expect(cut.technologies[0]).not.toHaveProperty('description');
  }
});

test('the page written as JSON reads back as the same page, with no "<" that could end its script element', () => {
  const page = portfolioPageSchema.parse(portfolioPage(projects, ''));
  for (const locale of locales) {
    const json = listPageJson(listPageFor(page, locale));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(listPageFor(page, locale));
  }
});

test('the list rendered by the portfolio function carries its page in one JSON script after its cards, hostile titles included', () => {
  const page = portfolioPageSchema.parse(portfolioPage(projects, ''));
  const html = renderToString(createElement(ProjectList, { initial: listPageFor(page, 'en'), texts: projectListTexts.en, locale: 'en' }));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  // The cards a visitor sees come first, so they arrive in the document's first round trip and the data after them.
  expect(scripts[0]!.index).toBeGreaterThan(html.lastIndexOf('class="project-card'));
  expect(scripts[0]!.index).toBeGreaterThan(html.indexOf('</ul>'));
  const [, attributes, json] = scripts[0]!;
  expect(attributes).toContain(`id="${LIST_PAGE_ID}"`);
  expect(attributes).toContain('type="application/json"');
  expect(JSON.parse(json!)).toEqual(listPageFor(page, 'en'));
});
