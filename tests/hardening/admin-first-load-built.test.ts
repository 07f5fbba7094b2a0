import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { dist } from '#tests/fixtures/dist.ts';
import { pageScripts, staticClosure } from '#tests/fixtures/island-scripts.ts';

// What the admin's HTML loads before any screen is usable, read from the build
// (run after `npm run build`): dialogs, toasts, the lists' and forms' words and
// the screens for missing or refused pages, which no first screen shows, come
// when first asked for, so their code is not on the first load.

/**
 * The admin's first load: its island's and renderer's files with their static imports, and the app the island's own
 * file imports as soon as it runs (ADR 0112), with its static imports.
 */
function firstLoad(): string[] {
  const { renderers, entries } = pageScripts(readFileSync(path.join(dist, 'admin.html'), 'utf8'));
  const started = entries.flatMap((entry) =>
    [...readFileSync(path.join(dist, '_astro', entry), 'utf8').matchAll(/\bimport\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)].map(
      ([, file = '']) => file,
    ),
  );
  expect(started.length, 'the app the island starts').toBeGreaterThan(0);
  return [...staticClosure([...renderers, ...entries, ...started])];
}

test('the admin loads no dialog code before one is asked for', () => {
  const files = firstLoad();
  expect(
    files.some((file) => file.startsWith('app.')),
    'the app entry',
  ).toBe(true);
  expect(files.filter((file) => /^(dialog|confirm-dialog-view|change-password-dialog)\./.test(file))).toEqual([]);
});

test('the admin loads no toast, list or form words and no refusal screen before one is shown', () => {
  const files = firstLoad();
  // Each is a file of its own in the build, so its absence below is not a name's.
  const built = readdirSync(path.join(dist, '_astro'));
  for (const name of ['toast-view', 'items', 'not-allowed', 'not-found'])
    expect(
      built.some((file) => file.startsWith(`${name}.`)),
      name,
    ).toBe(true);
  expect(files.filter((file) => /^(toast-view|items|not-allowed|not-found)\./.test(file))).toEqual([]);
  // Each lazy import's preload list names only what the importer has not loaded: never the app's own static imports.
  const app = files.find((file) => file.startsWith('app.'));
  if (!app) throw new Error('The admin has no app entry');
  const preloaded = /m\.f=\[([^\]]*)\]/.exec(readFileSync(path.join(dist, '_astro', app), 'utf8'))?.[1] ?? '';
  const named = [...preloaded.matchAll(/"_astro\/([^"]+)"/g)].map(([, file = '']) => file);
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((file) => staticClosure([app]).has(file))).toEqual([]);
});

/** A rule for the first class a stylesheet styles, as written in its source (`.sheet`, never `.sheet__section`). */
function firstClass(file: string): RegExp {
  const found = /\.([a-z][\w-]*)[\s{,:.[]/.exec(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))?.[1];
  if (!found) throw new Error(`${file} styles no class`);
  return new RegExp(`\\.${found}(?![\\w-])`);
}

test('admin.html inlines the shell’s rules and none of a screen’s own, which are files of their own', () => {
  const html = readFileSync(path.join(dist, 'admin.html'), 'utf8');
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css).join('\n');
  const builtSheets = readdirSync(path.join(dist, '_astro'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(dist, '_astro', file), 'utf8'));
  expect(inline).toMatch(firstClass('admin/styles/shell.css'));
  // The session check paints before any screen's code has arrived: its rules are the shell's.
  expect(inline).toMatch(/\.session-check(?![\w-])/);

  const screenSheets = readdirSync('admin/features', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join('admin/features', file));
  expect(screenSheets.length).toBeGreaterThan(15);
  for (const sheet of screenSheets) {
    const selector = firstClass(sheet);
    expect(inline, sheet).not.toMatch(selector);
    expect(
      builtSheets.some((css) => selector.test(css)),
      sheet,
    ).toBe(true);
  }
});

test('the admin’s island file loads React only: the app comes by the import it starts, to run in a task of its own', () => {
  const { entries } = pageScripts(readFileSync(path.join(dist, 'admin.html'), 'utf8'));
  const island = [...staticClosure(entries)];
  expect(island.some((file) => file.startsWith('framework.'))).toBe(true);
  expect(island.filter((file) => file.startsWith('app.'))).toEqual([]);
  expect(firstLoad().some((file) => file.startsWith('app.'))).toBe(true);
});
