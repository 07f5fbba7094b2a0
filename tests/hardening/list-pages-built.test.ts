import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { badgeMarks, type BadgePlace } from '#src/site/badge-marks.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { careersHandler } from '#functions/api/careers.ts';
import { careersFrameLoader } from '#functions/careers/frames.ts';
import { jobsList } from '#functions/careers/render.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import { shellLoader } from '#functions/portfolio/shells.ts';
import { certificationsFrameLoader } from '#functions/certifications/frames.ts';
import { credentialsList, documentsList, organizationJsonLd } from '#functions/certifications/render.ts';
import { sitePagesHandler } from '#functions/api/site-pages.ts';
import { frameLoader } from '#functions/site-pages/frames.ts';
import { getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { dist } from '#tests/fixtures/dist.ts';

// The Services and Sectors lists, Contact, the certifications, careers and
// portfolio list pages are page documents (ADR 0084),
// their words only in their seeds (run after `npm run build`, as every
// hardening suite): the site-pages function, filling the frames Astro built
// with the seed's text from an empty store, answers each page as Astro built
// it from the same seed, in both languages, but for what differs by writer
// (the whitespace between tags, the escaping of apostrophes) and the empty
// strips of credential badges it fills in.

useBlobsStore();

const comparable = (html: string) =>
  html
    .replace(
      /<section class="container badges" data-badges="(home|footer)">[\s\S]*?<\/section>/g,
      (_, place: BadgePlace) => badgeMarks[place],
    )
    .replace(/>\s+</g, '><')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");

test('each list page and Contact rendered from its seed equals the page Astro built from it, in both languages', async () => {
  const handler = sitePagesHandler(frameLoader(pathToFileURL(`${dist}/`)));
  for (const route of ['/services', '/sectors', '/contact', '/fr/services', '/fr/sectors', '/fr/contact']) {
    const response = await handler(getRequest(route));
    expect(response.status, route).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(',')[0], route).toBe(`page-${route.split('/').at(-1) ?? ''}`);
    const built = readFileSync(path.join(dist, `${route.slice(1)}.html`), 'utf8');
    expect(comparable(await response.text()), route).toBe(comparable(built));
  }
});

test('the certifications page rendered from its seed equals the page Astro built from it, in both languages', async () => {
  const handler = certificationsHandler(certificationsFrameLoader(pathToFileURL(`${dist}/`)));
  for (const route of ['/certifications', '/fr/certifications']) {
    const response = await handler(getRequest(route));
    expect(response.status, route).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(',')[0], route).toBe('page-certifications');
    const locale = route.startsWith('/fr') ? 'fr' : 'en';
    // The page as built, with what the function fills around its words from an empty store: no credential, no document.
    const built = readFileSync(path.join(dist, `${route.slice(1)}.html`), 'utf8')
      .replace(certificationsMarks.jsonLd, () => organizationJsonLd([], locale))
      .replace(certificationsMarks.list, () => credentialsList([], [], locale, ''))
      .replace(certificationsMarks.documents, () => documentsList([], locale));
    expect(comparable(await response.text()), route).toBe(comparable(built));
  }
});

test('the careers page rendered from its seed equals the page Astro built from it, in both languages', async () => {
  const handler = careersHandler(careersFrameLoader(pathToFileURL(`${dist}/`)));
  for (const route of ['/careers', '/fr/careers']) {
    const response = await handler(getRequest(route));
    expect(response.status, route).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(',')[0], route).toBe('page-careers');
    const locale = route.startsWith('/fr') ? 'fr' : 'en';
    // The page as built, with what the function fills around its words from an empty store: no offer.
    const built = readFileSync(path.join(dist, `${route.slice(1)}.html`), 'utf8').replace(careersMarks.list, () =>
      jobsList([], locale, ''),
    );
    expect(comparable(await response.text()), route).toBe(comparable(built));
  }
});

test('the portfolio list rendered from its seed equals the page Astro built from it, in both languages', async () => {
  const handler = portfolioHandler(shellLoader(pathToFileURL(`${dist}/`)));
  for (const route of ['/projects-enhanced', '/fr/projects-enhanced']) {
    const response = await handler(getRequest(route));
    expect(response.status, route).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(',')[0], route).toBe('page-projects-enhanced');
    const answer = await response.text();
    // The island as the function renders it from an empty store, put in the built page's island: the frame is its
    // own route, so its island's uid and React prefix differ from the built page's, as on every request.
    const island = /<astro-island\b[^>]*component-export="ProjectList"[\s\S]*?<!--astro:end--><\/astro-island>/;
    const rendered = island.exec(answer)?.[0] ?? '';
    const built = readFileSync(path.join(dist, `${route.slice(1)}.html`), 'utf8').replace(island, () => rendered);
    expect(comparable(answer), route).toBe(comparable(built));
  }
});
