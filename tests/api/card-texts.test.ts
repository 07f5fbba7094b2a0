import { expect, test } from 'vitest';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { icons } from '#src/lib/icons.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { iconMarkup } from '#src/site-pages/icon.tsx';
import { sectorProse, serviceProse } from '#functions/pages/seed-prose.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// The cards' sentence, icon and the Services list's points (ADR 0078, amended): a
// service's or a sector's `summary` and `icon` and a service's `bullets` show on the home
// page's cards, the Sectors list's cards and the Services list's rows. Those
// pages follow the PUBLISHED page documents with no build, in both languages,
// under the `navigation` tag a service or sector publish purges; an unedited
// page keeps what was built, byte for byte.

useBlobsStore();
const staff = usePageStaff();

/** Text as Astro writes it into an element. */
const astro = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const shown = (text: string, lang: Locale) => astro(lang === 'fr' ? frenchTypography(text) : text);

/** A service card and a sector card as ServiceCard.astro and SectorCard.astro build them. */
const cards = (lang: Locale) =>
  `<article class="card card--link service-card">` +
  `<span class="icon-tile" data-nav-icon="services/engineering">${iconMarkup({ name: serviceProse[lang].engineering!.icon })}</span> ` +
  `<h3 data-nav="services/engineering">${lang === 'en' ? 'Engineering' : 'Ingénierie'}</h3> ` +
  `<p data-nav-summary="services/engineering">${shown(serviceProse[lang].engineering!.summary, lang)}</p></article>` +
  `<article class="card card--link sector-card" data-astro-cid-7vsjxwl2><h3 data-astro-cid-7vsjxwl2><span data-nav="sectors/energy" data-astro-cid-7vsjxwl2>` +
  `${lang === 'en' ? 'Energy' : 'Énergie'}</span></h3> <p data-nav-summary="sectors/energy" data-astro-cid-7vsjxwl2>` +
  `${shown(sectorProse[lang].energy!.summary, lang)}</p></article>`;
/** A row of the Services list as ServicesListPage.astro builds it: the sentence, then the points. */
const serviceRow = (slug: string, lang: Locale) => {
  const prose = serviceProse[lang][slug]!;
  return (
    `<p class="lead" data-nav-summary="services/${slug}" data-astro-cid-4iajnhmm>${shown(prose.summary, lang)}</p> ` +
    `<ul class="check-list" data-nav-points="services/${slug}" data-astro-cid-4iajnhmm> ` +
    `${prose.bullets.map((bullet) => `<li data-astro-cid-4iajnhmm>${shown(bullet, lang)}</li>`).join('')} </ul>`
  );
};
const page = (lang: Locale, body: string) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `${frameMarks.hero}<main>${body}${frameMarks.main}</main></body></html>`;
const visit = siteVisitor(
  testFrames((id, lang) =>
    page(
      lang,
      id === 'services'
        ? serviceRow('engineering', lang) + serviceRow('training', lang)
        : id === 'home' || id === 'sectors' || id === 'contact'
          ? cards(lang)
          : '',
    ),
  ),
);

test('unedited, the cards and the Services list keep their built sentence and points byte for byte', async () => {
  for (const [path, built] of [
    ['/', cards('en')],
    ['/fr', cards('fr')],
    ['/services', serviceRow('engineering', 'en') + serviceRow('training', 'en')],
    ['/fr/services', serviceRow('engineering', 'fr') + serviceRow('training', 'fr')],
    ['/fr/sectors', cards('fr')],
  ] as const) {
    const { response, html } = await visit(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('netlify-cache-tag')?.split(','), path).toContain('navigation');
    expect(html, path).toContain(`<main>${built}`);
  }
});

test('staff edit a service’s sentence and points: once published, the Services list and the home cards show them in both languages', async () => {
  await staff.saveDraft('services/engineering', (draft) => {
    const version = draft as { en: { summary: string; bullets: string[]; icon: string }; fr: { summary: string; bullets: string[] } };
    version.en.summary = 'Design & build: <packages> issued for construction.';
    version.en.bullets = ['Feasibility studies', 'Detailed design'];
    version.fr.summary = 'Conception : dossiers d’exécution.';
    // No French points: the French list shows the English ones, marked.
    version.fr.bullets = [];
    version.en.icon = 'gauge';
    return version;
  });
  // A draft changes nothing.
  expect((await visit('/services')).html).toContain(serviceRow('engineering', 'en'));

  const { purged } = await staff.publish('services/engineering');
  expect(purged).toContainEqual(['page-services_engineering', 'navigation']);

  const english = (await visit('/services')).html;
  expect(english).toContain(
    '<p class="lead" data-nav-summary="services/engineering" data-astro-cid-4iajnhmm>Design &amp; build: &lt;packages&gt; issued for construction.</p> ' +
      '<ul class="check-list" data-nav-points="services/engineering" data-astro-cid-4iajnhmm> ' +
      '<li data-astro-cid-4iajnhmm>Feasibility studies</li><li data-astro-cid-4iajnhmm>Detailed design</li> </ul>',
  );
  // The other service stays as built.
  expect(english).toContain(serviceRow('training', 'en'));

  const french = (await visit('/fr/services')).html;
  expect(french).toContain(
    '<p class="lead" data-nav-summary="services/engineering" data-astro-cid-4iajnhmm>Conception\u00A0: dossiers d’exécution.</p> ' +
      '<ul class="check-list" data-nav-points="services/engineering" data-astro-cid-4iajnhmm lang="en"> ' +
      '<li data-astro-cid-4iajnhmm>Feasibility studies</li><li data-astro-cid-4iajnhmm>Detailed design</li> </ul>',
  );
  expect(french).toContain(serviceRow('training', 'fr'));

  expect((await visit('/')).html).toContain(
    '<p data-nav-summary="services/engineering">Design &amp; build: &lt;packages&gt; issued for construction.</p>',
  );
  expect((await visit('/fr')).html).toContain('<p data-nav-summary="services/engineering">Conception\u00A0: dossiers d’exécution.</p>');
  // Its icon too, in both languages.
  for (const path of ['/', '/fr']) {
    expect((await visit(path)).html, path).toContain(
      `<span class="icon-tile" data-nav-icon="services/engineering">${iconMarkup({ name: 'gauge' })}</span>`,
    );
  }
  expect(icons.gauge).not.toBe(icons[serviceProse.en.engineering!.icon]);
});

test('a sector’s sentence published in English only shows on French cards in English, marked, on the home page and the Sectors list', async () => {
  await staff.saveDraft('sectors/energy', (draft) => {
    const version = draft as { en: { summary: string }; fr: { summary: string } };
    version.en.summary = 'Power plants of every kind.';
    version.fr.summary = '';
    return version;
  });
  await staff.publish('sectors/energy');
  const marked = '<p data-nav-summary="sectors/energy" data-astro-cid-7vsjxwl2 lang="en">Power plants of every kind.</p>';
  for (const path of ['/fr', '/fr/sectors']) expect((await visit(path)).html, path).toContain(marked);
  for (const path of ['/', '/sectors']) {
    expect((await visit(path)).html, path).toContain(
      '<p data-nav-summary="sectors/energy" data-astro-cid-7vsjxwl2>Power plants of every kind.</p>',
    );
  }
  // Its name did not change: left as built.
  expect((await visit('/fr/sectors')).html).toContain('<span data-nav="sectors/energy" data-astro-cid-7vsjxwl2>Énergie</span>');
});
