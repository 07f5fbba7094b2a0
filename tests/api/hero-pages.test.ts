import { expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { attributeMark, frameMarks, wordMark } from '#src/site/frame-marks.ts';
import type { PreviewLink } from '#src/schemas/preview.ts';
import type { Credential } from '#src/schemas/credential.ts';
import type { Job } from '#src/schemas/job.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { careersHandler } from '#functions/api/careers.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import { pagesPreviewHandler } from '#functions/api/pages-preview.ts';
import { getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';
import { created, send } from '#tests/fixtures/content-api.ts';
import { aCredential, aJob } from '#tests/fixtures/builders.ts';
import { builtPage, siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

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

const careersFrame = (lang: Locale) =>
  hero(
    lang,
    `<section aria-labelledby="open-positions"><h2 id="open-positions">${wordMark('open')}</h2>${careersMarks.list}</section>` +
      `<section aria-labelledby="spontaneous"><h2 id="spontaneous">${wordMark('spontaneous')}</h2><p>${wordMark('spontaneous_lead')}</p></section>`,
  );
const careers = careersHandler(() =>
  Promise.resolve({
    origin: 'https://www.example.test',
    en: { list: builtPage('careers', 'en'), listFrame: careersFrame('en'), job: '', closed: '', notFound: '' },
    fr: { list: builtPage('careers', 'fr'), listFrame: careersFrame('fr'), job: '', closed: '', notFound: '' },
  }),
);
const visitCareers = async (path: string) => {
  const response = await careers(getRequest(path));
  return { response, html: await response.text() };
};

test('unedited, /careers shows the words it shipped with in both languages, under its page’s tag', async () => {
  const english = await visitCareers('/careers');
  expect(english.response.status).toBe(200);
  expect(english.response.headers.get('netlify-cache-tag')?.split(',')).toEqual(['page-careers', 'jobs', 'navigation', 'credentials']);
  expect(english.html).toContain('<title>Careers | Caronte Automation</title>');
  expect(english.html).toContain('<h1 id="page-title">Work with us</h1>');
  expect(english.html).toContain('<h2 id="open-positions">Open positions</h2>');
  expect(english.html).toContain('<h2 id="spontaneous">Spontaneous application</h2>');
  expect(english.html).not.toMatch(/FRAME_MARK|<!--frame:/);
  const french = (await visitCareers('/fr/careers')).html;
  expect(french).toContain('<h1 id="page-title">Travailler avec nous</h1>');
  // French typography on the French text.
  expect(french).toContain('<p>Aucun poste ne vous correspond\u202F? Présentez-vous\u00a0: nous lisons chaque candidature.</p>');
});

test('staff publish a change to /careers: its page changes in both languages, its tag purged, the draft never shown first', async () => {
  await created<Job>('jobs', aJob(), staff.admin());
  await staff.saveDraft('careers', (draft) => {
    const version = draft as {
      en: { hero: { headline: string }; open: { title: string; list_label: string }; spontaneous: { lead: string } };
      fr: { hero: { headline: string }; open: { title: string; list_label: string }; spontaneous: { lead: string } };
    };
    version.en.hero.headline = 'Join <our> team';
    version.en.open.list_label = 'Jobs "today"';
    version.en.spontaneous.lead = 'Write to us.';
    version.fr.hero.headline = 'Rejoignez-nous : vite';
    // Its French left empty: the English shows, marked as English.
    version.fr.spontaneous.lead = '';
    return version;
  });
  expect((await visitCareers('/careers')).html).toContain('<h1 id="page-title">Work with us</h1>');
  const { purged } = await staff.publish('careers');
  expect(purged).toContainEqual(['page-careers']);
  const english = (await visitCareers('/careers')).html;
  expect(english).toContain('<h1 id="page-title">Join &lt;our&gt; team</h1>');
  expect(english).toContain('<ul class="jobs" aria-label="Jobs &quot;today&quot;">');
  expect(english).toContain('<p>Write to us.</p>');
  const french = (await visitCareers('/fr/careers')).html;
  expect(french).toContain('<h1 id="page-title">Rejoignez-nous\u00A0: vite</h1>');
  expect(french).toContain('<p><span lang="en">Write to us.</span></p>');
});

const portfolioFrame = (lang: Locale) => {
  const [before = '', after = ''] = hero(lang, `<section aria-label="${attributeMark('list')}">ISLAND</section>`).split('ISLAND');
  return listShells(before, after);
};
const portfolio = portfolioHandler(() =>
  Promise.resolve({
    origin: 'https://www.example.test',
    en: { project: '', notFound: '', ...portfolioFrame('en'), list: { before: builtPage('portfolio', 'en'), after: '', prefix: 'p' } },
    fr: { project: '', notFound: '', ...portfolioFrame('fr'), list: { before: builtPage('portfolio', 'fr'), after: '', prefix: 'p' } },
  }),
);
const visitPortfolio = async (path: string) => {
  const response = await portfolio(getRequest(path));
  return { response, html: await response.text() };
};

test('staff publish a change to /projects-enhanced: its list page changes in both languages, its tag purged, on every page of the list', async () => {
  const unedited = await visitPortfolio('/projects-enhanced');
  expect(unedited.response.headers.get('netlify-cache-tag')?.split(',')[0]).toBe('page-projects-enhanced');
  expect(unedited.html).toContain('<h1 id="page-title">Our project portfolio</h1>');
  expect(unedited.html).toContain('<section aria-label="Projects">');
  expect((await visitPortfolio('/fr/projects-enhanced')).html).toContain('<h1 id="page-title">Notre portfolio de projets</h1>');
  await staff.saveDraft('projects-enhanced', (draft) => {
    const version = draft as {
      en: { hero: { headline: string; lead: string }; list_label: string };
      fr: { hero: { headline: string; lead: string }; list_label: string };
    };
    version.en.hero.headline = 'What we <built>';
    version.en.list_label = 'All "projects"';
    version.en.hero.lead = 'Forty plants.';
    // Its French left empty: the English shows, marked as English.
    version.fr.hero.lead = '';
    version.fr.hero.headline = 'Nos réalisations : toutes';
    return version;
  });
  expect((await visitPortfolio('/projects-enhanced')).html).toContain('<h1 id="page-title">Our project portfolio</h1>');
  const { purged } = await staff.publish('projects-enhanced');
  expect(purged).toContainEqual(['page-projects-enhanced']);
  for (const path of ['/projects-enhanced', '/projects-enhanced?page=2']) {
    const english = (await visitPortfolio(path)).html;
    expect(english, path).toContain('<h1 id="page-title">What we &lt;built&gt;</h1>');
    expect(english, path).toContain('<section aria-label="All &quot;projects&quot;">');
  }
  const french = (await visitPortfolio('/fr/projects-enhanced')).html;
  expect(french).toContain('<h1 id="page-title">Nos réalisations\u00A0: toutes</h1>');
  expect(french).toContain('<p class="page-hero__lead"><span lang="en">Forty plants.</span></p>');
});
