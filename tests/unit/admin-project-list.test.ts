import { expect, test } from 'vitest';
import { pageSearch, pagingOf, slicePage } from '#admin/lib/paging.ts';
import { listQueryOf } from '#admin/features/projects-enhanced/list-query.ts';
import { adminListPage } from '#src/lib/portfolio/admin-list.ts';
import type { ProjectListQuery } from '#src/schemas/project-list.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';

// The admin's long lists: a page of them as the URL asks, and the enhanced
// projects' view as the URL holds it, with its status filters and facets as
// the server applies them.

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
const kept = (query: ProjectListQuery) => adminListPage(all, query).items.map((project) => project.id);

test('each status keeps the projects in it, as the public site sees them now', () => {
  expect(kept({ filter: 'draft' })).toEqual(['draft']);
  expect(kept({ filter: 'published' }).sort()).toEqual(['french', 'live']);
  expect(kept({ filter: 'scheduled' })).toEqual(['scheduled']);
  expect(kept({ filter: 'expired' })).toEqual(['expired']);
  expect(kept({ filter: 'featured' })).toEqual(['live']);
  expect(kept({ filter: 'dated' }).sort()).toEqual(['expired', 'scheduled']);
  expect(kept({ filter: 'missing-french' }).sort()).toEqual(['draft', 'expired', 'live', 'scheduled']);
  expect(kept({ q: 'lavera parc' })).toEqual(['french']);
});

test('facets keep the projects that have every one asked, and offer what the projects have, counted', () => {
  expect(kept({ sector: 'energy', client: 'Total' }).sort()).toEqual(['expired', 'live']);
  expect(kept({ sector: 'pharma', client: 'Total' })).toEqual(['expired']);
  expect(kept({ technology: 'opc-ua' })).toEqual(['scheduled']);
  expect(kept({ category: 'scada', sector: 'energy' })).toEqual([]);
  expect(kept({}).sort()).toEqual(all.map((project) => project.id).sort());

  const { facets } = adminListPage(all, { client: 'Total' });
  expect(facets.sector).toEqual([
    { value: 'energy', label: 'Energy', count: 2 },
    { value: 'pharma', label: 'Pharma', count: 1 },
  ]);
  expect(facets.client.map((choice) => choice.value)).toEqual([...new Set(all.map((project) => project.client))].sort());
  expect(facets.technology).toEqual([{ value: 'opc-ua', label: 'OPC UA', count: 0 }]);
});

test('the request for a view keeps what the API takes and leaves the defaults out', () => {
  expect(listQueryOf(new URLSearchParams('q=+lavera+&filter=draft&sector=energy&sort=title&page=3&size=25'))).toEqual({
    q: 'lavera',
    filter: 'draft',
    sector: 'energy',
    sort: 'title',
    page: '3',
    size: '25',
  });
  expect(listQueryOf(new URLSearchParams('filter=archived&sort=order&page=x&size=50&client='))).toEqual({});
  expect(listQueryOf(new URLSearchParams('page=1&size=7'))).toEqual({});
});
