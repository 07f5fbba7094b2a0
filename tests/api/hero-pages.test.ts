import { expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import type { PreviewLink } from '#src/schemas/preview.ts';
import type { Credential } from '#src/schemas/credential.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { pagesPreviewHandler } from '#functions/api/pages-preview.ts';
import { getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// The pages answered by a function of their own around what it lists (ADR
// 0084): their head and hero are page documents, seeded from the words they
// shipped with, edited and published by staff, filled into the page's frame
// by that function under the page's tag, which their publish purges.

useBlobsStore();
const staff = usePageStaff();

/** A page's frame: its head left to the function, its hero's marks, and around them what its function fills. */
const hero = (lang: Locale, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${frameMarks.head}</head><body>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
  `<h1 id="page-title">${frameMarks.title}</h1><p class="page-hero__lead">${frameMarks.lead}</p><main>${body}${frameMarks.main}</main></body></html>`;

const certifications = certificationsHandler(
  certificationsFrames((lang) => hero(lang, `${certificationsMarks.jsonLd}${certificationsMarks.list}${certificationsMarks.documents}`)),
);
const visitCertifications = async (path: string) => {
  const response = await certifications(getRequest(path));
  return { response, html: await response.text() };
};

test('unedited, /certifications shows the words it shipped with in both languages, under its page’s tag', async () => {
  const english = await visitCertifications('/certifications');
  expect(english.response.status).toBe(200);
  expect(english.response.headers.get('netlify-cache-tag')?.split(',')).toEqual([
    'page-certifications',
    'credentials',
    'documents',
    'navigation',
  ]);
  expect(english.html).toContain('<title>Certifications and partnerships | Caronte Automation</title>');
  expect(english.html).toContain('<p class="eyebrow">Trust</p><h1 id="page-title">Certifications and partnerships</h1>');
  expect(english.html).toContain('<link rel="canonical" href="https://www.example.test/certifications">');
  expect(english.html).not.toMatch(/FRAME_MARK|<!--frame:/);
  const french = (await visitCertifications('/fr/certifications')).html;
  expect(french).toContain('<p class="eyebrow">Confiance</p><h1 id="page-title">Certifications et partenariats</h1>');
  // French typography on the French text.
  expect(french).toContain('Caronte Automation\u00a0: les certificats');
});

test('staff publish a change to /certifications: its page changes in both languages, its tag purged, the draft never shown first', async () => {
  await staff.saveDraft('certifications', (draft) => {
    const version = draft as {
      en: { hero: { headline: string; lead: string }; list_label: string; seo: { title: string } };
      fr: { hero: { headline: string; lead: string }; list_label: string; seo: { title: string } };
    };
    version.en.hero.headline = 'Certified <and> trusted';
    version.en.list_label = 'What we hold';
    version.en.seo.title = 'Our certificates';
    version.fr.hero.headline = 'Certifiés : et reconnus';
    // Its French left empty: the English shows, marked as English.
    version.fr.hero.lead = '';
    version.en.hero.lead = 'Checked every year.';
    return version;
  });
  expect((await visitCertifications('/certifications')).html).toContain('<h1 id="page-title">Certifications and partnerships</h1>');
  // Staff preview the draft in the page's frame before publishing.
  const link = await send<PreviewLink>(
    pagesPreviewHandler,
    jsonRequest('/api/pages/preview?id=certifications', 'POST', { lang: 'fr' }, staff.admin()),
  );
  expect(link.status).toBe(200);
  const preview = await siteVisitor(testFrames((_, lang) => hero(lang, '')))(link.body.url);
  expect(preview.response.status).toBe(200);
  expect(preview.html).toContain('<h1 id="page-title">Certifiés\u00A0: et reconnus</h1>');

  const { purged } = await staff.publish('certifications');
  expect(purged).toContainEqual(['page-certifications']);
  const english = (await visitCertifications('/certifications')).html;
  expect(english).toContain('<h1 id="page-title">Certified &lt;and&gt; trusted</h1>');
  expect(english).toContain('<p class="page-hero__lead">Checked every year.</p>');
  expect(english).toContain('<title>Our certificates | Caronte Automation</title>');
  const french = (await visitCertifications('/fr/certifications')).html;
  expect(french).toContain('<h1 id="page-title">Certifiés\u00A0: et reconnus</h1>');
  expect(french).toContain('<p class="page-hero__lead"><span lang="en">Checked every year.</span></p>');
});

test('the list of credentials is named by the published page', async () => {
  await created<Credential>('credentials', aCredential({ name: 'MASE' }), staff.admin());
  await staff.saveDraft('certifications', (draft) => {
    (draft as { en: { list_label: string } }).en.list_label = 'What "we" hold';
    return draft;
  });
  await staff.publish('certifications');
  expect((await visitCertifications('/certifications')).html).toContain('<ul class="credentials" aria-label="What &quot;we&quot; hold">');
});
