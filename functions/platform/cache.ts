import { purgeCache } from '@netlify/functions';
import { getPurgeEnv } from '#functions/platform/env.ts';

// CDN caching of public reads. Anonymous GETs are cached by Netlify's CDN for a
// year and purged by tag on every write, so visitors get the edge copy until an
// admin saves, then the new content at once. Browsers always revalidate. Admin
// reads are never cached anywhere. Netlify-Vary keys the cache on the query
// parameters that matter and on the Authorization header, so an admin's request
// never gets the anonymous copy (and junk query strings share one entry).

/** Cache tags: a list tag per collection and an item tag per record. */
export const cacheTags = {
  projects: 'projects',
  project: (id: string) => `project-${id}`,
  projectsEnhanced: 'projects-enhanced',
  projectEnhanced: (id: string) => `project-enhanced-${id}`,
  clients: 'clients',
  client: (id: string) => `client-${id}`,
  /** Every answer that shows credentials: /api/credentials and the /certifications pages. */
  credentials: 'credentials',
  credential: (id: string) => `credential-${id}`,
  /** Every answer that shows documents: /api/documents and the /documents/<slug>.pdf files (a 404 included). */
  documents: 'documents',
  document: (id: string) => `document-${id}`,
  /** Every answer that shows job offers: /api/jobs, the /careers pages and their sitemap. */
  jobs: 'jobs',
  job: (id: string) => `job-${id}`,
  /** Every response that shows the items of a taxonomy (its lists and the enhanced projects). */
  taxonomy: (type: string) => type,
  /** The list of one taxonomy as /api/taxonomy answers it. */
  taxonomyList: (type: string) => `taxonomy-${type}`,
  taxonomyItem: (type: string, id: string) => `${type}-${id}`,
  settings: 'settings',
  /** A page whose text is content (functions/pages/): its pages in both languages. */
  page: (id: string) => `page-${id.replaceAll('/', '_')}`,
  /** Every answer that shows the service and sector pages' names where other pages name them (ADR 0074). */
  navigation: 'navigation',
} as const;

/** What a change to one taxonomy item purges: its list, its own entry, and every answer that shows its name. */
export const taxonomyItemTags = (type: string, id: string) => [
  cacheTags.taxonomyList(type),
  cacheTags.taxonomyItem(type, id),
  cacheTags.taxonomy(type),
];

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const YEAR_SECONDS = 31_536_000;
const CDN_CACHE_CONTROL = `public, durable, s-maxage=${String(YEAR_SECONDS)}, stale-while-revalidate=60`;

/**
 * The CDN's lifetime for an answer that changes by itself at `freshUntil` (a
 * scheduled publish or unpublish, ADR 0034): kept until then and not a second
 * more, with no stale grace, so the change shows to the minute.
 */
function cdnCacheControl(freshUntil: number | undefined, now = Date.now()): string {
  if (freshUntil === undefined) return CDN_CACHE_CONTROL;
  const seconds = Math.min(YEAR_SECONDS, Math.max(1, Math.ceil((freshUntil - now) / 1000)));
  return `public, durable, s-maxage=${String(seconds)}`;
}
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Without a `query=` instruction Netlify keys a function's answer on its whole query string, so every `?utm_…` or
 * `?fbclid=…` link to a page would be an entry (and a function call) of its own. An answer that reads no parameter
 * names one no address of the site uses: every query string then shares the one entry.
 */
const NO_QUERY = 'none';

function varyHeader(query: readonly string[]): string {
  return `query=${(query.length > 0 ? query : [NO_QUERY]).join('|')},header=Authorization`;
}

/** Headers of an anonymous read that the CDN may keep until one of its tags is purged (or its scheduled change comes). */
export function publicCacheHeaders(tags: readonly string[], varyQuery: readonly string[], freshUntil?: number): Record<string, string> {
  return {
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'Netlify-CDN-Cache-Control': cdnCacheControl(freshUntil),
    'Netlify-Cache-Tag': [...new Set(tags)].join(','),
    'Netlify-Vary': varyHeader(varyQuery),
  };
}

/** Headers of an authenticated read: never stored by the browser or the CDN. */
export function privateCacheHeaders(varyQuery: readonly string[]): Record<string, string> {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Netlify-Vary': varyHeader(varyQuery) };
}

const PURGE_TIMEOUT_MS = 5_000;

/**
 * Purges CDN entries by tag after a write, through Netlify's purge API. A
 * deployed function always has a purge token: without one nothing can be sent,
 * and each skipped purge is logged with its tags, since CDN copies then stay
 * until they expire. The local platform has no CDN, so nothing to purge. A failed purge
 * is logged with its tags and never fails the write: the data is saved, and
 * the next write or deploy purges again.
 */
export async function purgeTags(tags: readonly string[], change: string): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await sendPurge(unique, change);
}

/** Purges every answer the CDN holds for the site: after an import, which may change any of them. */
export async function purgeSite(change: string): Promise<void> {
  await sendPurge(undefined, change);
}

/** One purge through Netlify's API: of these tags, or of the whole site when none are named. */
async function sendPurge(unique: string[] | undefined, change: string): Promise<void> {
  const env = getPurgeEnv();
  if (env.platform === 'local' && !env.apiUrl) return;
  if (!env.token) {
    console.warn(
      JSON.stringify({ level: 'warn', event: 'cache_purge_skipped', reason: 'NETLIFY_PURGE_API_TOKEN is not set', tags: unique ?? 'all' }),
    );
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      purgeCache({
        ...(unique ? { tags: unique } : {}),
        token: env.token,
        ...(env.apiUrl ? { apiURL: env.apiUrl } : {}),
        ...(env.siteId ? { siteID: env.siteId } : {}),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`purge timed out after ${PURGE_TIMEOUT_MS} ms`)), PURGE_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'cache_purge_failed',
        change,
        tags: unique ?? 'all',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}
