import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// The HTML files an `astro build` wrote, rewritten in place by the
// integrations that finish pages after the build.

interface BuiltPage {
  pathname: string;
}

export async function rewriteBuiltPages(dir: URL, pages: readonly BuiltPage[], transform: (html: string) => string): Promise<void> {
  const root = fileURLToPath(dir);
  await Promise.all(
    pages.map(async ({ pathname }) => {
      const file =
        pathname === '' ? `${root}index.html` : pathname.endsWith('/') ? `${root}${pathname}index.html` : `${root}${pathname}.html`;
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) return;
      const rewritten = transform(html);
      if (rewritten !== html) await writeFile(file, rewritten);
    }),
  );
}
