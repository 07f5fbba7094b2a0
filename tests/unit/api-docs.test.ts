import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { sections } from '#scripts/api-docs/endpoints.ts';
import { API_DOCS_PATH, generateApiDocs } from '#scripts/api-docs/generate.ts';

// docs/api.md is generated from the endpoint table and the zod schemas; these
// tests fail when it is stale or when an endpoint is missing from the table.

const documented = sections.flatMap((section) => section.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));

test('docs/api.md is up to date (run `npm run docs:api` after changing an endpoint or a schema)', async () => {
  expect(await readFile(API_DOCS_PATH, 'utf8')).toBe(await generateApiDocs());
});

test('the reference documents every call of the API contract', () => {
  const contract = [
    'POST /api/auth/login',
    'POST /api/auth/verify',
    'POST /api/auth/logout',
    'POST /api/auth/reset-password',
    ...['GET', 'POST', 'PUT', 'DELETE'].flatMap((method) =>
      ['/api/projects', '/api/projects-enhanced', '/api/clients', '/api/metadata'].map((endpoint) => `${method} ${endpoint}`),
    ),
    'GET /api/projects-enhanced?page=',
    'POST /api/projects-enhanced/upload-logo',
    'GET /api/uploads/:key',
    'GET /api/settings',
    'POST /api/settings',
    'POST /api/send-email',
    'GET /api/enquiries',
    'PUT /api/enquiries',
    'DELETE /api/enquiries',
    'GET /api/admin/audit',
    'GET /api/admin/history',
    'POST /api/admin/history',
    'GET /api/admin/export',
    'POST /api/admin/import/preview',
    'POST /api/admin/import',
    'GET /api/admin/backups',
    'POST /api/admin/backups',
    'POST /api/admin/backups/upload',
    'GET /api/admin/users',
    'POST /api/admin/users',
    'PUT /api/admin/users',
    'DELETE /api/admin/users',
    'POST /api/auth/invitation',
    'POST /api/auth/accept-invitation',
    'POST /api/not-found',
    'GET /projects-enhanced',
    'GET /projects-enhanced/:slug',
    'GET /sitemap-portfolio.xml',
  ];
  expect(new Set(documented)).toEqual(new Set(contract));
  expect(documented).toHaveLength(new Set(documented).size);
});

test('every deployed function path is in the reference', async () => {
  const directory = path.resolve(import.meta.dirname, '..', '..', 'netlify', 'functions');
  const paths = new Set(documented.map((call) => call.split(' ')[1]));
  for (const file of await readdir(directory)) {
    if (!file.endsWith('.mts')) continue;
    const source = await readFile(path.join(directory, file), 'utf8');
    for (const [, declared] of source.matchAll(/path:\s*\[?\s*'([^']+)'/g)) expect(paths, file).toContain(declared);
  }
});
