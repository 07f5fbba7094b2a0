import { expect, test } from 'vitest';
import { builtOnFirstUse, once } from '#src/schemas/built-on-first-use.ts';
import { pageDocumentSchema, pageSchemas } from '#src/schemas/pages.ts';
import { pageTypes } from '#src/site/pages.ts';
import { seedPage } from '#functions/pages/seed.ts';

// Schemas a function does not use cost nothing at its cold start (ADR 0091):
// the page schemas are built when first read, once, and parse as they did.

/** Built: held as a value; not yet: still a getter. */
const isBuilt = (type: string) => 'value' in (Object.getOwnPropertyDescriptor(pageSchemas, type) ?? {});

test('importing the page schemas builds none of them; reading one type builds that type only, once', () => {
  // Nothing in this file has read them yet: every page type is still its builder.
  for (const type of pageTypes) expect(isBuilt(type)).toBe(false);
  const service = pageSchemas.service;
  expect(isBuilt('service')).toBe(true);
  expect(isBuilt('sector')).toBe(false);
  expect(pageSchemas.service).toBe(service);
  // The document holds the version it was built with, whichever is read first.
  expect(service.document.shape.draft).toBe(service.version);
  expect(Object.keys(pageSchemas)).toEqual([...pageTypes]);
});

test('the union of every page type parses by its type, as the types it is built from do', () => {
  const page = seedPage('services/engineering');
  expect(page?.type).toBe('service');
  expect(pageDocumentSchema.parse(page)).toEqual(pageSchemas.service.document.parse(page));
  expect(pageDocumentSchema.safeParse({ ...page, type: 'brochure' }).success).toBe(false);
  expect(pageDocumentSchema.safeParse({ ...page, type: 'about' }).success).toBe(false);
});

test('a value built on first use is built once, when first read, and then kept', () => {
  let builds = 0;
  const record = builtOnFirstUse({ a: () => ({ built: ++builds }), b: () => 'b' });
  expect(builds).toBe(0);
  expect(record.a).toEqual({ built: 1 });
  expect(record.a).toBe(record.a);
  expect(builds).toBe(1);
  expect({ ...record }).toEqual({ a: { built: 1 }, b: 'b' });
  const value = once(() => ++builds);
  expect(builds).toBe(1);
  expect([value(), value()]).toEqual([2, 2]);
});
