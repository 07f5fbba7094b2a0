// Logo uploads (spec sections 5 and 9). The browser checks these before sending;
// the server decides the type again from the bytes themselves.

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/**
 * Where uploaded files are served: a path robots.txt lets crawlers and social
 * cards fetch (docs/decisions/0047-crawlable-uploads-and-faithful-restores.md).
 */
export const UPLOADS_PATH = '/uploads/';
/** Where they were served before: still found in stored records and shared links, redirected permanently. */
export const FORMER_UPLOADS_PATH = '/api/uploads/';

/** An upload's path in its current form: a former `/api/uploads/<name>` becomes `/uploads/<name>`; others stay as they are. */
export const currentUploadPath = (path: string) =>
  path.startsWith(FORMER_UPLOADS_PATH) ? `${UPLOADS_PATH}${path.slice(FORMER_UPLOADS_PATH.length)}` : path;

/** An uploaded file's name as the site gives it (functions/uploads/logo-files.ts): a UUID and the type's extension. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|svg|webp)$/;

/**
 * Files above this size are sent in parts of at most this size: Netlify buffers
 * at most 6 MB per function request and base64-encodes binary bodies.
 */
export const LOGO_CHUNK_BYTES = 2 * 1024 * 1024;

export const logoTypes = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
  'image/webp': ['webp'],
} as const;

export type LogoMimeType = keyof typeof logoTypes;

export function isAllowedLogoType(type: string): type is LogoMimeType {
  return Object.hasOwn(logoTypes, type) || type === 'image/jpg';
}
