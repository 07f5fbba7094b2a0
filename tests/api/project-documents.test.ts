import { beforeAll, expect, test } from 'vitest';
import type { DocumentItem } from '#src/schemas/document.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { adminToken, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { documentFields, sendDocument } from '#tests/fixtures/documents.ts';
import { adminDocumentsHandler } from '#functions/api/documents.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A project's related documents: ids checked on write, and the published ones
// listed on the project's page with their size and language, in each language.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const language = {
  project: `<head>${frameMarks.head}</head><main>${frameMarks.main}</main>`,
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const shells: Shells = { origin: 'https://www.example.test', en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));
const pageOf = async (path: string) => pages(new Request(`http://localhost${path}`));

async function uploaded(fields: Record<string, string>): Promise<DocumentItem> {
  const answer = await sendDocument({ token, file: { bytes: tinyPdf('Case study'), name: 'case.pdf' }, fields });
  expect(answer.status, answer.body.error).toBe(201);
  return answer.body;
}

test('document_ids must be a list of ids', async () => {
  const answer = await api('projectsEnhanced').create<{ error: string }>(anEnhancedProject({ document_ids: 'abc' as never }), token);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toContain('Related documents');
});

test("a project's page lists its published related documents, in its order, with size and language, in both languages", async () => {
  const sheet = await uploaded(
    documentFields({ title: 'Refinery <case> sheet', 'fr.title': 'Fiche raffinerie', category: 'case-study', language: 'fr' }),
  );
  const brochure = await uploaded(documentFields({ title: 'Plant brochure' }));
  const draft = await uploaded(documentFields({ title: 'Draft sheet', is_published: 'false' }));
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ document_ids: [sheet.id, draft.id, brochure.id, 'no-such-document'] }),
    token,
  );
  expect(project.document_ids).toEqual([sheet.id, draft.id, brochure.id, 'no-such-document']);

  const english = await pageOf(`/projects-enhanced/${project.slug}`);
  expect(english.status).toBe(200);
  expect(english.headers.get('netlify-cache-tag')).toContain('documents');
  const html = await english.text();
  expect(html).toContain('<h2 id="related-documents">Related documents</h2>');
  expect(html).toContain(
    `<a class="document__link" href="${sheet.url}" download hreflang="fr">Refinery &lt;case&gt; sheet</a> <span class="document__file">(PDF, 1 kB, in French)</span>`,
  );
  expect(html.indexOf(sheet.url)).toBeLessThan(html.indexOf(brochure.url));
  expect(html).not.toContain(draft.url);

  const french = await (await pageOf(`/fr/projects-enhanced/${project.slug}`)).text();
  expect(french).toContain('<h2 id="related-documents">Documents associés</h2>');
  expect(french).toMatch(/>Fiche raffinerie<\/a> <span class="document__file">\(PDF, 1\sko, en français\)<\/span>/);

  // Unpublishing the sheet takes it off the page.
  const changed = await send(
    adminDocumentsHandler,
    jsonRequest('/api/admin/documents', 'PUT', { id: sheet.id, is_published: false }, token),
  );
  expect(changed.status).toBe(200);
  expect(await (await pageOf(`/projects-enhanced/${project.slug}`)).text()).not.toContain(sheet.url);
});

test('a project with no related documents has no documents section', async () => {
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  expect(await (await pageOf(`/projects-enhanced/${project.slug}`)).text()).not.toContain('related-documents');
});
