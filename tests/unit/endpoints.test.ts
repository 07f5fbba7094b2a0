import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { expect, test } from 'vitest';
import { endpoints, type EndpointName } from '#src/schemas/endpoints.ts';

// Netlify reads each entry's `config` from its source without running it, so
// the path stays a literal in netlify/functions/<file>.mts; the endpoint table
// says it again for everything else. These tests keep the two the same: one
// table entry per entry file (named after it), with the same path and methods.

const directory = path.resolve(import.meta.dirname, '..', '..', 'netlify', 'functions');
const keyOf = (file: string) => file.replace(/\.mts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

async function entries(): Promise<{ file: string; source: string; config: Config }[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.mts'));
  return Promise.all(
    files.map(async (file) => {
      const location = path.join(directory, file);
      const module = (await import(pathToFileURL(location).href)) as { config: Config };
      return { file, source: await readFile(location, 'utf8'), config: module.config };
    }),
  );
}

test('every entry with a path has the table entry named after its file, with the same path and methods', async () => {
  for (const { file, source, config } of await entries()) {
    if (config.path === undefined) continue;
    const key = keyOf(file);
    expect(Object.keys(endpoints), file).toContain(key);
    const endpoint = endpoints[key as EndpointName];
    expect(config.path, file).toEqual(endpoint.path);
    // A literal Netlify can read: a string, or a list of strings.
    expect(source, file).toMatch(/export const config: Config = \{\s*path: (?:'[^']*'|\[(?:\s*'[^']*',?)+\s*\])/);
    if (config.method !== undefined) expect([config.method].flat(), file).toEqual(Object.keys(endpoint.methods));
  }
});

test('every endpoint of the table has its entry file, and scheduled functions are no endpoints', async () => {
  const found = await entries();
  const routed = found.filter(({ config }) => config.path !== undefined).map(({ file }) => keyOf(file));
  expect(routed.sort()).toEqual(Object.keys(endpoints).sort());
  for (const { file, config } of found) if (config.path === undefined) expect(config.schedule, file).toBeDefined();
});

test('each endpoint has a name of its own, which logs and the audit log use', () => {
  const names = Object.values(endpoints).map((endpoint) => endpoint.name);
  expect(new Set(names).size).toBe(names.length);
});
