import { expect, test, vi } from 'vitest';
import { DOCUMENT_PART_BYTES, MAX_DOCUMENT_BYTES, type DocumentItem } from '#src/schemas/document.ts';
import { adminDocumentsHandler, documentsHandler } from '#functions/api/documents.ts';
import { sweepStaleDocumentParts } from '#functions/documents/document-parts.ts';
import { documentFileKey, sha256Of } from '#functions/documents/document-files.ts';
import { fileMetadata, listKeys } from '#functions/platform/store.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { documentFields, sendDocument, sendDocumentPart, servedDocument, stagedDocument } from '#tests/fixtures/documents.ts';
import { paddedPdf } from '#tests/fixtures/padded-pdf.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// PDFs up to 20 MB (ADR 0077): sent in parts of 4 MB to
// /api/admin/documents/parts, then named by the document's create or replace
// call, which joins them, checks the whole file and stores it by its hash.

useBlobsStore();

const stagedKeys = (uploadId: string) => listKeys(`document-parts/${uploadId}`);
const slugsListed = async (token: string) =>
  (await send<DocumentItem[]>(documentsHandler, getRequest('/api/documents', token))).body.map((item) => item.slug);

/** Creates a document naming a staged upload, as the admin's form does for a large file. */
const createStaged = (token: string, uploadId: string, fields: Record<string, string>, fileName = 'large.pdf') =>
  sendDocument({ token, fields: { ...fields, upload_id: uploadId, file_name: fileName } });

test('a 20 MB PDF sent in parts is stored whole and served byte for byte at its address; its parts are gone', async () => {
  const token = await adminToken();
  const bytes = paddedPdf(MAX_DOCUMENT_BYTES);
  const uploadId = await stagedDocument(bytes, token);
  expect(await stagedKeys(uploadId)).toHaveLength(6); // five parts and their manifest

  const fields = documentFields();
  const answer = await createStaged(token, uploadId, fields, 'Catalogue 2026.pdf');
  expect(answer.status, answer.body.error).toBe(201);
  expect(answer.body).toMatchObject({
    slug: fields.slug,
    file_size: MAX_DOCUMENT_BYTES,
    file_name: 'Catalogue 2026.pdf',
    file_sha256: sha256Of(bytes),
  });
  expect(await stagedKeys(uploadId)).toEqual([]);
  expect(await fileMetadata(documentFileKey(sha256Of(bytes)))).not.toBeNull();

  const served = await servedDocument(answer.body.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-length')).toBe(String(MAX_DOCUMENT_BYTES));
  expect(served.body).toBeInstanceOf(ReadableStream);
  const received = new Uint8Array(await served.arrayBuffer());
  expect(received.byteLength).toBe(MAX_DOCUMENT_BYTES);
  expect(sha256Of(received)).toBe(sha256Of(bytes));

  // The same upload cannot be named twice.
  const again = await createStaged(token, uploadId, documentFields());
  expect(again).toMatchObject({ status: 404, body: { error: 'Upload not found or expired' } });
});

test('a new file sent in parts replaces a document’s by JSON: same address, the new bytes', async () => {
  const token = await adminToken();
  const first = paddedPdf(DOCUMENT_PART_BYTES + 1024);
  const created = await createStaged(token, await stagedDocument(first, token), documentFields());
  expect(created.status, created.body.error).toBe(201);
  const second = paddedPdf(DOCUMENT_PART_BYTES + 4096);
  const uploadId = await stagedDocument(second, token);
  const replaced = await send<DocumentItem & { error?: string }>(
    adminDocumentsHandler,
    jsonRequest('/api/admin/documents', 'PUT', { id: created.body.id, upload_id: uploadId, file_name: 'edition-2.pdf' }, token),
  );
  expect(replaced.status, replaced.body.error).toBe(200);
  expect(replaced.body).toMatchObject({ url: created.body.url, file_name: 'edition-2.pdf', file_size: second.byteLength });
  expect(new Uint8Array(await (await servedDocument(created.body.url)).arrayBuffer())).toEqual(second);
});

test('a replacement refused as stale or invalid keeps its parts for the next try and stores no file', async () => {
  const token = await adminToken();
  const created = await createStaged(token, await stagedDocument(paddedPdf(DOCUMENT_PART_BYTES + 2048), token), documentFields());
  expect(created.status, created.body.error).toBe(201);
  const next = paddedPdf(DOCUMENT_PART_BYTES + 8192);
  const uploadId = await stagedDocument(next, token);
  const replace = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send<DocumentItem & { error?: string }>(
      adminDocumentsHandler,
      jsonRequest(
        '/api/admin/documents',
        'PUT',
        { id: created.body.id, upload_id: uploadId, file_name: 'edition-3.pdf', ...body },
        token,
        headers,
      ),
    );
  expect((await replace({}, { 'If-Match': '"2000-01-01T00:00:00.000Z"' })).status).toBe(409);
  expect((await replace({ title: '' })).status).toBe(400);
  expect(await fileMetadata(documentFileKey(sha256Of(next)))).toBeNull();
  const replaced = await replace({});
  expect(replaced.status, replaced.body.error).toBe(200);
  expect(replaced.body).toMatchObject({ file_name: 'edition-3.pdf', file_size: next.byteLength });
});

test('attack: 20 MB and one byte is refused with 413 and nothing is staged or stored', async () => {
  const token = await adminToken();
  const bytes = paddedPdf(MAX_DOCUMENT_BYTES + 1);
  const fields = documentFields();
  const before = await listKeys('document-parts/');
  // In parts of 4 MB it takes six: more than 20 MB may have.
  const parts = Math.ceil(bytes.byteLength / DOCUMENT_PART_BYTES);
  expect(parts).toBe(6);
  const first = await sendDocumentPart(bytes.subarray(0, DOCUMENT_PART_BYTES), 0, parts, undefined, token);
  expect(first).toMatchObject({ status: 413, body: { error: 'The PDF must be at most 20 MB' } });
  // In five, one part is over 4 MB.
  const larger = await sendDocumentPart(bytes.subarray(0, DOCUMENT_PART_BYTES + 1), 0, 5, undefined, token);
  expect(larger).toMatchObject({ status: 413, body: { error: 'Each part must be at most 4 MB' } });
  // Whole, in one request: it must go in parts.
  const whole = await sendDocument({ token, file: { bytes, name: 'huge.pdf' }, fields });
  expect(whole.status).toBe(413);
  expect(whole.body.error).toContain('is sent in parts');

  expect(await listKeys('document-parts/')).toEqual(before);
  expect(await fileMetadata(documentFileKey(sha256Of(bytes)))).toBeNull();
  expect(await slugsListed(token)).not.toContain(fields.slug);
});

test('attack: a PDF with JavaScript is refused once joined, even split across two parts, and nothing is stored', async () => {
  const token = await adminToken();
  const clean = paddedPdf(DOCUMENT_PART_BYTES + 2048, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
  // The names sit after the padding, in the second part; written across the boundary too, /Java|Script.
  const split = paddedPdf(DOCUMENT_PART_BYTES + 2048);
  const boundary = DOCUMENT_PART_BYTES - 6;
  split.set(new TextEncoder().encode(' /JavaScript'), boundary);
  for (const bytes of [clean, split]) {
    const fields = documentFields();
    const uploadId = await stagedDocument(bytes, token);
    const answer = await createStaged(token, uploadId, fields);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('/JavaScript');
    expect(await slugsListed(token)).not.toContain(fields.slug);
    expect(await fileMetadata(documentFileKey(sha256Of(bytes)))).toBeNull();
    expect(await stagedKeys(uploadId)).toEqual([]);
  }
  // An HTML page sent in parts is not a PDF.
  const page = new TextEncoder().encode(`<!doctype html><script>alert(1)</script>${' '.repeat(DOCUMENT_PART_BYTES)}`);
  const answer = await createStaged(token, await stagedDocument(page, token), documentFields());
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatch(/^This file is not a PDF/);
});

test('attack: parts are their sender’s alone, for an hour, and named only once complete; visitors cannot send any', async () => {
  const token = await adminToken();
  const editor = await staffMember(token, 'editor', 'doc-parts');
  const bytes = paddedPdf(DOCUMENT_PART_BYTES + 1024);

  // An editor may send parts and name them (documents are content), but not name an administrator's, nor add to them.
  const adminUpload = await stagedDocument(bytes, token);
  const stolen = await createStaged(editor.token, adminUpload, documentFields());
  expect(stolen).toMatchObject({ status: 404, body: { error: 'Upload not found or expired' } });
  const opened = await sendDocumentPart(bytes.subarray(0, DOCUMENT_PART_BYTES), 0, 2, undefined, token);
  const joined = await sendDocumentPart(bytes.subarray(DOCUMENT_PART_BYTES), 1, 2, opened.body.upload_id, editor.token);
  expect(joined.status).toBe(404);
  const own = await createStaged(editor.token, await stagedDocument(bytes, editor.token), documentFields());
  expect(own.status, own.body.error).toBe(201);
  // The administrator's upload was left whole by the refusals.
  expect((await createStaged(token, adminUpload, documentFields())).status).toBe(201);

  // Named before its last part came: 409, and the parts stay for the rest.
  const incomplete = await createStaged(token, opened.body.upload_id!, documentFields());
  expect(incomplete.status).toBe(409);

  // Opened over an hour ago: expired, and dropped by the hourly sweep.
  vi.useFakeTimers({ toFake: ['Date'] });
  let stale: string;
  try {
    vi.setSystemTime(Date.now() - 2 * 60 * 60 * 1000);
    stale = await stagedDocument(bytes, token);
  } finally {
    vi.useRealTimers();
  }
  expect((await createStaged(token, stale, documentFields())).status).toBe(404);
  expect(await stagedKeys(stale)).not.toEqual([]);
  await sweepStaleDocumentParts();
  expect(await stagedKeys(stale)).toEqual([]);

  // Visitors: 401 for a part and for a write naming one; a made-up id is refused as not valid.
  expect((await sendDocumentPart(bytes.subarray(0, 1024), 0, 2, undefined)).status).toBe(401);
  expect((await sendDocument({ fields: { ...documentFields(), upload_id: adminUpload } })).status).toBe(401);
  expect((await createStaged(token, '../../uploads/x', documentFields())).status).toBe(400);
});

test('a PDF that would take the uploads past their cap is refused with 507, its parts taken and nothing stored', async () => {
  const token = await adminToken();
  const bytes = paddedPdf(DOCUMENT_PART_BYTES + 512);
  const uploadId = await stagedDocument(bytes, token);
  vi.stubEnv('UPLOADS_MAX_BYTES', String(DOCUMENT_PART_BYTES));
  try {
    const fields = documentFields();
    const answer = await createStaged(token, uploadId, fields);
    expect(answer.status).toBe(507);
    expect(answer.body.error).toMatch(/^The upload storage is full/);
    expect(await fileMetadata(documentFileKey(sha256Of(bytes)))).toBeNull();
    expect(await slugsListed(token)).not.toContain(fields.slug);
  } finally {
    vi.unstubAllEnvs();
  }
});
