import { expect, test } from 'vitest';
import { widestSlot } from '#src/lib/images/widest-slot.ts';

// The widest slot a `sizes` attribute names, which bounds a photo's srcset.

test('each entry counts over the viewports it applies to, up to the condition before it', () => {
  // The list's cards: one column below 48rem (768 px less 2rem of gutters is the widest), two, then 22rem.
  expect(widestSlot('(min-width: 72rem) 22rem, (min-width: 48rem) calc(50vw - 2.75rem), calc(100vw - 2rem)')).toBe(736);
  // The project page's hero: the story column beside the facts, or the screen less its gutters below 62rem.
  expect(widestSlot('(min-width: 72rem) 49rem, (min-width: 62rem) calc(100vw - 25rem), calc(100vw - 2rem)')).toBe(960);
  // The gallery's thumbnails: a third of a screen under 62rem is the widest.
  expect(widestSlot('(min-width: 62rem) 16rem, (min-width: 36rem) 33vw, 50vw')).toBeCloseTo(327.36);
  expect(widestSlot('(min-width: 900px) 300px, 200px')).toBe(300);
});

test('a slot without a bound, or a form it does not read, sets no limit', () => {
  expect(widestSlot('100vw')).toBe(Infinity);
  expect(widestSlot('(min-width: 60rem) 50vw, 100vw')).toBe(Infinity);
  expect(widestSlot('(max-width: 600px) 100vw, 600px')).toBe(Infinity);
  expect(widestSlot('min(100vw, 40rem)')).toBe(Infinity);
  expect(widestSlot('calc(100vw * 2)')).toBe(Infinity);
  expect(widestSlot('')).toBe(Infinity);
});

test('viewports below the last condition with no entry left take 100vw, as browsers do', () => {
  expect(widestSlot('(min-width: 40rem) 20rem')).toBe(640);
});
