import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { localeOfPath, type Locale } from '#src/i18n/locales.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { readPublicDocuments, readPublicView, views } from '#functions/content/views.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { noteUnkept } from '#functions/platform/read-log.ts';
import { readNavigation, withNavigation } from '#functions/site-pages/navigation.ts';
import { earliest, withBadges } from '#functions/site-pages/badges.ts';
import { route } from '#functions/platform/route.ts';
import { holdingAnswers } from '#functions/platform/held-answers.ts';
import { readPublishedPage } from '#functions/pages/live.ts';
import { fillFrame } from '#functions/site-pages/pages.ts';
import { listPageView } from '#src/site-pages/page-view.ts';
import { certificationsSeed } from '#src/site-pages/certifications-seed.ts';
import type { CertificationsFrames } from '#functions/certifications/frames.ts';
import { credentialsList, documentsList, organizationJsonLd } from '#functions/certifications/render.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';

// GET /certifications and /fr/certifications: the credentials valid today,
// from the public view /api/credentials serves, filled into the page Astro
// built, with no rebuild. The CDN keeps it under the `credentials` tag, which
// every credential write purges, and no longer than the next day a credential
// starts or ends, so an expired one leaves the page by itself at its date (nor
// than a scheduled publish that renames a service in its footer, ADR 0085).
// The published documents are listed below, with their size and language,
// under the `documents` tag too. The page's own words (head, hero, the list's
// accessible name) are its published page document's (ADR 0084), under the
// `page-certifications` tag its publish purges, held no longer than its
// scheduled publish (ADR 0085); when that cannot be read, the page as built
// from its seed, for a minute.

const HTML = 'text/html; charset=utf-8';
/** How long the CDN keeps the page built from the seed answered in place of the published one. */
const FALLBACK_SECONDS = 60;
const PAGE_ID = 'certifications';

/** The page's published words filled into its frame, or the page as built when they cannot be read. */
async function pageIn(frames: CertificationsFrames, locale: Locale) {
  try {
    const page = await readPublishedPage(PAGE_ID, locale);
    if (!page) throw new Error(`No page ${PAGE_ID}`);
    const { html, view } = await fillFrame(frames.pages[locale].frame, frames.origin, page);
    return { html, listLabel: view.attributes?.list ?? '', freshUntil: page.freshUntil };
  } catch (error) {
    // The reason and the page only: nothing of the request is personal data kept.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'site_page_fallback', page: PAGE_ID, locale, error: reason }));
    // The page as built stands in for a minute: made again by the next read, never kept (ADR 0092).
    noteUnkept();
    const seed = listPageView(certificationsSeed(locale), locale);
    return { html: frames.pages[locale].built, listLabel: seed.attributes?.list ?? '', freshUntil: Date.now() + FALLBACK_SECONDS * 1000 };
  }
}

export function certificationsHandler(frames: () => Promise<CertificationsFrames>) {
  return route(endpoints.certifications, {
    // Answered again while what they show holds (ADR 0092).
    GET: holdingAnswers(async (req) => {
      const locale = localeOfPath(new URL(req.url).pathname);
      const [page, { text, freshUntil }, { documents }, named] = await Promise.all([
        frames().then((loaded) => pageIn(loaded, locale)),
        readPublicView(views.credentials),
        readPublicDocuments(),
        readNavigation(),
      ]);
      const credentials = z.array(credentialSchema).parse(JSON.parse(text));
      const filled = page.html
        .replace(certificationsMarks.jsonLd, () => organizationJsonLd(credentials, locale))
        .replace(certificationsMarks.list, () => credentialsList(credentials, documents, locale, page.listLabel))
        .replace(certificationsMarks.documents, () => documentsList(documents, locale));
      // The footer names the services as published (ADR 0074) and shows the same credentials' badges (ADR 0076).
      const html = withBadges(withNavigation(filled, named.navigation, locale), credentials, locale);
      return publicBody(req, html, {
        contentType: HTML,
        tags: [cacheTags.page(PAGE_ID), cacheTags.credentials, cacheTags.documents, cacheTags.navigation],
        varyQuery: [],
        headers: pageHeaders,
        freshUntil: earliest(earliest(freshUntil, named.freshUntil), page.freshUntil),
      });
    }),
  });
}
