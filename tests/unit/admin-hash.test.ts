import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { verifyPassword } from '#functions/auth/passwords.ts';

// `npm run admin:hash`: the hash a new site's owner puts in ADMIN_PASSWORD_HASH.

const script = path.resolve(import.meta.dirname, '../../scripts/admin-hash.ts');

function run(input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [script], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    child.stdin?.end(input);
  });
}

test('admin:hash prints a scrypt string that verifies the password it was given, and nothing of the password', async () => {
  const password = 'correct horse battery staple';
  const { code, stdout } = await run(`${password}\n`);
  expect(code).toBe(0);
  const hash = stdout.trim();
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(stdout).not.toContain(password);
  expect(await verifyPassword(password, hash)).toBe(true);
  expect(await verifyPassword('another password', hash)).toBe(false);
});

test('admin:hash refuses a password shorter than 12 characters and prints no hash', async () => {
  const { code, stdout, stderr } = await run('short\n');
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toContain('at least 12 characters');
});
