import { beforeAll, expect, test } from 'vitest';
import type { PreviewLink } from '#src/schemas/preview.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { adminPreviewHandler } from '#functions/api/admin-preview.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import { previewLink } from '#functions/portfolio/preview-links.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A draft's public page as it will look, at a signed address valid 30 minutes
// (ADR 0049): never cached, never indexed, and nothing without a valid signature.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const language = (lang: string) => ({
  project: `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body><h1>${frameMarks.title}</h1><p>${frameMarks.eyebrow}</p><p>${frameMarks.lead}</p><main>${frameMarks.main}</main></body></html>`,
  ...listShells('<main>', '</main>'),
  notFound: `<h1>Not found (${lang})</h1>`,
});
const shells: Shells = { origin: 'https://www.example.test', en: language('en'), fr: language('fr') };
const pages = portfolioHandler(() => Promise.resolve(shells));

const linkFor = (body: unknown, as: string | undefined = token) =>
  send<PreviewLink & { code?: string }>(adminPreviewHandler, jsonRequest('/api/admin/preview', 'POST', body, as));
const open = (url: string) => pages(getRequest(url));

test('staff preview a draft in French: its page as it will look, marked, never cached or indexed', async () => {
  const draft = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Unannounced terminal', is_published: false, fr: { title: 'Terminal pas encore annoncé' } }),
    token,
  );
  expect((await pages(getRequest(`/fr/projects-enhanced/${draft.slug}`))).status).toBe(404);

  const link = await linkFor({ id: draft.id, lang: 'fr' });
  expect(link.status).toBe(200);
  expect(link.body.url).toMatch(new RegExp(`^/fr/preview/projects-enhanced/${draft.id}\\?expires=\\d+&sig=[\\w-]+$`));
  expect(Date.parse(link.body.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);

  const page = await open(link.body.url);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(page.headers.get('netlify-cdn-cache-control')).toBe('no-store');
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const html = await page.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('Terminal pas encore annoncé');
  expect(html).toContain('Aperçu : voici comment le projet apparaîtra sur le site.');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<title>Aperçu\u00a0: Terminal pas encore annoncé | Caronte Automation</title>');
  expect(html).not.toContain('index, follow');
});

test('a preview address opens nothing once changed, expired, or used for another project or language', async () => {
  const draft = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ is_published: false }), token);
  const other = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ is_published: false }), token);
  const { url } = previewLink(draft.id, 'en');
  const query = url.slice(url.indexOf('?'));
  const expired = previewLink(draft.id, 'en', Date.now() - 31 * 60 * 1000).url;
  const sig = new URL(url, 'https://x.test').searchParams.get('sig') ?? '';
  const forged = url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
  for (const attempt of [
    expired,
    forged,
    `/preview/projects-enhanced/${draft.id}`,
    `/preview/projects-enhanced/${other.id}${query}`,
    `/fr/preview/projects-enhanced/${draft.id}${query}`,
    url.replace(/expires=\d+/, `expires=${String(Date.now() + 24 * 60 * 60 * 1000)}`),
  ]) {
    const answer = await open(attempt);
    expect(answer.status, attempt).toBe(404);
    expect(answer.headers.get('cache-control'), attempt).toBe('private, no-store');
    expect(await answer.text(), attempt).not.toContain(draft.title);
  }
  expect((await open(url)).status).toBe(200);
});

test('only staff get a preview address, and only of a project that exists', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect((await send(adminPreviewHandler, jsonRequest('/api/admin/preview', 'POST', { id: project.id }))).status).toBe(401);
  expect((await linkFor({ id: '3f2c9a1e-8d4b-4c1a-9f7e-2b6d5a4c3e21' })).status).toBe(404);
  const badLanguage = await linkFor({ id: project.id, lang: 'de' });
  expect(badLanguage.status).toBe(400);
  expect((await linkFor({ id: project.id })).body.url).toMatch(/^\/preview\/projects-enhanced\//);
});
