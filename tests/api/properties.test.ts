import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { clientSchema } from '#src/schemas/client.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { jobSchema } from '#src/schemas/job.ts';
import { projectSchema } from '#src/schemas/project.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import { categorySchema, technologySchema } from '#src/schemas/taxonomy.ts';
import { z } from 'zod';
import { listKeys, readText } from '#functions/platform/store.ts';
import { adminToken, BASE } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, aClient, aCredential, aJob, anEnhancedProject, aProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { api, created, send, type EndpointName } from '#tests/fixtures/content-api.ts';

// Arbitrary JSON thrown at every content write endpoint: each call either
// succeeds with a valid record or is refused with a 4xx and an error message,
// never a 5xx; and a refused call leaves every stored document exactly as it was.

useBlobsStore();

let token: string;
const existing: Partial<Record<EndpointName, string>> = {};

beforeAll(async () => {
  token = await adminToken();
  existing.projects = (await created('projects', aProject(), token)).id;
  existing.projectsEnhanced = (await created('projectsEnhanced', anEnhancedProject(), token)).id;
  existing.clients = (await created('clients', aClient(), token)).id;
  existing.credentials = (await created('credentials', aCredential(), token)).id;
  existing.jobs = (await created('jobs', aJob(), token)).id;
  existing.categories = (await created('categories', aCategory(), token)).id;
  existing.sectors = (await created('sectors', aSector(), token)).id;
  existing.technologies = (await created('technologies', aTechnology(), token)).id;
});

/**
 * Every stored item, change token, public view and the settings, as text. The
 * collections' snapshots (caches a read may refresh) and slug claims (which
 * any later write may take over) are left out.
 */
async function snapshot(): Promise<Record<string, string | null>> {
  const items = (await listKeys('collections/')).filter((key) => key.includes('/items/') || key.endsWith('/changed'));
  const keys = [...items, ...(await listKeys('views/')), 'settings'];
  const texts = await Promise.all(keys.map(async (key) => [key, await readText(key)] as const));
  return Object.fromEntries(texts);
}

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'true',
    'on',
    '0',
    'https://example.test/x.png',
    '/uploads/a.svg',
    '/api/uploads/a.svg',
    'javascript:alert(1)',
    'Automation',
  ),
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.array(fc.oneof(fc.string(), fc.integer())),
);

const fieldsOf: Record<EndpointName, string[]> = {
  projects: Object.keys(projectSchema.shape),
  projectsEnhanced: Object.keys(projectEnhancedSchema.shape),
  clients: Object.keys(clientSchema.shape),
  credentials: Object.keys(credentialSchema.shape),
  jobs: Object.keys(jobSchema.shape),
  categories: Object.keys(categorySchema.shape),
  sectors: Object.keys(categorySchema.shape),
  technologies: Object.keys(technologySchema.shape),
  settings: Object.keys(settingsSchema.shape),
};

const outputOf: Record<EndpointName, z.core.$ZodType> = {
  projects: projectSchema,
  projectsEnhanced: projectEnhancedSchema,
  clients: clientSchema,
  credentials: credentialSchema,
  jobs: jobSchema,
  categories: categorySchema,
  sectors: categorySchema,
  technologies: technologySchema,
  settings: settingsSchema,
};

/** Bodies shaped like the entity (its field names, arbitrary values), anything JSON, or invalid text. */
function bodies(name: EndpointName, withId: boolean) {
  const shaped = fc
    .tuple(fc.record(Object.fromEntries(fieldsOf[name].map((field) => [field, anyValue])), { requiredKeys: [] }), fc.boolean())
    .map(([body, targetExisting]) => (withId && targetExisting ? { ...body, id: existing[name] } : body));
  return fc.oneof(
    shaped.map((body) => JSON.stringify(body)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string(),
  );
}

async function expectSafe(name: EndpointName, method: 'POST' | 'PUT' | 'DELETE', request: Request): Promise<void> {
  const before = await snapshot();
  const answer = await send<Record<string, unknown> | undefined>(api(name).handler, request);
  if (answer.status >= 200 && answer.status < 300) {
    if (method === 'DELETE') expect(answer.body).toMatchObject({ success: true });
    else expect(z.safeParse(outputOf[name], answer.body).success).toBe(true);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(typeof answer.body?.error).toBe('string');
  expect(await snapshot()).toEqual(before);
}

const writable = [
  'projects',
  'projectsEnhanced',
  'clients',
  'credentials',
  'jobs',
  'categories',
  'sectors',
  'technologies',
] as const satisfies EndpointName[];
const RUNS = 30;

const requestOf = (name: EndpointName, method: string, body: string) =>
  new Request(`${BASE}${api(name).path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });

test.each(writable)('arbitrary JSON posted to %s is created or refused cleanly', async (name) => {
  await fc.assert(
    fc.asyncProperty(bodies(name, false), (body) => expectSafe(name, 'POST', requestOf(name, 'POST', body))),
    { numRuns: RUNS },
  );
});

test.each(writable)('arbitrary JSON put to %s updates or is refused cleanly', async (name) => {
  await fc.assert(
    fc.asyncProperty(bodies(name, true), (body) => expectSafe(name, 'PUT', requestOf(name, 'PUT', body))),
    { numRuns: RUNS },
  );
});

test.each(writable)('arbitrary ids deleted from %s are refused cleanly', async (name) => {
  await fc.assert(
    fc.asyncProperty(fc.string(), async (id) => {
      const url = `${BASE}${api(name).path}${api(name).path.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
      await expectSafe(name, 'DELETE', new Request(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }));
    }),
    { numRuns: RUNS },
  );
});

test('arbitrary JSON posted to settings is saved or refused cleanly', async () => {
  await fc.assert(
    fc.asyncProperty(bodies('settings', false), (body) => expectSafe('settings', 'POST', requestOf('settings', 'POST', body))),
    { numRuns: RUNS * 2 },
  );
});

test('arbitrary taxonomy types are refused cleanly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), fc.constantFrom('POST', 'PUT'), async (type, method) => {
      const before = await snapshot();
      const request = new Request(`${BASE}/api/taxonomy?type=${encodeURIComponent(type)}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(aCategory()),
      });
      const answer = await send<{ error?: string }>(api('categories').handler, request);
      if (['categories', 'sectors', 'technologies'].includes(type)) return;
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
      expect(await snapshot()).toEqual(before);
    }),
    { numRuns: RUNS },
  );
});
