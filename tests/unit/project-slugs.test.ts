import { expect, test } from 'vitest';
import { previousSlugs, uniqueSlug } from '#functions/content/project-slugs.ts';

test('a unique slug stays within 100 characters, suffix included, and never ends in a hyphen', () => {
  const long = `${'a'.repeat(97)} b`; // slugifies to 97 a's, a hyphen and b: 99 characters
  const taken = new Set([uniqueSlug(long, new Set())]);
  const second = uniqueSlug(long, taken);
  expect(second.length).toBeLessThanOrEqual(100);
  expect(second).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-2$/);
  expect(uniqueSlug('!!!', new Set())).toBe('project');
  expect(uniqueSlug('Project', new Set(['project', 'project-2']))).toBe('project-3');
});

test('former slugs gain the old slug once and lose the new one', () => {
  expect(previousSlugs([], 'a', 'a')).toEqual([]);
  expect(previousSlugs([], 'a', 'b')).toEqual(['a']);
  expect(previousSlugs(['a'], 'b', 'a')).toEqual(['b']);
  expect(previousSlugs(['a', 'b'], 'c', 'd')).toEqual(['a', 'b', 'c']);
});
