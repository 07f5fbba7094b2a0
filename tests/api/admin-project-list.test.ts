import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { ProjectListPage } from '#src/schemas/project-list.ts';
import type { Category, Sector, Technology } from '#src/schemas/taxonomy.ts';
import { adminProjectsEnhancedHandler } from '#functions/api/admin-projects-enhanced.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject, aSector, aTechnology } from '#tests/fixtures/builders.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// GET /api/admin/projects-enhanced: the admin's project list a page at a time,
// for the view its URL holds (ADR 0057). Each test names a client of its own
// and asks for it, so the projects other tests create stay out of its view.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

let clients = 0;
const aClientName = () => `Raffinerie de test ${String((clients += 1))} ${String(Date.now())}`;

const make = (overrides: Parameters<typeof anEnhancedProject>[0]) =>
  created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(overrides), token);

/** `as`: the session's token, or null for none. */
const list = <T = ProjectListPage>(query: Record<string, string>, as: string | null = token) =>
  send<T>(
    adminProjectsEnhancedHandler,
    getRequest(`/api/admin/projects-enhanced?${new URLSearchParams(query).toString()}`, as ?? undefined),
  );

const titles = (page: ProjectListPage) => page.items.map((project) => project.title);
const hour = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

test('statuses, an accent-blind search and the facets narrow the view, with the counts the screen shows', async () => {
  const client = aClientName();
  const [energy, pharma] = [
    await created<Sector>('sectors', aSector({ name: 'Offshore wind' }), token),
    await created<Sector>('sectors', aSector({ name: 'Pharmaceutical plants' }), token),
  ];
  const scada = await created<Category>('categories', aCategory(), token);
  const opc = await created<Technology>('technologies', aTechnology(), token);
  const place = { client, location_city: 'Martigues', project_summary: 'A control system upgrade.' };
  const draft = await make({ ...place, title: 'Tank farm A', location_city: 'Lavéra', is_published: false, sector_ids: [energy.id] });
  const live = await make({
    ...place,
    title: 'Tank farm B',
    is_featured: true,
    sector_ids: [energy.id, pharma.id],
    category_ids: [scada.id],
    technology_ids: [opc.id],
  });
  const scheduled = await make({ ...place, title: 'Tank farm C', publish_at: at(hour) });
  const expired = await make({
    ...place,
    title: 'Tank farm D',
    publish_at: at(-2 * hour),
    unpublish_at: at(-hour),
    sector_ids: [pharma.id],
  });

  const all = await list({ client });
  expect(all.status).toBe(200);
  expect(all.headers.get('cache-control')).toContain('no-store');
  expect(all.body).toMatchObject({ total: 4, page: 1, pages: 1, size: 50 });
  expect(all.body.all).toBeGreaterThanOrEqual(4);
  expect(titles(all.body)).toEqual(['Tank farm A', 'Tank farm B', 'Tank farm C', 'Tank farm D']);
  // Relations come resolved, as the edit screen reads them.
  expect(all.body.items[1]).toMatchObject({ id: live.id, categories: [{ id: scada.id, name: scada.name, slug: scada.slug }] });

  const only = async (query: Record<string, string>) => titles((await list({ client, ...query })).body);
  expect(await only({ filter: 'draft' })).toEqual([draft.title]);
  expect(await only({ filter: 'published' })).toEqual([live.title]);
  expect(await only({ filter: 'scheduled' })).toEqual([scheduled.title]);
  expect(await only({ filter: 'expired' })).toEqual([expired.title]);
  expect(await only({ filter: 'featured' })).toEqual([live.title]);
  expect(await only({ filter: 'dated' })).toEqual([scheduled.title, expired.title]);
  expect(await only({ q: 'lavera' })).toEqual([draft.title]);
  expect(await only({ q: 'LAVÉRA tank' })).toEqual([draft.title]);
  expect(await only({ q: 'lavera pharma' })).toEqual([]);
  // Taxonomy names are searched too.
  expect(await only({ q: 'PHARMACEUTICAL' })).toEqual([live.title, expired.title]);
  expect(await only({ technology: opc.slug })).toEqual([live.title]);
  expect(await only({ category: scada.slug, filter: 'draft' })).toEqual([]);
  expect(await only({ sort: 'schedule' })).toEqual([scheduled.title, expired.title, draft.title, live.title]);

  // Each facet's choices counted within the view, that facet's own choice left out.
  const bySector = (await list({ client, sector: energy.slug })).body;
  expect(bySector.total).toBe(2);
  const count = (facet: keyof ProjectListPage['facets'], value: string) =>
    bySector.facets[facet].find((choice) => choice.value === value)?.count;
  expect(count('sector', energy.slug)).toBe(2);
  expect(count('sector', pharma.slug)).toBe(2);
  expect(count('category', scada.slug)).toBe(1);
  expect(count('client', client)).toBe(2);
  expect(bySector.facets.sector.find((choice) => choice.value === energy.slug)?.label).toBe(energy.name);
  // A choice with no project in the view is still offered, counted 0; the one asked for, though it shows nothing.
  const other = aClientName();
  await make({ client: other, title: 'Boiler house' });
  const expiredOfOther = (await list({ client: other, filter: 'expired' })).body;
  expect(expiredOfOther.total).toBe(0);
  const clientCount = (value: string) => expiredOfOther.facets.client.find((choice) => choice.value === value)?.count;
  expect([clientCount(client), clientCount(other)]).toEqual([1, 0]);
});

test('a page of the size asked, a page past the end answers the last, and an empty view answers nothing', async () => {
  const client = aClientName();
  for (let start = 0; start < 27; start += 9)
    await Promise.all(
      Array.from({ length: 9 }, (_, offset) =>
        make({ client, title: `Packaging line ${String(start + offset).padStart(2, '0')}`, display_order: start + offset }),
      ),
    );
  const first = (await list({ client, size: '25' })).body;
  expect(first).toMatchObject({ total: 27, page: 1, pages: 2, size: 25 });
  expect(titles(first)).toHaveLength(25);
  expect(titles(first)[0]).toBe('Packaging line 00');
  const second = (await list({ client, size: '25', page: '2' })).body;
  expect(titles(second)).toEqual(['Packaging line 25', 'Packaging line 26']);
  const past = (await list({ client, size: '25', page: '9' })).body;
  expect(past).toMatchObject({ page: 2, pages: 2 });
  expect(titles(past)).toEqual(titles(second));
  expect((await list({ client, sort: 'title' })).body.items).toHaveLength(27);

  const none = (await list({ client, q: 'no such words anywhere' })).body;
  expect(none).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
});

test('a query out of range is a 400 naming the parameter; no session is a 401; an editor reads it', async () => {
  expectIssue(
    await list({ filter: 'archived' }),
    'filter',
    'filter must be one of: draft, published, scheduled, expired, featured, missing-french, dated',
  );
  expectIssue(await list({ sort: 'random' }), 'sort', 'sort must be one of: order, title, client, updated, schedule');
  expectIssue(await list({ size: '7' }), 'size', 'size must be one of: 25, 50, 100');
  for (const page of ['0', 'abc', '-1', '1.5']) expectIssue(await list({ page }), 'page', 'page must be a whole number');
  expectIssue(await list({ q: 'x'.repeat(201) }), 'q', 'q is too long');
  const refused = await list<ErrorBody>({ filter: 'archived', page: '0' });
  expectRefused(refused, 400);
  expect(refused.body.issues).toHaveLength(2);

  expectRefused(await list({}, null), 401);
  const editor = await staffMember(token, 'editor');
  expect((await list({}, editor.token)).status).toBe(200);
});
