// How old a stored file is, by the date its writer put in its metadata: what
// the upload sweeps (functions/uploads/lifecycle.ts,
// functions/documents/sweep-document-files.ts) give a file before it may go.

/** Whether a file was stored less than `ms` before `now`. One without a readable date is old: nothing we store lacks one. */
export function storedWithin(metadata: Record<string, unknown> | null | undefined, now: number, ms: number): boolean {
  const createdAt = metadata?.createdAt;
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < ms;
}
