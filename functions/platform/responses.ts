import { createHash } from 'node:crypto';
import type * as z from 'zod';
import { privateCacheHeaders, publicCacheHeaders } from '#functions/platform/cache.ts';
import { respond, securityHeaders } from '#functions/platform/http.ts';
import { noteAnswer } from '#functions/platform/read-log.ts';

// The kinds of answers beyond a plain JSON one (respond(), functions/platform/http.ts):
// public reads cached at the edge under their tags and revalidated with an
// ETag, reads private to the signed-in member, and files to save.

/** A strong validator of a public body, so browsers and the CDN can revalidate with 304. */
function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * An anonymous read: the body text as stored (never re-serialised), cacheable at
 * the edge under its tags, 304 when the client already has it.
 */
export function publicText(
  req: Request,
  text: string,
  tags: readonly string[],
  varyQuery: readonly string[],
  freshUntil?: number,
): Response {
  return publicBody(req, text, { contentType: 'application/json; charset=utf-8', tags, varyQuery, headers: securityHeaders, freshUntil });
}

export interface PublicBody {
  contentType: string;
  tags: readonly string[];
  varyQuery: readonly string[];
  /** The response's own security headers (an API answer's, or a page's). */
  headers: Record<string, string>;
  status?: number;
  /** When the answer changes by itself (a scheduled publish or unpublish): the CDN keeps it no longer. */
  freshUntil?: number | undefined;
}

/** An anonymous answer as made: its body, its ETag and how it is served; what an instance may answer again (ADR 0092). */
export interface MadeAnswer {
  text: string;
  etag: string;
  options: PublicBody;
}

/** Any anonymous body (JSON, a page, a sitemap): cached at the edge under its tags, 304 on a matching ETag. */
export function publicBody(req: Request, text: string, options: PublicBody): Response {
  const made = { text, etag: etagOf(text), options };
  noteAnswer(made);
  return answerOf(req, made);
}

/** An answer made before, served again: its cache lifetime counted from now, 304 on a matching ETag. */
export function answerOf(
  req: Request,
  { text, etag, options: { contentType, tags, varyQuery, headers: own, status = 200, freshUntil } }: MadeAnswer,
): Response {
  const headers = { ...own, ...publicCacheHeaders(tags, varyQuery, freshUntil), ETag: etag };
  const inm = req.headers.get('if-none-match');
  if (status === 200 && inm?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status, headers: { ...headers, 'Content-Type': contentType } });
}

/** An anonymous read of a value built in this request. */
export function publicJson<S extends z.core.$ZodType>(
  req: Request,
  schema: S,
  body: z.output<S>,
  tags: readonly string[],
  varyQuery: readonly string[],
  freshUntil?: number,
): Response {
  // Checked like every answer (respond()); the cached text is the body as given.
  respond(schema, body);
  return publicText(req, JSON.stringify(body), tags, varyQuery, freshUntil);
}

/**
 * RFC 6266: an ASCII fallback for old clients and the exact name as UTF-8
 * (`filename*`), which the admin's download reads first (admin/lib/download.ts).
 * A name stored with half a character (cut inside an emoji) gets U+FFFD in
 * its place: encodeURIComponent throws on a malformed string.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.toWellFormed())}`;
}

/** A file for the signed-in admin to save (CSV exports, backups): an attachment, never stored by a cache. */
export function attachment(body: string | Uint8Array, contentType: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      ...securityHeaders,
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A read by the signed-in admin: never stored by the browser or the CDN. */
export function privateJson<S extends z.core.$ZodType>(schema: S, body: z.output<S>, varyQuery: readonly string[]): Response {
  return respond(schema, body, { headers: privateCacheHeaders(varyQuery) });
}
