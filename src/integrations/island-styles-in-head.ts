import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages } from '#src/integrations/built-pages.ts';

// Astro writes the islands' one-line stylesheet as a <style> element in <body>,
// just before the first island; HTML allows <style> only in <head>, and the Nu
// HTML checker rejects it. After the build it is moved into <head>. Its CSP
// hash is unchanged: the hash covers the element's text, not its place.

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function moveIslandStyles(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (at === -1 || head === -1 || at < head) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.slice(0, head) + ISLAND_STYLE + without.slice(head);
}

export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'island-styles-in-head',
    hooks: {
      'astro:build:done': ({ dir, pages }) => rewriteBuiltPages(dir, pages, moveIslandStyles),
    },
  };
}
