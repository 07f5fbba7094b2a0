import { expect, test } from 'vitest';
import { paths, safeReturnPath } from '#admin/lib/paths.ts';

// After sign-in the admin returns to the page first asked for: never to another site.

test.each([
  '//evil.example/admin',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '',
  42,
  undefined,
])('a return path of %j goes to the dashboard instead', (candidate) => {
  expect(safeReturnPath(candidate)).toBe(paths.dashboard);
});

test('the login page itself is not a place to return to', () => {
  expect(safeReturnPath(paths.login)).toBe(paths.dashboard);
  expect(safeReturnPath(`${paths.login}?next=1`)).toBe(paths.dashboard);
});

test('an admin page with its query comes back as it was', () => {
  expect(safeReturnPath('/projects?status=draft')).toBe('/projects?status=draft');
});
