import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { legalUpdates, privacyPolicy, termsOfService } from '#src/content/legal.ts';
import { legalUpdatesFr, privacyPolicyFr, termsOfServiceFr } from '#src/content/legal-fr.ts';

// The legal pages show the date their text last changed. The digest pins the
// text that date belongs to: edit a text (or the company details it quotes)
// and this fails until the date and digest are moved together.

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

test.each([
  ['English', 'privacyPolicy', privacyPolicy, legalUpdates],
  ['English', 'termsOfService', termsOfService, legalUpdates],
  ['French', 'privacyPolicy', privacyPolicyFr, legalUpdatesFr],
  ['French', 'termsOfService', termsOfServiceFr, legalUpdatesFr],
] as const)('the %s %s date belongs to its current text', (_language, key, sections, updates) => {
  const update = updates[key];
  expect(update.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Number.isNaN(Date.parse(update.date))).toBe(false);
  expect(
    digest(sections),
    `The ${key} text changed: set legalUpdates.${key} to { date: '<the day of the change>', digest: '${digest(sections)}' }`,
  ).toBe(update.digest);
});
