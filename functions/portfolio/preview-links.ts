import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_MINUTES, previewPath, type PreviewLink } from '#src/schemas/preview.ts';
import { getAdminEnv } from '#functions/platform/env.ts';

// Signed preview addresses (ADR 0049): the project, the language and the
// expiry, signed with the site's session secret under a purpose of their own,
// so a preview address is no session and a session token opens no preview.

type Lang = 'en' | 'fr';

const signature = (projectId: string, lang: Lang, expires: number) =>
  createHmac('sha256', getAdminEnv().jwtSecret)
    .update(`portfolio-preview\n${projectId}\n${lang}\n${String(expires)}`)
    .digest('base64url');

export function previewLink(projectId: string, lang: Lang, now = Date.now()): PreviewLink {
  const expires = now + PREVIEW_MINUTES * 60 * 1000;
  const query = new URLSearchParams({ expires: String(expires), sig: signature(projectId, lang, expires) });
  return { url: `${previewPath(projectId, lang)}?${query.toString()}`, expires_at: new Date(expires).toISOString() };
}

/** Whether an address's signature is this site's for this project and language, and not expired. */
export function validPreview(projectId: string, lang: Lang, search: URLSearchParams, now = Date.now()): boolean {
  const expires = Number(search.get('expires'));
  const given = Buffer.from(search.get('sig') ?? '');
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(signature(projectId, lang, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
