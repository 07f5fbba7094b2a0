import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages } from '#src/integrations/built-pages.ts';
import { staticClosure } from '#src/integrations/static-closure.ts';

// An island rendered only in the browser (client:only: the admin) starts as
// soon as the page runs, but the browser learns of its modules one import at a
// time: the island's file, then what it imports, then what those import, five
// round trips deep for the admin (ADR 0066). After the build, the page's
// <head> names every module the island and its renderer import statically,
// as modulepreload links, so they are all fetched at once with the page.
// Islands that wait to be visible (the public pages') are left as they are:
// their code is not wanted before they are. A page that paints before its
// island runs (the admin's, ADR 0095) holds the links in a template marked
// AFTER_FIRST_PAINT instead, which its first script adds to the page once it
// has painted (ADR 0111): named in <head>, the modules shared the network with
// what the first paint needed.

/** Each built browser chunk (`_astro/x.js`) and the chunks it imports statically. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;
/** Each built browser chunk and the chunks it imports dynamically itself. */
export type DynamicImports = ReadonlyMap<string, readonly string[]>;

/** Marks the empty `<template>` of a page's <head> that is to hold its preload links until its first paint. */
export const AFTER_FIRST_PAINT = 'data-module-preloads';
const HELD = new RegExp(`<template ${AFTER_FIRST_PAINT}(?:="")?>(?=</template>)`);

const ONLY_ISLAND = /<astro-island\b[^>]*\bclient="only"[^>]*>/g;
const MODULE_URL = /\b(?:component|renderer)-url="\/([^"]+)"/g;
const COMPONENT_URL = /\bcomponent-url="\/([^"]+)"/;

/**
 * The page with a modulepreload link for every module its client:only islands import statically, and the ones their
 * own files import dynamically bring in statically: in <head>, or in the page's AFTER_FIRST_PAINT template when it
 * has one.
 */
export function preloadOnlyIslands(html: string, chunks: ChunkImports, dynamicImports: DynamicImports = new Map()): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const tags = [...html.matchAll(ONLY_ISLAND)].map(([island]) => island);
  // What the island's own file imports dynamically it asks for as it runs (the admin's app, ADR 0112): its
  // modules are part of the island's start, unlike those of the imports further down (a screen's).
  const started = tags.flatMap((island) => dynamicImports.get(COMPONENT_URL.exec(island)?.[1] ?? '') ?? []);
  const islands = [...tags.flatMap((island) => [...island.matchAll(MODULE_URL)].map(([, file = '']) => file)), ...started];
  const modules = staticClosure((file) => chunks.get(file), islands);
  const links = [...modules]
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" href="/${file}">`)
    .join('');
  if (!links) return html;
  const held = HELD.exec(html);
  if (held) return html.replace(held[0], () => held[0] + links);
  return html.slice(0, head) + links + html.slice(head);
}

interface OutputChunk {
  type: string;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

export function onlyIslandsPreloaded(): AstroIntegration {
  const chunks = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  return {
    name: 'only-islands-preloaded',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'only-islands-preloaded:chunk-imports',
                // The browser's chunks are those under _astro/; the server build's are elsewhere. Read
                // once the bundle is written: before that, Vite still holds the chunks that only import
                // CSS, which it drops (and takes out of their importers' imports) in its own last step.
                writeBundle(_options: unknown, bundle: Record<string, OutputChunk>) {
                  for (const [file, output] of Object.entries(bundle)) {
                    if (output.type !== 'chunk' || !file.startsWith('_astro/')) continue;
                    chunks.set(file, output.imports ?? []);
                    dynamicImports.set(file, output.dynamicImports ?? []);
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, pages }) => rewriteBuiltPages(dir, pages, (html) => preloadOnlyIslands(html, chunks, dynamicImports)),
    },
  };
}
