import { expect, test } from 'vitest';
import { pageSearch, pagingOf, slicePage } from '#admin/lib/paging.ts';
import { facetChoices, facetsOf, keepFacets, statusFilters } from '#admin/features/projects-enhanced/components/project-list-filters.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';

// The admin's long lists: a page of them as the URL asks, and the enhanced
// projects' status filters and facets.

const numbers = Array.from({ length: 68 }, (_, index) => index + 1);

test('a page is a slice of the list with its positions, and a page out of range shows the nearest one', () => {
  expect(slicePage(numbers, 1, 25)).toMatchObject({ page: 1, pages: 3, from: 1, to: 25, total: 68 });
  const last = slicePage(numbers, 3, 25);
  expect(last).toMatchObject({ page: 3, from: 51, to: 68 });
  expect(last.items).toEqual(numbers.slice(50));
  expect(slicePage(numbers, 9, 25).page).toBe(3);
  expect(slicePage(numbers, -2, 25).page).toBe(1);
  expect(slicePage([], 1, 25)).toMatchObject({ items: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
});

test('the page and its size come from the URL, the size among those offered, and go back into it with the rest kept', () => {
  expect(pagingOf(new URLSearchParams('page=2&size=25'))).toEqual({ page: 2, size: 25 });
  expect(pagingOf(new URLSearchParams('page=x&size=7'))).toEqual({ page: 1, size: 50 });
  expect(pagingOf(new URLSearchParams('page=0'))).toEqual({ page: 1, size: 50 });
  const params = new URLSearchParams('q=lavera&filter=draft&page=3');
  expect(pageSearch(params, 2, 50)).toBe('?q=lavera&filter=draft&page=2');
  expect(pageSearch(params, 1, 100)).toBe('?q=lavera&filter=draft&size=100');
  expect(pageSearch(new URLSearchParams('page=2&size=50'), 1, 50)).toBe('');
});

const ref = (name: string, slug: string) => ({ id: slug, name, slug, display_order: 0, fr: { name: '' } });
const hour = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const projects: Record<string, ProjectEnhanced> = {
  live: aPublishedProject({ id: 'live', is_featured: true, sectors: [ref('Energy', 'energy')], client: 'Total' }),
  draft: aPublishedProject({ id: 'draft', is_published: false, categories: [ref('SCADA', 'scada')] }),
  scheduled: aPublishedProject({
    id: 'scheduled',
    publish_at: at(hour),
    technologies: [{ ...ref('OPC UA', 'opc-ua'), type: '', vendor: '', description: '', fr: { name: '', description: '' } }],
  }),
  expired: aPublishedProject({
    id: 'expired',
    publish_at: at(-2 * hour),
    unpublish_at: at(-hour),
    client: 'Total',
    sectors: [ref('Energy', 'energy'), ref('Pharma', 'pharma')],
  }),
  french: aPublishedProject({
    id: 'french',
    fr: {
      ...aPublishedProject().fr,
      title: 'SCADA du parc',
      project_summary: 'Un SCADA.',
      location_city: 'Lavéra',
      location_country: 'France',
      duration_display: '8 mois',
    },
  }),
};
const all = Object.values(projects);
const kept = (keep: (project: ProjectEnhanced) => boolean) => all.filter(keep).map((project) => project.id);

test('each status keeps the projects in it, as the public site sees them now', () => {
  expect(kept(statusFilters.draft.keep)).toEqual(['draft']);
  expect(kept(statusFilters.published.keep)).toEqual(['live', 'french']);
  expect(kept(statusFilters.scheduled.keep)).toEqual(['scheduled']);
  expect(kept(statusFilters.expired.keep)).toEqual(['expired']);
  expect(kept(statusFilters.featured.keep)).toEqual(['live']);
  expect(kept(statusFilters.dated.keep)).toEqual(['scheduled', 'expired']);
  expect(kept(statusFilters['missing-french'].keep)).toEqual(['live', 'draft', 'scheduled', 'expired']);
});

test('facets come from the URL, keep the projects that have every one asked, and offer what the projects have', () => {
  const facets = facetsOf(new URLSearchParams('sector=energy&client=Total&q=x'));
  expect(facets).toEqual({ sector: 'energy', category: '', technology: '', client: 'Total' });
  expect(kept(keepFacets(facets))).toEqual(['live', 'expired']);
  expect(kept(keepFacets({ ...facets, sector: 'pharma' }))).toEqual(['expired']);
  expect(kept(keepFacets(facetsOf(new URLSearchParams('technology=opc-ua'))))).toEqual(['scheduled']);
  expect(kept(keepFacets(facetsOf(new URLSearchParams('category=scada&sector=energy'))))).toEqual([]);
  expect(kept(keepFacets(facetsOf(new URLSearchParams())))).toEqual(all.map((project) => project.id));

  const choices = facetChoices(all);
  expect(choices.sector).toEqual([
    { value: 'energy', label: 'Energy' },
    { value: 'pharma', label: 'Pharma' },
  ]);
  expect(choices.client).toEqual([
    { value: 'Raffinerie de Lavéra', label: 'Raffinerie de Lavéra' },
    { value: 'Total', label: 'Total' },
  ]);
  expect(choices.technology).toEqual([{ value: 'opc-ua', label: 'OPC UA' }]);
});
