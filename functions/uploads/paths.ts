// The upload addresses a stored record points to (/api/uploads/<key>), found
// in any string at any depth, and the Blobs key of each.

const UPLOAD_PATH = /^\/api\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/;

/** Every upload path found in any string of a record, at any depth. */
export function uploadPathsIn(value: unknown): string[] {
  if (typeof value === 'string') return UPLOAD_PATH.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadPathsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(uploadPathsIn);
  return [];
}

/** The Blobs key of an upload path found by uploadPathsIn. */
export const uploadKeyOf = (uploadPath: string) => `uploads/${UPLOAD_PATH.exec(uploadPath)![1]!}`;
