import { setEnvironmentContext } from '@netlify/blobs';
import { expect, test, vi } from 'vitest';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { attributeMark, frameMarks, partMark, wordMark } from '#src/site/frame-marks.ts';
import type { RenderedPageId } from '#functions/site-pages/frames.ts';
import type { PageRow } from '#src/schemas/pages.ts';
import type { PreviewLink } from '#src/schemas/preview.ts';
import { pagesHandler } from '#functions/api/pages.ts';
import { pagesPreviewHandler } from '#functions/api/pages-preview.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { builtPage, siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// The Services and Sectors lists and Contact (ADR 0084): page documents like
// the others, seeded from the words they shipped with, edited and published by
// staff, rendered by the site-pages function into their frames under their
// page's tag, which their publish purges; they also show the service and
// sector pages' names and French addresses (the Services list's rows, the
// Sectors list's cards, every footer), as published (ADR 0078).

const store = useBlobsStore();
const staff = usePageStaff();

const engineering = (lang: Locale) => (lang === 'en' ? 'Engineering' : 'Ingénierie');
/** The footer's link to a service, as Footer.astro builds it. */
const footer = (lang: Locale) =>
  `<footer><a href="${localizedHref('/services/engineering', lang)}" data-nav="services/engineering" data-astro-cid-f>${engineering(lang)}</a></footer>`;
/** A row of the Services list, as ServicesListPage.astro builds it. */
const serviceRow = (lang: Locale) =>
  `<h2 id="service-engineering" data-nav="services/engineering" data-astro-cid-s>${engineering(lang)}</h2>` +
  `<a class="btn btn--outline" href="${localizedHref('/services/engineering', lang)}" data-nav-href="services/engineering" data-astro-cid-s> ` +
  `${lang === 'en' ? 'Learn More' : 'En savoir plus'} <span class="visually-hidden" data-astro-cid-s>  ${lang === 'en' ? 'about' : 'sur'}  ` +
  `<span data-nav="services/engineering" data-astro-cid-s>${engineering(lang)}</span>  </span> </a>`;
/** What each page's frame keeps as built around its marks: the rows, the cards, the details and the form. */
const bodies: Partial<Record<RenderedPageId, (lang: Locale) => string>> = {
  services: (lang) => `<section aria-label="${attributeMark('list')}">${serviceRow(lang)}</section>`,
  sectors: (lang) =>
    `<section>${partMark('intro')}<article><h3><span data-nav="sectors/energy">${lang === 'en' ? 'Energy' : 'Énergie'}</span></h3></article></section>`,
  contact: () =>
    `<section aria-label="${attributeMark('section')}"><h2>${wordMark('details')}</h2><h3>${wordMark('email')}</h3>` +
    `<h3>${wordMark('phone')}</h3><h3>${wordMark('office')}</h3><h3>${wordMark('hours')}</h3>` +
    `<img alt="${attributeMark('map')}"><form><button>Send</button></form></section>`,
};
/** A page's frame: its head left to the function, the language switch, its hero's marks, its body and the footer. */
const frame = (id: RenderedPageId, lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/${lang === 'en' ? 'fr/' : ''}page-frames/${id}" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
  `<h1 id="page-title">${frameMarks.title}</h1><p class="page-hero__lead">${frameMarks.lead}</p>` +
  `<main>${bodies[id]?.(lang) ?? ''}${frameMarks.main}</main>${footer(lang)}</body></html>`;
/** The site's 404 page, which the function answers for an unknown French slug (ADR 0067), with the footer. */
const notFound = (lang: Locale) => `<!doctype html><html lang="${lang}"><body><h1>Not found</h1>${footer(lang)}</body></html>`;
const visit = siteVisitor(testFrames(frame, { en: notFound('en'), fr: notFound('fr') }));

test('unedited, each page shows the words it shipped with in both languages, under its own tag', async () => {
  const expected: [string, string, string[]][] = [
    [
      '/services',
      'page-services',
      [
        '<h1 id="page-title">Everything your control system needs, from one team</h1>',
        '<section aria-label="Our services">',
        '<h2 id="process-title">Five steps, the same engineers throughout</h2>',
        '<h3>Commission</h3>',
        '<h2 id="cta-title">Not sure which service you need?</h2>',
      ],
    ],
    [
      '/fr/services',
      'page-services',
      [
        '<li aria-current="page">Services</li>',
        '<section aria-label="Nos services">',
        '<h3>Mettre en service</h3>',
        // French typography on the French text.
        '<h2 id="cta-title">Vous ne savez pas quel service choisir\u202F?</h2>',
      ],
    ],
    [
      '/sectors',
      'page-sectors',
      [
        '<h1 id="page-title">Automation that speaks the language of your industry</h1>',
        '<div class="intro"><h2 id="sectors-intro-title">Process knowledge first, technology second</h2><p>A control system is only',
        '<p>That is why our clients come back to us',
      ],
    ],
    ['/fr/sectors', 'page-sectors', ['dans la liste\u202F?</h2>', '<h2 id="sectors-intro-title">La connaissance du procédé']],
    [
      '/contact',
      'page-contact',
      [
        '<h1 id="page-title">Get In Touch</h1>',
        '<section aria-label="Contact details and form"><h2>Contact details</h2><h3>Email</h3><h3>Phone</h3><h3>Office</h3><h3>Office hours</h3>',
        '<img alt="Map of the Étang de Berre showing Martigues on the Caronte canal, between Fos-sur-Mer and Marseille.">',
        'An engineer will answer within 24-48 hours.',
      ],
    ],
    ['/fr/contact', 'page-contact', ['<h1 id="page-title">Prenons contact</h1>', '<h3>Téléphone</h3>', '<h3>Heures d&#x27;ouverture</h3>']],
  ];
  for (const [path, tag, parts] of expected) {
    const { response, html } = await visit(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(','), path).toEqual([tag, 'navigation', 'credentials']);
    expect(response.headers.get('netlify-cdn-cache-control'), path).toContain('durable, s-maxage=31536000');
    for (const part of parts) expect(html.toLowerCase(), path).toContain(part.toLowerCase());
    expect(html, path).not.toMatch(/FRAME_MARK|<!--frame:/);
    // The head names the page at its address, in its language; the language switch leads to its twin.
    expect(html, path).toContain(`<link rel="canonical" href="https://www.example.test${path}">`);
    expect(html, path).toContain(`<a class="language-switch" href="${path.startsWith('/fr') ? path.slice(3) : `/fr${path}`}"`);
  }
  expect((await visit('/fr/contact')).html).toContain('<title>Nous contacter | Caronte Automation</title>');
});

test('the admin lists the three pages in the navigation’s order with their names in English and in French', async () => {
  const { status, body } = await send<PageRow[]>(pagesHandler, getRequest('/api/pages', staff.admin()));
  expect(status).toBe(200);
  const named = (id: string) => body.find((row) => row.id === id);
  expect(body.map((row) => row.id).slice(0, 3)).toEqual(['home', 'about', 'services']);
  expect(body.slice(-4).map((row) => row.id)).toEqual(['contact', 'certifications', 'careers', 'projects-enhanced']);
  expect(named('home')).toMatchObject({ title: 'Home', title_fr: 'Accueil' });
  expect(named('services')).toMatchObject({ type: 'services-list', title: 'Services', title_fr: 'Services', path: '/services' });
  expect(named('sectors')).toMatchObject({ type: 'sectors-list', title: 'Sectors', title_fr: 'Secteurs', path: '/sectors' });
  expect(named('contact')).toMatchObject({ type: 'contact', title: 'Contact', title_fr: 'Contact', path: '/contact' });
  expect(named('services/engineering')).toMatchObject({ title: 'Engineering', title_fr: 'Ingénierie' });
});

test('staff publish a change to each page: its public page changes in both languages, its tag purged, the draft never shown first', async () => {
  await staff.saveDraft('services', (draft) => {
    const version = draft as {
      en: { hero: { headline: string }; process: { steps: { title: string; text: string }[] } };
      fr: { hero: { headline: string }; process: { steps: { title: string; text: string }[] } };
    };
    version.en.hero.headline = 'One team for <every> control system';
    version.fr.hero.headline = 'Une équipe pour tous vos systèmes : du début à la fin';
    version.en.process.steps.push({ title: 'Improve', text: 'Yearly reviews of alarms and loops.' });
    // Its French left empty: the English shows, marked as English.
    version.fr.process.steps.push({ title: '', text: '' });
    return version;
  });
  // A saved draft is not what visitors see.
  expect((await visit('/services')).html).toContain('Everything your control system needs, from one team');
  // Staff preview it in the page's frame, in French too, before publishing.
  const link = await send<PreviewLink>(
    pagesPreviewHandler,
    jsonRequest('/api/pages/preview?id=services', 'POST', { lang: 'fr' }, staff.admin()),
  );
  expect(link.status).toBe(200);
  const preview = await visit(link.body.url);
  expect(preview.response.status).toBe(200);
  expect(preview.html).toContain('<h1 id="page-title">Une équipe pour tous vos systèmes\u00A0: du début à la fin</h1>');
  const services = await staff.publish('services');
  expect(services.purged).toContainEqual(['page-services']);
  const english = (await visit('/services')).html;
  expect(english).toContain('<h1 id="page-title">One team for &lt;every&gt; control system</h1>');
  expect(english).toContain('<h3>Improve</h3><p>Yearly reviews of alarms and loops.</p>');
  const french = (await visit('/fr/services')).html;
  expect(french).toContain('<h1 id="page-title">Une équipe pour tous vos systèmes\u00A0: du début à la fin</h1>');
  expect(french).toContain('<h3 lang="en">Improve</h3><p lang="en">Yearly reviews of alarms and loops.</p>');

  await staff.saveDraft('sectors', (draft) => {
    const version = draft as { en: { intro: { text: string } }; fr: { intro: { title: string; text: string } } };
    version.en.intro.text = 'We know **your process** first.\n\n- Refineries\n- Dairies';
    version.fr.intro.title = '';
    version.fr.intro.text = 'Le procédé **d’abord**.';
    return version;
  });
  const sectors = await staff.publish('sectors');
  expect(sectors.purged).toContainEqual(['page-sectors']);
  expect((await visit('/sectors')).html).toContain(
    '<p>We know <strong>your process</strong> first.</p><ul><li>Refineries</li><li>Dairies</li></ul></div>',
  );
  const frenchSectors = (await visit('/fr/sectors')).html;
  expect(frenchSectors).toContain('<h2 id="sectors-intro-title" lang="en">Process knowledge first, technology second</h2>');
  expect(frenchSectors).toContain('<p>Le procédé <strong>d’abord</strong>.</p>');

  await staff.saveDraft('contact', (draft) => {
    const version = draft as { en: { details: { phone: string; map_alt: string } }; fr: { details: { phone: string; map_alt: string } } };
    version.en.details.phone = 'Call us';
    version.en.details.map_alt = 'Martigues "on the canal"';
    version.fr.details.phone = '';
    version.fr.details.map_alt = 'Martigues sur le canal';
    return version;
  });
  const contact = await staff.publish('contact');
  expect(contact.purged).toContainEqual(['page-contact']);
  expect((await visit('/contact')).html).toContain('<h3>Call us</h3>');
  expect((await visit('/contact')).html).toContain('<img alt="Martigues &quot;on the canal&quot;">');
  const frenchContact = (await visit('/fr/contact')).html;
  expect(frenchContact).toContain('<h3><span lang="en">Call us</span></h3>');
  expect(frenchContact).toContain('<img alt="Martigues sur le canal">');
});

test('a page cannot be published with its English headline empty', async () => {
  await staff.saveDraft('contact', (draft) => {
    (draft as { en: { hero: { headline: string } } }).en.hero.headline = '';
    return draft;
  });
  const refused = await send<{ issues: { path: string }[] }>(
    pagesPublishHandler,
    new Request('http://localhost/api/pages/publish?id=contact', { method: 'POST', headers: { authorization: `Bearer ${staff.admin()}` } }),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.issues.map((issue) => issue.path)).toContain('draft.en.hero.headline');
  expect((await visit('/contact')).html).toContain('<h1 id="page-title">Get In Touch</h1>');
});

test('staff rename a service and give it a French slug: the Services list, the Sectors list and Contact follow in both languages, no build', async () => {
  await staff.saveDraft('services/engineering', (draft) => {
    const version = draft as { en: { title: string }; fr: { title?: string }; slug_fr: string };
    version.en.title = 'Engineering & Design';
    version.fr.title = 'Ingénierie : conception';
    version.slug_fr = 'ingenierie';
    return version;
  });
  const { purged } = await staff.publish('services/engineering');
  // The publish purges the tag these pages are cached under.
  expect(purged).toContainEqual(['page-services_engineering', 'navigation']);

  const english = (await visit('/services')).html;
  expect(english).toContain('<h2 id="service-engineering" data-nav="services/engineering" data-astro-cid-s>Engineering &amp; Design</h2>');
  expect(english).toContain('<span data-nav="services/engineering" data-astro-cid-s>Engineering &amp; Design</span>');
  const french = (await visit('/fr/services')).html;
  expect(french).toContain(
    '<h2 id="service-engineering" data-nav="services/engineering" data-astro-cid-s>Ingénierie\u00A0: conception</h2>',
  );
  // The row's link leads straight to the French address.
  expect(french).toContain('<a class="btn btn--outline" href="/fr/services/ingenierie" data-nav-href="services/engineering"');
  expect(french).not.toContain('href="/fr/services/engineering"');

  for (const path of ['/sectors', '/contact']) {
    expect((await visit(path)).html, path).toContain(
      '<a href="/services/engineering" data-nav="services/engineering" data-astro-cid-f>Engineering &amp; Design</a>',
    );
  }
  for (const path of ['/fr/sectors', '/fr/contact', '/fr/services']) {
    expect((await visit(path)).html, path).toContain(
      '<a href="/fr/services/ingenierie" data-nav="services/engineering" data-astro-cid-f>Ingénierie\u00A0: conception</a>',
    );
  }
  // What was not renamed stays as built.
  expect((await visit('/fr/sectors')).html).toContain('<span data-nav="sectors/energy">Énergie</span>');

  // The 404 page the function answers for an unknown French slug names it too, and a rename purges it.
  const missing = await visit('/fr/sectors/nothing-here');
  expect(missing.response.status).toBe(404);
  expect(missing.response.headers.get('netlify-cache-tag')?.split(',')).toContain('navigation');
  expect(missing.html).toContain(
    '<a href="/fr/services/ingenierie" data-nav="services/engineering" data-astro-cid-f>Ingénierie\u00A0: conception</a>',
  );
});

test('a store that cannot be reached gets the page as built, kept a minute, logged, never an error', async () => {
  const { context } = store.current().blobs;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Nothing listens on port 9: every read of the store fails.
  setEnvironmentContext({ ...context, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' });
  try {
    const { response, html } = await visit('/fr/contact');
    expect(response.status).toBe(200);
    expect(html).toBe(builtPage('contact', 'fr'));
    expect(response.headers.get('netlify-cdn-cache-control')).not.toContain('s-maxage=31536000');
  } finally {
    setEnvironmentContext(context);
  }
  expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>)).toEqual([
    expect.objectContaining({ event: 'site_page_fallback', page: 'contact', locale: 'fr' }),
  ]);
});
