import { message } from '#src/schemas/messages.ts';
import { documentMegabytes, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_PARTS } from '#src/schemas/document.ts';
import { stagedParts } from '#functions/uploads/staged-parts.ts';
import { assertUploadCapacity } from '#functions/uploads/lifecycle.ts';
import { DOCUMENT_PARTS_PREFIX } from '#functions/uploads/paths.ts';

// Where a PDF over one request's size is staged (functions/uploads/staged-parts.ts),
// part by part, until the document's create or replace call names its upload
// id and takes it whole (ADR 0077). Unclaimed for an hour, it is dropped.

export const documentParts = stagedParts({
  prefix: DOCUMENT_PARTS_PREFIX,
  beforeStaging: assertUploadCapacity,
  maxBytes: MAX_DOCUMENT_BYTES,
  maxParts: MAX_DOCUMENT_PARTS,
  tooLarge: message('document_too_large', { megabytes: documentMegabytes(MAX_DOCUMENT_BYTES) }),
  countName: 'parts',
  untilTaken: true,
});

/** Drops PDFs sent in parts and never named by a document (the hourly sweep). */
export const sweepStaleDocumentParts = (now?: number) => documentParts.sweepStale(now);
