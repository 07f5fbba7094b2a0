import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

// Node strips TypeScript types but does not compile JSX, and the portfolio
// function renders the site's React components (src/portfolio/*.tsx) to HTML.
// On Netlify, esbuild bundles them with the function; in the local platform,
// which imports the functions' sources, this hook compiles .tsx files with the
// same esbuild as they load, the way tsconfig.json's `jsx` setting says.

let registered = false;

export function compileTsxOnImport(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
      const source = readFileSync(fileURLToPath(url), 'utf8');
      const { code } = transformSync(source, { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: fileURLToPath(url) });
      return { format: 'module', source: code, shortCircuit: true };
    },
  });
}
