import { expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { localizedHref } from '#src/i18n/locales.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { putDocument } from '#functions/platform/store.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';

// A service's or a sector's name and French address where other pages show
// them (ADR 0074): the footer, the cards and the links between service pages
// of every page rendered on demand follow the PUBLISHED page (its title, its
// French slug), cached under the `navigation` tag which publishing a service
// or sector page purges; an unedited page is left as built, byte for byte.

useBlobsStore();
const staff = usePageStaff();

/** The footer and a card as Footer.astro and SectorCard.astro build them, in a language. */
const navigation = (lang: Locale) =>
  `<footer><a href="${localizedHref('/services/engineering', lang)}" data-nav="services/engineering">${lang === 'en' ? 'Engineering' : 'Ingénierie'}</a>` +
  `<a href="${localizedHref('/services/training', lang)}" data-nav="services/training">${lang === 'en' ? 'Training' : 'Formation'}</a></footer>` +
  `<article><h3><span class="icon"></span><span data-nav="sectors/energy">${lang === 'en' ? 'Energy' : 'Énergie'}</span></h3>` +
  `<a class="more-link" href="${localizedHref('/sectors/energy', lang)}" data-nav-href="sectors/energy">` +
  `${lang === 'en' ? 'Explore ' : 'Découvrir le secteur '}<span data-nav="sectors/energy">${lang === 'en' ? 'Energy' : 'Énergie'}</span></a></article>`;
const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
  `<h1 id="page-title">${frameMarks.title}</h1><p class="page-hero__lead">${frameMarks.lead}</p>` +
  `<svg role="img" aria-label="${frameMarks.artAlt}"></svg>${frameMarks.hero}<main>${frameMarks.main}</main>${navigation(lang)}</body></html>`;
const visit = siteVisitor(testFrames((_, lang) => frame(lang)));

test('an unedited page keeps the built names and addresses byte for byte, cached under the navigation tag', async () => {
  const english = await visit('/about');
  // About also lists the published documents, so a document's change purges it.
  expect(english.response.headers.get('netlify-cache-tag')).toBe('page-about,navigation,documents,credentials');
  expect(english.html).toContain(navigation('en'));
  const french = await visit('/fr/services/computing');
  expect(french.html).toContain(navigation('fr'));
  // A service page's links to the others are marked as the footer's are.
  expect(french.html).toContain('<a href="/fr/services/engineering" data-nav="services/engineering">Ingénierie</a>');
});

test('staff rename a service and give it a French slug: every page rendered on demand names and links it so once published', async () => {
  await staff.saveDraft('services/engineering', (draft) => {
    const version = draft as { en: { title: string }; fr: { title?: string }; slug_fr: string };
    version.en.title = 'Engineering & Design';
    version.fr.title = 'Ingénierie : conception';
    version.slug_fr = 'ingenierie';
    return version;
  });
  // A draft changes nothing.
  expect((await visit('/about')).html).toContain(navigation('en'));

  const { purged } = await staff.publish('services/engineering');
  expect(purged).toContainEqual(['page-services_engineering', 'navigation']);

  const english = await visit('/about');
  expect(english.html).toContain('<a href="/services/engineering" data-nav="services/engineering">Engineering &amp; Design</a>');
  // The others stay as built.
  expect(english.html).toContain('<a href="/services/training" data-nav="services/training">Training</a>');

  // French: the French name, typeset (a no-break space before the colon), at the French address (no more 301 on the way).
  const french = await visit('/fr/about');
  expect(french.html).toContain('<a href="/fr/services/ingenierie" data-nav="services/engineering">Ingénierie\u00A0: conception</a>');
  const other = await visit('/fr/services/training');
  expect(other.html).toContain('<a href="/fr/services/ingenierie" data-nav="services/engineering">Ingénierie\u00A0: conception</a>');
  expect(other.html).not.toContain('href="/fr/services/engineering"');
});

test('a sector published without a French name is named in English on French pages, marked, and its cards follow its French slug', async () => {
  await staff.saveDraft('sectors/energy', (draft) => {
    const version = draft as { en: { title: string }; fr: { title?: string }; slug_fr: string };
    version.en.title = 'Power <Generation>';
    version.fr.title = '';
    version.slug_fr = 'energie';
    return version;
  });
  await staff.publish('sectors/energy');
  const french = await visit('/fr/about');
  expect(french.html).toContain('<span data-nav="sectors/energy" lang="en">Power &lt;Generation&gt;</span></h3>');
  expect(french.html).toContain(
    '<a class="more-link" href="/fr/sectors/energie" data-nav-href="sectors/energy">Découvrir le secteur <span data-nav="sectors/energy" lang="en">Power &lt;Generation&gt;</span></a>',
  );
  const english = await visit('/about');
  expect(english.html).toContain(
    '<a class="more-link" href="/sectors/energy" data-nav-href="sectors/energy">Explore <span data-nav="sectors/energy">Power &lt;Generation&gt;</span></a>',
  );
});

test('a service page whose stored document is broken keeps its built name in the others’ navigation; they still render', async () => {
  await staff.saveDraft('services/training', (draft) => ({ ...draft, en: { ...(draft.en as object), title: 'Courses' } }));
  await staff.publish('services/training');
  expect((await visit('/about')).html).toContain('data-nav="services/training">Courses</a>');
  await putDocument('pages/services/training', { id: 'services/training', type: 'service', draft: 'broken' });
  const page = await visit('/about');
  expect(page.response.status).toBe(200);
  expect(page.html).toContain('<a href="/services/training" data-nav="services/training">Training</a>');
});

test('the certifications page, rendered on demand too, names a renamed service in its footer at its French address', async () => {
  const certificationsFrame = (lang: Locale) =>
    `<!doctype html><html lang="${lang}"><head>${certificationsMarks.jsonLd}</head><body><main>${certificationsMarks.list}</main>` +
    `<footer><a href="${localizedHref('/services/computing', lang)}" data-nav="services/computing">${lang === 'en' ? 'Industrial Computing' : 'Informatique industrielle'}</a></footer></body></html>`;
  const certifications = certificationsHandler(certificationsFrames(certificationsFrame));
  await staff.saveDraft('services/computing', (draft) => {
    const version = draft as { en: { title: string }; fr: { title?: string }; slug_fr: string };
    version.fr.title = 'Informatique d’usine';
    version.slug_fr = 'informatique';
    return version;
  });
  await staff.publish('services/computing');

  const french = await certifications(new Request('http://localhost/fr/certifications'));
  expect(french.headers.get('netlify-cache-tag')?.split(',')).toContain('navigation');
  expect(await french.text()).toContain('<a href="/fr/services/informatique" data-nav="services/computing">Informatique d’usine</a>');
  // The English name did not change: the English footer is as built.
  const english = await certifications(new Request('http://localhost/certifications'));
  expect(await english.text()).toContain('<a href="/services/computing" data-nav="services/computing">Industrial Computing</a>');
});
