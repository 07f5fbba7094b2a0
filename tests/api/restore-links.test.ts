import { beforeAll, expect, test } from 'vitest';
import type { Restored, Revision } from '#src/schemas/history.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Category } from '#src/schemas/taxonomy.ts';
import { historyHandler } from '#functions/api/history.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCategory, anEnhancedProject, aSector } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A restore keeps its promises (ADR 0047): a restored version of a project
// keeps every address that redirected to it, the one it replaces included, so
// no shared link breaks; a restored taxonomy item is linked again to the
// projects its deletion took it out of, except those changed since, which the
// answer names.

useBlobsStore();
const projects = api('projectsEnhanced');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const versions = async (id: string) =>
  (await send<Revision[]>(historyHandler, getRequest(`/api/admin/history?collection=projects-enhanced&id=${id}`, token))).body;
const restore = (body: Record<string, unknown>) => send<Restored>(historyHandler, jsonRequest('/api/admin/history', 'POST', body, token));

/** Bare page shells: what matters here is where each address leads. */
const language = { project: '<main>project</main>', ...listShells('<main>', '</main>'), notFound: 'Not found' };
const shells: Shells = { origin: 'https://www.example.test', en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));

/** Where a shared link to /projects-enhanced/<slug> leads: the page itself (200), a redirect to another slug, or 404. */
async function followed(slug: string): Promise<string | number> {
  const response = await pages(getRequest(`/projects-enhanced/${slug}`));
  if (response.status === 301) return response.headers.get('location')!;
  return response.status;
}

test('restoring an old version of a project whose address changed since breaks no link: every former address still redirects', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Ethylene cracker APC', slug: 'ethylene-cracker-apc', is_published: true }),
    token,
  );
  await projects.update({ id: project.id, slug: 'ethylene-cracker-apc-lavera' }, token);
  await projects.update({ id: project.id, slug: 'ethylene-cracker-apc-2025', title: 'Ethylene cracker APC, 2025' }, token);
  const [newest, renamed] = await versions(project.id);
  expect(renamed!.record).toMatchObject({ slug: 'ethylene-cracker-apc-lavera', previous_slugs: ['ethylene-cracker-apc'] });
  // Shared before the restore: the address of the day and both former ones.
  expect(await followed('ethylene-cracker-apc-2025')).toBe(200);

  const restored = await restore({ collection: 'projects-enhanced', id: project.id, revision: renamed!.id, current_revision: newest!.id });
  expect(restored.status).toBe(200);
  const stored = (await projects.get<ProjectEnhanced>(project.id, token)).body;
  expect(stored.slug).toBe('ethylene-cracker-apc-lavera');
  expect([...stored.previous_slugs].sort()).toEqual(['ethylene-cracker-apc', 'ethylene-cracker-apc-2025']);
  expect(await followed('ethylene-cracker-apc-lavera')).toBe(200);
  expect(await followed('ethylene-cracker-apc-2025')).toBe('/projects-enhanced/ethylene-cracker-apc-lavera');
  expect(await followed('ethylene-cracker-apc')).toBe('/projects-enhanced/ethylene-cracker-apc-lavera');
});

test('a deleted project brought back in an older version keeps the addresses it had, except one another project took meanwhile', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Granulation line MES', slug: 'granulation-line-mes', is_published: true }),
    token,
  );
  await projects.update({ id: project.id, slug: 'granulation-line-mes-fos' }, token);
  await projects.update({ id: project.id, slug: 'granulation-line-mes-phase-2' }, token);
  const first = (await versions(project.id)).at(-1)!;
  expect((await projects.remove(project.id, token)).status).toBe(200);
  // While it is deleted, another project takes one of its former addresses.
  const taker = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Fos granulation', slug: 'granulation-line-mes-fos', is_published: true }),
    token,
  );

  const restored = await restore({ collection: 'projects-enhanced', id: project.id, revision: first.id });
  expect(restored.status).toBe(200);
  expect(restored.body.record).toMatchObject({ slug: 'granulation-line-mes', previous_slugs: ['granulation-line-mes-phase-2'] });
  expect(await followed('granulation-line-mes-phase-2')).toBe('/projects-enhanced/granulation-line-mes');
  expect(await followed('granulation-line-mes-fos')).toBe(200);
  expect((await projects.get<ProjectEnhanced>(taker.id, token)).body.slug).toBe('granulation-line-mes-fos');
});

test('a restored category gets back its links to the projects it was taken out of, except one changed since, which is named', async () => {
  const category = await created<Category>('categories', aCategory({ name: 'Batch control', slug: 'batch-control' }), token);
  const other = await created<Category>('categories', aCategory({ name: 'Historians', slug: 'historians' }), token);
  const untouched = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Resin plant batch', category_ids: [category.id, other.id] }),
    token,
  );
  const edited = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Paint batch', category_ids: [category.id] }),
    token,
  );
  const unrelated = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Water SCADA', category_ids: [other.id] }),
    token,
  );

  const removed = await api('categories').remove<{ projects_updated: number }>(category.id, token);
  expect(removed.body.projects_updated).toBe(2);
  // After the deletion someone edits one of the two projects: it is theirs now, and stays as they left it.
  await projects.update({ id: edited.id, title: 'Paint batch, phase 2' }, token);

  const restored = await restore({ collection: 'categories', id: category.id });
  expect(restored.status).toBe(200);
  expect(restored.body.relinked).toEqual([{ item_id: untouched.id, label: 'Resin plant batch' }]);
  expect(restored.body.not_relinked).toEqual([{ item_id: edited.id, label: 'Paint batch, phase 2' }]);

  const read = async (id: string) => (await projects.get<ProjectEnhanced>(id, token)).body;
  expect([...(await read(untouched.id)).category_ids].sort()).toEqual([category.id, other.id].sort());
  expect((await read(untouched.id)).categories.map((item) => item.name)).toContain('Batch control');
  expect((await read(edited.id)).category_ids).toEqual([]);
  expect((await read(unrelated.id)).category_ids).toEqual([other.id]);
  // The link given back is a version of the project like any other write.
  const [latest] = await versions(untouched.id);
  expect(latest).toMatchObject({ action: 'restore', changed: expect.arrayContaining(['category_ids']) as unknown });
});

test('a category and a sector deleted from one project and restored in either order are both linked again', async () => {
  const category = await created<Category>('categories', aCategory({ name: 'Loop tuning', slug: 'loop-tuning' }), token);
  const sector = await created<Category>('sectors', aSector({ name: 'Cement', slug: 'cement' }), token);
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Kiln loop tuning', category_ids: [category.id], sector_ids: [sector.id] }),
    token,
  );
  await api('categories').remove(category.id, token);
  await api('sectors').remove(sector.id, token);
  // No person changed the project: both sweeps and the first relink are the site's own writes.
  const first = await restore({ collection: 'categories', id: category.id });
  expect(first.body.relinked).toEqual([{ item_id: project.id, label: 'Kiln loop tuning' }]);
  const second = await restore({ collection: 'sectors', id: sector.id });
  expect(second.body.relinked).toEqual([{ item_id: project.id, label: 'Kiln loop tuning' }]);
  const read = (await projects.get<ProjectEnhanced>(project.id, token)).body;
  expect(read.category_ids).toEqual([category.id]);
  expect(read.sector_ids).toEqual([sector.id]);
});
