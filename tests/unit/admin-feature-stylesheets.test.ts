import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

// A feature's stylesheet arrives only with the screens that load the feature's
// components (ADR 0098), so a block another feature or a shared component
// draws must not live in it: it would be unstyled wherever that feature was
// not loaded first. Read from the sources: the blocks each feature stylesheet
// defines, and every component that draws them.

const root = path.resolve(import.meta.dirname, '..', '..');
const features = path.join(root, 'admin', 'features');

/** Every .tsx file under the admin, as [path from the repository, text]. */
const components = readdirSync(path.join(root, 'admin'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => [path.join('admin', file), readFileSync(path.join(root, 'admin', file), 'utf8')] as const);

/** The classes a stylesheet's rules are for: the one class of each selector's first compound. */
function blocksOf(css: string): Set<string> {
  const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)].flatMap(([, list = '']) => list.split(','));
  const blocks = new Set<string>();
  for (const selector of selectors) {
    const first = selector.trim().split(/[\s>+~]/)[0] ?? '';
    const classes = [...first.matchAll(/\.([a-z][\w-]*)/g)].map(([, name = '']) => name);
    if (classes.length === 1 && classes[0]) blocks.add(classes[0]);
  }
  return blocks;
}

const drawsClass = (source: string, name: string) =>
  [...source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)].some((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/).includes(name),
  );

test('each feature stylesheet styles only what its own feature draws', () => {
  const sheets = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(15);
  const strays: string[] = [];
  for (const sheet of sheets) {
    const feature = sheet.split(path.sep)[0] ?? '';
    const own = (file: string, source: string) =>
      file.startsWith(path.join('admin', 'features', feature) + path.sep) ||
      source.includes(`#admin/features/${sheet.split(path.sep).join('/')}`) ||
      (file.startsWith(path.join('admin', 'routes') + path.sep) && source.includes(`#admin/features/${feature}/`));
    for (const block of blocksOf(readFileSync(path.join(features, sheet), 'utf8')))
      for (const [file, source] of components)
        if (!own(file, source) && drawsClass(source, block)) strays.push(`.${block} (${sheet}) drawn by ${file}`);
  }
  expect(strays).toEqual([]);
});
