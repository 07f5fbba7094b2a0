import type { Locale } from '#src/i18n/locales.ts';
import { pagePreviewPath, type PreviewLink } from '#src/schemas/preview.ts';
import { previewExpiry, signedQuery, validSignature } from '#functions/platform/preview-signature.ts';

// Signed preview addresses of pages' drafts (ADR 0059, as ADR 0049 for
// projects): the page, the language and the expiry, under a purpose of their
// own, so a project's signature opens no page and the reverse.

/** The signed address of a page's draft in a language, expiring at `expires`. */
export const pagePreviewUrl = (pageId: string, lang: Locale, expires: number) =>
  `${pagePreviewPath(pageId, lang)}?${signedQuery('page-preview', pageId, lang, expires)}`;

export function pagePreviewLink(pageId: string, lang: Locale, now = Date.now()): PreviewLink {
  const expires = previewExpiry(now);
  return { url: pagePreviewUrl(pageId, lang, expires), expires_at: new Date(expires).toISOString() };
}

/** The expiry of an address signed for this page and language and not expired; undefined for any other. */
export const validPagePreview = (pageId: string, lang: Locale, search: URLSearchParams, now = Date.now()) =>
  validSignature('page-preview', pageId, lang, search, now);
