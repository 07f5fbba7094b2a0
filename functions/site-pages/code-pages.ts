import { randomUUID } from 'node:crypto';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { codePageSeo, codePages, type CodePageId } from '#src/site/code-pages.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { withLanguageSwitch } from '#functions/portfolio/shells.ts';
import type { Frames } from '#functions/site-pages/frames.ts';
import { pageHead } from '#functions/site-pages/head.ts';
import { readSiteParts, withSiteParts, type SiteParts } from '#functions/site-pages/site-parts.ts';

// GET /services, /sectors, /contact and their French twins (ADR 0078): pages
// whose own words are code texts, answered from their frames for the other
// pages' names and French addresses they show (the cards, the footer), as the
// published service and sector pages have them. Cached under the `navigation`
// tag, which publishing one of those pages purges; no page document holds
// their words, so no page tag. Unchanged names leave the built page byte for
// byte. Never down: when the store cannot be read, the page as built, kept by
// the CDN one minute, and the reason logged.

const HTML = 'text/html; charset=utf-8';
const FALLBACK_SECONDS = 60;

/** A code page's address in each language. */
const pathsOf = (id: CodePageId): Record<Locale, string> => {
  const path = codePages.find((page) => page.id === id)?.path ?? `/${id}`;
  return { en: path, fr: localizedHref(path, 'fr') };
};

function renderCodePage(frames: Frames, id: CodePageId, locale: Locale, parts: SiteParts): string {
  const paths = pathsOf(id);
  const head = pageHead({ ...codePageSeo(id, locale), locale, paths, origin: frames.origin, noindex: false, socialImage: undefined });
  const filled = frames.codePages[id][locale].frame.replace(frameMarks.head, () => head);
  return withSiteParts(withLanguageSwitch(filled, paths[locale === 'en' ? 'fr' : 'en']), parts, locale);
}

export async function codePage(req: Request, frames: Frames, id: CodePageId, locale: Locale): Promise<Response> {
  // The footer's credential badges too (ADR 0076), kept no longer than the next day one starts or ends.
  const tags = [cacheTags.navigation, cacheTags.credentials];
  try {
    const parts = await readSiteParts();
    const html = renderCodePage(frames, id, locale, parts);
    return publicBody(req, html, { contentType: HTML, tags, varyQuery: [], headers: pageHeaders, freshUntil: parts.badges.freshUntil });
  } catch (error) {
    // The reason and the page only: nothing of the request is kept.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'site_page_fallback', page: id, locale, error: reason }));
    return publicBody(req, frames.codePages[id][locale].built, {
      contentType: HTML,
      tags,
      varyQuery: [],
      headers: pageHeaders,
      freshUntil: Date.now() + FALLBACK_SECONDS * 1000,
    });
  }
}
