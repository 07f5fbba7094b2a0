import { previewPath, type PreviewLink } from '#src/schemas/preview.ts';
import { previewExpiry, signedQuery, validSignature } from '#functions/platform/preview-signature.ts';

// Signed preview addresses of portfolio projects (ADR 0049), signed under a
// purpose of their own (functions/platform/preview-signature.ts).

type Lang = 'en' | 'fr';

export function previewLink(projectId: string, lang: Lang, now = Date.now()): PreviewLink {
  const expires = previewExpiry(now);
  return {
    url: `${previewPath(projectId, lang)}?${signedQuery('portfolio-preview', projectId, lang, expires)}`,
    expires_at: new Date(expires).toISOString(),
  };
}

/** Whether an address's signature is this site's for this project and language, and not expired. */
export const validPreview = (projectId: string, lang: Lang, search: URLSearchParams, now = Date.now()): boolean =>
  validSignature('portfolio-preview', projectId, lang, search, now) !== undefined;
