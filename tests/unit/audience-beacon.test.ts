import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { AUDIENCE_OPT_OUT_KEY } from '#src/lib/audience/beacon-settings.ts';
import { audienceTexts } from '#src/i18n/texts/audience.ts';
import { retention } from '#src/lib/privacy/retention.ts';

// The beacon and the privacy policy's switch import nothing, so that each
// stays an inline script in its page; they repeat the opt-out key, held
// here to beacon-settings.ts. The policy's block states the retention
// of src/lib/privacy/retention.ts.

const source = (name: string) => readFileSync(new URL(`../../src/components/${name}`, import.meta.url), 'utf8');

test('the beacon uses the shared opt-out key, and imports nothing', () => {
  const beacon = source('AudienceBeacon.astro');
  expect(beacon).toContain(`const OPT_OUT_KEY = '${AUDIENCE_OPT_OUT_KEY}';`);
  const script = /<script>([\s\S]*)<\/script>/.exec(beacon)?.[1] ?? '';
  expect(script).not.toMatch(/^\s*import /m);
});

test('the privacy policy switch writes the same key, and nothing else', () => {
  const notice = source('AudienceNotice.astro');
  expect(notice).toContain(`const AUDIENCE_OPT_OUT_KEY = '${AUDIENCE_OPT_OUT_KEY}';`);
  expect(notice.match(/localStorage\.setItem\(/g)).toHaveLength(1);
  expect(notice).not.toMatch(/sessionStorage|document\.cookie/);
});

test('the privacy policy states the retention periods the code applies, in both languages', () => {
  expect(audienceTexts.en.kept).toContain(`twenty-five months (${retention.audienceMonths})`);
  expect(audienceTexts.fr.kept).toContain(`vingt-cinq mois (${retention.audienceMonths})`);
  expect(audienceTexts.en.kept).toContain('one day');
});
