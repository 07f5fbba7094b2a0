import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aboutTexts } from '#src/content/about.ts';
import { projectsTexts } from '#src/content/case-studies.ts';
import { termsOfService } from '#src/content/legal.ts';
import { privacyPolicyFr } from '#src/content/legal-fr.ts';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import { homeTexts } from '#src/i18n/texts/home.ts';
import type { ImportSummary } from '#src/schemas/backup.ts';
import type { Revision } from '#src/schemas/history.ts';
import type { PageDetail, PagePublished, PageRow } from '#src/schemas/pages.ts';
import { pageIds } from '#src/site/pages.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { historyHandler } from '#functions/api/history.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';
import { pagesHandler } from '#functions/api/pages.ts';
import { readAudit } from '#functions/audit/audit.ts';
import { readPublishedPage } from '#functions/pages/live.ts';
import { sectorProse, serviceProse } from '#functions/pages/seed-prose.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { readCollectionFiles } from '#tests/fixtures/page-content.ts';
import { staffMember } from '#tests/fixtures/staff.ts';
import { documentFields, sendDocument } from '#tests/fixtures/documents.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';

// Pages as content (ADR 0058): the seed equals the texts the site was built
// from, drafts are saved by compare-and-swap, publishing checks the English
// and who publishes, and pages follow the history, the audit log and backups.

useBlobsStore();

let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await adminToken();
  editor = (await staffMember(admin, 'editor', 'pages')).token;
});

const list = (token?: string) => send<PageRow[]>(pagesHandler, getRequest('/api/pages', token));
const read = (id: string, token: string | undefined = admin) =>
  send<PageDetail>(pagesHandler, getRequest(`/api/pages?id=${encodeURIComponent(id)}`, token));
const save = (id: string, body: unknown, token: string | undefined = admin, version?: string) =>
  send<PageDetail & ErrorBody>(
    pagesHandler,
    jsonRequest(`/api/pages?id=${encodeURIComponent(id)}`, 'PUT', body, token, version ? { 'If-Match': `"${version}"` } : {}),
  );
const publish = (id: string, token: string | undefined = admin) =>
  send<PagePublished & ErrorBody>(
    pagesPublishHandler,
    new Request(`http://localhost/api/pages/publish?id=${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );
const versionOf = (page: PageDetail) => page.updated_at ?? 'initial';

/** A page's draft with a change, as the admin's form would send it whole. */
async function changedDraft<T>(id: string, change: (draft: T) => void): Promise<{ page: PageDetail; draft: T }> {
  const page = (await read(id)).body;
  const draft = structuredClone(page.draft) as T;
  change(draft);
  return { page, draft };
}

test('the seed is every page of the navigation, published, with the texts the site was built from', async () => {
  const rows = (await list(admin)).body;
  expect(rows.map((row) => row.id)).toEqual(pageIds);
  expect(rows.every((row) => row.status === 'published' && row.updated_at === undefined)).toBe(true);
  expect(rows.find((row) => row.id === 'services/engineering')).toMatchObject({ title: 'Engineering', path: '/services/engineering' });

  const home = await readPublishedPage('home', 'en');
  expect(home?.content).toMatchObject({
    hero: { headline: homeTexts.en.headline, lead: homeTexts.en.lead, primary_action: homeTexts.en.exploreServices },
    seo: { title: homeTexts.en.title('Caronte Automation') },
  });
  const about = await readPublishedPage('about', 'fr');
  expect(about?.english).toEqual([]);
  // French as typed: the pages apply the typography when they show it, which gives today's text exactly.
  const aboutFr = about?.content as { hero: { headline: string }; who: { story: string } };
  expect(frenchTypography(aboutFr.hero.headline)).toBe(aboutTexts.fr.headline);
  expect(frenchTypography(aboutFr.who.story)).toBe(aboutTexts.fr.story.join('\n\n'));
  const studies = (await readPublishedPage('case-studies', 'en'))?.content as { studies: { title: string; description: string }[] };
  expect(studies.studies.map((study) => [study.title, study.description])).toEqual(
    projectsTexts.en.studies.map((study) => [study.title, study.description]),
  );
  const terms = (await readPublishedPage('terms-of-service', 'en'))?.content as { sections: { title: string; body: string }[] };
  expect(terms.sections[4]).toEqual({
    title: termsOfService[4]!.title,
    body: `You agree not to:\n\n${(termsOfService[4]!.body[1] as string[]).map((item) => `- ${item}`).join('\n')}`,
  });
  const privacyFr = (await readPublishedPage('privacy-policy', 'fr'))?.content as { sections: { title: string }[] };
  expect(privacyFr.sections.map((section) => frenchTypography(section.title))).toEqual(privacyPolicyFr.map((section) => section.title));
  const energy = (await readPublishedPage('sectors/energy', 'en'))?.content as { headline: string; intro: string; art_alt: string };
  const energyYaml = parse(readFileSync(path.join('src', 'content', 'sectors', 'energy.yaml'), 'utf8')) as {
    headline: string;
    intro: string[];
    artAlt: string;
  };
  expect(energy).toMatchObject({ headline: energyYaml.headline, intro: energyYaml.intro.join('\n\n'), art_alt: energyYaml.artAlt });
});

test('the seed keeps the service and sector YAML files exactly', () => {
  for (const [collection, prose] of [
    ['services', serviceProse.en],
    ['fr/services', serviceProse.fr],
    ['sectors', sectorProse.en],
    ['fr/sectors', sectorProse.fr],
  ] as const) {
    const files = Object.fromEntries(readCollectionFiles(collection).map(({ id, data }) => [id, data]));
    expect(prose, collection).toEqual(files);
  }
});

test('a saved draft leaves the published page as it was, and publishing makes it what visitors see', async () => {
  const { page, draft } = await changedDraft<{ en: { hero: { headline: string } }; fr: { hero: { headline: string } } }>('home', (d) => {
    d.en.hero.headline = 'Control systems for 25 years';
    d.fr.hero.headline = '';
  });
  const saved = await save('home', draft, editor, versionOf(page));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body).toMatchObject({ status: 'draft', updated_by: expect.stringMatching(/^pages\./) as unknown });
  expect((await readPublishedPage('home', 'en'))?.content).toMatchObject({ hero: { headline: homeTexts.en.headline } });

  const published = await publish('home', editor);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body.page.status).toBe('published');
  expect(published.body.warnings).toEqual([]);
  expect((await readPublishedPage('home', 'en'))?.content).toMatchObject({ hero: { headline: 'Control systems for 25 years' } });
  // The French left empty shows the English, listed to be marked lang="en".
  const french = await readPublishedPage('home', 'fr');
  expect(french?.content).toMatchObject({ hero: { headline: 'Control systems for 25 years' } });
  expect(french?.english).toEqual(['hero.headline']);
  const row = (await list(admin)).body.find((item) => item.id === 'home');
  expect(row).toMatchObject({ status: 'published', published_by: expect.stringMatching(/^pages\./) as unknown });
});

test('a draft saved over an unseen edit is refused with 409 and the page as stored, losing nothing', async () => {
  const { page, draft } = await changedDraft<{ en: { hero: { lead: string } } }>('about', (d) => {
    d.en.hero.lead = 'First colleague’s lead';
  });
  expect((await save('about', draft, admin, versionOf(page))).status).toBe(200);
  const stale = await save(
    'about',
    { ...draft, en: { ...draft.en, hero: { ...draft.en.hero, lead: 'Second colleague’s lead' } } },
    editor,
    versionOf(page),
  );
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('edit_conflict');
  expect((stale.body as unknown as { current: PageDetail }).current.draft.en).toMatchObject({ hero: { lead: 'First colleague’s lead' } });
  expect((await read('about')).body.draft.en).toMatchObject({ hero: { lead: 'First colleague’s lead' } });
});

test('anonymous requests get 401; an editor cannot publish a legal page, an administrator can', async () => {
  expectRefused(await send(pagesHandler, getRequest('/api/pages')), 401);
  expectRefused(await send(pagesHandler, getRequest('/api/pages?id=home')), 401);
  expectRefused(await send(pagesHandler, jsonRequest('/api/pages?id=home', 'PUT', {})), 401);
  expectRefused(await send(pagesPublishHandler, new Request('http://localhost/api/pages/publish?id=home', { method: 'POST' })), 401);

  const { page, draft } = await changedDraft<{ en: { lead: string } }>('privacy-policy', (d) => {
    d.en.lead = 'What we collect, and why.';
  });
  // Editors edit the legal pages' drafts…
  expect((await save('privacy-policy', draft, editor, versionOf(page))).status).toBe(200);
  // …but publishing them is an administrator's.
  const refused = await publish('privacy-policy', editor);
  expectRefused(refused, 403);
  expect(refused.body.code).toBe('legal_publish_admin_only');
  expect((await readPublishedPage('privacy-policy', 'en'))?.content).not.toMatchObject({ lead: 'What we collect, and why.' });
  expect((await publish('privacy-policy', admin)).status).toBe(200);
  expect((await readPublishedPage('privacy-policy', 'en'))?.content).toMatchObject({ lead: 'What we collect, and why.' });
});

test('publishing refuses an empty required English field, and warns of links to site paths that do not exist', async () => {
  const brochure = documentFields();
  expect((await sendDocument({ token: admin, file: { bytes: tinyPdf('Brochure'), name: 'brochure.pdf' }, fields: brochure })).status).toBe(
    201,
  );
  const { page, draft } = await changedDraft<{ en: { headline: string; intro: string } }>('services/engineering', (d) => {
    d.en.headline = '   ';
    d.en.intro = `See [our training](/services/training), [the team](/about#who), [our brochure](/documents/${brochure.slug!}.pdf), [last year's](/documents/no-such-brochure.pdf) and [nothing](/servces/typo).`;
  });
  expect((await save('services/engineering', draft, editor, versionOf(page))).status).toBe(200);
  const incomplete = await publish('services/engineering', editor);
  expectIssue(incomplete, 'draft.en.headline', 'Text is required');
  expect(incomplete.body.code).toBe('page_incomplete');
  expect((await readPublishedPage('services/engineering', 'en'))?.content).toMatchObject({
    headline: serviceProse.en.engineering!.headline,
  });

  const filled = (await read('services/engineering')).body;
  const complete = { ...filled.draft, en: { ...filled.draft.en, headline: 'Engineering that gets built' } };
  expect((await save('services/engineering', complete, editor, versionOf(filled))).status).toBe(200);
  const published = await publish('services/engineering', editor);
  expect(published.status).toBe(200);
  expect(published.body.warnings).toEqual([
    {
      path: 'en.intro',
      message: 'No page of the site is at /documents/no-such-brochure.pdf',
      code: 'page_link_unknown',
      params: { link: '/documents/no-such-brochure.pdf' },
    },
    { path: 'en.intro', message: 'No page of the site is at /servces/typo', code: 'page_link_unknown', params: { link: '/servces/typo' } },
  ]);
});

test('bad input is a 400 JSON error naming the field, and nothing stored is lost', async () => {
  const before = (await read('sectors/energy')).body;
  const cases: [unknown, string][] = [
    [{ ...before.draft, en: { ...before.draft.en, icon: 'rocket' } }, 'en.icon'],
    [{ ...before.draft, en: { ...before.draft.en, headline: 42 } }, 'en.headline'],
    [{ ...before.draft, en: { ...before.draft.en, lead: 'x'.repeat(1001) } }, 'en.lead'],
    [{ ...before.draft, social_image: 'https://example.com/x.jpg' }, 'social_image'],
    [{ ...before.draft, slug_fr: 'Énergie!' }, 'slug_fr'],
  ];
  for (const [body, field] of cases) {
    const answer = await save('sectors/energy', body, admin, versionOf(before));
    expect(answer.status, field).toBe(400);
    expect(answer.body.issues?.map((issue) => issue.path)).toContain(field);
  }
  expectRefused(
    await send(
      pagesHandler,
      new Request('http://localhost/api/pages?id=about', {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{nope',
      }),
    ),
    400,
  );
  const unknown = await read('services/rockets');
  expectRefused(unknown, 404);
  expect(unknown.body).toMatchObject({ code: 'page_not_found' });
  // A French slug of a page of another kind is refused: the home page has a fixed address.
  expect((await save('home', { ...(await read('home')).body.draft, slug_fr: 'accueil' })).status).toBe(400);
  expect((await read('sectors/energy')).body).toEqual(before);
});

test('a French slug is the page’s own: another service cannot take it', async () => {
  const training = (await read('services/training')).body;
  expect((await save('services/training', { ...training.draft, slug_fr: 'formation' }, admin, versionOf(training))).status).toBe(200);
  const computing = (await read('services/computing')).body;
  const taken = await save('services/computing', { ...computing.draft, slug_fr: 'formation' }, admin, versionOf(computing));
  expect(taken.status).toBe(409);
  expect(taken.body.code).toBe('french_slug_taken');
  expect((await publish('services/training')).status).toBe(200);
  expect((await readPublishedPage('services/training', 'fr'))?.paths.fr).toBe('/fr/services/formation');
});

test('every save and publish is a version in the history and an audit entry; a restore brings back the draft only', async () => {
  const id = 'sectors/pharmaceutical';
  const first = (await read(id)).body;
  const d1 = { ...first.draft, en: { ...first.draft.en, lead: 'Lead one' } };
  const one = (await save(id, d1, admin, versionOf(first))).body;
  expect((await publish(id)).status).toBe(200);
  const d2 = { ...d1, en: { ...d1.en, lead: 'Lead two' } };
  expect((await save(id, d2, admin, versionOf((await read(id)).body))).status).toBe(200);

  const history = await send<Revision[]>(
    historyHandler,
    getRequest(`/api/admin/history?collection=pages&id=${encodeURIComponent(id)}`, admin),
  );
  expect(history.status).toBe(200);
  expect(history.body.map((version) => version.action)).toEqual(['update', 'publish', 'update']);
  const saved = history.body[2]!;
  expect(saved.record).toMatchObject({ updated_at: one.updated_at });

  const restore = await send<{ record: PageDetail }>(
    historyHandler,
    jsonRequest(
      '/api/admin/history',
      'POST',
      { collection: 'pages', id, revision: saved.id, current_revision: history.body[0]!.id },
      editor,
    ),
  );
  expect(restore.status, JSON.stringify(restore.body)).toBe(200);
  const restored = (await read(id)).body;
  expect(restored.draft.en).toMatchObject({ lead: 'Lead one' });
  // What visitors see is what was published, until someone publishes again.
  expect(restored.published.en).toMatchObject({ lead: 'Lead one' });
  expect(restored.status).toBe('published');

  const entries = (await readAudit({})).filter((entry) => entry.collection === 'pages' && entry.item_label === id);
  expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['update', 'publish']));
  const update = entries.find((entry) => entry.action === 'update');
  expect(update).toMatchObject({ item_id: 'sectors_pharmaceutical', outcome: 'success' });
  expect(update?.fields).toContain('draft');
});

test('a backup holds every page, and restoring it brings back drafts and published versions', async () => {
  const exported = await exportHandler(getRequest('/api/admin/export', admin), { ip: freshIp() });
  expect(exported.status).toBe(200);
  const bytes = new Uint8Array(await exported.arrayBuffer());
  const content = JSON.parse(strFromU8(unzipSync(bytes)['content.json']!)) as { pages: PageDetail[] };
  expect(content.pages.map((page) => page.id)).toEqual(pageIds);
  const atBackup = (await read('case-studies')).body;

  const d = { ...atBackup.draft, en: { ...atBackup.draft.en, portfolio_link: 'Changed after the backup' } };
  expect((await save('case-studies', d, admin, versionOf(atBackup))).status).toBe(200);
  expect((await publish('case-studies')).status).toBe(200);

  const imported = await send<ImportSummary>(
    importHandler,
    new Request('http://localhost/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${admin}` },
      body: bytes,
    }),
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  expect(imported.body.pages).toEqual({ changed: 1, unchanged: pageIds.length - 1 });
  expect((await read('case-studies')).body).toEqual(atBackup);
  expect((await readPublishedPage('case-studies', 'en'))?.content).toMatchObject({ portfolio_link: projectsTexts.en.portfolio });
});
