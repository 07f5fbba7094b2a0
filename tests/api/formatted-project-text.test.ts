import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { created } from '#tests/fixtures/content-api.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A project's formatted description, scope and results (ADR 0056) as the
// portfolio function serves its page: saved through the API, read back as HTML
// with its lists, links and headings, hostile markup inert, and the meta
// description and JSON-LD in plain words.

useBlobsStore();

const language = {
  project: `<html><head>${frameMarks.head}</head><body><main>${frameMarks.main}</main></body></html>`,
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const shells: Shells = { origin: 'https://www.example.test', en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));
const NARROW = '\u202F';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

test('the page shows the description’s heading, list and link, and the results’ bold; raw HTML stays text', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({
      title: 'Formatted description',
      project_summary: '',
      description:
        'We delivered:\n- the **design**\n- the [commissioning](/services/commissioning)\n\n## Contact\n\nWrite to [the plant](mailto:plant@example.com). <img src=x onerror=alert(1)> [bad](javascript:alert(1))',
      key_results: ['Downtime cut by **35 %**'],
      fr: {
        description: 'Nous avons livré :\n1. la **conception** !\n2. la [mise en service](/fr/services/commissioning)',
        key_results: ['Arrêts réduits de **35 %** !'],
      },
    }),
    token,
  );

  const english = await (await pages(new Request(`http://localhost/projects-enhanced/${project.slug}`))).text();
  expect(english).toContain(
    '<div class="formatted-text"><p>We delivered:</p><ul><li>the <strong>design</strong></li><li>the <a href="/services/commissioning">commissioning</a></li></ul><h3>Contact</h3><p>Write to <a href="mailto:plant@example.com">the plant</a>. &lt;img src=x onerror=alert(1)&gt; bad</p></div>',
  );
  expect(english).toContain('<li>Downtime cut by <strong>35 %</strong></li>');
  expect(english).not.toContain('<img src=x');
  expect(english).not.toContain('javascript:');
  // No markup in the description a search engine or a link preview reads.
  expect(english).toContain(
    '<meta name="description" content="We delivered: the design the commissioning Contact Write to the plant. &lt;img src=x onerror=alert(1)&gt; bad">',
  );
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(english)![1]!) as {
    '@graph': { description?: string }[];
  };
  expect(jsonLd['@graph'][0]?.description).toMatch(/^We delivered: the design the commissioning Contact/);

  const french = await (await pages(new Request(`http://localhost/fr/projects-enhanced/${project.slug}`))).text();
  expect(french).toContain(
    `<div class="formatted-text"><p>Nous avons livré\u00A0:</p><ol><li>la <strong>conception</strong>${NARROW}!</li><li>la <a href="/fr/services/commissioning">mise en service</a></li></ol></div>`,
  );
  expect(french).toContain(`<li>Arrêts réduits de <strong>35 %</strong>${NARROW}!</li>`);
});
