import { expect, test } from 'vitest';
import { inNavigationOrder } from '#src/content/in-navigation-order.ts';
import { sectorContentSchema, serviceContentSchema } from '#src/schemas/page-content.ts';
import { sectorLinks, serviceLinks } from '#src/site/navigation.ts';
import { readCollectionFiles } from '#tests/fixtures/page-content.ts';

test('every sector and service file matches its collection schema', () => {
  const sectorFiles = readCollectionFiles('sectors');
  const serviceFiles = readCollectionFiles('services');
  expect(sectorFiles.map((file) => file.id).sort()).toEqual(sectorLinks.map((link) => link.slug).sort());
  expect(serviceFiles.map((file) => file.id).sort()).toEqual(serviceLinks.map((link) => link.slug).sort());
  for (const file of sectorFiles) expect(sectorContentSchema.safeParse(file.data).error).toBeUndefined();
  for (const file of serviceFiles) expect(serviceContentSchema.safeParse(file.data).error).toBeUndefined();
});

test('a sector file with a misspelt field, an unknown icon or three features is refused', () => {
  const [energy] = readCollectionFiles('sectors');
  const data = energy!.data as Record<string, unknown> & { features: unknown[] };
  expect(sectorContentSchema.safeParse({ ...data, headlin: 'Typo' }).success).toBe(false);
  expect(sectorContentSchema.safeParse({ ...data, icon: 'rocket' }).success).toBe(false);
  expect(sectorContentSchema.safeParse({ ...data, features: data.features.slice(0, 3) }).success).toBe(false);
  expect(sectorContentSchema.safeParse({ ...data, lead: '   ' }).success).toBe(false);
});

test('pages follow the navigation order and a missing or extra file fails the build', () => {
  const links = [
    { slug: 'b', title: 'B' },
    { slug: 'a', title: 'A' },
  ];
  const entries = [
    { id: 'a', data: { text: 'first' } },
    { id: 'b', data: { text: 'second' } },
  ];
  expect(inNavigationOrder('things', links, entries)).toEqual([
    { slug: 'b', title: 'B', text: 'second' },
    { slug: 'a', title: 'A', text: 'first' },
  ]);
  expect(() => inNavigationOrder('things', links, entries.slice(0, 1))).toThrow(/no entry "b" \(src\/content\/things\/b\.yaml\)/);
  expect(() => inNavigationOrder('things', links, [...entries, { id: 'c', data: { text: 'orphan' } }])).toThrow(/no page links to: c/);
});
