import { expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import type { PreviewLink } from '#src/schemas/preview.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { sitePages } from '#src/site/pages.ts';
import { pagesPreviewHandler } from '#functions/api/pages-preview.ts';
import { previewLink } from '#functions/portfolio/preview-links.ts';
import { renderedPageIds } from '#functions/site-pages/frames.ts';
import { pagePreviewLink } from '#functions/site-pages/preview-links.ts';
import { jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// A page's draft previewed at a signed address (ADR 0059, as ADR 0049 for
// projects): rendered by the live page's renderer into its frame, marked as a
// preview, never cached or indexed, framed by the site's own pages only, and
// nothing without a valid signature for that page and language; the published
// page, its cache and its tag stay as they were.

useBlobsStore();

const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/${lang === 'en' ? 'fr/' : ''}page-frames/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<main id="main" tabindex="-1"><ol><li aria-current="page">${frameMarks.title}</li></ol><h1 id="page-title">${frameMarks.title}</h1>` +
  `<p class="page-hero__lead">${frameMarks.lead}</p>${frameMarks.hero}${frameMarks.main}</main></body></html>`;
const visit = siteVisitor(testFrames((_, lang) => frame(lang), { en: '<h1>Not found</h1>', fr: '<h1>Introuvable</h1>' }));
const staff = usePageStaff();
const admin = () => staff.admin();

const linkFor = (id: string, body: unknown, token: string | null = admin()) =>
  send<PreviewLink & { code?: string }>(pagesPreviewHandler, jsonRequest(`/api/pages/preview?id=${id}`, 'POST', body, token ?? undefined));

interface LegalDraft {
  en: { title: string; lead: string; sections: { title: string; body: string }[] };
  fr: { title?: string };
}

/** Saves a new draft of the privacy policy: its English and French titles changed. */
async function saveDraft(title: { en: string; fr: string }): Promise<void> {
  await staff.saveDraft('privacy-policy', (stored) => {
    const draft = stored as unknown as LegalDraft;
    draft.en.title = title.en;
    draft.fr.title = title.fr;
    return draft;
  });
}

test('a draft previewed in French: its text in the live page’s frame, marked, never kept or indexed; the live page unchanged', async () => {
  const purged = staff.watchPurges();
  await saveDraft({ en: 'Privacy, in draft', fr: 'Confidentialité en brouillon' });

  const link = await linkFor('privacy-policy', { lang: 'fr' });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  expect(link.body.url).toMatch(/^\/fr\/preview\/pages\/privacy-policy\?expires=\d+&sig=[\w-]+$/);
  expect(Date.parse(link.body.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
  expect(link.headers.get('cache-control')).toMatch(/private|no-store/);

  const preview = await visit(link.body.url);
  expect(preview.response.status).toBe(200);
  expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
  expect(preview.response.headers.get('netlify-cdn-cache-control')).toBe('no-store');
  expect(preview.response.headers.get('netlify-cache-tag')).toBeNull();
  expect(preview.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(preview.response.headers.get('referrer-policy')).toBe('no-referrer');
  // The admin frames it; no other site may.
  expect(preview.response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(preview.response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  const { html } = preview;
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('<h1 id="page-title">Confidentialité en brouillon</h1>');
  expect(html).toContain(
    '<main id="main" tabindex="-1"><div class="container"><p class="preview-banner preview-banner--page" role="note">Aperçu du brouillon\u00a0:',
  );
  expect(html).toMatch(/<title>Aperçu\u00a0: [^<]*\| Caronte Automation<\/title>/);
  expect(html).toContain('<meta name="robots" content="noindex, follow">');
  expect(html).not.toContain('rel="canonical"');
  // The language switch leads to the English preview, signed to the same expiry.
  const twin = /<a class="language-switch" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(twin).toMatch(new RegExp(`^/preview/pages/privacy-policy\\?expires=${String(Date.parse(link.body.expires_at))}&sig=`));
  const english = await visit(twin);
  expect(english.response.status).toBe(200);
  expect(english.html).toContain('<h1 id="page-title">Privacy, in draft</h1>');

  // The live page still shows the published text, cached under its tag as before; nothing was purged.
  for (const path of ['/privacy-policy', '/fr/privacy-policy']) {
    const live = await visit(path);
    expect(live.html, path).not.toMatch(/in draft|en brouillon|preview-banner/);
    expect(live.response.headers.get('netlify-cache-tag')).toBe('page-privacy-policy,navigation,credentials');
    expect(live.response.headers.get('x-frame-options')).toBe('DENY');
  }
  expect((await visit('/privacy-policy')).html).toContain('<h1 id="page-title">Privacy Policy</h1>');
  expect(purged()).toEqual([]);
});

test('a preview address opens nothing once changed, expired, or used for another page, language or purpose', async () => {
  await saveDraft({ en: 'Secret draft title', fr: 'Titre secret' });
  const { url } = pagePreviewLink('privacy-policy', 'en');
  const query = url.slice(url.indexOf('?'));
  const sig = new URL(url, 'https://x.test').searchParams.get('sig') ?? '';
  const project = previewLink('privacy-policy', 'en').url;
  for (const attempt of [
    pagePreviewLink('privacy-policy', 'en', Date.now() - 31 * 60 * 1000).url,
    url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
    url.replace(/expires=\d+/, `expires=${String(Date.now() + 24 * 60 * 60 * 1000)}`),
    '/preview/pages/privacy-policy',
    `/preview/pages/terms-of-service${query}`,
    `/fr/preview/pages/privacy-policy${query}`,
    // A project's signature for the same id and language is not a page's.
    `/preview/pages/privacy-policy${project.slice(project.indexOf('?'))}`,
  ]) {
    const answer = await visit(attempt);
    expect(answer.response.status, attempt).toBe(403);
    expect(answer.response.headers.get('cache-control'), attempt).toBe('private, no-store');
    expect(answer.html, attempt).toMatch(/This preview address is not valid, or has expired\.|Cette adresse d’aperçu n’est pas valable/);
    expect(answer.html, attempt).not.toContain('Secret draft');
  }
  // A page the function does not render has no preview, whatever the address carries.
  const notRendered = sitePages.find((page) => !(renderedPageIds as readonly string[]).includes(page.id));
  if (notRendered) {
    const signed = pagePreviewLink(notRendered.id, 'en').url;
    expect((await visit(signed)).response.status).toBe(404);
  }
  expect((await visit('/preview/pages/%E0%A4%A')).response.status).toBe(404);
});

test('only staff get a preview address, of a page the site renders from its stored text', async () => {
  expect((await linkFor('privacy-policy', { lang: 'en' }, null)).status).toBe(401);
  expect((await linkFor('privacy-policy', { lang: 'en' }, 'not-a-session')).status).toBe(401);
  // A preview's signature is no session.
  const { url } = pagePreviewLink('privacy-policy', 'en');
  expect((await linkFor('privacy-policy', { lang: 'en' }, new URL(url, 'https://x.test').searchParams.get('sig') ?? '')).status).toBe(401);
  // Editors edit the legal pages' drafts, though only administrators publish them: they preview them too.
  const editor = await staffMember(admin(), 'editor');
  const editorLink = await linkFor('terms-of-service', { lang: 'en' }, editor.token);
  expect(editorLink.status).toBe(200);
  expect((await visit(editorLink.body.url)).response.status).toBe(200);

  expect((await linkFor('privacy-policy', { lang: 'de' })).status).toBe(400);
  const unknown = await linkFor('no-such-page', { lang: 'en' });
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('page_not_found');
  const notRendered = sitePages.find((page) => !(renderedPageIds as readonly string[]).includes(page.id));
  if (notRendered) {
    const refused = await linkFor(notRendered.id, { lang: 'en' });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('page_preview_unavailable');
  }
});
