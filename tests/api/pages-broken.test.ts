import { beforeAll, expect, test, vi } from 'vitest';
import type { AdminSummary } from '#src/schemas/summary.ts';
import type { MediaItem } from '#src/schemas/media.ts';
import type { PageDetail, PagePublished, PageRow } from '#src/schemas/pages.ts';
import { sitePages } from '#src/site/pages.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { adminSummaryHandler } from '#functions/api/admin-summary.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { pagesHandler } from '#functions/api/pages.ts';
import { putDocument } from '#functions/platform/store.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { storedMedia, uniqueAlt } from '#tests/fixtures/media.ts';
import { aPng } from '#tests/fixtures/images.ts';

// One page whose stored document fails its schema (a hand edit, a bad restore)
// is reported on its own screen; what reads across every page (a publish's link
// check, where photos are used, the dashboard) counts it as the page visitors
// see, its seed, so work on the other pages and the library goes on.

useBlobsStore();

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
  await putDocument('pages/about', { id: 'about', type: 'about', draft: 'not a page', published: { en: { hero: 7 } } });
});

test('a broken page is reported on its own screen, with nothing of it replaced', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { status, body } = await send<{ error: string }>(pagesHandler, getRequest('/api/pages?id=about', admin));
  errors.mockRestore();
  expect(status).toBe(500);
  expect(body.error).not.toContain('pages/about');
});

test('the list of pages answers every page while one is broken: the broken one marked, listed as visitors see it', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { status, body } = await send<PageRow[]>(pagesHandler, getRequest('/api/pages', admin));
  const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  errors.mockRestore();

  expect(status).toBe(200);
  expect(body.map((row) => row.id)).toEqual(sitePages.map((page) => page.id));
  expect(body.find((row) => row.id === 'about')).toEqual({
    id: 'about',
    type: 'about',
    title: 'About',
    title_fr: 'À propos',
    path: '/about',
    status: 'published',
    broken: true,
  });
  expect(body.filter((row) => row.broken)).toHaveLength(1);
  expect(body.find((row) => row.id === 'privacy-policy')).toMatchObject({ title: 'Privacy Policy', status: 'published' });
  expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'page_unreadable', page: 'about' }));
});

test('another page is still saved and published while one page is broken, and the broken one is logged', async () => {
  const page = (await send<PageDetail>(pagesHandler, getRequest('/api/pages?id=privacy-policy', admin))).body;
  const draft = structuredClone(page.draft);
  (draft.en as { lead: string }).lead = 'What we keep, and why (revised).';
  const saved = await send<PageDetail>(
    pagesHandler,
    jsonRequest('/api/pages?id=privacy-policy', 'PUT', draft, admin, { 'If-Match': `"${page.updated_at ?? 'initial'}"` }),
  );
  expect(saved.status).toBe(200);

  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const published = await send<PagePublished>(
    pagesPublishHandler,
    new Request('http://localhost/api/pages/publish?id=privacy-policy', { method: 'POST', headers: { authorization: `Bearer ${admin}` } }),
  );
  const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  errors.mockRestore();

  expect(published.status).toBe(200);
  const entry = logged.find((line) => line.event === 'page_unreadable');
  expect(entry).toMatchObject({ level: 'error', page: 'about' });
  expect(typeof entry?.id).toBe('string');
});

test('the dashboard and the media library keep working while one page is broken', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const summary = await send<AdminSummary>(adminSummaryHandler, getRequest('/api/admin/summary', admin));
  const photo = await storedMedia(await aPng(), {
    token: admin,
    name: 'panel.png',
    type: 'image/png',
    fields: { alt_en: uniqueAlt('Panel') },
  });
  const changed = await send<MediaItem>(
    adminMediaHandler,
    jsonRequest('/api/admin/media', 'PUT', { id: photo.id, alt_fr: 'Armoire' }, admin),
  );
  errors.mockRestore();

  expect(summary.status).toBe(200);
  expect(changed.status).toBe(200);
  expect(changed.body.alt_fr).toBe('Armoire');
});

test('a whole page stored under another page is unreadable there, never shown as that page', async () => {
  // A valid legal page's document, copied by hand onto another legal page's key and onto a service's.
  const { body: privacy } = await send<PageDetail>(pagesHandler, getRequest('/api/pages?id=privacy-policy', admin));
  const document = { ...privacy, path: undefined, status: undefined };
  await putDocument('pages/terms-of-service', document);
  await putDocument('pages/services/engineering', { ...document, id: 'services/engineering' });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const otherId = await send<{ error: string }>(pagesHandler, getRequest('/api/pages?id=terms-of-service', admin));
  const otherType = await send<{ error: string }>(pagesHandler, getRequest('/api/pages?id=services/engineering', admin));
  errors.mockRestore();
  expect(otherId.status).toBe(500);
  expect(otherType.status).toBe(500);
  expect(otherType.body.error).not.toContain('pages/');
});
