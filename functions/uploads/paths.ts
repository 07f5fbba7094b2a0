import { UPLOADS_PATH } from '#src/schemas/upload.ts';
import { MEDIA_PATH, MEDIA_URL } from '#src/schemas/media.ts';

// The upload addresses a stored record points to, found in any string at any
// depth, and the Blobs key of each. Files are served at /uploads/<name>; a
// record stored before that move may still say /api/uploads/<name> (a kept
// version, a deleted item, a snapshot), which names the same file (ADR 0047).
// Library photos, served at /media/<hash>.<ext>, are stored with the uploads
// (uploads/media/<hash>.<ext>): they count against the same cap and live by
// the same rules (ADR 0055).

const UPLOAD_PATH = /^(?:\/api)?\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/;

/** Every upload path found in any string of a record, at any depth. */
export function uploadPathsIn(value: unknown): string[] {
  if (typeof value === 'string') return UPLOAD_PATH.test(value) || MEDIA_URL.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadPathsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(uploadPathsIn);
  return [];
}

/** The stored file's name of an upload path (either form), or undefined for any other address. */
export const uploadNameIn = (path: string): string | undefined => UPLOAD_PATH.exec(path)?.[1];

/** The Blobs key of a library photo's url. */
export const mediaKeyOf = (url: string) => `uploads/media/${url.slice(MEDIA_PATH.length)}`;

/** The Blobs key of an upload path or a library photo's url found by uploadPathsIn. */
export const uploadKeyOf = (uploadPath: string) =>
  MEDIA_URL.test(uploadPath) ? mediaKeyOf(uploadPath) : `uploads/${uploadNameIn(uploadPath)!}`;

/** The address a stored file is served at. */
export const uploadPathOf = (name: string) => `${UPLOADS_PATH}${name}`;

/** Where logos sent in parts are staged (functions/uploads/logo-parts.ts): counted in the upload cap while they wait. */
export const LOGO_PARTS_PREFIX = 'upload-parts/';
/** Where PDFs sent in parts are staged (functions/documents/document-parts.ts): counted in the upload cap while they wait. */
export const DOCUMENT_PARTS_PREFIX = 'document-parts/';
