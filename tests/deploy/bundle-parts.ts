import type { Bundle, BundledFile } from '#tests/deploy/deployed-functions.ts';

// What a function's zip is made of, in three kinds:
// - Netlify's own files, which its bundler adds to every v2 function and we do
//   not choose (the entry point, the bootstrap with the v2 API, the telemetry
//   loader added while the zisi_add_instrumentation_loader flag is on, its default);
// - assets a function reads as files: the build output it fills (dist/) and
//   the demo photos it stores (functions/seed/photos/);
// - code: our main module and any node_modules package traced beside it.
// The budget of issue 33 holds the code to 300 KB per zip; the other two kinds
// are counted apart.

export type PartKind = 'netlify' | 'asset' | 'code';

export interface BundlePart {
  name: string;
  kind: PartKind;
  files: number;
  bytes: number;
  zipBytes: number;
}

function partOf(file: string): { name: string; kind: PartKind } {
  if (file.startsWith('___netlify-')) {
    const name = file.includes('telemetry') ? 'Netlify telemetry' : file.includes('bootstrap') ? 'Netlify bootstrap' : 'Netlify entry';
    return { name, kind: 'netlify' };
  }
  if (file.startsWith('dist/')) return { name: 'build output (dist/)', kind: 'asset' };
  if (file.startsWith('functions/seed/photos/')) return { name: 'demo photos', kind: 'asset' };
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = file.slice(modules + 'node_modules/'.length).split('/');
    return { name: first!.startsWith('@') ? `${first}/${second}` : first!, kind: 'code' };
  }
  return { name: file.endsWith('.mjs') ? `our code (${file})` : file, kind: 'code' };
}

/** A bundle's files grouped by package (or by Netlify file, asset folder, our module), largest first. */
export function bundleParts(files: readonly BundledFile[]): BundlePart[] {
  const parts = new Map<string, BundlePart>();
  for (const file of files) {
    const { name, kind } = partOf(file.path);
    const part = parts.get(name) ?? { name, kind, files: 0, bytes: 0, zipBytes: 0 };
    part.files += 1;
    part.bytes += file.bytes;
    part.zipBytes += file.zipBytes;
    parts.set(name, part);
  }
  return [...parts.values()].sort((a, b) => b.bytes - a.bytes);
}

export interface BundleSizes {
  zipBytes: number;
  bytes: number;
  /** Compressed bytes of each kind; the zip's own headers are counted with the code. */
  netlifyZipBytes: number;
  assetZipBytes: number;
  codeZipBytes: number;
  /** Unzipped bytes of our code and the packages it ships. */
  codeBytes: number;
}

export function bundleSizes(bundle: Pick<Bundle, 'zipBytes' | 'files'>): BundleSizes {
  const parts = bundleParts(bundle.files);
  const sum = (kind: PartKind, key: 'bytes' | 'zipBytes') =>
    parts.filter((part) => part.kind === kind).reduce((total, part) => total + part[key], 0);
  const netlifyZipBytes = sum('netlify', 'zipBytes');
  const assetZipBytes = sum('asset', 'zipBytes');
  return {
    zipBytes: bundle.zipBytes,
    bytes: parts.reduce((total, part) => total + part.bytes, 0),
    netlifyZipBytes,
    assetZipBytes,
    codeZipBytes: bundle.zipBytes - netlifyZipBytes - assetZipBytes,
    codeBytes: sum('code', 'bytes'),
  };
}
