import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { afterEach, expect, test } from 'vitest';
import { startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';
import { collections, readCollection, storeItems, taxonomyCollections } from '#functions/content/collections.ts';
import { taxonomyInputSchemas } from '#src/schemas/taxonomy.ts';

// `npm run seed -- --site <id>`: demo content into a deployed site's store, on
// purpose, through the Blobs API as Netlify exposes it (a file-backed Blobs
// server on loopback stands in for api.netlify.com).

const script = path.resolve(import.meta.dirname, '../../scripts/seed.ts');
const running: { blobs: RunningBlobs; directory: string }[] = [];

afterEach(async () => {
  for (const { blobs, directory } of running.splice(0)) {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
});

async function freshSite(): Promise<RunningBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), 'seed-script-'));
  const blobs = await startBlobsServer(directory);
  running.push({ blobs, directory });
  return blobs;
}

function seed(blobs: RunningBlobs, args: string[] = ['--site', 'local-site'], token = blobs.token) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args, '--api-url', `http://127.0.0.1:${blobs.port}`],
      { env: { ...process.env, NETLIFY_AUTH_TOKEN: token } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const projectsIn = async (blobs: RunningBlobs) => {
  setEnvironmentContext(blobs.context);
  return (await readCollection(collections.projectsEnhanced)).items;
};

test('seeding an empty production store loads the demo projects, and a second run changes nothing', async () => {
  const blobs = await freshSite();
  const first = await seed(blobs);
  expect(first.stderr).toBe('');
  expect(first.stdout).toContain('Demo content loaded');
  const seeded = await projectsIn(blobs);
  expect(seeded.length).toBeGreaterThan(0);

  const again = await seed(blobs);
  expect(again.stdout).toContain('Nothing to do');
  expect(await projectsIn(blobs)).toEqual(seeded);
});

test('a store that already holds content is left exactly as it is', async () => {
  const blobs = await freshSite();
  setEnvironmentContext(blobs.context);
  process.env.PLATFORM = 'netlify';
  const ownSector = { ...taxonomyInputSchemas.sectors.parse({ name: 'Nuclear', slug: 'nuclear', display_order: 1 }), id: 'own-sector' };
  await storeItems(taxonomyCollections.sectors, [ownSector]);

  const outcome = await seed(blobs);
  expect(outcome.stdout).toContain('Nothing loaded: this store already holds content');
  setEnvironmentContext(blobs.context);
  expect((await readCollection(taxonomyCollections.sectors)).items).toEqual([ownSector]);
  expect(await projectsIn(blobs)).toEqual([]);
});

test('without a site id or a token the script says what is missing and writes nothing', async () => {
  const blobs = await freshSite();
  const noSite = await seed(blobs, []);
  expect(noSite.code).toBe(1);
  expect(noSite.stderr).toContain('--site is required');
  const noToken = await seed(blobs, ['--site', 'local-site'], '');
  expect(noToken.code).toBe(1);
  expect(noToken.stderr).toContain('NETLIFY_AUTH_TOKEN is not set');
  expect(await projectsIn(blobs)).toEqual([]);
});
