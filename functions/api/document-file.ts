import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import type { DocumentItem } from '#src/schemas/document.ts';
import { readPublicDocuments } from '#functions/content/views.ts';
import { cacheTags, publicCacheHeaders } from '#functions/platform/cache.ts';
import { errorResponse, securityHeaders } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { attachmentDisposition } from '#functions/platform/responses.ts';
import { readDocumentFile } from '#functions/documents/document-files.ts';

// GET /documents/<slug>.pdf: a published document's PDF, at an address that
// outlives its file (a replacement keeps it). Served as an attachment under
// the name it was uploaded with: a sandboxed response is not rendered by
// Chrome's PDF viewer, and a download never runs the file in this site's
// origin (ADR 0069). The answer is streamed, as a file up to 20 MB needs
// (ADR 0077). The CDN keeps it until a write to the document (or any
// document: the 404 of an unknown address is tagged too) purges it.

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;

/** Chunks the server sends one after another. */
const STREAM_CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes as a stream: a function's buffered answer stops at 6 MB, a
 * streamed one carries up to 20 MB, the largest document (ADR 0077).
 */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(bytes.subarray(offset, offset + STREAM_CHUNK_BYTES));
      offset += STREAM_CHUNK_BYTES;
      if (offset >= bytes.byteLength) controller.close();
    },
  });
}

async function published(slug: string): Promise<{ document: DocumentItem | undefined; freshUntil: number | undefined }> {
  const { documents, freshUntil } = await readPublicDocuments();
  return { document: documents.find((candidate) => candidate.slug === slug), freshUntil };
}

async function serve(req: Request): Promise<Response> {
  const segment = new URL(req.url).pathname.split('/').pop() ?? '';
  const slug = FILE_NAME.exec(segment)?.[1];
  const { document, freshUntil } = slug ? await published(slug) : { document: undefined, freshUntil: undefined };
  const bytes = document ? await readDocumentFile(document.file_sha256) : null;
  // A certificate's file goes with its credential: tagged with the credentials, kept no longer than the next day one ends.
  const tags = [cacheTags.documents, cacheTags.credentials, ...(document ? [cacheTags.document(document.id)] : [])];
  const cache = publicCacheHeaders(tags, [], freshUntil);
  if (!document || !bytes) return errorResponse(404, message('not_found', { item: 'document' }), { headers: cache });
  const etag = `"${document.file_sha256}"`;
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...cache,
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(document.file_name),
    ETag: etag,
    // Nothing in the file runs or loads anything, should a browser render it here anyway.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  };
  if (
    req.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(streamOf(bytes), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(bytes.byteLength) },
  });
}

export const documentFileHandler = route(endpoints.documentFile, { GET: serve });
