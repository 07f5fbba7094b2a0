import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { dist } from '#tests/fixtures/dist.ts';
import { pageScripts, staticClosure } from '#tests/fixtures/island-scripts.ts';

// What the admin's HTML loads before any screen is usable, read from the build
// (run after `npm run build`): dialogs that no first screen shows come when
// first asked for, so their code is not on the first load.

test('the admin loads no dialog code before one is asked for', () => {
  const { renderers, entries } = pageScripts(readFileSync(path.join(dist, 'admin.html'), 'utf8'));
  const files = [...staticClosure([...renderers, ...entries])];
  expect(
    files.some((file) => file.startsWith('app.')),
    'the app entry',
  ).toBe(true);
  expect(files.filter((file) => /^(dialog|confirm-dialog-view|change-password-dialog)\./.test(file))).toEqual([]);
});
