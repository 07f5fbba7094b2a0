import { setEnvironmentContext } from '@netlify/blobs';
import { expect, test, vi } from 'vitest';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import type { CodePageId } from '#src/site/code-pages.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { builtPage, siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// The Services and Sectors lists and Contact (ADR 0078): their own words are
// code, but they show the service and sector pages' names and French
// addresses (the Services list's rows, the Sectors list's cards, every
// footer). The site-pages function answers them from their frames with the
// PUBLISHED names, under the `navigation` tag, so a rename reaches them with
// no build; an unedited page keeps its built body byte for byte.

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
const bodies: Record<CodePageId, (lang: Locale) => string> = {
  services: serviceRow,
  sectors: (lang) => `<article><h3><span data-nav="sectors/energy">${lang === 'en' ? 'Energy' : 'Énergie'}</span></h3></article>`,
  contact: () => '<form><button>Send</button></form>',
};
/** A code page's frame: its head left to the function, the language switch, its body and the footer. */
const frame = (id: CodePageId, lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/${lang === 'en' ? 'fr/' : ''}page-frames/${id}" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<main>${bodies[id](lang)}</main>${footer(lang)}</body></html>`;
/** The site's 404 page, which the function answers for an unknown French slug (ADR 0067), with the footer. */
const notFound = (lang: Locale) => `<!doctype html><html lang="${lang}"><body><h1>Not found</h1>${footer(lang)}</body></html>`;
const visit = siteVisitor(
  testFrames((_, lang) => `<html lang="${lang}"><head>${frameMarks.head}</head></html>`, { en: notFound('en'), fr: notFound('fr') }, frame),
);

/** What follows the head: the page's body as its frame carries it. */
const body = (html: string) => html.slice(html.indexOf('</head>'));

test('unedited, each code page is its frame with its head and language switch written, the body as built, cached under the navigation tag', async () => {
  for (const [path, id, lang, twin] of [
    ['/services', 'services', 'en', '/fr/services'],
    ['/fr/sectors', 'sectors', 'fr', '/sectors'],
    ['/contact', 'contact', 'en', '/fr/contact'],
  ] as const) {
    const { response, html } = await visit(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('netlify-cache-tag'), path).toBe('navigation,credentials');
    expect(response.headers.get('netlify-cdn-cache-control'), path).toContain('durable, s-maxage=31536000');
    expect(body(html), path).toBe(body(frame(id, lang)).replace(/href="[^"]*page-frames[^"]*"/, `href="${twin}"`));
    // The head names the page at its address, in its language, with its twin.
    expect(html, path).toContain(`<link rel="canonical" href="https://www.example.test${path}">`);
    expect(html, path).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://www.example.test${lang === 'en' ? path : twin}">`,
    );
    expect(html, path).not.toContain(frameMarks.head);
  }
  const contact = await visit('/fr/contact');
  expect(contact.html).toContain('<title>Nous contacter | Caronte Automation</title>');
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

test('a store that cannot be reached gets the code page as built, kept a minute, logged, never an error', async () => {
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
