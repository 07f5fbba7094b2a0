import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Credential } from '#src/schemas/credential.ts';
import type { DocumentItem } from '#src/schemas/document.ts';
import type { Revision } from '#src/schemas/history.ts';
import type { ImportSummary } from '#src/schemas/backup.ts';
import { startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';
import { adminDocumentsHandler, documentsHandler } from '#functions/api/documents.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { historyHandler } from '#functions/api/history.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { listDeleted } from '#functions/content/history.ts';
import { documentFileKey, sha256Of } from '#functions/documents/document-files.ts';
import { sweepOrphanDocumentFiles } from '#functions/documents/sweep-document-files.ts';
import { createFile, fileMetadata, listKeys } from '#functions/platform/store.ts';
import { demoDocuments } from '#functions/seed/demo-documents.ts';
import { collections, storeItems } from '#functions/content/collections.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { documentFields, sendDocument, servedDocument } from '#tests/fixtures/documents.ts';
import { startPurgeStub, type PurgeStub } from '#tests/fixtures/purge-stub.ts';
import { staffMember } from '#tests/fixtures/staff.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';

// Documents: PDFs uploaded by staff, checked byte by byte, served at a stable
// address /documents/<slug>.pdf that a new file keeps (the CDN purged, the old
// file kept for the history), carried by backups.

const store = useBlobsStore();
let token: string;
let purges: PurgeStub;
const others: { blobs: RunningBlobs; directory: string }[] = [];

beforeAll(async () => {
  token = await adminToken();
  purges = await startPurgeStub();
  return () => purges.stop();
});

afterAll(async () => {
  setEnvironmentContext(store.current().blobs.context);
  for (const other of others) {
    await other.blobs.stop();
    await rm(other.directory, { recursive: true, force: true });
  }
});

const publicList = async () => (await send<DocumentItem[]>(documentsHandler, getRequest('/api/documents'))).body;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function uploaded(fields: Record<string, string>, bytes = tinyPdf('Brochure'), name = 'brochure.pdf'): Promise<DocumentItem> {
  const answer = await sendDocument({ token, file: { bytes, name }, fields });
  expect(answer.status, answer.body.error).toBe(201);
  return answer.body;
}

test('staff upload a PDF; visitors see it listed with its size and language and download it from its address', async () => {
  const bytes = tinyPdf('Caronte brochure');
  const fields = documentFields({ 'fr.title': 'Plaquette', description: 'Who we are' });
  const document = await uploaded(fields, bytes, 'Plaquette Caronte été 2026.pdf');
  expect(document).toMatchObject({
    slug: fields.slug,
    url: `/documents/${fields.slug!}.pdf`,
    language: 'en',
    category: 'brochure',
    file_size: bytes.byteLength,
    file_name: 'Plaquette Caronte été 2026.pdf',
    is_published: true,
    fr: { title: 'Plaquette', description: '' },
  });
  expect((await publicList()).find((item) => item.id === document.id)).toMatchObject({ file_size: bytes.byteLength, language: 'en' });

  const served = await servedDocument(document.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(served.headers.get('content-disposition')).toBe(
    `attachment; filename="Plaquette Caronte _t_ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Plaquette Caronte été 2026.pdf')}`,
  );
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
  expect(served.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=31536000/);
  expect(served.headers.get('netlify-cache-tag')).toBe(`documents,credentials,document-${document.id}`);
  expect(await bytesOf(served)).toEqual(bytes);
  const etag = served.headers.get('etag')!;
  expect((await servedDocument(document.url, { 'if-none-match': etag })).status).toBe(304);
});

test('an unpublished or unknown document answers 404; staff still list it', async () => {
  const hidden = await uploaded(documentFields({ is_published: 'false' }));
  expect((await servedDocument(hidden.url)).status).toBe(404);
  expect((await servedDocument('/documents/no-such-document.pdf')).status).toBe(404);
  expect((await servedDocument('/documents/..%2Fsecrets.pdf')).status).toBe(404);
  expect((await publicList()).map((item) => item.id)).not.toContain(hidden.id);
  const staff = await send<DocumentItem[]>(documentsHandler, getRequest('/api/documents', token));
  expect(staff.body.map((item) => item.id)).toContain(hidden.id);
});

test('attack: a PDF with JavaScript, actions or attached files is refused with what it carries, and nothing is stored', async () => {
  const cases = [
    { extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ', found: '/JavaScript, /JS, /OpenAction' },
    { extra: '/AA << /O << /S /Launch /F (cmd.exe) >> >> ', found: '/AA, /Launch' },
    { extra: '/Names << /EmbeddedFiles << /Names [] >> >> ', found: '/EmbeddedFiles' },
    // A name written with #xx escapes is the same name to a reader.
    { extra: '/OpenAction << /S /J#61vaScript /J#53 (x) >> ', found: '/JavaScript, /JS, /OpenAction' },
    { extra: '/RichMedia 6 0 R ', found: '/RichMedia' },
    // NUL is white space to a PDF reader, though not to a regular expression's \s.
    { extra: '/OpenAction\u0000<< /S /JavaScript\u0000/JS\u0000(app.alert(1)) >> ', found: '/JavaScript, /JS, /OpenAction' },
    // An action given by reference may be anything: refused.
    { extra: '/OpenAction 9 0 R ', found: '/OpenAction' },
  ];
  for (const { extra, found } of cases) {
    const fields = documentFields();
    const answer = await sendDocument({ token, file: { bytes: tinyPdf('x', extra), name: 'evil.pdf' }, fields });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(`(${found})`);
    expect((await publicList()).map((item) => item.slug)).not.toContain(fields.slug);
  }
  // A name that only starts like one is not refused: /JSON, /AAB.
  await uploaded(documentFields(), tinyPdf('fine', '/JSON 1 /AAB 2 '));
  // An /OpenAction written as a destination only says where a reader opens (LibreOffice writes one in every PDF).
  await uploaded(documentFields(), tinyPdf('opens at its first page', '/OpenAction [3 0 R /XYZ null null 0] '));
  await uploaded(documentFields(), tinyPdf('opens fitted', '/OpenAction\u0000[3 0 R /Fit] '));
});

test('attack: an HTML page, a truncated PDF or a text file named .pdf is refused as not a PDF', async () => {
  const notPdf = 'This file is not a PDF: a PDF starts with %PDF- and ends with %%EOF (a web page or another file renamed .pdf is refused)';
  const full = tinyPdf('whole');
  for (const bytes of [
    '<!doctype html><script>alert(document.cookie)</script>',
    `<html>%PDF-1.4 ${'x'.repeat(10)} %%EOF`,
    full.subarray(0, full.byteLength - 20),
    'plain text',
  ]) {
    const answer = await sendDocument({ token, file: { bytes, name: 'brochure.pdf' }, fields: documentFields() });
    expect(answer).toMatchObject({ status: 400, body: { error: notPdf } });
  }
});

test('attack: a file over 4 MB in one request is refused with 413 before it is read: it goes in parts', async () => {
  const big = new Uint8Array(4 * 1024 * 1024 + 100 * 1024);
  big.set(tinyPdf('big'));
  const answer = await sendDocument({ token, file: { bytes: big, name: 'big.pdf' }, fields: documentFields() });
  expect(answer).toMatchObject({
    status: 413,
    body: {
      error:
        'A PDF over 4 MB is sent in parts (POST /api/admin/documents/parts), then named by its upload_id; the PDF must be at most 20 MB',
    },
  });
});

test('attack: a hostile file name cannot break out of Content-Disposition', async () => {
  const document = await uploaded(documentFields(), tinyPdf('x'), '..\\..\\evil"; filename="x.html.pdf');
  const disposition = (await servedDocument(document.url)).headers.get('content-disposition')!;
  expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^\s";]*$/);
  expect(document.file_name).not.toContain('\\');
});

test('rights: visitors cannot write; an editor can, as for other content', async () => {
  const anonymous = await sendDocument({ file: { bytes: tinyPdf('x'), name: 'x.pdf' }, fields: documentFields() });
  expect(anonymous.status).toBe(401);
  const editor = await staffMember(token, 'editor', 'doc-editor');
  const answer = await sendDocument({ token: editor.token, file: { bytes: tinyPdf('x'), name: 'x.pdf' }, fields: documentFields() });
  expect(answer.status).toBe(201);
});

test('a slug another document holds is refused', async () => {
  const first = await uploaded(documentFields());
  const answer = await sendDocument({ token, file: { bytes: tinyPdf('y'), name: 'y.pdf' }, fields: documentFields({ slug: first.slug }) });
  expect(answer.status).toBe(409);
});

test('attack: documents created at once with one slug: one is stored, the others are refused', async () => {
  const fields = documentFields();
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      sendDocument({
        token,
        file: { bytes: tinyPdf(`Copy ${String(index)}`), name: 'copy.pdf' },
        fields: { ...fields, title: `Copy ${String(index)}` },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  const stored = (await send<DocumentItem[]>(documentsHandler, getRequest('/api/documents', token))).body;
  expect(stored.filter((document) => document.slug === fields.slug)).toHaveLength(1);
});

test('a deleted document whose address was taken meanwhile comes back at the next free one', async () => {
  const first = await uploaded(documentFields());
  expect((await send(adminDocumentsHandler, deleteRequest(`/api/admin/documents?id=${first.id}`, token))).status).toBe(200);
  await uploaded(documentFields({ slug: first.slug }));
  const restored = await send<{ record: DocumentItem }>(
    historyHandler,
    jsonRequest('/api/admin/history', 'POST', { collection: 'documents', id: first.id }, token),
  );
  expect(restored.status).toBe(200);
  expect(restored.body.record.slug).toBe(`${first.slug}-2`);
});

test('a new file keeps the address and purges it; a history restore brings the previous file back', async () => {
  const before = tinyPdf('Edition 2025');
  const after = tinyPdf('Edition 2026');
  const document = await uploaded(documentFields(), before, 'brochure-2025.pdf');
  process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token-for-tests';
  process.env.NETLIFY_PURGE_API_URL = purges.url;
  process.env.SITE_ID = 'site-under-test';
  purges.received.length = 0;
  const replaced = await sendDocument({
    method: 'PUT',
    token,
    file: { bytes: after, name: 'brochure-2026.pdf' },
    fields: { id: document.id },
  });
  delete process.env.NETLIFY_PURGE_API_TOKEN;
  expect(replaced.status, replaced.body.error).toBe(200);
  expect(replaced.body).toMatchObject({
    url: document.url,
    slug: document.slug,
    file_name: 'brochure-2026.pdf',
    file_size: after.byteLength,
  });
  expect(purges.received.flatMap((purge) => purge.body.cache_tags ?? [])).toEqual(
    expect.arrayContaining(['documents', `document-${document.id}`]),
  );
  expect(await bytesOf(await servedDocument(document.url))).toEqual(after);

  const versions = await send<Revision[]>(historyHandler, getRequest(`/api/admin/history?collection=documents&id=${document.id}`, token));
  const first = versions.body.at(-1)!;
  const restored = await send(
    historyHandler,
    jsonRequest('/api/admin/history', 'POST', { collection: 'documents', id: document.id, revision: first.id }, token),
  );
  expect(restored.status).toBe(200);
  const served = await servedDocument(document.url);
  expect(served.headers.get('content-disposition')).toContain('brochure-2025.pdf');
  expect(await bytesOf(served)).toEqual(before);
});

test('fields change alone by JSON: unpublishing takes the file off its address', async () => {
  const document = await uploaded(documentFields());
  const answer = await send<DocumentItem>(
    (await import('#functions/api/documents.ts')).adminDocumentsHandler,
    jsonRequest('/api/admin/documents', 'PUT', { id: document.id, is_published: false }, token),
  );
  expect(answer.status).toBe(200);
  expect((await servedDocument(document.url)).status).toBe(404);
});

test('the demo brochures (one per language) and certificates are PDFs the check accepts, served at their addresses', async () => {
  const records = await demoDocuments(new Date().toISOString());
  expect(records.map((record) => [record.category, record.language])).toEqual([
    ['brochure', 'en'],
    ['brochure', 'fr'],
    ['certificate', 'fr'],
    ['certificate', 'en'],
  ]);
  await storeItems(collections.documents, records);
  for (const record of records) {
    const served = await servedDocument(`/documents/${record.slug}.pdf`);
    expect(served.status).toBe(200);
    const bytes = await bytesOf(served);
    const again = await sendDocument({ token, file: { bytes, name: record.file_name }, fields: documentFields() });
    expect(again.status, again.body.error).toBe(201);
  }
});

test('/certifications lists the published documents with their size and language, in each language', async () => {
  const frame = `<main>${certificationsMarks.list}${certificationsMarks.documents}</main>`;
  const page = certificationsHandler(certificationsFrames(() => frame));
  const fields = documentFields({ title: 'Safety <sheet>', 'fr.title': 'Fiche sécurité', language: 'fr' });
  const document = await uploaded(fields, tinyPdf('Sheet'));
  const hidden = await uploaded(documentFields({ title: 'Draft sheet', is_published: 'false' }));
  const english = await page(getRequest('/certifications'));
  expect(english.headers.get('netlify-cache-tag')).toContain('documents');
  const html = await english.text();
  expect(html).toContain(
    `<a class="document__link" href="${document.url}" download hreflang="fr"><span lang="en">`.replace('<span lang="en">', ''),
  );
  expect(html).toContain('Safety &lt;sheet&gt;</a> <span class="document__file">(PDF, 1 kB, in French)</span>');
  expect(html).not.toContain(hidden.title);
  const french = await (await page(getRequest('/fr/certifications'))).text();
  // French writes a no-break space between the number and its unit.
  expect(french).toMatch(/>Fiche sécurité<\/a> <span class="document__file">\(PDF, 1\sko, en français\)<\/span>/);
});

test('a credential links to its certificate with the file size and language, in each language, once the PDF is published', async () => {
  const frame = `<main>${certificationsMarks.list}${certificationsMarks.documents}</main>`;
  const page = certificationsHandler(certificationsFrames(() => frame));
  const certificate = await uploaded(
    documentFields({ title: 'MASE certificate', category: 'certificate', language: 'fr' }),
    tinyPdf('MASE'),
  );
  const credential = await created<Credential>('credentials', aCredential({ document_id: certificate.id }), token);
  const cardOf = (html: string) => html.slice(html.indexOf(credential.name), html.indexOf('</li>', html.indexOf(credential.name)));
  const english = cardOf(await (await page(getRequest('/certifications'))).text());
  expect(english).toContain(
    `<a href="${certificate.url}" download hreflang="fr">Download the certificate</a> <span class="document__file">(PDF, 1 kB, in French)</span>`,
  );
  const french = cardOf(await (await page(getRequest('/fr/certifications'))).text());
  expect(french).toMatch(/>Télécharger le certificat<\/a> <span class="document__file">\(PDF, 1\sko, en français\)<\/span>/);
  // An unpublished certificate is not linked: its address answers 404.
  const unpublished = await send<DocumentItem>(
    (await import('#functions/api/documents.ts')).adminDocumentsHandler,
    jsonRequest('/api/admin/documents', 'PUT', { id: certificate.id, is_published: false }, token),
  );
  expect(unpublished.status).toBe(200);
  expect(cardOf(await (await page(getRequest('/certifications'))).text())).not.toContain(certificate.url);
});

test('a certificate goes with its credential: past the credential’s last day its PDF is neither listed nor served', async () => {
  const certificate = await uploaded(
    documentFields({ title: 'MASE certificate 2021-2024', category: 'certificate' }),
    tinyPdf('MASE 2021'),
  );
  await created<Credential>(
    'credentials',
    aCredential({ valid_from: '2021-01-01', valid_until: '2024-12-31', document_id: certificate.id }),
    token,
  );
  expect((await publicList()).map((item) => item.id)).not.toContain(certificate.id);
  const gone = await servedDocument(certificate.url);
  expect(gone.status).toBe(404);
  // A credential's write (its renewal) purges what answered, and its next start or end bounds how long the CDN keeps it.
  expect(gone.headers.get('netlify-cache-tag')).toContain('credentials');

  // A current credential linking the same PDF (a renewal that keeps it) brings it back.
  await created<Credential>(
    'credentials',
    aCredential({ valid_from: '2025-01-01', valid_until: '2099-12-31', document_id: certificate.id }),
    token,
  );
  expect((await publicList()).map((item) => item.id)).toContain(certificate.id);
  expect((await servedDocument(certificate.url)).status).toBe(200);
});

test('a backup carries the documents and their files; an import into an empty site serves them again', async () => {
  const bytes = tinyPdf('Case study');
  const document = await uploaded(documentFields({ category: 'case-study', language: 'fr' }), bytes, 'etude.pdf');
  const exported = await exportHandler(getRequest('/api/admin/export', token), { ip: freshIp() });
  expect(exported.status).toBe(200);
  const zip = await bytesOf(exported);

  const directory = await mkdtemp(path.join(tmpdir(), 'documents-backup-'));
  const other = await startBlobsServer(directory);
  others.push({ blobs: other, directory });
  setEnvironmentContext(other.context);
  token = await adminToken();
  expect((await servedDocument(document.url)).status).toBe(404);
  const applied = await send<ImportSummary & { error?: string }>(
    importHandler,
    new Request('http://localhost/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
      body: zip,
    }),
  );
  expect(applied.status, applied.body.error).toBe(200);
  const served = await servedDocument(document.url);
  expect(served.status).toBe(200);
  expect(await bytesOf(served)).toEqual(bytes);
});

test('a replaced file stays while a kept version names it; a deleted document’s files go once it leaves Recently deleted', async () => {
  const first = tinyPdf('Edition A');
  const second = tinyPdf('Edition B');
  const document = await uploaded(documentFields(), first, 'edition-a.pdf');
  const replaced = await sendDocument({
    method: 'PUT',
    token,
    file: { bytes: second, name: 'edition-b.pdf' },
    fields: { id: document.id },
  });
  expect(replaced.status, replaced.body.error).toBe(200);
  const [firstKey, secondKey] = [first, second].map((bytes) => documentFileKey(sha256Of(bytes)));
  const stored = async () => (await listKeys('uploads/documents/')).filter((key) => key === firstKey || key === secondKey).sort();
  const day = 24 * 60 * 60 * 1000;

  // Two days on: the document names the second file, its kept versions the first.
  await sweepOrphanDocumentFiles(Date.now() + 2 * day);
  expect(await stored()).toEqual([firstKey, secondKey].sort());

  expect((await send(adminDocumentsHandler, deleteRequest(`/api/admin/documents?id=${document.id}`, token))).status).toBe(200);
  await sweepOrphanDocumentFiles(Date.now() + 2 * day);
  expect(await stored()).toEqual([firstKey, secondKey].sort());
  // Past Recently deleted's 30 days, the deleted document and its versions are gone, and so are its files.
  const later = Date.now() + 31 * day;
  await listDeleted(later);
  expect(await sweepOrphanDocumentFiles(later)).toEqual(expect.arrayContaining([firstKey, secondKey]));
  expect(await stored()).toEqual([]);
});

test('a file stored long ago and named again by a new document is stored anew, so the sweep gives it its day again', async () => {
  const bytes = tinyPdf('Left behind three days ago');
  const key = documentFileKey(sha256Of(bytes));
  const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
  await createFile(key, bytes, { contentType: 'application/pdf', size: bytes.byteLength, createdAt: threeDaysAgo });
  await uploaded(documentFields(), bytes, 'again.pdf');
  const stored = await fileMetadata(key);
  expect(Date.now() - Date.parse(String(stored?.createdAt))).toBeLessThan(60 * 60 * 1000);
});
