import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { endpoints, type EndpointName, type Method, type MethodContract } from '#src/schemas/endpoints.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { endpointDocs, sections, type MethodDoc } from '#scripts/api-docs/endpoints.ts';
import { API_DOCS_PATH, generateApiDocs } from '#scripts/api-docs/generate.ts';
import { typeDocs } from '#scripts/api-docs/types.ts';

// docs/api.md is generated from the endpoint table, its schemas and the prose
// of scripts/api-docs; these tests fail when it is stale, or when the prose
// and the table disagree. Generating it also checks every example against the
// table's schemas: a body its method takes, an answer its method gives.

const names = Object.keys(endpoints) as EndpointName[];
const methodsOf = (name: EndpointName) => Object.keys(endpoints[name].methods) as Method[];
const docOf = (name: EndpointName, method: Method) => (endpointDocs[name] as Partial<Record<Method, MethodDoc>>)[method];

test('docs/api.md is up to date (run `npm run docs:api` after changing an endpoint, its prose or a schema)', async () => {
  expect(await readFile(API_DOCS_PATH, 'utf8')).toBe(await generateApiDocs());
});

test('every method of the table has its prose, and every page of prose a method of the table', () => {
  for (const name of names) expect(Object.keys(endpointDocs[name]).sort(), name).toEqual(methodsOf(name).sort());
  expect(Object.keys(endpointDocs).sort()).toEqual([...names].sort());
});

test('every endpoint is in one section of the reference', () => {
  const listed = sections.flatMap((section) => section.endpoints);
  expect([...listed].sort()).toEqual([...names].sort());
});

test('the prose explains exactly the query parameters and the refusal answers the table declares', () => {
  for (const name of names) {
    for (const method of methodsOf(name)) {
      const contracts: Partial<Record<Method, MethodContract>> = endpoints[name].methods;
      const query = contracts[method]?.query;
      const declared = query ? Object.keys((z.toJSONSchema(query, { io: 'input' }) as { properties?: object }).properties ?? {}) : [];
      expect(Object.keys(docOf(name, method)?.query ?? {}).sort(), `${method} ${name}`).toEqual(declared.sort());
      expect(docOf(name, method)?.failure !== undefined, `${method} ${name}`).toBe(contracts[method]?.failure !== undefined);
    }
  }
});

test('each named type is exported by the schema module the reference links to', async () => {
  for (const [schema, type] of typeDocs) {
    const module = (await import(/* @vite-ignore */ new URL(`../../src/schemas/${type.file}`, import.meta.url).href)) as Record<
      string,
      unknown
    >;
    expect(Object.values(module), type.name).toContain(schema);
  }
});
