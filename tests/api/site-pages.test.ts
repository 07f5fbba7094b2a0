import { setEnvironmentContext } from '@netlify/blobs';
import { afterEach, expect, test, vi } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { frameMarks, partMark } from '#src/site/frame-marks.ts';
import { findSitePage, isLegalPage, sitePages } from '#src/site/pages.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { seedPage } from '#functions/pages/seed.ts';
import { putDocument } from '#functions/platform/store.ts';
import { renderedPageIds } from '#functions/site-pages/frames.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { builtPage, siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// The legal pages, About and the case studies rendered from their published text into their
// frames (ADR 0059) by the site-pages function: a publish shows in both languages, a draft
// never does, the answer is cached under the page's tag and the publish purges
// it (through a loopback stub of Netlify's purge API), and a stored page that
// fails its schema gets the page as built, logged, never an error.

const store = useBlobsStore();

const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/${lang === 'en' ? 'fr/' : ''}page-frames/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.title}</li></ol><h1 id="page-title">${frameMarks.title}</h1>` +
  `<p class="page-hero__lead">${frameMarks.lead}</p>${frameMarks.hero}<main>${frameMarks.main}</main></body></html>`;
/** The frame of the other pages: a hero with an eyebrow, a breadcrumb label of its own and an illustration. */
const heroFrame = (lang: Locale) =>
  frame(lang)
    .replace('<li aria-current="page">FRAME_MARK_TITLE</li>', `<li aria-current="page">${frameMarks.crumb}</li>`)
    .replace('<h1', `<p class="eyebrow">${frameMarks.eyebrow}</p><h1`)
    .replace('<main>', `<svg role="img" aria-label="${frameMarks.artAlt}"></svg><main>`);
/** The home page's frame: its hero, section heads, expertise and closing band around the cards and carousel it keeps as built. */
const homeFrame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/${lang === 'en' ? 'fr/' : ''}page-frames/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<main>${frameMarks.hero}<section>${partMark('services-head')}<div class="built-cards">Cards</div></section>` +
  `<section>${partMark('sectors-head')}</section>${frameMarks.main}<div class="island">Carousel</div>${partMark('closing')}</main></body></html>`;
/** The frame each page type fills. */
const frameOf = (id: string, lang: Locale) => {
  const type = findSitePage(id)!.type;
  return (type === 'home' ? homeFrame : isLegalPage(type) ? frame : heroFrame)(lang);
};
const visit = siteVisitor(testFrames(frameOf));
const built = builtPage;
const staff = usePageStaff();

const NARROW = '\u202F';

afterEach(() => {
  vi.restoreAllMocks();
});

interface LegalVersion {
  seo: { title: string };
  title: string;
  lead: string;
  sections: { title: string; body: string }[];
}
interface LegalDraft {
  en: LegalVersion;
  fr: Partial<LegalVersion>;
}

test('an unedited legal page is its seed in its frame, in both languages, cached under the page’s tag', async () => {
  // The admin says a publish goes live for every page: this function renders them all.
  expect([...renderedPageIds].sort()).toEqual(sitePages.map((page) => page.id).sort());
  const { response, html } = await visit('/privacy-policy');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000, stale-while-revalidate=60');
  expect(response.headers.get('netlify-cache-tag')).toBe('page-privacy-policy,navigation,credentials');
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(html).toContain('<h1 id="page-title">Privacy Policy</h1>');
  expect(html).toContain('<title>Privacy Policy | Caronte Automation</title>');
  expect(html).toContain('<link rel="canonical" href="https://www.example.test/privacy-policy">');
  expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://www.example.test/fr/privacy-policy">');
  expect(html).toContain('<p class="updated">Last updated: <time dateTime="2026-11-28">28 November 2026</time></p>');
  expect(html).toContain('<h2 id="section-1">1. Who we are</h2>');
  expect(html).toContain('href="/fr/privacy-policy" hreflang="x"');
  // The marks are all filled, and nothing the function inserts is a script or a style the frame's CSP does not know.
  expect(html).not.toMatch(/frame:|FRAME_MARK/);
  expect(html).not.toMatch(/<script|<style|style=/);

  const french = await visit('/fr/terms-of-service');
  expect(french.response.headers.get('netlify-cache-tag')).toBe('page-terms-of-service,navigation,credentials');
  expect(french.html).toContain('<h1 id="page-title">Conditions d&#x27;utilisation</h1>');
  expect(french.html).toContain('<link rel="canonical" href="https://www.example.test/fr/terms-of-service">');
  expect(french.html).toContain(`Dernière mise à jour\u00A0: <time dateTime=`);
  expect(french.html).toContain('href="/terms-of-service" hreflang="x"');
  expect(french.html).toContain('<a class="btn btn--dark" href="/fr">');
});

test('staff publish the privacy policy: visitors see it in English and French, never the draft, and the page’s tag is purged', async () => {
  await staff.saveDraft('privacy-policy', (stored) => {
    const draft = stored as unknown as LegalDraft;
    draft.en.title = 'Privacy, plainly';
    draft.en.seo.title = 'Our privacy policy';
    draft.en.sections[0]!.body =
      'We are **Caronte**:\n- we keep little\n- [write to us](mailto:dpo@example.com)\n\n<script>alert(1)</script> [bad](javascript:alert(1))';
    draft.fr.title = 'La confidentialité, simplement !';
    draft.fr.lead = '';
    return draft;
  });

  // A draft never shows.
  const before = await visit('/privacy-policy');
  expect(before.html).toContain('<h1 id="page-title">Privacy Policy</h1>');
  expect(before.html).not.toContain('Privacy, plainly');

  expect((await staff.publish('privacy-policy')).purged).toContainEqual(['page-privacy-policy']);

  const english = await visit('/privacy-policy');
  expect(english.html).toContain('<h1 id="page-title">Privacy, plainly</h1>');
  expect(english.html).toContain('<li aria-current="page">Privacy, plainly</li>');
  expect(english.html).toContain('<title>Our privacy policy | Caronte Automation</title>');
  expect(english.html).toContain(
    '<h2 id="section-1">1. Who we are</h2><p>We are <strong>Caronte</strong>:</p><ul><li>we keep little</li><li><a href="mailto:dpo@example.com">write to us</a></li></ul><p>&lt;script&gt;alert(1)&lt;/script&gt; bad</p>',
  );
  expect(english.html).not.toContain('javascript:');
  expect(english.html).not.toContain('<script>');

  const french = await visit('/fr/privacy-policy');
  // French typography on the French text; the lead left empty shows the English, marked for screen readers.
  expect(french.html).toContain(`<h1 id="page-title">La confidentialité, simplement${NARROW}!</h1>`);
  expect(french.html).toMatch(/<p class="page-hero__lead"><span lang="en">What personal data we collect[^<]*<\/span><\/p>/);
  expect(french.html).toContain('<h2 id="section-1">1. Qui sommes-nous</h2>');
});

test('attack: a published text holding a frame’s mark is shown as that text, and the head and the hero stay whole', async () => {
  await staff.saveDraft('privacy-policy', (stored) => {
    const draft = stored as unknown as LegalDraft;
    draft.en.lead = 'Plain English lead';
    draft.fr.lead = '';
    draft.fr.seo = { ...draft.fr.seo, title: `Politique ${frameMarks.lead} ${frameMarks.title} fin` };
    return draft;
  });
  await staff.publish('privacy-policy');
  const { html } = await visit('/fr/privacy-policy');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  expect(head).toContain(`Politique ${frameMarks.lead} ${frameMarks.title} fin`);
  expect(head).not.toContain('<span');
  expect(html).toContain('<p class="page-hero__lead"><span lang="en">Plain English lead</span></p>');
});

test('a page shared with a library photo shows its 1200×630 crop on social cards, described in the page’s language', async () => {
  const photo = await storedMedia(await aJpegPhoto(320, 200, 23), {
    token: staff.admin(),
    fields: { alt_en: 'Control room at night', alt_fr: 'Salle de contrôle de nuit' },
  });
  await staff.saveDraft('privacy-policy', (draft) => ({ ...draft, social_image: photo.url }));
  await staff.publish('privacy-policy');

  const card = `https://www.example.test/.netlify/images?url=${photo.url}&amp;w=1200&amp;h=630&amp;fit=cover`;
  const english = await visit('/privacy-policy');
  expect(english.html).toContain(`<meta property="og:image" content="${card}`);
  expect(english.html).toContain(`<meta name="twitter:image" content="${card}`);
  expect(english.html).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
  expect(english.html).toContain('<meta property="og:image:alt" content="Control room at night">');
  const french = await visit('/fr/privacy-policy');
  expect(french.html).toContain(`<meta property="og:image" content="${card}`);
  expect(french.html).toContain('<meta property="og:image:alt" content="Salle de contrôle de nuit">');
});

interface AboutVersion {
  hero: { headline: string; crumb: string };
  who: { story: string };
  values: { items: { title: string }[] };
}
interface AboutDraft {
  en: AboutVersion;
  fr: { hero: Partial<AboutVersion['hero']>; who: Partial<AboutVersion['who']>; values: { items: { title?: string }[] } };
}

test('a legal page is published with a day the calendar has; a French day it lacks is not shown', async () => {
  await staff.saveDraft('terms-of-service', (stored) => {
    const draft = stored as unknown as LegalDraft & { en: { updated: string }; fr: { updated?: string } };
    draft.en.updated = '2026-02-30';
    return draft;
  });
  const refused = await send<{ error: string; issues: { path: string }[] }>(
    pagesPublishHandler,
    new Request('http://localhost/api/pages/publish?id=terms-of-service', {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.admin()}` },
    }),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.issues.map((issue) => issue.path)).toContain('draft.en.updated');

  // The French may differ, and is checked by its shape only: a day the calendar lacks is left out of the page.
  await staff.saveDraft('terms-of-service', (stored) => {
    const draft = stored as unknown as LegalDraft & { en: { updated: string }; fr: { updated?: string } };
    draft.en.updated = '2026-11-20';
    draft.fr.updated = '2026-13-01';
    return draft;
  });
  await staff.publish('terms-of-service');
  expect((await visit('/terms-of-service')).html).toContain('<time dateTime="2026-11-20">20 November 2026</time>');
  const french = (await visit('/fr/terms-of-service')).html;
  expect(french).not.toContain('Invalid Date');
  expect(french).not.toContain('Dernière mise à jour');
});

test('staff publish About: visitors see it in English and French (the English where a French field is empty, marked), never the draft', async () => {
  const unedited = await visit('/about');
  expect(unedited.response.headers.get('netlify-cache-tag')).toBe('page-about,navigation,documents,credentials');
  expect(unedited.html).toContain('<h1 id="page-title">Engineers from the Étang de Berre, working for plants everywhere</h1>');
  expect(unedited.html).toContain('<li aria-current="page">About</li>');
  expect(unedited.html).toContain('<p class="eyebrow">About us</p>');
  expect(unedited.html).toContain('aria-label="Line drawing of houses along the Caronte canal');
  expect(unedited.html).toContain('<h2 id="who-title">A company built around engineers who commission</h2>');
  expect(unedited.html).toContain('<a class="btn btn--dark" href="/contact">Contact Us</a>');
  expect(unedited.html).not.toMatch(/frame:|FRAME_MARK|<script|<style|style=/);

  await staff.saveDraft('about', (stored) => {
    const draft = stored as unknown as AboutDraft;
    draft.en.hero.headline = 'Engineers who answer at night';
    draft.en.who.story = 'We are **42** engineers.\n\nAnd <b>proud</b> of it.';
    draft.en.values.items[0]!.title = 'Rigour';
    draft.fr.hero.headline = 'Des ingénieurs qui répondent la nuit !';
    draft.fr.hero.crumb = '';
    draft.fr.who.story = '';
    draft.fr.values.items[0]!.title = '';
    return draft;
  });
  expect((await visit('/about')).html).not.toContain('Engineers who answer at night');

  expect((await staff.publish('about')).purged).toContainEqual(['page-about']);

  const english = await visit('/about');
  expect(english.html).toContain('<h1 id="page-title">Engineers who answer at night</h1>');
  expect(english.html).toContain('<p>We are <strong>42</strong> engineers.</p><p>And &lt;b&gt;proud&lt;/b&gt; of it.</p>');
  expect(english.html).toContain('<h3>Rigour</h3>');
  expect(english.html).toContain('<title>About Us | Caronte Automation</title>');
  expect(english.html).toContain('<link rel="canonical" href="https://www.example.test/about">');
  expect(english.html).toContain('href="/fr/about" hreflang="x"');

  const french = await visit('/fr/about');
  expect(french.html).toContain(`<h1 id="page-title">Des ingénieurs qui répondent la nuit${NARROW}!</h1>`);
  expect(french.html).toContain('<li aria-current="page"><span lang="en">About</span></li>');
  expect(french.html).toContain('<div lang="en"><p>We are <strong>42</strong> engineers.</p>');
  expect(french.html).toContain('<h3 lang="en">Rigour</h3>');
  // The fields left as they were stay French, with the French typography.
  expect(french.html).toContain('<h3>Collaboration</h3>');
  expect(french.html).toContain('<h2 id="who-title">Une entreprise bâtie autour d’ingénieurs qui mettent en service</h2>');
  expect(french.html).toContain('simulation, gestion de versions, OPC UA et cybersécurité moderne.');
  expect(french.html).toContain('à conduire\u00A0: simulation');
  expect(french.html).toContain('<a class="btn btn--dark" href="/fr/contact">');
  expect(french.html).toContain('href="/about" hreflang="x"');
});

interface HomeVersion {
  hero: { headline: string; lead: string; primary_action: string; facts: { value: string; label: string }[] };
  expertise: { title: string; items: { title: string }[] };
  cta: { title: string };
}
interface HomeDraft {
  en: HomeVersion;
  fr: { hero: Partial<HomeVersion['hero']>; expertise: { title?: string }; cta: { title?: string } };
}

test('staff publish the home page: / and /fr show its hero, heads and band around the built cards and carousel, never the draft', async () => {
  const unedited = await visit('/');
  expect(unedited.response.status).toBe(200);
  expect(unedited.response.headers.get('netlify-cache-tag')).toBe('page-home,navigation,credentials');
  expect(unedited.html).toContain('<h1 id="hero-title">Control systems that keep your plant running safely</h1>');
  expect(unedited.html).toContain('<a class="btn btn--primary" href="/services">Explore our services</a>');
  expect(unedited.html).toContain('<dd>180+</dd>');
  expect(unedited.html).toContain('<h2 id="services-title">Four services, one team from first study to start-up</h2>');
  expect(unedited.html).toContain('<h2 id="sectors-title">Six industries we know from the inside</h2>');
  expect(unedited.html).toContain('<h2 id="expertise-title">Eight core competencies under one roof</h2>');
  expect(unedited.html).toContain('<div class="built-cards">Cards</div>');
  expect(unedited.html).toContain('<div class="island">Carousel</div><section class="cta"');
  // The Organization structured data stays in the home page's head, and only there.
  expect(unedited.html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"[^<]*<\/script><\/head>/);
  expect((await visit('/about')).html).not.toContain('application/ld+json');
  expect(unedited.html).not.toMatch(/frame:|FRAME_MARK/);
  expect((await visit('/fr/')).html).toContain('<html lang="fr">');

  await staff.saveDraft('home', (stored) => {
    const draft = stored as unknown as HomeDraft;
    draft.en.hero.headline = 'Plants that never stop';
    draft.en.hero.facts = [{ value: '42', label: 'Engineers' }];
    draft.en.expertise.items[0]!.title = 'Control <b>loops</b>';
    draft.en.cta.title = 'Call us today';
    draft.fr.hero.headline = 'Des usines qui ne s’arrêtent jamais !';
    draft.fr.hero.primary_action = '';
    draft.fr.cta.title = '';
    return draft;
  });
  expect((await visit('/')).html).not.toContain('Plants that never stop');

  expect((await staff.publish('home')).purged).toContainEqual(['page-home']);

  const english = await visit('/');
  expect(english.html).toContain('<h1 id="hero-title">Plants that never stop</h1>');
  expect(english.html).toContain('<dl class="hero__facts"><div><dt>Engineers</dt><dd>42</dd></div></dl>');
  expect(english.html).toContain('<h3>Control &lt;b&gt;loops&lt;/b&gt;</h3>');
  expect(english.html).toContain('<h2 id="cta-title">Call us today</h2>');
  expect(english.html).toContain('<div class="built-cards">Cards</div>');
  expect(english.html).toContain('<link rel="canonical" href="https://www.example.test/">');
  expect(english.html).toContain('href="/fr" hreflang="x"');

  for (const path of ['/fr', '/fr/']) {
    const french = await visit(path);
    expect(french.html).toContain(`<h1 id="hero-title">Des usines qui ne s’arrêtent jamais${NARROW}!</h1>`);
    // A French field left empty shows the English, marked.
    expect(french.html).toContain('<a class="btn btn--primary" href="/fr/services" lang="en">Explore our services</a>');
    expect(french.html).toContain('<h2 id="cta-title" lang="en">Call us today</h2>');
    // The facts' number follows the English list; each fact left French stays French.
    expect(french.html).toMatch(/<dl class="hero__facts"><div><dt>Années d&#x27;expérience<\/dt><dd>\d+\+<\/dd><\/div><\/dl>/);
    expect(french.html).toContain('<h2 id="expertise-title">Huit compétences clés sous un même toit</h2>');
    expect(french.html).toContain('<link rel="canonical" href="https://www.example.test/fr">');
    expect(french.html).toContain('href="/" hreflang="x"');
  }
});

interface CaseStudiesVersion {
  portfolio_link: string;
  labels: { results: string };
  studies: { title: string; description: string; results: string[] }[];
}
interface CaseStudiesDraft {
  en: CaseStudiesVersion;
  fr: { portfolio_link?: string; labels: { results?: string }; studies: { title?: string; description?: string; results?: string[] }[] };
}

test('staff publish the case studies: /projects and /fr/projects show them, a French field left empty in English, never the draft', async () => {
  const unedited = await visit('/projects');
  expect(unedited.response.headers.get('netlify-cache-tag')).toBe('page-case-studies,navigation,credentials');
  expect(unedited.html).toContain('<h2 id="case-1">Redundant DCS for a cogeneration plant</h2>');
  expect(unedited.html).toContain('<a class="btn btn--ghost projects-hero__link" href="/projects-enhanced">');
  expect(unedited.html).toContain('href="/fr/projects" hreflang="x"');
  expect(unedited.html).not.toMatch(/frame:|FRAME_MARK|<script|<style|style=/);

  await staff.saveDraft('case-studies', (stored) => {
    const draft = stored as unknown as CaseStudiesDraft;
    draft.en.studies[0]!.title = 'One DCS for two turbines';
    draft.en.studies[0]!.description = 'We replaced **three** systems.\n\n- one network\n- one team';
    draft.en.studies[0]!.results = ['Availability 99.6 %'];
    draft.fr.studies[0]!.title = 'Un seul SNCC : deux turbines';
    draft.fr.studies[0]!.description = '';
    draft.fr.studies[0]!.results = [];
    draft.fr.labels.results = '';
    return draft;
  });
  expect((await visit('/projects')).html).not.toContain('One DCS for two turbines');

  await staff.publish('case-studies');

  const english = await visit('/projects');
  expect(english.html).toContain('<h2 id="case-1">One DCS for two turbines</h2>');
  expect(english.html).toContain(
    '<div class="case__body"><p>We replaced <strong>three</strong> systems.</p><ul><li>one network</li><li>one team</li></ul>',
  );
  expect(english.html).toContain('<ul class="check-list"><li>Availability 99.6 %</li></ul>');
  // The other studies are as they were.
  expect(english.html).toContain('<h2 id="case-2">HIPPS and emergency shutdown for a crude oil terminal</h2>');

  const french = await visit('/fr/projects');
  expect(french.html).toContain(`<h2 id="case-1">Un seul SNCC\u00A0: deux turbines</h2>`);
  expect(french.html).toContain('<div class="case__body"><div lang="en"><p>We replaced <strong>three</strong> systems.</p>');
  expect(french.html).toContain('<h3 lang="en">Key results</h3><ul class="check-list" lang="en"><li>Availability 99.6 %</li></ul>');
  expect(french.html).toContain('<a class="btn btn--ghost projects-hero__link" href="/fr/projects-enhanced">');
  expect(french.html).toContain('href="/projects" hreflang="x"');
});

interface TopicVersion {
  title: string;
  headline: string;
  intro: string;
  deliverables: string[];
  highlight: { title: string };
  art_alt: string;
}
interface TopicDraft {
  en: TopicVersion;
  fr: Partial<Omit<TopicVersion, 'highlight'>> & { highlight: { title?: string } };
}

/** Saves a page's draft as changed by `edit` and publishes it, as staff do; `edited`, a text of the draft, never shows before. */
async function publishEdited(id: string, edited: string, edit: (draft: TopicDraft) => void): Promise<void> {
  await staff.saveDraft(id, (stored) => {
    const draft = stored as unknown as TopicDraft;
    edit(draft);
    return draft;
  });
  expect((await visit(findSitePage(id)!.path)).html, 'a draft never shows').not.toContain(edited);
  await staff.publish(id);
}

test('staff publish a service and a sector page: their own name, hero and body go live in both languages, and other pages name them so', async () => {
  const unedited = await visit('/services/engineering');
  expect(unedited.response.headers.get('netlify-cache-tag')).toBe('page-services_engineering,navigation,credentials');
  expect(unedited.html).toContain('<p class="eyebrow">Engineering</p>');
  expect(unedited.html).toContain('<h2 id="overview-title">Our approach</h2>');
  expect(unedited.html).not.toMatch(/frame:|FRAME_MARK|<script|<style|style=/);

  await publishEdited('services/engineering', 'Drawings your electricians', (draft) => {
    draft.en.title = 'E&I Engineering';
    draft.en.headline = 'Drawings your electricians can build from';
    draft.en.deliverables = ['Loop diagrams', 'Cable schedules'];
    draft.fr.headline = 'Des plans que vos électriciens peuvent suivre !';
    draft.fr.intro = '';
    draft.fr.deliverables = [];
  });
  const english = await visit('/services/engineering');
  expect(english.html).toContain('<h1 id="page-title">Drawings your electricians can build from</h1>');
  expect(english.html).toContain('<p class="eyebrow">E&amp;I Engineering</p>');
  expect(english.html).toContain('<li aria-current="page">E&amp;I Engineering</li>');
  expect(english.html).toContain('<ul class="check-list"><li>Loop diagrams</li><li>Cable schedules</li></ul>');
  const french = await visit('/fr/services/engineering');
  expect(french.html).toContain(`<h1 id="page-title">Des plans que vos électriciens peuvent suivre${NARROW}!</h1>`);
  expect(french.html).toContain('<p class="eyebrow">Ingénierie</p>');
  expect(french.html).toMatch(/<h2 id="overview-title">Notre approche<\/h2><div lang="en"><p>/);
  expect(french.html).toContain('<ul class="check-list" lang="en"><li>Loop diagrams</li><li>Cable schedules</li></ul>');
  expect(french.html).toContain('href="/services/engineering" hreflang="x"');
  // Another service's page names it as published (ADR 0074).
  const other = await visit('/services/computing');
  expect(other.html).toContain('<a href="/services/engineering" data-nav="services/engineering">E&amp;I Engineering</a>');

  await publishEdited('sectors/energy', 'A power plant, drawn', (draft) => {
    draft.en.title = 'Power';
    draft.en.art_alt = 'A power plant, drawn';
    draft.fr.highlight.title = '';
  });
  const sector = await visit('/sectors/energy');
  expect(sector.html).toContain('<p class="eyebrow">Sector · Power</p>');
  expect(sector.html).toContain('<li aria-current="page">Power</li>');
  expect(sector.html).toContain('aria-label="A power plant, drawn"');
  expect(sector.html).toContain('<h2 id="sector-features-title">How we help power plants</h2>');
  expect(sector.html).toContain('See our power projects</a>');
  const frenchSector = await visit('/fr/sectors/energy');
  expect(frenchSector.html).toContain('<p class="eyebrow">Secteur · Énergie</p>');
  expect(frenchSector.html).toMatch(/<h2 id="highlight-title" class="highlight__title" lang="en">[^<]+<\/h2>/);
  // The French alternative text is the French one, left as it was.
  expect(frenchSector.html).not.toContain('aria-label="A power plant, drawn"');
});

test('a broken stored home page, About page, case studies or service page gets the page as built, in its language', async () => {
  await putDocument('pages/home', { ...seedPage('home'), published: { en: { hero: { facts: [] } } } });
  await putDocument('pages/about', { id: 'about', type: 'about', draft: {}, published: { en: { hero: 'no' } } });
  // A page stored under another page's type is unreadable too.
  await putDocument('pages/case-studies', { ...seedPage('about'), id: 'case-studies' });
  await putDocument('pages/services/training', { ...seedPage('services/training'), published: { en: { title: 7 } } });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const [path, id] of [
    ['/', 'home'],
    ['/about', 'about'],
    ['/projects', 'case-studies'],
    ['/services/training', 'services/training'],
  ] as const) {
    for (const locale of ['en', 'fr'] as const) {
      const { response, html } = await visit(locale === 'en' ? path : `/fr${path}`);
      expect(response.status).toBe(200);
      expect(html).toBe(built(id, locale));
    }
  }
  expect(logged.mock.calls.map(([line]) => (JSON.parse(String(line)) as Record<string, string>).page)).toEqual([
    'home',
    'home',
    'about',
    'about',
    'case-studies',
    'case-studies',
    'services/training',
    'services/training',
  ]);
});

test('a stored page that fails its schema gets the page as built, 200, kept a minute, and the reason logged with an id', async () => {
  await putDocument('pages/terms-of-service', { id: 'terms-of-service', type: 'legal', draft: 'not a page' });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const { response, html } = await visit('/fr/terms-of-service');
  expect(response.status).toBe(200);
  expect(html).toBe(built('terms-of-service', 'fr'));
  expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=(60|59)$/);
  expect(response.headers.get('netlify-cache-tag')).toBe('page-terms-of-service,navigation,credentials');

  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>);
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'error',
      event: 'site_page_fallback',
      page: 'terms-of-service',
      locale: 'fr',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      error: expect.stringContaining('CorruptDataError') as unknown,
    }),
  ]);
  // The other page is not touched.
  expect((await visit('/terms-of-service')).html).toBe(built('terms-of-service', 'en'));
  expect((await visit('/privacy-policy')).html).toContain('<h1 id="page-title">');
});

test('a store that cannot be reached gets the page as built too, logged, never an error', async () => {
  const { context } = store.current().blobs;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Nothing listens on port 9: every read of the store fails.
  setEnvironmentContext({ ...context, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' });
  try {
    const { response, html } = await visit('/privacy-policy');
    expect(response.status).toBe(200);
    expect(html).toBe(built('privacy-policy', 'en'));
  } finally {
    setEnvironmentContext(context);
  }
  expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>)).toEqual([
    expect.objectContaining({
      event: 'site_page_fallback',
      page: 'privacy-policy',
      error: expect.stringContaining('StoreUnavailableError') as unknown,
    }),
  ]);
});
