import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { shellLoader } from '#functions/portfolio/shells.ts';
import { withoutLightboxScript } from '#functions/portfolio/lightbox-script.ts';
import { dist } from '#tests/fixtures/dist.ts';

// The project shell as Astro built it (run after `npm run build`): the inline
// script the portfolio function leaves out of a page without a gallery is the
// lightbox's, and only it (ADR 0088).

const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map(([script]) => script);

test('without the lightbox, a project shell loses exactly its lightbox script, in both languages', async () => {
  const shells = await shellLoader(pathToFileURL(`${dist}/`))();
  for (const locale of ['en', 'fr'] as const) {
    const shell = shells[locale].project;
    const before = scripts(shell);
    const after = scripts(withoutLightboxScript(shell));
    const removed = before.filter((script) => !after.includes(script));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^<script type="module">/);
    expect(removed[0]).toContain('a[data-lightbox]');
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((script) => script.includes('data-lightbox'))).toBe(false);
  }
});
