import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { PORTFOLIO_PAGE_SIZE, type PortfolioPage } from '#src/schemas/portfolio.ts';
import { projectEnhancedRecordSchema } from '#src/schemas/project-enhanced.ts';
import { collections, storeItems } from '#functions/content/collections.ts';
import { refreshView, views } from '#functions/content/views.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject, aSector } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';

// GET /api/projects-enhanced?page=N: what the list island reads
// first is one page of the portfolio, so it stays small however many projects
// are published, and it is revalidated like every public read.

useBlobsStore();
const projects = api('projectsEnhanced');

const page = (query: string) => send<PortfolioPage>(projects.handler, getRequest(`/api/projects-enhanced?${query}`));

const words = (
  'plant unit controller redundant operator station alarm migration cut-over shutdown refinery terminal furnace compressor ' +
  'pump valve interlock safety instrumented function loop tuning historian network firewall commissioning acceptance ' +
  'factory site test procedure graphics batch recipe reactor column tank jetty pipeline metering analyser drive motor ' +
  'substation breaker relay protection SCADA PLC DCS HMI OPC PROFIBUS Modbus Ethernet fibre cabinet marshalling panel ' +
  'engineering design review HAZOP SIL verification documentation training handover maintenance spare obsolescence ' +
  'capacity throughput energy steam cooling water nitrogen flare emission permit schedule budget night weekend crew'
).split(' ');

/** Prose of `count` words drawn from the vocabulary above, different for each seed, as incompressible as real text is. */
function prose(seed: number, count: number): string {
  let state = seed * 2654435761 + 1;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return words[state % words.length];
  }).join(' ');
}

/** Stores `count` published projects with texts of realistic length, in bulk, and rebuilds the public view. */
async function storeCatalogue(count: number, sectorId: string): Promise<void> {
  const time = new Date().toISOString();
  await storeItems(
    collections.projectsEnhanced,
    Array.from({ length: count }, (_, index) => {
      const n = String(index + 1);
      return z.parse(projectEnhancedRecordSchema, {
        ...anEnhancedProject({
          title: `Project ${n}: control system renewal of unit ${n}`,
          client: `Client ${String(index % 41)}`,
          description: `Unit ${n}: ${prose(index, 110)}.`,
          project_summary: `Unit ${n}: ${prose(index + 5000, 28)}.`,
          scope_objectives: [prose(index + 10_000, 6), prose(index + 20_000, 7)],
          key_results: [prose(index + 30_000, 6), prose(index + 40_000, 5)],
          display_order: index + 1,
          sector_ids: [sectorId],
        }),
        id: randomUUID(),
        slug: `project-${n}`,
        created_at: time,
        updated_at: time,
      });
    }),
  );
  await refreshView(views.projectsEnhanced);
}

test('at 1,000 published projects the first page is 24 projects and under 50 KB gzipped, the whole list many times that', async () => {
  const token = await adminToken();
  const sector = await created<{ id: string }>('sectors', aSector({ name: 'Refining', slug: 'refining' }), token);
  await storeCatalogue(1000, sector.id);

  const first = await page('page=1');
  expect(first.status).toBe(200);
  expect(first.body.items).toHaveLength(PORTFOLIO_PAGE_SIZE);
  expect([first.body.total, first.body.matching, first.body.pages]).toEqual([1000, 1000, 42]);
  expect(first.body.options.sector).toEqual([expect.objectContaining({ slug: 'refining', count: 1000 })]);

  const pageBytes = gzipSync(JSON.stringify(first.body)).length;
  const wholeList = await projects.list();
  const listBytes = gzipSync(JSON.stringify(wholeList.body)).length;
  console.info(JSON.stringify({ projects: 1000, firstPageGzipBytes: pageBytes, wholeListGzipBytes: listBytes }));
  expect(pageBytes).toBeLessThan(50 * 1024);
  expect(listBytes).toBeGreaterThan(pageBytes * 5);

  const last = await page('page=42&sector=refining');
  expect(last.body.items.map((project) => project.slug)).toEqual(Array.from({ length: 16 }, (_, i) => `project-${String(985 + i)}`));
});

test('a page is cached at the edge per page and filter, and a known ETag gets 304', async () => {
  const token = await adminToken();
  await created('projectsEnhanced', anEnhancedProject(), token);
  const first = await page('page=1');
  expect(first.headers.get('netlify-vary')).toMatch(/query=[^;]*page/);
  expect(first.headers.get('netlify-vary')).toMatch(/query=[^;]*sector/);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await projects.handler(getRequest('/api/projects-enhanced?page=1'), { ip: '203.0.113.9' });
  expect(again.status).toBe(200);
  const revalidated = await projects.handler(
    new Request('http://localhost/api/projects-enhanced?page=1', { headers: { 'if-none-match': etag } }),
    { ip: '203.0.113.9' },
  );
  expect(revalidated.status).toBe(304);
});

test('drafts are never on a page, and projects on it carry no draft flag or relation ids', async () => {
  const token = await adminToken();
  // Listed first (order 0), ahead of whatever other tests stored.
  const shown = await created<{ id: string }>('projectsEnhanced', anEnhancedProject({ title: 'A shown project', display_order: 0 }), token);
  const draft = await created<{ id: string }>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'A draft', display_order: 0, is_published: false }),
    token,
  );
  const answer = await page('page=1');
  const ids = answer.body.items.map((project) => project.id);
  expect(ids).toContain(shown.id);
  expect(ids).not.toContain(draft.id);
  for (const field of ['is_published', 'category_ids', 'sector_ids', 'technology_ids'])
    expect(answer.body.items[0]).not.toHaveProperty(field);
});
