import { expect, test } from 'vitest';
import { moveIslandStyles } from '#src/integrations/island-styles-in-head.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

test('the islands stylesheet moves from body to the end of head', () => {
  const html = `<html><head><title>x</title></head><body><p>a</p>${style}<astro-island></astro-island></body></html>`;
  expect(moveIslandStyles(html)).toBe(
    `<html><head><title>x</title>${style}</head><body><p>a</p><astro-island></astro-island></body></html>`,
  );
});

test('a page without islands, or with the style already in head, is left as it is', () => {
  const plain = '<html><head></head><body><p>a</p></body></html>';
  const done = `<html><head>${style}</head><body></body></html>`;
  expect(moveIslandStyles(plain)).toBe(plain);
  expect(moveIslandStyles(done)).toBe(done);
});
