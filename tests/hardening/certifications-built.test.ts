import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { certificationsFrameLoader } from '#functions/certifications/frames.ts';
import { dist } from '#tests/fixtures/dist.ts';

// The build output the certifications function fills (run after `npm run
// build`, as every hardening suite): each language's page carries the marks
// the function needs, and no script of its own, and so does its frame.

test('the built certifications pages carry both marks and no script of their own (no island, no bundle)', async () => {
  const frames = await certificationsFrameLoader(pathToFileURL(`${dist}/`))();
  for (const html of [frames.pages.en.built, frames.pages.fr.built, frames.pages.en.frame, frames.pages.fr.frame]) {
    expect(html).toContain(certificationsMarks.list);
    expect(html).toContain(certificationsMarks.jsonLd);
    expect(html).not.toContain('<astro-island');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    // The layout's own inline modules (the header's menu, the footer's social links, the audience beacon) are on every page.
    expect(html.match(/<script type="module">/g)?.length ?? 0).toBeLessThanOrEqual(3);
  }
  expect(frames.pages.fr.built).toContain('<html lang="fr"');
});
