import { expect, test } from 'vitest';
import { plural } from '#src/i18n/plural.ts';

// A count picks its word by its language's rule: English's singular is 1 only,
// French's is 0 and 1.

const projects = { en: { one: 'project', other: 'projects' }, fr: { one: 'projet', other: 'projets' } };

test('in English only 1 takes the singular: 0 projects, 1 project, 2 projects', () => {
  expect([0, 1, 2].map((count) => `${count} ${plural('en', count, projects.en)}`)).toEqual(['0 projects', '1 project', '2 projects']);
});

test('in French 0 and 1 take the singular: 0 projet, 1 projet, 2 projets', () => {
  expect([0, 1, 2].map((count) => `${count} ${plural('fr', count, projects.fr)}`)).toEqual(['0 projet', '1 projet', '2 projets']);
});

test('large counts read as the plural in both languages', () => {
  expect(plural('en', 1_000_000, projects.en)).toBe('projects');
  expect(plural('fr', 1_000_000, projects.fr)).toBe('projets');
});
