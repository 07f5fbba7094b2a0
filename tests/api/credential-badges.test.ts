import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import type { Credential } from '#src/schemas/credential.ts';
import { badgeMarks } from '#src/site/badge-marks.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { frameMarks, partMark } from '#src/site/frame-marks.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { siteVisitor, testFrames } from '#tests/fixtures/site-pages.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// The strip of credential badges (ADR 0076): every page a function renders
// fills the footer's mark, and the home page its own below the hero, with the
// credentials valid today, in the page's language, each linking the
// certifications page; an expired or unpublished one is never there; the
// answer is tagged `credentials` and kept no longer than the next day one
// starts or ends; stored names are escaped.

useBlobsStore();

const footer = `<footer><p>Contact</p>${badgeMarks.footer}</footer>`;
const page = (lang: Locale, body: string) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>${body}${footer}</body></html>`;
const homeFrame = (lang: Locale) =>
  page(
    lang,
    `<main>${frameMarks.hero}${badgeMarks.home}<section>${partMark('services-head')}</section>` +
      `<section>${partMark('sectors-head')}</section>${frameMarks.main}${partMark('closing')}</main>`,
  );
const otherFrame = (lang: Locale) =>
  page(
    lang,
    `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
      `<h1 id="page-title">${frameMarks.title}</h1><p>${frameMarks.lead}</p><svg role="img" aria-label="${frameMarks.artAlt}"></svg>` +
      `${frameMarks.hero}<main>${frameMarks.main}</main>`,
  );
const visit = siteVisitor(testFrames((id, lang) => (id === 'home' ? homeFrame(lang) : otherFrame(lang))));
const certifications = certificationsHandler(certificationsFrames((lang) => page(lang, certificationsMarks.list)));
const shell = (lang: Locale) => ({
  project: page(lang, `<main>${frameMarks.main}</main>`),
  ...listShells(`<!doctype html><html lang="${lang}"><body><main>`, `</main>${footer}</body></html>`),
  notFound: '<h1>Not found</h1>',
});
const shells: Shells = { origin: 'https://www.example.test', en: shell('en'), fr: shell('fr') };
const portfolio = portfolioHandler(() => Promise.resolve(shells));

/** The strip a page shows at a place: its markup, or undefined. */
const strip = (html: string, place: 'home' | 'footer') =>
  new RegExp(`<section class="container badges" data-badges="${place}">[\\s\\S]*?</section>`).exec(html)?.[0];

let token: string;
let expired: Credential;
let hidden: Credential;

beforeAll(async () => {
  token = await adminToken();
  await created<Credential>(
    'credentials',
    aCredential({ name: 'MASE <b>"certified"</b>', fr: { name: 'Certification MASE & co', scope: '' }, display_order: 0 }),
    token,
  );
  await created<Credential>('credentials', aCredential({ name: 'Siemens Solution Partner', display_order: 1 }), token);
  expired = await created<Credential>('credentials', aCredential({ name: 'Expired clearance', valid_until: '2023-02-01' }), token);
  hidden = await created<Credential>('credentials', aCredential({ name: 'Unpublished partnership', is_published: false }), token);
});

afterEach(() => {
  vi.useRealTimers();
});

test('the home page shows the valid credentials below its hero and in its footer, in each language, escaped', async () => {
  const english = await visit('/');
  expect(english.response.status).toBe(200);
  const home = strip(english.html, 'home');
  expect(home).toContain('<h2>Certified and recognised</h2>');
  expect(home).toContain('<a href="/certifications">MASE &lt;b&gt;&quot;certified&quot;&lt;/b&gt;</a>');
  expect(home).toContain('<a href="/certifications">Siemens Solution Partner</a>');
  expect(strip(english.html, 'footer')).toBe(home?.replace('data-badges="home"', 'data-badges="footer"'));
  expect(english.html).not.toContain('<b>"certified"</b>');
  expect(english.html).not.toContain(badgeMarks.home);
  expect(english.html).not.toContain(badgeMarks.footer);
  for (const gone of [expired.name, hidden.name]) expect(english.html).not.toContain(gone);

  const french = await visit('/fr');
  const frenchHome = strip(french.html, 'home');
  expect(frenchHome).toContain('<h2>Certifiés et reconnus</h2>');
  expect(frenchHome).toContain('<a href="/fr/certifications">Certification MASE &amp; co</a>');
  // A credential with no French name shows its English one, marked so.
  expect(frenchHome).toContain('<a href="/fr/certifications" lang="en">Siemens Solution Partner</a>');
  expect(strip(french.html, 'footer')).toContain('Certification MASE &amp; co');
});

test('every kind of page a function renders fills its footer, and only the home page has a strip of its own', async () => {
  const answered = async (response: Response) => ({ response, html: await response.text() });
  const answers = {
    '/about': await visit('/about'),
    '/fr/privacy-policy': await visit('/fr/privacy-policy'),
    '/fr/contact': await visit('/fr/contact'),
    '/services': await visit('/services'),
    '/fr/certifications': await answered(await certifications(getRequest('/fr/certifications'))),
    '/projects-enhanced': await answered(await portfolio(getRequest('/projects-enhanced'))),
  };
  for (const [path, { response, html }] of Object.entries(answers)) {
    expect(response.status, path).toBe(200);
    expect(strip(html, 'footer'), path).toContain(path.startsWith('/fr') ? 'Certification MASE &amp; co' : 'MASE &lt;b&gt;');
    expect(strip(html, 'home'), path).toBeUndefined();
    expect(response.headers.get('netlify-cache-tag')?.split(','), path).toContain('credentials');
  }
});

test('an answer is kept no longer than the next day a credential ends, and then leaves it out by itself', async () => {
  const ending = await created<Credential>('credentials', aCredential({ name: 'Ends in 2034', valid_until: '2034-03-10' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10 March 2034, 23:00 in Paris (UTC+1): its last hour.
  vi.setSystemTime(Date.parse('2034-03-10T22:00:00Z'));
  for (const path of ['/', '/fr/about', '/contact']) {
    const last = await visit(path);
    expect(last.html, path).toContain(ending.name);
    expect(last.response.headers.get('netlify-cdn-cache-control'), path).toMatch(/s-maxage=3600\b/);
  }
  const listed = await portfolio(getRequest('/fr/projects-enhanced'));
  expect(listed.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=3600\b/);
  expect(await listed.text()).toContain(ending.name);

  vi.setSystemTime(Date.parse('2034-03-10T23:00:00Z'));
  for (const path of ['/', '/fr/about', '/contact']) {
    const next = await visit(path);
    expect(next.html, path).not.toContain(ending.name);
    expect(strip(next.html, 'footer'), path).toContain('Siemens Solution Partner');
  }
  expect(await (await portfolio(getRequest('/fr/projects-enhanced'))).text()).not.toContain(ending.name);
});

test('a credential published shows on the next render; with none valid, the marks stay as built', async () => {
  const added = await api('credentials').create<Credential>(aCredential({ name: 'ISO 9001 just published' }), token);
  expect(added.status).toBe(201);
  expect(strip((await visit('/fr')).html, 'footer')).toContain('ISO 9001 just published');

  vi.useFakeTimers({ toFake: ['Date'] });
  // Past every credential's last day.
  vi.setSystemTime(Date.parse('2100-01-02T00:00:00Z'));
  const home = await visit('/');
  expect(home.html).toContain(badgeMarks.home);
  expect(home.html).toContain(badgeMarks.footer);
  expect(home.html).not.toContain('data-badges');
});

test('a credential with a logo shows it through the image CDN, sized and lazy, named by the credential', async () => {
  const photo = await storedMedia(await aJpegPhoto(200, 120, 31), { token, fields: { alt_en: 'Logo' } });
  await created<Credential>('credentials', aCredential({ name: 'Siemens <Partner>', logo_url: photo.url, display_order: 5 }), token);
  const footer = strip((await visit('/about')).html, 'footer');
  const image = /<img [^>]*>/.exec(footer ?? '')?.[0];
  expect(image).toContain(`src="/.netlify/images?url=${photo.url}&amp;w=240&amp;h=120&amp;fit=contain"`);
  expect(image).toContain('width="120" height="60"');
  expect(image).toContain('alt="Siemens &lt;Partner&gt;"');
  expect(image).toContain('loading="lazy"');
  expect(footer).not.toContain('>Siemens &lt;Partner&gt;<');
});
