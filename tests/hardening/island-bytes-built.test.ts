import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { dist } from '#tests/fixtures/dist.ts';
import { frameworkFiles, pageScripts, staticClosure } from '#tests/fixtures/island-scripts.ts';

// Island code above the framework floor, read from the build (run after
// `npm run build`): the careers pages' application form checks its fields
// with constants alone, so its pages stay within the 12 KB gzipped budget and
// load none of the schemas' chunks; the contact page loads the browser-side
// providers (FormSubmit, EmailJS, their email templates) only when a build
// chooses them. bench/islands.ts measures every island page in Chromium.

const BUDGET = 12 * 1024;

function aboveFloor(page: string): string[] {
  const { renderers, entries } = pageScripts(readFileSync(path.join(dist, page), 'utf8'));
  const floor = frameworkFiles();
  return [...staticClosure([...renderers, ...entries])].filter((file) => !floor.has(file));
}

const gzipped = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, '_astro', file))).length, 0);

test('the careers pages load at most 12 KB gzipped above the framework floor, and no schema chunk', () => {
  for (const page of ['careers.html', 'fr/careers.html', 'careers-frames/job.html', 'fr/careers-frames/job.html']) {
    const files = aboveFloor(page);
    expect(
      files.some((file) => file.startsWith('mount.')),
      page,
    ).toBe(true);
    expect(gzipped(files), page).toBeLessThanOrEqual(BUDGET);
    // The shared schemas' chunk holds zod/mini's core: 14 KB gzipped by itself.
    expect(
      files.filter((file) => /^(common|contact|application)\./.test(file)),
      page,
    ).toEqual([]);
  }
});

test('the contact page does not load the browser-side providers before they are chosen', () => {
  for (const page of ['contact.html', 'fr/contact.html']) {
    const files = aboveFloor(page);
    expect(
      files.some((file) => file.startsWith('contact-form.')),
      page,
    ).toBe(true);
    expect(
      files.filter((file) => /^(browser-providers|email-templates|relay-payload|es)\./.test(file)),
      page,
    ).toEqual([]);
  }
  // They are built, as a chunk of their own that only import() reaches.
  expect(readdirSync(path.join(dist, '_astro')).some((file) => file.startsWith('browser-providers.'))).toBe(true);
});

// The public islands are bundled as a graph of their own, one per island, with
// zodMessage giving codes for texts (ADR 0081): they share no chunk with the
// admin but the framework and the bundler's helper for import(), and carry
// none of the English message catalogue.
const islandPages = ['index.html', 'fr.html', 'contact.html', 'fr/contact.html', 'projects-enhanced.html', 'fr/projects-enhanced.html'];

test('the island pages share no chunk with the admin, and carry no message catalogue', () => {
  const admin = new Set(aboveFloor('admin.html'));
  expect(admin.size).toBeGreaterThan(0);
  for (const page of islandPages) {
    const files = aboveFloor(page);
    expect(files.length, page).toBeGreaterThan(0);
    expect(
      files.filter((file) => admin.has(file) && !file.startsWith('preload-helper.')),
      page,
    ).toEqual([]);
    const code = files.map((file) => readFileSync(path.join(dist, '_astro', file), 'utf8')).join('\n');
    // Two texts of src/schemas/schema-messages.ts that no island has a use for.
    expect(code, page).not.toContain('Upload names are the ones this site gives');
    expect(code, page).not.toContain('is not a Caronte Automation backup');
  }
});

test('the home and contact pages load at most 12 KB gzipped above the framework floor', () => {
  for (const page of ['index.html', 'fr.html', 'contact.html', 'fr/contact.html']) {
    expect(gzipped(aboveFloor(page)), page).toBeLessThanOrEqual(BUDGET);
  }
  // The contact form's checks and sending (zod's core with them) come when a visitor reaches the form.
  for (const page of ['contact.html', 'fr/contact.html']) {
    expect(
      aboveFloor(page).filter((file) => file.startsWith('submission.')),
      page,
    ).toEqual([]);
  }
  expect(readdirSync(path.join(dist, '_astro')).some((file) => file.startsWith('submission.'))).toBe(true);
});

// The portfolio list hydrates from the page it came with (ADR 0089): zod and
// the project schemas come with the code that reads another page, loaded when a
// visitor first reaches the filters or the pages.
test('the portfolio list loads at most 12 KB gzipped above the framework floor, and no schema code until asked', () => {
  for (const page of ['projects-enhanced.html', 'fr/projects-enhanced.html']) {
    const files = aboveFloor(page);
    expect(
      files.some((file) => file.startsWith('project-list.')),
      page,
    ).toBe(true);
    expect(gzipped(files), page).toBeLessThanOrEqual(BUDGET);
    expect(
      files.filter((file) => file.startsWith('fetch-page.')),
      page,
    ).toEqual([]);
    const code = files.map((file) => readFileSync(path.join(dist, '_astro', file), 'utf8')).join('\n');
    // A name zod's core gives its object schemas, kept by minification.
    expect(code, page).not.toContain('$ZodObject');
  }
  const lazy = readdirSync(path.join(dist, '_astro')).filter((file) => file.startsWith('fetch-page.'));
  expect(lazy).toHaveLength(1);
  expect(readFileSync(path.join(dist, '_astro', lazy[0]!), 'utf8')).toContain('$ZodObject');
});
