import { expect, test, vi } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { restoreVersion, versionsOf } from '#tests/fixtures/history.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// French addresses of service and sector pages (ADR 0067): a published French
// slug is the page's French address, its English slug under /fr answers 301
// to it, the heads, the language switch and /sitemap-pages.xml follow, a
// draft's slug changes nothing, a slug the page had before answers 301 to its
// present address (ADR 0074), an unknown slug is the 404 page, and the
// publish that changes a slug purges every address it moves.

useBlobsStore();

const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
  `<h1 id="page-title">${frameMarks.title}</h1><p class="page-hero__lead">${frameMarks.lead}</p>` +
  `<svg role="img" aria-label="${frameMarks.artAlt}"></svg>${frameMarks.hero}<main>${frameMarks.main}</main></body></html>`;
const visit = siteVisitor(testFrames((_, lang) => frame(lang)));
const staff = usePageStaff();

/** Saves a page's draft with this French slug, as staff do in the admin. */
const saveSlug = (id: string, slug: string) => staff.saveDraft(id, (draft) => ({ ...draft, slug_fr: slug }));

/** Publishes a page's draft, and answers the cache tags the publish purged. */
const publish = async (id: string) => (await staff.publish(id)).purged;

const link = (attributes: string, path: string) => `<link ${attributes} href="https://www.example.test${path}">`;

test('a published French slug is the page’s French address: the English slug under /fr moves there, heads and sitemap follow', async () => {
  // Without a French slug, the English slug under /fr is the page.
  const before = await visit('/fr/services/engineering');
  expect(before.response.status).toBe(200);
  expect(before.html).toContain(link('rel="canonical"', '/fr/services/engineering'));

  // A draft's slug changes nothing.
  await saveSlug('services/engineering', 'ingenierie');
  expect((await visit('/fr/services/engineering')).response.status).toBe(200);
  expect((await visit('/fr/services/ingenierie')).response.status).toBe(404);
  expect((await visit('/sitemap-pages.xml')).html).not.toContain('ingenierie');

  expect(await publish('services/engineering')).toContainEqual(['page-services_engineering', 'navigation']);

  const french = await visit('/fr/services/ingenierie');
  expect(french.response.status).toBe(200);
  expect(french.response.headers.get('netlify-cache-tag')).toBe('page-services_engineering,navigation,credentials');
  expect(french.html).toContain(link('rel="canonical"', '/fr/services/ingenierie'));
  expect(french.html).toContain(link('rel="alternate" hreflang="en"', '/services/engineering'));
  expect(french.html).toContain(link('rel="alternate" hreflang="fr"', '/fr/services/ingenierie'));
  expect(french.html).toContain('<meta property="og:url" content="https://www.example.test/fr/services/ingenierie">');
  expect(french.html).toContain('href="/services/engineering" hreflang="x"');

  const english = await visit('/services/engineering');
  expect(english.html).toContain(link('rel="canonical"', '/services/engineering'));
  expect(english.html).toContain(link('rel="alternate" hreflang="fr"', '/fr/services/ingenierie'));
  expect(english.html).toContain('href="/fr/services/ingenierie" hreflang="x"');

  const moved = await visit('/fr/services/engineering');
  expect(moved.response.status).toBe(301);
  expect(moved.response.headers.get('location')).toBe('/fr/services/ingenierie');
  expect(moved.response.headers.get('netlify-cache-tag')).toBe('page-services_engineering');
  expect(moved.response.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=');
  // A trailing slash is the same address.
  expect((await visit('/fr/services/ingenierie/')).response.status).toBe(200);

  const sitemap = await visit('/sitemap-pages.xml');
  expect(sitemap.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(sitemap.response.headers.get('netlify-cache-tag')).toContain('page-services_engineering');
  expect(sitemap.html).toContain('<loc>https://www.example.test/fr/services/ingenierie</loc>');
  expect(sitemap.html).toContain('<loc>https://www.example.test/services/engineering</loc>');
  expect(sitemap.html).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://www.example.test/fr/services/ingenierie"/>');
  expect(sitemap.html).not.toContain('<loc>https://www.example.test/fr/services/engineering</loc>');
  // Pages without a French slug keep their English one under /fr.
  expect(sitemap.html).toContain('<loc>https://www.example.test/fr/sectors/energy</loc>');
});

test('a slug changed or removed by a publish moves the page, purged under its tag; the old French address moves with it', async () => {
  await saveSlug('sectors/energy', 'energie');
  await publish('sectors/energy');
  expect((await visit('/fr/sectors/energie')).response.status).toBe(200);

  await saveSlug('sectors/energy', 'energies');
  expect(await publish('sectors/energy')).toContainEqual(['page-sectors_energy', 'navigation']);
  // The old French address answers 301 to the new one (ADR 0074), cached under the page's tag.
  const old = await visit('/fr/sectors/energie');
  expect(old.response.status).toBe(301);
  expect(old.response.headers.get('location')).toBe('/fr/sectors/energies');
  expect(old.response.headers.get('netlify-cache-tag')).toBe('page-sectors_energy');
  expect((await visit('/fr/sectors/energies')).html).toContain(link('rel="canonical"', '/fr/sectors/energies'));
  expect((await visit('/fr/sectors/energy')).response.headers.get('location')).toBe('/fr/sectors/energies');

  await saveSlug('sectors/energy', '');
  await publish('sectors/energy');
  const back = await visit('/fr/sectors/energy');
  expect(back.response.status).toBe(200);
  expect(back.html).toContain(link('rel="canonical"', '/fr/sectors/energy'));
  // Both former French slugs now lead to the English slug under /fr.
  for (const former of ['energies', 'energie']) {
    const moved = await visit(`/fr/sectors/${former}`);
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe('/fr/sectors/energy');
  }

  // A former slug taken again is the page again, not a move to itself.
  await saveSlug('sectors/energy', 'energie');
  await publish('sectors/energy');
  expect((await visit('/fr/sectors/energie')).response.status).toBe(200);
  expect((await visit('/fr/sectors/energies')).response.headers.get('location')).toBe('/fr/sectors/energie');
  // Another section's former slugs are not this one's addresses.
  expect((await visit('/fr/services/energie')).response.status).toBe(404);
});

test('an address under /fr/services or /fr/sectors no page has is the 404 page, purged by any publish of the section', async () => {
  const unknown = await visit('/fr/services/nothing-here');
  expect(unknown.response.status).toBe(404);
  expect(unknown.html).toBe('<h1>Page introuvable</h1>');
  const tags = unknown.response.headers.get('netlify-cache-tag')?.split(',');
  expect(tags).toContain('page-services_training');
  expect(tags).not.toContain('page-sectors_energy');
  // A service's slug is not a sector's address.
  expect((await visit('/fr/sectors/engineering')).response.status).toBe(404);
});

test('attack: pages saved at once with one French slug: one keeps it, the others are refused on the field', async () => {
  const pages = ['services/engineering', 'services/automation-control-systems', 'services/computing', 'services/training'];
  const slug = `meme-adresse-${String(process.pid)}`;
  const reads = await Promise.all(pages.map((id) => staff.readDraft(id)));
  const answers = await Promise.all(
    pages.map((id, index) => staff.sendDraft(id, { ...reads[index]!.draft, slug_fr: slug }, reads[index]!.updated_at)),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  for (const answer of answers.filter((answer) => answer.status === 409)) {
    expect(answer.body).toMatchObject({ issues: [{ path: 'slug_fr' }] });
  }
  const drafts = await Promise.all(pages.map((id) => staff.readDraft(id)));
  expect(drafts.filter((page) => page.draft.slug_fr === slug)).toHaveLength(1);
});

test('a save from a stale screen is refused before it takes a French slug, which another page can then have', async () => {
  const slug = `adresse-convoitee-${String(process.pid)}`;
  const stale = await staff.readDraft('sectors/energy');
  await staff.saveDraft('sectors/energy', (draft) => ({ ...draft, slug_fr: '' }));
  const refused = await staff.sendDraft('sectors/energy', { ...stale.draft, slug_fr: slug }, stale.updated_at);
  expect(refused.status).toBe(409);
  const other = await staff.readDraft('sectors/chemistry-petrochemistry');
  const taken = await staff.sendDraft('sectors/chemistry-petrochemistry', { ...other.draft, slug_fr: slug }, other.updated_at);
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
});

test('a version restored with a French slug another page took since is refused on the field, and changes nothing', async () => {
  const slug = `formation-${String(process.pid)}`;
  await saveSlug('services/training', slug);
  const [withSlug] = await versionsOf('pages', 'services/training', staff.admin());
  expect(withSlug?.record).toMatchObject({ draft: { slug_fr: slug } });
  await saveSlug('services/training', '');
  // Two minutes on, the slug is no longer held for the save that last named it: another page takes it.
  vi.useFakeTimers({ now: Date.now() + 2 * 60_000, toFake: ['Date'] });
  try {
    await saveSlug('services/computing', slug);
    const before = await staff.readDraft('services/training');
    const restored = await restoreVersion({ collection: 'pages', id: 'services/training', revision: withSlug!.id }, staff.admin());
    expect(restored.status).toBe(409);
    expect(restored.body).toMatchObject({ code: 'french_slug_taken', issues: [{ path: 'slug_fr' }] });
    expect(await staff.readDraft('services/training')).toEqual(before);
  } finally {
    vi.useRealTimers();
  }
});
