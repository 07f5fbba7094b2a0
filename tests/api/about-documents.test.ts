import { beforeAll, expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import type { DocumentItem } from '#src/schemas/document.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { documentFields, sendDocument } from '#tests/fixtures/documents.ts';
import { siteVisitor, testFrames } from '#tests/fixtures/site-pages.ts';

// /about lists the published documents under its own text, each with its size
// and language before download, in both languages; a draft document never.

useBlobsStore();

const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p>${frameMarks.eyebrow}</p><h1>${frameMarks.title}</h1>` +
  `<p>${frameMarks.lead}</p><svg role="img" aria-label="${frameMarks.artAlt}"></svg>${frameMarks.hero}<main>${frameMarks.main}</main></body></html>`;
const visit = siteVisitor(testFrames((_id, lang) => frame(lang)));
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

async function uploaded(fields: Record<string, string>): Promise<DocumentItem> {
  const answer = await sendDocument({ token, file: { bytes: tinyPdf('Brochure'), name: 'brochure.pdf' }, fields });
  expect(answer.status, answer.body.error).toBe(201);
  return answer.body;
}

test('/about and /fr/about list the published documents with size and language, under the documents tag', async () => {
  const brochure = await uploaded(documentFields({ title: 'Company <brochure>', 'fr.title': 'Plaquette', language: 'fr' }));
  const draft = await uploaded(documentFields({ title: 'Draft sheet', is_published: 'false' }));
  const english = await visit('/about');
  expect(english.response.status).toBe(200);
  expect(english.response.headers.get('netlify-cache-tag')).toContain('documents');
  expect(english.html).toContain('<h2 id="about-documents">Documents to download</h2>');
  expect(english.html).toContain(
    `<a class="document__link" href="${brochure.url}" download hreflang="fr">Company &lt;brochure&gt;</a> <span class="document__file">(PDF, 1 kB, in French)</span>`,
  );
  expect(english.html).not.toContain(draft.url);
  const french = await visit('/fr/about');
  expect(french.html).toContain('<h2 id="about-documents">Documents à télécharger</h2>');
  expect(french.html).toMatch(/>Plaquette<\/a> <span class="document__file">\(PDF, 1\sko, en français\)<\/span>/);
});
