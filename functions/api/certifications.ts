import * as z from 'zod';
import { localeOfPath } from '#src/i18n/locales.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { documentSchema } from '#src/schemas/document.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { readPublicView, views } from '#functions/content/views.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { readNavigation, withNavigation } from '#functions/site-pages/navigation.ts';
import { earliest, withBadges } from '#functions/site-pages/badges.ts';
import { route } from '#functions/platform/route.ts';
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
// under the `documents` tag too.

const HTML = 'text/html; charset=utf-8';

export function certificationsHandler(frames: () => Promise<CertificationsFrames>) {
  return route(endpoints.certifications, {
    GET: async (req) => {
      const locale = localeOfPath(new URL(req.url).pathname);
      const [loaded, { text, freshUntil }, published, named] = await Promise.all([
        frames(),
        readPublicView(views.credentials),
        readPublicView(views.documents),
        readNavigation(),
      ]);
      const credentials = z.array(credentialSchema).parse(JSON.parse(text));
      const documents = z.array(documentSchema).parse(JSON.parse(published.text));
      const filled = loaded[locale]
        .replace(certificationsMarks.jsonLd, () => organizationJsonLd(credentials, locale))
        .replace(certificationsMarks.list, () => credentialsList(credentials, documents, locale))
        .replace(certificationsMarks.documents, () => documentsList(documents, locale));
      // The footer names the services as published (ADR 0074) and shows the same credentials' badges (ADR 0076).
      const html = withBadges(withNavigation(filled, named.navigation, locale), credentials, locale);
      return publicBody(req, html, {
        contentType: HTML,
        tags: [cacheTags.credentials, cacheTags.documents, cacheTags.navigation],
        varyQuery: [],
        headers: pageHeaders,
        freshUntil: earliest(freshUntil, named.freshUntil),
      });
    },
  });
}
