import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_MINUTES } from '#src/schemas/preview.ts';
import { getAdminEnv } from '#functions/platform/env.ts';

// Signed preview addresses (ADR 0049, and ADR 0059 for pages): what is
// previewed, the language and the expiry, signed with the site's session
// secret under a purpose of its own, so a preview address is no session, a
// session token opens no preview, and a project's signature opens no page.

export type PreviewPurpose = 'portfolio-preview' | 'page-preview';
type Lang = 'en' | 'fr';

const signature = (purpose: PreviewPurpose, subject: string, lang: Lang, expires: number) =>
  createHmac('sha256', getAdminEnv().jwtSecret)
    .update(`${purpose}\n${subject}\n${lang}\n${String(expires)}`)
    .digest('base64url');

/** The expiry of a preview made now: PREVIEW_MINUTES on. */
export const previewExpiry = (now = Date.now()) => now + PREVIEW_MINUTES * 60 * 1000;

/** The query of a signed address: `expires=<ms>&sig=<signature>`. */
export function signedQuery(purpose: PreviewPurpose, subject: string, lang: Lang, expires: number): string {
  return new URLSearchParams({ expires: String(expires), sig: signature(purpose, subject, lang, expires) }).toString();
}

/** The expiry of an address whose signature is this site's for this purpose, subject and language and still valid; else undefined. */
export function validSignature(
  purpose: PreviewPurpose,
  subject: string,
  lang: Lang,
  search: URLSearchParams,
  now = Date.now(),
): number | undefined {
  const expires = Number(search.get('expires'));
  const given = Buffer.from(search.get('sig') ?? '');
  if (!Number.isSafeInteger(expires) || expires <= now) return undefined;
  const expected = Buffer.from(signature(purpose, subject, lang, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? expires : undefined;
}
