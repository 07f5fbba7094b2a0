import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { expect, test } from 'vitest';
import { frameMarks } from '#src/site/frame-marks.ts';
import { metaDescription, pageDescription, pageTitle, projectHead } from '#functions/portfolio/head.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { fillListShell, fillProjectShell, withLanguageSwitch } from '#functions/portfolio/shells.ts';
import { portfolioSitemap } from '#functions/portfolio/sitemap.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';

// What the portfolio function writes around React's markup: the head, the
// filled shell and the sitemap, escaped; and the page headers netlify.toml
// gives every static page, which function responses do not get from it.

const root = path.resolve(import.meta.dirname, '..', '..');
const hostile = `<script>alert("x")</script> & 'quotes' $& $1`;

test('the description is the summary, or cut at a word with an ellipsis within 160 characters', () => {
  expect(metaDescription(aPublishedProject())).toBe('One SCADA for forty tanks.');
  const long = 'Forty tanks, three jetties and a truck loading rack moved to one SCADA with a shared alarm philosophy, '.repeat(3);
  const cut = metaDescription(aPublishedProject({ project_summary: long }));
  expect(cut.length).toBeLessThanOrEqual(160);
  expect(cut.endsWith('…')).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(long[cut.length - 1]).toMatch(/[\s,]/);
  // No summary: the description's start, else a sentence from the title and client.
  expect(metaDescription(aPublishedProject({ project_summary: '', description: 'First\n\nSecond' }))).toBe('First Second');
  expect(metaDescription(aPublishedProject({ project_summary: '' }))).toBe('Tank farm SCADA, a project for Raffinerie de Lavéra.');
});

test('a search title and description of its own replace the derived ones; the company is named once; French falls back per field', () => {
  const project = aPublishedProject({
    seo_title: 'SCADA & tanks',
    fr: { ...aPublishedProject().fr, title: 'SCADA de parc', seo_description: 'Quarante bacs sur un SCADA.' },
  });
  expect(pageTitle(project)).toBe('SCADA & tanks | Caronte Automation');
  expect(pageTitle(aPublishedProject({ seo_title: 'Caronte Automation: tank farm SCADA' }))).toBe('Caronte Automation: tank farm SCADA');
  expect(pageTitle(project, 'fr')).toBe('SCADA & tanks | Caronte Automation');
  expect(pageDescription(project)).toBe('One SCADA for forty tanks.');
  expect(pageDescription(project, 'fr')).toBe('Quarante bacs sur un SCADA.');
  const head = projectHead(project, 'https://example.test');
  expect(head).toContain('<title>SCADA &amp; tanks | Caronte Automation</title>');
  expect(head).toContain('<meta name="twitter:title" content="SCADA &amp; tanks | Caronte Automation">');
  // The JSON-LD still names the project by its title.
  expect(head).toContain('"name":"Tank farm SCADA"');
});

test('stored text cannot break out of the head: attributes and the JSON-LD are escaped', () => {
  const head = projectHead(aPublishedProject({ title: hostile, client: hostile, project_summary: hostile }), 'https://example.test');
  expect(head).not.toContain('<script>alert');
  expect(head).toContain(
    '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27; $&amp; $1 | Caronte Automation</title>',
  );
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
  expect(jsonLd).not.toContain('<');
  expect(JSON.stringify(JSON.parse(jsonLd))).toContain(hostile.replace(/"/g, '\\"'));
});

test('uploaded images reach the social cards and the JSON-LD as whole addresses; outside ones stay as they are', () => {
  const head = projectHead(
    aPublishedProject({ featured_image: '/uploads/photo.png', logo_url: 'https://cdn.example.org/logo.svg' }),
    'https://example.test',
  );
  expect(head).toContain('<meta property="og:image" content="https://example.test/uploads/photo.png">');
  expect(head).toContain('<meta name="twitter:image" content="https://example.test/uploads/photo.png">');
  const graph = (
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!) as { '@graph': Record<string, unknown>[] }
  )['@graph'];
  expect(graph[0]).toMatchObject({
    image: 'https://example.test/uploads/photo.png',
    sponsor: { logo: 'https://cdn.example.org/logo.svg' },
  });
  const uploadedLogo = projectHead(aPublishedProject({ logo_url: '/uploads/logo.svg' }), 'https://example.test');
  expect(uploadedLogo).toContain('"logo":"https://example.test/uploads/logo.svg"');
});

test('filling the shell escapes the text marks and keeps "$" in content literal', () => {
  const shell = `<head>${frameMarks.head}</head><p>${frameMarks.eyebrow}</p><h1>${frameMarks.title}</h1><li>${frameMarks.title}</li><p>${frameMarks.lead}</p><main>${frameMarks.main}</main>`;
  const html = fillProjectShell(shell, { head: '<title>$&</title>', main: '<p>$1 $&</p>', title: hostile, eyebrow: 'Client', lead: '$`' });
  expect(html).toBe(
    `<head><title>$&</title></head><p>Client</p><h1>${escapedHostile}</h1><li>${escapedHostile}</li><p>$\`</p><main><p>$1 $&</p></main>`,
  );
});
const escapedHostile = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27; $&amp; $1';

test('the sitemap lists each project page in both languages with its last change and its twins', () => {
  const xml = portfolioSitemap(
    [aPublishedProject(), aPublishedProject({ slug: 'b&b', updated_at: '2026-03-01T00:00:00.000Z' })],
    'https://example.test',
  );
  const twins =
    '<xhtml:link rel="alternate" hreflang="en" href="https://example.test/projects-enhanced/tank-farm-scada"/>' +
    '<xhtml:link rel="alternate" hreflang="fr" href="https://example.test/fr/projects-enhanced/tank-farm-scada"/>' +
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/projects-enhanced/tank-farm-scada"/>';
  expect(xml).toContain(
    `<url><loc>https://example.test/projects-enhanced/tank-farm-scada</loc><lastmod>2026-02-01T10:00:00.000Z</lastmod>${twins}</url>`,
  );
  expect(xml).toContain(
    `<url><loc>https://example.test/fr/projects-enhanced/tank-farm-scada</loc><lastmod>2026-02-01T10:00:00.000Z</lastmod>${twins}</url>`,
  );
  expect(xml).toContain('<loc>https://example.test/projects-enhanced/b%26b</loc>');
  expect(xml).toContain('<loc>https://example.test/fr/projects-enhanced/b%26b</loc>');
  expect(xml.match(/<url>/g)).toHaveLength(4);
  const hidden = portfolioSitemap([aPublishedProject(), aPublishedProject({ slug: 'hidden', noindex: true })], 'https://example.test');
  expect(hidden).not.toContain('hidden');
  expect(hidden.match(/<url>/g)).toHaveLength(2);
});

test('a French project page reads the French texts, falls back to English per field, and names its English twin', () => {
  const project = aPublishedProject({
    fr: { ...aPublishedProject().fr, title: 'SCADA de parc de stockage', project_summary: '' },
    sectors: [{ id: 's1', name: 'Oil & Gas', slug: 'oil-gas', display_order: 1, fr: { name: 'Pétrole et gaz' } }],
  });
  const head = projectHead(project, 'https://example.test', 'fr');
  expect(head).toContain('<title>SCADA de parc de stockage | Caronte Automation</title>');
  expect(head).toContain('<link rel="canonical" href="https://example.test/fr/projects-enhanced/tank-farm-scada">');
  expect(head).toContain('<link rel="alternate" hreflang="en" href="https://example.test/projects-enhanced/tank-farm-scada">');
  expect(head).toContain('<link rel="alternate" hreflang="fr" href="https://example.test/fr/projects-enhanced/tank-farm-scada">');
  expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://example.test/projects-enhanced/tank-farm-scada">');
  expect(head).toContain('<meta property="og:locale" content="fr_FR">');
  expect(head).toContain('<meta property="og:locale:alternate" content="en_GB">');
  // No French summary: the English one describes the page.
  expect(head).toContain('<meta name="description" content="One SCADA for forty tanks.">');
  expect(head).toContain('Pétrole et gaz');
  const graph = (
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!) as { '@graph': Record<string, unknown>[] }
  )['@graph'];
  expect(graph[0]).toMatchObject({ inLanguage: 'fr', name: 'SCADA de parc de stockage' });
  // The English page names the French one in return.
  const english = projectHead(project, 'https://example.test');
  expect(english).toContain('<link rel="canonical" href="https://example.test/projects-enhanced/tank-farm-scada">');
  expect(english).toContain('<link rel="alternate" hreflang="fr" href="https://example.test/fr/projects-enhanced/tank-farm-scada">');
  expect(english).toContain('<title>Tank farm SCADA | Caronte Automation</title>');
});

test('texts a French page shows in English are marked lang="en"; the language switch points at the twin', () => {
  const shell = `<h1>${frameMarks.title}</h1><p>${frameMarks.eyebrow}</p><p>${frameMarks.lead}</p>${frameMarks.head}${frameMarks.main}`;
  const html = fillProjectShell(shell, {
    head: '',
    main: '',
    title: 'Tank farm SCADA',
    eyebrow: 'Client',
    lead: 'Résumé',
    english: { title: true },
  });
  expect(html).toBe('<h1><span lang="en">Tank farm SCADA</span></h1><p>Client</p><p>Résumé</p>');
  const page = '<a class="language-switch" href="/fr/portfolio-shell/project" hreflang="fr" lang="fr" data-language-switch>Français</a>';
  expect(withLanguageSwitch(page, '/fr/projects-enhanced/a&b')).toBe(
    '<a class="language-switch" href="/fr/projects-enhanced/a&amp;b" hreflang="fr" lang="fr" data-language-switch>Français</a>',
  );
});

test('portfolio pages carry exactly the headers netlify.toml gives every static page', async () => {
  const resolved = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, context: 'production', buffer: true });
  const headers = (resolved.config as { headers: { for: string; values: Record<string, string> }[] }).headers;
  expect(headers.find((rule) => rule.for === '/*')?.values).toEqual(pageHeaders);
});

test('page 2 and after of the list name themselves: canonical, og:url and the page in the title, escaped', () => {
  const shell = {
    before:
      '<title>Project Portfolio | Caronte Automation</title><link rel="canonical" href="https://example.fr/projects-enhanced"><meta property="og:url" content="https://example.fr/projects-enhanced"><astro-island>',
    after: '</astro-island>',
    prefix: '',
  };
  expect(fillListShell(shell, '<ul></ul>')).toBe(`${shell.before}<ul></ul>${shell.after}`);
  const second = fillListShell(shell, '<ul></ul>', { url: 'https://example.fr/projects-enhanced?page=2&x="<', page: 2 });
  expect(second).toContain('<title>Project Portfolio, page 2 | Caronte Automation</title>');
  expect(second).toContain('<link rel="canonical" href="https://example.fr/projects-enhanced?page=2&amp;x=&quot;&lt;">');
  expect(second).toContain('<meta property="og:url" content="https://example.fr/projects-enhanced?page=2&amp;x=&quot;&lt;">');
  expect(second).toContain('<ul></ul>');
});

test('page 2 of the list names page 2 of each language as its alternates', () => {
  const shell = {
    before:
      '<title>Portfolio de projets | Caronte Automation</title><link rel="canonical" href="https://example.fr/fr/projects-enhanced"><link rel="alternate" hreflang="en" href="https://example.fr/projects-enhanced"><link rel="alternate" hreflang="fr" href="https://example.fr/fr/projects-enhanced"><link rel="alternate" hreflang="x-default" href="https://example.fr/projects-enhanced"><astro-island>',
    after: '</astro-island>',
    prefix: '',
  };
  const second = fillListShell(shell, '', { url: 'https://example.fr/fr/projects-enhanced?page=2', page: 2 });
  expect(second).toContain('<title>Portfolio de projets, page 2 | Caronte Automation</title>');
  expect(second).toContain('<link rel="alternate" hreflang="en" href="https://example.fr/projects-enhanced?page=2">');
  expect(second).toContain('<link rel="alternate" hreflang="fr" href="https://example.fr/fr/projects-enhanced?page=2">');
  expect(second).toContain('<link rel="alternate" hreflang="x-default" href="https://example.fr/projects-enhanced?page=2">');
});
