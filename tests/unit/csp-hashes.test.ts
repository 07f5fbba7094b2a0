import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { pruneCspHashes } from '#src/integrations/csp-hashes-per-page.ts';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

const menu = 'document.body.dataset.menu="1"';
const other = 'console.log("another page")';
const style = '.a{color:red}';

test('a page keeps the hashes of its own inline scripts and styles and drops every other page’s', () => {
  const policy = `default-src 'self'; script-src 'self' '${hash(menu)}' '${hash(other)}'; style-src 'self' '${hash('.b{}')}' '${hash(style)}';`;
  const html = page(policy, `<style>${style}</style><script type="module">${menu}</script><script src="/x.js"></script>`);
  expect(pruneCspHashes(html)).toBe(
    page(
      `default-src 'self'; script-src 'self' '${hash(menu)}'; style-src 'self' '${hash(style)}';`,
      `<style>${style}</style><script type="module">${menu}</script><script src="/x.js"></script>`,
    ),
  );
});

test('a page with no inline element keeps only self, and a page with no policy is left as it is', () => {
  const policy = `script-src 'self' '${hash(other)}'; style-src 'self' '${hash(style)}';`;
  expect(pruneCspHashes(page(policy, '<p>text</p>'))).toBe(page("script-src 'self'; style-src 'self';", '<p>text</p>'));
  const plain = '<html><head></head><body><script>1</script></body></html>';
  expect(pruneCspHashes(plain)).toBe(plain);
});
