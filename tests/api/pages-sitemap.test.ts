import { expect, test } from 'vitest';
import { localizedHref } from '#src/i18n/locales.ts';
import { sitePages } from '#src/site/pages.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// /sitemap-pages.xml lists every page whose words are content (ADR 0110), the
// ones other functions serve (careers, certifications, the portfolio) included,
// so a page staff hide from search engines leaves it with the publish that
// hides it, with no build; a service's or sector's French slug is in
// french-slugs.test.ts.

useBlobsStore();

const ORIGIN = 'https://www.example.test';
const visit = siteVisitor(
  testFrames((_, lang) => `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body></body></html>`),
);
const staff = usePageStaff();

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test('the sitemap lists every page in both languages, the home page at / and /fr, each naming its twins', async () => {
  const { response, html } = await visit('/sitemap-pages.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const expected = sitePages.flatMap((page) => [page.path, localizedHref(page.path, 'fr')]).map((path) => `${ORIGIN}${path}`);
  expect(locations(html).sort()).toEqual(expected.sort());
  expect(locations(html)).toContain(`${ORIGIN}/`);
  expect(locations(html)).toContain(`${ORIGIN}/fr`);
  expect(html).toContain(`<url><loc>${ORIGIN}/fr/careers</loc>`);
  expect(html).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/careers"/>`);
  expect(html).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/careers"/>`);
  // Any page's publish purges it.
  const tags = response.headers.get('netlify-cache-tag')?.split(',');
  expect(tags).toEqual(expect.arrayContaining(sitePages.map((page) => `page-${page.id.replaceAll('/', '_')}`)));
});

test('a page staff hide from search engines leaves the sitemap with its publish, and comes back when shown again', async () => {
  const listed = async () => locations((await visit('/sitemap-pages.xml')).html);

  await staff.saveDraft('about', (draft) => ({ ...draft, noindex: true }));
  // A draft changes nothing a visitor or a search engine sees.
  expect(await listed()).toContain(`${ORIGIN}/about`);

  expect((await staff.publish('about')).purged).toContainEqual(expect.arrayContaining(['page-about']));
  const hidden = await listed();
  expect(hidden).not.toContain(`${ORIGIN}/about`);
  expect(hidden).not.toContain(`${ORIGIN}/fr/about`);
  expect(hidden).toContain(`${ORIGIN}/contact`);
  const page = await visit('/about');
  expect(page.html).toContain('<meta name="robots" content="noindex, follow">');

  // A page another function serves is listed by the same rule.
  await staff.saveDraft('careers', (draft) => ({ ...draft, noindex: true }));
  await staff.publish('careers');
  expect(await listed()).not.toContain(`${ORIGIN}/careers`);

  await staff.saveDraft('about', (draft) => ({ ...draft, noindex: false }));
  await staff.publish('about');
  const shown = await listed();
  expect(shown).toContain(`${ORIGIN}/about`);
  expect(shown).toContain(`${ORIGIN}/fr/about`);
  expect((await visit('/about')).html).toContain('<meta name="robots" content="index, follow">');
});
