import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '#functions/auth/passwords.ts';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { bundleParts, bundleSizes, type BundlePart, type BundleSizes } from '#tests/deploy/bundle-parts.ts';
import { bundleFunctions, Deploy, type Bundle, type ColdStart } from '#tests/deploy/deployed-functions.ts';
import { medianOf } from './admin-list.ts';

// Every function as Netlify deploys it (bench/functions.ts, `npm run bench -- functions`):
// bundled by Netlify's own bundler into the zip it uploads, exactly as the
// deploy check does (tests/deploy/deployed-functions.ts), its files grouped by
// package, and cold-started RUNS times, each in a fresh process through
// Netlify's own bootstrap, answering one request to its first route (a
// scheduled function: the invocation Netlify's scheduler sends).

export const RUNS = 3;

export interface FunctionFigures extends BundleSizes {
  name: string;
  parts: BundlePart[];
  coldStarts: ColdStart[];
}

/** A request the function answers: its first route with every parameter filled, or its scheduled invocation. */
function firstRequest(bundle: Bundle): { request: Request; function?: string } {
  const route = bundle.routes[0];
  if (!route) {
    const body = JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() });
    return {
      request: new Request(`https://bench.example/.netlify/functions/${bundle.name}`, { method: 'POST', body }),
      function: bundle.name,
    };
  }
  const pathname = route.pattern.replace(/:\w+/g, 'bench').replace(/\*/g, 'bench');
  const method = route.methods.length === 0 || route.methods.includes('GET') ? 'GET' : route.methods[0]!;
  return { request: new Request(`https://bench.example${pathname}`, { method, body: method === 'GET' ? null : '{}' }) };
}

export async function measureFunctions(): Promise<FunctionFigures[]> {
  const bundles = await bundleFunctions();
  const blobsDirectory = await mkdtemp(path.join(tmpdir(), 'bench-functions-'));
  const blobs = await startBlobsServer(blobsDirectory);
  const env = {
    JWT_SECRET: '3f9c1b7e8d2a4c6f0e1d3b5a7c9e2f4a6b8d0c1e3f5a7b9d2c4e6f8a0b1c3d5e',
    ADMIN_USERNAME: 'bench-owner',
    ADMIN_PASSWORD_HASH: await hashPassword('a passphrase for the bench'),
  };
  try {
    const figures: FunctionFigures[] = [];
    for (const bundle of [...bundles.list].sort((a, b) => a.name.localeCompare(b.name))) {
      const coldStarts: ColdStart[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A deploy of its own: the function's process starts cold for this one request.
        const deploy = new Deploy(bundles, blobs, { context: 'production', env });
        try {
          const { request, function: name } = firstRequest(bundle);
          await deploy.fetch(request, name === undefined ? {} : { function: name });
          const coldStart = deploy.coldStart(bundle.name);
          if (!coldStart) throw new Error(`${bundle.name} gave no cold start`);
          coldStarts.push(coldStart);
        } finally {
          deploy.stop();
        }
      }
      figures.push({ name: bundle.name, ...bundleSizes(bundle), parts: bundleParts(bundle.files), coldStarts });
    }
    return figures;
  } finally {
    await blobs.stop();
    await Promise.all([bundles.cleanup(), rm(blobsDirectory, { recursive: true, force: true })]);
  }
}

/** The median of one measure of a function's cold starts. */
export const coldStartMedian = (figures: FunctionFigures, measure: (start: ColdStart) => number) =>
  medianOf(figures.coldStarts.map(measure));
