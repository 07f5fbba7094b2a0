import { expect, test } from 'vitest';
import { AFTER_FIRST_PAINT, preloadOnlyIslands, type ChunkImports } from '#src/integrations/only-islands-preloaded.ts';

const chunks: ChunkImports = new Map([
  ['_astro/app.js', ['_astro/framework.js', '_astro/api.js']],
  ['_astro/api.js', ['_astro/zod.js']],
  ['_astro/zod.js', []],
  ['_astro/framework.js', []],
  ['_astro/client.js', ['_astro/framework.js']],
  ['_astro/carousel.js', ['_astro/framework.js', '_astro/zod.js']],
  // Loaded by a route when it is needed: not part of the island's start.
  ['_astro/route.js', ['_astro/zod.js']],
]);

const island = (client: string, component: string) =>
  `<astro-island uid="a" component-url="/_astro/${component}" component-export="X" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

test('a client:only island gets a modulepreload for every module it imports statically, however deep', () => {
  const html = `<html><head><title>Admin</title></head><body>${island('only', 'app.js')}</body></html>`;
  const links = [...preloadOnlyIslands(html, chunks).matchAll(/<link rel="modulepreload" href="\/(_astro\/[^"]+)">/g)].map(
    (match) => match[1],
  );
  expect(links.sort()).toEqual(['_astro/api.js', '_astro/app.js', '_astro/client.js', '_astro/framework.js', '_astro/zod.js']);
  expect(preloadOnlyIslands(html, chunks)).toMatch(/<title>Admin<\/title>(<link rel="modulepreload" href="[^"]+">){5}<\/head>/);
});

test('islands that wait to be visible, and pages without islands, are left as they are', () => {
  const visible = `<html><head></head><body>${island('visible', 'carousel.js')}</body></html>`;
  const plain = '<html><head></head><body><p>a</p></body></html>';
  expect(preloadOnlyIslands(visible, chunks)).toBe(visible);
  expect(preloadOnlyIslands(plain, chunks)).toBe(plain);
});

test('a module the page already links is not named twice', () => {
  const html = `<html><head><link rel="modulepreload" href="/_astro/framework.js"></head><body>${island('only', 'app.js')}</body></html>`;
  expect(preloadOnlyIslands(html, chunks).match(/framework\.js/g)).toHaveLength(1);
});

test('a page that holds its preloads until its first paint gets them in its template, none in its head', () => {
  const html = `<html><head><title>Admin</title><template ${AFTER_FIRST_PAINT}></template></head><body>${island('only', 'app.js')}</body></html>`;
  const written = preloadOnlyIslands(html, chunks);
  const template = new RegExp(`<template ${AFTER_FIRST_PAINT}>((?:<link rel="modulepreload" href="[^"]+">)+)</template>`).exec(written);
  expect(template?.[1]?.match(/modulepreload/g)).toHaveLength(5);
  expect(written.replace(template?.[0] ?? '', '')).not.toContain('modulepreload');
});

test('what an island’s own file imports dynamically is preloaded with it, and what that imports further down is not', () => {
  const withIsland: ChunkImports = new Map([...chunks, ['_astro/island.js', ['_astro/framework.js']]]);
  const dynamicImports = new Map([
    ['_astro/island.js', ['_astro/app.js']],
    ['_astro/app.js', ['_astro/route.js']],
  ]);
  const html = `<html><head></head><body>${island('only', 'island.js')}</body></html>`;
  const links = [...preloadOnlyIslands(html, withIsland, dynamicImports).matchAll(/href="\/(_astro\/[^"]+)"/g)].map((match) => match[1]);
  expect(links.sort()).toEqual([
    '_astro/api.js',
    '_astro/app.js',
    '_astro/client.js',
    '_astro/framework.js',
    '_astro/island.js',
    '_astro/zod.js',
  ]);
});
