import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashPasswordWith, PASSWORD_PARAMS } from '#functions/auth/passwords.ts';
import { resetPasswordSchema } from '#src/schemas/auth.ts';

// `npm run admin:hash`: asks for the admin password (not echoed) and prints the
// scrypt string to put in ADMIN_PASSWORD_HASH, so the password itself never sits
// in the Netlify dashboard. Piped input works too: `printf %s "$PW" | npm run -s admin:hash`.

async function readPassword(): Promise<string> {
  const interactive = process.stdin.isTTY;
  // On a terminal the prompt goes to stderr and typed characters are not echoed.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: interactive ? muted : undefined, terminal: interactive });
  if (interactive) process.stderr.write('Admin password (12+ characters, not shown): ');
  for await (const line of lines) {
    lines.close();
    if (interactive) process.stderr.write('\n');
    return line;
  }
  return '';
}

const password = await readPassword();
const checked = resetPasswordSchema.shape.new_password.safeParse(password);
if (!checked.success) {
  process.stderr.write(`${checked.error.issues[0]?.message ?? 'Invalid password'}\n`);
  process.exit(1);
}
process.stdout.write(`${await hashPasswordWith(checked.data, PASSWORD_PARAMS)}\n`);
process.stderr.write(
  'Set this as ADMIN_PASSWORD_HASH (with ADMIN_USERNAME and JWT_SECRET) in Site configuration → Environment variables.\n',
);
