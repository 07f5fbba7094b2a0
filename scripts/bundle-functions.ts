import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

// Netlify's bundler traces a v2 function's npm packages as whole files (it
// forces @vercel/nft for them and bundles only our own code): zod's whole
// package, React DOM's, Netlify's telemetry loader and more, about 1 MB per zip
// (docs/decisions/0082-functions-pre-bundled-with-esbuild.md). So the build
// bundles each netlify/functions/*.mts first, with its packages, tree-shaken
// and minified, into one ES module in .netlify/functions-bundled/ (build
// output, ignored like the rest of .netlify/), the directory netlify.toml hands
// Netlify's bundler, which then traces one file.
//
// The output sits two folders deep, as netlify/functions/ does, so the
// addresses functions read files at (`new URL('../../dist/', import.meta.url)`)
// resolve the same from either. The source files each bundle holds are listed
// in .netlify/functions-bundled-sources.json for the deploy check.

const root = path.resolve(import.meta.dirname, '..');
const sourceDirectory = path.join(root, 'netlify', 'functions');
const bundledFunctionsDirectory = path.join(root, '.netlify', 'functions-bundled');
const bundledSourcesFile = path.join(root, '.netlify', 'functions-bundled-sources.json');

/** Bundles every function into .netlify/functions-bundled/<name>.mjs; returns each function's source files, relative to the project. */
export async function bundleFunctionSources(): Promise<Record<string, string[]>> {
  const entries = (await readdir(sourceDirectory)).filter((file) => file.endsWith('.mts')).sort();
  await rm(bundledFunctionsDirectory, { recursive: true, force: true });
  const result = await build({
    entryPoints: entries.map((file) => path.join(sourceDirectory, file)),
    outdir: bundledFunctionsDirectory,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    // React DOM's server renderer and others pick their production build by it.
    define: { 'process.env.NODE_ENV': '"production"' },
    // The CommonJS packages (jsonwebtoken, React DOM's server) require Node's
    // built-ins, which an ES module can only do through a require of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    absWorkingDir: root,
    logLevel: 'error',
  });
  const sources: Record<string, string[]> = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    const name = path.basename(output, '.mjs');
    sources[name] = Object.keys(meta.inputs)
      .filter((input) => !input.includes('node_modules/'))
      .sort();
  }
  await writeFile(bundledSourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
  return sources;
}

if (import.meta.main) {
  const sources = await bundleFunctionSources();
  console.log(`Bundled ${Object.keys(sources).length} functions into ${path.relative(root, bundledFunctionsDirectory)}/`);
}
