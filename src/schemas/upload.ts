// Logo uploads (spec sections 5 and 9). The browser checks these before sending;
// the server decides the type again from the bytes themselves.

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

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
