import * as z from '#src/schemas/zod-mini.ts';
import { id } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';

// A preview of a portfolio project as its public page will show it, drafts
// and scheduled ones included (ADR 0049): a signed address, valid 30 minutes,
// that staff open from the edit screen and may pass to a colleague.

export const PREVIEW_MINUTES = 30;

const locales = ['en', 'fr'] as const;

export const previewInputSchema = z.object({
  id,
  lang: z._default(z.enum(locales, { error: zodMessage('one_of', { field: 'language', values: locales.join(', ') }) }), 'en'),
});

export const previewLinkSchema = z.object({
  /** The page's address on this site: /preview/projects-enhanced/<id> (under /fr in French) with its signature. */
  url: z.string(),
  expires_at: z.iso.datetime(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** Where a preview is served (its address without the signature). */
export const previewPath = (projectId: string, lang: 'en' | 'fr') =>
  `${lang === 'fr' ? '/fr' : ''}/preview/projects-enhanced/${encodeURIComponent(projectId)}`;

// A page's draft as its public page will show it (ADR 0059): the same signed
// address, for the page `?id=` of POST /api/pages/preview, in one language.

export const pagePreviewInputSchema = z.object({ lang: previewInputSchema.shape.lang });

/** Where a page's draft is previewed: /preview/pages/<id> (its slashes kept: /preview/pages/services/engineering), under /fr in French. */
export const pagePreviewPath = (pageId: string, lang: 'en' | 'fr') =>
  `${lang === 'fr' ? '/fr' : ''}/preview/pages/${pageId.split('/').map(encodeURIComponent).join('/')}`;
