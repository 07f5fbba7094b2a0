import type { Locale } from '#src/i18n/locales.ts';
import { readDraftPage } from '#functions/pages/pages.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { withLanguageSwitch } from '#functions/portfolio/shells.ts';
import { renderedPageIds, type Frames, type RenderedPageId } from '#functions/site-pages/frames.ts';
import { renderPage } from '#functions/site-pages/pages.ts';
import { readSiteParts } from '#functions/site-pages/site-parts.ts';
import { pagePreviewUrl, validPagePreview } from '#functions/site-pages/preview-links.ts';

// /preview/pages/<id> (and under /fr): a page's DRAFT as its public page will
// look, rendered by the same renderPage into the same frame as the live page
// (ADR 0059), so the preview is the page, not a copy of it. It reads the draft
// only: the published page, its cache and its tag are never touched. Marked as
// a preview in a banner and its title; never cached, never indexed. The admin
// shows it in frames, so it (and it alone) may be framed by the site's own
// pages. Its language switch leads to the other language's preview, signed to
// the same expiry. Without a valid, unexpired signature for this page and
// language: 403, and a page that says so.

const HTML = 'text/html; charset=utf-8';

/** The live pages' headers, but framed by the site's own pages (the admin's preview frames) and never kept or indexed. */
const previewHeaders: Record<string, string> = {
  ...pageHeaders,
  'Content-Security-Policy': (pageHeaders['Content-Security-Policy'] ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  'X-Frame-Options': 'SAMEORIGIN',
  'Cache-Control': 'private, no-store',
  'Netlify-CDN-Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Content-Type': HTML,
};

const texts = {
  en: {
    title: 'Preview',
    banner: 'Preview of the draft: this is how the page will look on the site. It is not published by this page.',
    refused: 'This preview address is not valid, or has expired. Open the preview again from the admin.',
    missing: 'This page has no preview: the site does not show its stored text yet.',
  },
  fr: {
    title: 'Aperçu',
    banner: 'Aperçu du brouillon\u00a0: voici comment la page apparaîtra sur le site. Cette page ne la publie pas.',
    refused: 'Cette adresse d’aperçu n’est pas valable, ou a expiré. Rouvrez l’aperçu depuis l’administration.',
    missing: 'Cette page n’a pas d’aperçu\u00a0: le site n’affiche pas encore son texte enregistré.',
  },
} as const;

const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

/** A short page of its own for a refusal: nothing of the site's frames, nothing of the page. */
const refusal = (status: 403 | 404, locale: Locale, text: string) =>
  new Response(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(texts[locale].title)}</title></head>` +
      `<body><main><h1>${escapeHtml(texts[locale].title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    { status, headers: previewHeaders },
  );

const isRendered = (id: string): id is RenderedPageId => (renderedPageIds as readonly string[]).includes(id);

const MAIN_OPEN = /<main\b[^>]*>/;
const TITLE_OPEN = '<title>';

export async function previewPage(req: Request, frames: Frames, id: string, locale: Locale): Promise<Response> {
  if (!isRendered(id)) return refusal(404, locale, texts[locale].missing);
  const expires = validPagePreview(id, locale, new URL(req.url).searchParams);
  if (expires === undefined) return refusal(403, locale, texts[locale].refused);
  const draft = await readDraftPage(id, locale);
  if (!draft) return refusal(404, locale, texts[locale].missing);
  // noindex: the head then has no canonical or hreflang naming the live addresses as this page's.
  const html = await renderPage(frames, id, locale, { ...draft, noindex: true }, await readSiteParts());
  const banner = `<div class="container"><p class="preview-banner preview-banner--page" role="note">${escapeHtml(texts[locale].banner)}</p></div>`;
  const marked = html
    .replace(TITLE_OPEN, () => `${TITLE_OPEN}${escapeHtml(`${texts[locale].title}${locale === 'fr' ? '\u00a0:' : ':'}`)} `)
    .replace(MAIN_OPEN, (open) => `${open}${banner}`);
  return new Response(withLanguageSwitch(marked, pagePreviewUrl(id, other(locale), expires)), { status: 200, headers: previewHeaders });
}
