import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import { navigationTexts } from '#src/i18n/texts/navigation.ts';
import { dist } from '#tests/fixtures/dist.ts';

// Netlify's 404 pages are built files no function rewrites (ADR 0078, run
// after `npm run build`): they must name no service or sector, whose published
// names may differ from the build. Their footer links the Services and
// Sectors lists instead, which the site-pages function answers with the
// published names.

const files: Record<Locale, string> = { en: '404.html', fr: path.join('fr', '404.html') };
/** A name as Astro writes it in an element's text. */
const asText = (name: string) => `>${name.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}<`;

test('the built 404 pages name no service or sector: their footer links the two lists', async () => {
  for (const locale of ['en', 'fr'] as const) {
    const html = await readFile(path.join(dist, files[locale]), 'utf8');
    expect(html, locale).toContain(`<html lang="${locale}"`);
    expect(html, locale).not.toContain('data-nav');
    const names = [...Object.values(navigationTexts[locale].services), ...Object.values(navigationTexts[locale].sectors)];
    for (const name of names) expect(html, `${locale}: ${name}`).not.toContain(asText(name));
    const services = /<nav aria-labelledby="footer-services"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const prefix = locale === 'en' ? '' : '/fr';
    expect([...services.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([`${prefix}/services`, `${prefix}/sectors`]);
  }
});
