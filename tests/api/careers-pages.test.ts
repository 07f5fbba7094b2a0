import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Credential } from '#src/schemas/credential.ts';
import type { Job } from '#src/schemas/job.ts';
import { badgeMarks } from '#src/site/badge-marks.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { careersHandler } from '#functions/api/careers.ts';
import type { CareersFrames } from '#functions/careers/frames.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential, aJob } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { startPurgeStub, type PurgeStub } from '#tests/fixtures/purge-stub.ts';
import { schemaOrgProblems } from '#tests/fixtures/schema-org.ts';

// /careers, /careers/<slug>, the same under /fr and /sitemap-careers.xml: the
// offers open today filled into the pages as built, each offer's page with its
// JobPosting JSON-LD and the application form's slot; a closed offer 410, an
// unknown slug the 404 page; cached under the jobs tag no longer than the next
// opening or closing, and purged by a job write.

useBlobsStore();

const ORIGIN = 'https://www.caronte.test';
const jobFrame = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body><nav><a href="/x" data-language-switch>switch</a></nav>` +
  `<main><p>${frameMarks.eyebrow}</p><h1>${frameMarks.title}</h1><p>${frameMarks.lead}</p>${careersMarks.job}</main></body></html>`;
const listFrame = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Careers</title></head><body><main>${careersMarks.list}<div id="apply" data-application-slot></div></main><footer>${badgeMarks.footer}</footer></body></html>`;
const frames: CareersFrames = {
  origin: ORIGIN,
  en: {
    list: listFrame('en'),
    listFrame: listFrame('en'),
    job: jobFrame('en'),
    closed: '<p>offer closed (en)</p>',
    notFound: '<p>not found (en)</p>',
  },
  fr: {
    list: listFrame('fr'),
    listFrame: listFrame('fr'),
    job: jobFrame('fr'),
    closed: '<p>offer closed (fr)</p>',
    notFound: '<p>not found (fr)</p>',
  },
};
const handler = careersHandler(() => Promise.resolve(frames));
const page = async (pathname: string) => {
  const response = await handler(getRequest(pathname));
  return { response, html: await response.text() };
};

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);

interface JobPosting {
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  directApply: boolean;
  hiringOrganization: { '@type': string; name: string };
  jobLocation: { '@type': string; address: { '@type': string; addressLocality: string; addressCountry: string } };
  baseSalary?: { '@type': string; currency: string; value: { '@type': string; unitText: string; minValue?: number; maxValue?: number } };
}

let token: string;
let engineer: Job;

beforeAll(async () => {
  token = await adminToken();
  engineer = await created<Job>(
    'jobs',
    aJob({
      title: 'Automation engineer',
      slug: 'automation-engineer-pages',
      location: 'Martigues',
      contract_type: 'CDI',
      description: 'You commission **PLC** and SCADA systems.',
      requirements: '- Siemens TIA Portal\n- French and English',
      salary_min: 42000,
      salary_max: 55000,
      date_posted: '2024-03-01',
      valid_through: '2099-06-30',
      fr: { title: 'Ingénieur automaticien', location: '', description: 'Vous mettez en service des **automates**.', requirements: '' },
    }),
    token,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

test('the list shows each open offer, linking its page, and the spontaneous form’s slot', async () => {
  const { response, html } = await page('/careers');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(html).toContain('<a href="/careers/automation-engineer-pages">Automation engineer</a>');
  expect(html).toContain('Permanent (CDI) · Martigues');
  expect(html).toContain('<time datetime="2024-03-01">1 March 2024</time>');
  expect(html).toContain('<div id="apply" data-application-slot>');
  const french = (await page('/fr/careers')).html;
  expect(french).toContain('<a href="/fr/careers/automation-engineer-pages">Ingénieur automaticien</a>');
  // The French page marks the English location it falls back to.
  expect(french).toContain('CDI · <span lang="en">Martigues</span>');
  expect(french).toContain('1 mars 2024');
});

test('an offer’s page: facts, salary per language, formatted texts, the form’s slot for it, and a valid JobPosting', async () => {
  const { response, html } = await page('/careers/automation-engineer-pages');
  expect(response.status).toBe(200);
  expect(html).toContain('<h1>Automation engineer</h1>');
  expect(html).toContain('<title>Automation engineer | Caronte Automation</title>');
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/careers/automation-engineer-pages">`);
  expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/careers/automation-engineer-pages">`);
  expect(html).toContain('<a href="/fr/careers/automation-engineer-pages" data-language-switch>');
  expect(html).toContain('<dd>€42,000 – €55,000 a year</dd>');
  expect(html).toContain('<p>You commission <strong>PLC</strong> and SCADA systems.</p>');
  expect(html).toContain('<ul><li>Siemens TIA Portal</li><li>French and English</li></ul>');
  expect(html).toContain(`<div id="apply" data-application-slot data-job-id="${engineer.id}">`);
  const [posting] = jsonLd(html) as JobPosting[];
  expect(schemaOrgProblems(posting)).toEqual([]);
  // Google's required properties, then the recommended ones.
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: 'Automation engineer',
    datePosted: '2024-03-01',
    hiringOrganization: { '@type': 'Organization', name: 'Caronte Automation' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Martigues', addressCountry: 'FR' } },
    // The end of 30 June 2099 in Paris (UTC+2 in summer).
    validThrough: '2099-06-30T22:00:00.000Z',
    employmentType: 'FULL_TIME',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 42000, maxValue: 55000 },
    },
    directApply: true,
  });
  expect(posting?.description).toContain('<strong>PLC</strong>');
  expect(posting?.description).toContain('<li>Siemens TIA Portal</li>');

  const french = (await page('/fr/careers/automation-engineer-pages')).html;
  expect(french).toMatch(/<dd>42[\u202f\u00a0]000–55[\u202f\u00a0]000[\u202f\u00a0]€ par an<\/dd>/);
  expect(french).toContain('<h1>Ingénieur automaticien</h1>');
  // No French requirements: the English ones, marked as English.
  expect(french).toContain('<div class="job-text" lang="en"><ul><li>Siemens TIA Portal</li>');
  expect((jsonLd(french)[0] as JobPosting).title).toBe('Ingénieur automaticien');
});

test('contract types map onto Google’s employment types; no salary, no baseSalary', async () => {
  const intern = await created<Job>('jobs', aJob({ contract_type: 'alternance', salary_min: null, salary_max: null }), token);
  const fixed = await created<Job>('jobs', aJob({ contract_type: 'CDD', salary_min: 30000 }), token);
  const internPage = (await page(`/careers/${intern.slug}`)).html;
  const [posting] = jsonLd(internPage) as JobPosting[];
  expect(posting?.employmentType).toBe('INTERN');
  expect(posting).not.toHaveProperty('baseSalary');
  expect(internPage).not.toContain('<dt>Salary:</dt>');
  const fixedPage = (await page(`/careers/${fixed.slug}`)).html;
  expect((jsonLd(fixedPage)[0] as JobPosting).employmentType).toBe('TEMPORARY');
  expect(fixedPage).toContain('<dd>from €30,000 a year</dd>');
});

test('a slug no published offer has is the 404 page; a draft and an offer not posted yet too', async () => {
  const draft = await created<Job>('jobs', aJob({ is_published: false }), token);
  const later = await created<Job>('jobs', aJob({ date_posted: '2098-01-01' }), token);
  // An address that is not valid percent-encoding names no offer either.
  for (const path of ['/careers/no-such-offer', `/careers/${draft.slug}`, `/careers/${later.slug}`, '/careers/%', '/careers/%E0%A4%A']) {
    const { response, html } = await page(path);
    expect(response.status, path).toBe(404);
    expect(html).toBe('<p>not found (en)</p>');
  }
  expect((await page('/fr/careers/abc%ZZ')).response.status).toBe(404);
  const french = await page('/fr/careers/no-such-offer');
  expect(french.response.status).toBe(404);
  expect(french.html).toBe('<p>not found (fr)</p>');
});

test('an offer leaves the list, its page and the sitemap at the end of its last day, then answers 410 with no JSON-LD', async () => {
  const ending = await created<Job>('jobs', aJob({ title: 'Commissioning technician', valid_through: '2033-03-10' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10 March 2033, 23:00 in Paris (UTC+1): its last hour, cached no longer than that.
  vi.setSystemTime(Date.parse('2033-03-10T22:00:00Z'));
  const last = await page(`/careers/${ending.slug}`);
  expect(last.response.status).toBe(200);
  expect(last.response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=3600\b/);
  expect((await page('/careers')).html).toContain(ending.title);
  expect((await page('/sitemap-careers.xml')).html).toContain(`/careers/${ending.slug}<`);

  vi.setSystemTime(Date.parse('2033-03-10T23:00:00Z'));
  const gone = await page(`/careers/${ending.slug}`);
  expect(gone.response.status).toBe(410);
  expect(gone.html).toBe('<p>offer closed (en)</p>');
  expect(gone.html).not.toContain('application/ld+json');
  expect(gone.response.headers.get('netlify-cache-tag')).toContain('jobs');
  expect((await page(`/fr/careers/${ending.slug}`)).response.status).toBe(410);
  expect((await page('/careers')).html).not.toContain(ending.title);
  expect((await page('/sitemap-careers.xml')).html).not.toContain(`/careers/${ending.slug}<`);
});

test('the sitemap lists each open offer in both languages with its twins', async () => {
  const { response, html } = await page('/sitemap-careers.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(html).toContain(`<loc>${ORIGIN}/careers/automation-engineer-pages</loc>`);
  expect(html).toContain(`<loc>${ORIGIN}/fr/careers/automation-engineer-pages</loc>`);
  expect(html).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/careers/automation-engineer-pages"/>`);
});

test('hostile text in every field is escaped in the page and cannot close the JSON-LD', async () => {
  const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
  const hostile = await created<Job>(
    'jobs',
    aJob({
      title: `Title ${attack}`,
      location: `Place ${attack}`,
      description: `Text ${attack} [link](javascript:alert(3))`,
      requirements: `- Need ${attack}`,
      fr: { title: `Titre ${attack}`, location: `Lieu ${attack}`, description: `Texte ${attack}`, requirements: `- Besoin ${attack}` },
    }),
    token,
  );
  for (const path of [`/careers/${hostile.slug}`, `/fr/careers/${hostile.slug}`, '/careers', '/fr/careers']) {
    const { html } = await page(path);
    expect(html, path).not.toContain('<script>alert');
    expect(html, path).not.toContain('<img src=x');
    expect(html, path).not.toContain('javascript:');
    expect(html, path).not.toContain('onerror=alert(2)>"');
  }
  const { html } = await page(`/careers/${hostile.slug}`);
  expect(html).toContain('Title &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#x27;&amp;');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const [posting] = jsonLd(html) as JobPosting[];
  expect(posting?.title).toBe(`Title ${attack}`);
  expect(posting?.jobLocation.address.addressLocality).toBe(`Place ${attack}`);
  expect(posting?.description).not.toContain('<script>');
});

test('pages are cached at the edge under the jobs tag, and a job write purges that tag', async () => {
  const { response } = await page('/careers');
  expect(response.headers.get('netlify-cache-tag')?.split(',')).toContain('jobs');
  expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/durable/);
  expect((await page(`/careers/${engineer.slug}`)).response.headers.get('netlify-cache-tag')?.split(',')).toContain('jobs');

  const purges: PurgeStub = await startPurgeStub();
  try {
    process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token-for-tests';
    process.env.NETLIFY_PURGE_API_URL = purges.url;
    process.env.SITE_ID = 'site-under-test';
    const added = await api('jobs').create<Job>(aJob({ title: 'PLC programmer' }), token);
    expect(added.status).toBe(201);
    expect(purges.received.flatMap((purge) => purge.body.cache_tags ?? [])).toContain('jobs');
    expect((await page('/careers')).html).toContain('PLC programmer');
  } finally {
    delete process.env.NETLIFY_PURGE_API_TOKEN;
    delete process.env.NETLIFY_PURGE_API_URL;
    delete process.env.SITE_ID;
    await purges.stop();
  }
});

test('the footer shows the credentials valid today, and the page is kept no longer than they are', async () => {
  await created<Credential>('credentials', aCredential({ name: 'MASE for careers', valid_until: '2090-05-01' }), token);
  const { response, html } = await page('/careers');
  expect(html).toContain('MASE for careers');
  expect(html).not.toContain(badgeMarks.footer);
  expect(response.headers.get('netlify-cache-tag')?.split(',')).toContain('credentials');
});

// Last: a view built at a later instant is kept until a write, as time never runs backwards but here.
test('with no offer open, both languages say so', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // After the last day of every offer of this suite.
  vi.setSystemTime(Date.parse('2100-01-02T10:00:00Z'));
  const english = await page('/careers');
  expect(english.response.status).toBe(200);
  expect(english.html).toContain('No position is open today.');
  expect(english.html).not.toContain('class="jobs"');
  expect((await page('/fr/careers')).html).toContain('Aucun poste n’est ouvert aujourd’hui.');
});
