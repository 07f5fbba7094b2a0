import { expect, test } from 'vitest';
import { z } from 'zod';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import type { NamedRef } from '#src/schemas/project-enhanced.ts';
import { portfolioPage, toPublicProject } from '#src/lib/portfolio/portfolio-page.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';

// A page of the public portfolio: what the API answers to
// ?page=N and what the list page renders, so a visitor's first read stays a
// page of 24 projects whatever the size of the catalogue.

const ref = (name: string, order: number): NamedRef => ({
  id: `id-${name}`,
  name,
  slug: name.toLowerCase(),
  display_order: order,
  fr: { name: '' },
});
const energy = ref('Energy', 1);
const pharma = ref('Pharma', 2);

/** `count` published projects, numbered in display order; every third one in pharma, the others in energy. */
function catalogue(count: number) {
  return Array.from({ length: count }, (_, index) =>
    toPublicProject(
      aPublishedProject({
        id: `project-${String(index + 1)}`,
        slug: `project-${String(index + 1)}`,
        title: `Project ${String(index + 1).padStart(4, '0')}`,
        display_order: index + 1,
        sectors: [index % 3 === 2 ? pharma : energy],
      }),
    ),
  );
}

test('sixty published projects come in three pages of 24, 24 and 12, in display order', () => {
  const projects = catalogue(60);
  const pages = [1, 2, 3].map((page) => portfolioPage(projects, `?page=${String(page)}`));
  expect(pages.map((page) => page.items.length)).toEqual([24, 24, 12]);
  expect(pages.map((page) => [page.page, page.pages, page.total, page.matching])).toEqual([
    [1, 3, 60, 60],
    [2, 3, 60, 60],
    [3, 3, 60, 60],
  ]);
  expect(pages.flatMap((page) => page.items.map((project) => project.slug))).toEqual(projects.map((project) => project.slug));
  for (const page of pages) expect(z.safeParse(portfolioPageSchema, page).success).toBe(true);
});

test('filters narrow the projects before paging; the choices count every published project', () => {
  const page = portfolioPage(catalogue(60), '?sector=pharma&page=1');
  expect(page.filters).toEqual({ sector: 'pharma', technology: null, category: null });
  expect(page.matching).toBe(20);
  expect(page.pages).toBe(1);
  expect(page.items.every((project) => project.sectors.some((sector) => sector.slug === 'pharma'))).toBe(true);
  expect(page.options.sector.map((option) => [option.slug, option.count])).toEqual([
    ['energy', 40],
    ['pharma', 20],
  ]);
});

test('a page past the end shows the last one; anything but a whole number is the first', () => {
  const projects = catalogue(30);
  expect(portfolioPage(projects, '?page=99').page).toBe(2);
  for (const odd of ['?page=0', '?page=-3', '?page=2.5', '?page=two', '?page=', '']) expect(portfolioPage(projects, odd).page, odd).toBe(1);
  // An unknown slug is ignored, as on the list page.
  expect(portfolioPage(projects, '?sector=nowhere').filters.sector).toBeNull();
});

test('the public see no draft flag and no relation ids', () => {
  const [project] = catalogue(1);
  for (const field of ['is_published', 'category_ids', 'sector_ids', 'technology_ids']) expect(project).not.toHaveProperty(field);
  expect(project?.sectors).toEqual([energy]);
});

test('projects of one display order come by title as every other list orders them: Unit 9 before Unit 10', () => {
  const projects = ['Unit 10', 'unit 2', 'Unit 9'].map((title, index) =>
    toPublicProject(aPublishedProject({ id: `unit-${String(index)}`, slug: `unit-${String(index)}`, title, display_order: 0 })),
  );
  expect(portfolioPage(projects, '').items.map((project) => project.title)).toEqual(['unit 2', 'Unit 9', 'Unit 10']);
});
