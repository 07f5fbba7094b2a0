import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import autocannon from 'autocannon';
import { loadEntries } from '#tests/fixtures/entries.ts';
import { percentile } from './lib/stats.ts';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';

// API latency with 10, 100 and 1,000 enhanced projects stored:
//  - in-process: the function entries called directly against a file-backed
//    Blobs server (the product's own cost, storage round trips included);
//  - through the local platform with autocannon, 10 connections (the whole
//    local request path: HTTP, @netlify/dev routing, Lambda translation).

/** What the store holds under one top-level prefix of its keys. */
export interface StoredPart {
  prefix: string;
  documents: number;
  bytes: number;
}

/** Every document of the file-backed store by its key's first segment (collections/, history/, views/…). */
async function storedParts(blobsDirectory: string): Promise<StoredPart[]> {
  const parts = new Map<string, StoredPart>();
  const entries = path.join(blobsDirectory, 'entries');
  async function walk(directory: string, prefix: string | undefined): Promise<void> {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(directory, entry.name);
      const top = prefix ?? entry.name;
      if (entry.isDirectory()) {
        await walk(full, top);
      } else {
        const part = parts.get(top) ?? { prefix: `${top}/`, documents: 0, bytes: 0 };
        part.documents += 1;
        part.bytes += (await stat(full)).size;
        parts.set(top, part);
      }
    }
  }
  // entries/<site>/<store>/<key…>
  for (const site of await readdir(entries))
    for (const store of await readdir(path.join(entries, site))) await walk(path.join(entries, site, store), undefined);
  return [...parts.values()].sort((a, b) => b.bytes - a.bytes);
}

export interface ApiRow {
  where: 'in-process' | 'platform';
  call: string;
  size: number;
  p50: number;
  p99: number;
  rps: number;
}

const SIZES = [10, 100, 1000] as const;
const admin = { username: 'bench-admin', password: 'bench-admin-password-1' };
const env = {
  PLATFORM: 'netlify',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  FORMSUBMIT_URL: 'http://127.0.0.1:9',
};

type Call = (req: Request, ip?: string) => Promise<Response>;

const json = (pathname: string, method: string, body: unknown, token: string) =>
  new Request(`http://localhost${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function expectOk(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function seed(call: Call, token: string, target: number, existing: number, relations: Record<string, string[]>): Promise<void> {
  for (let i = existing; i < target; i++) {
    const body = {
      title: `Bench project ${String(i).padStart(4, '0')}: DCS migration of unit ${i}`,
      client: `Client ${i % 37}`,
      location_city: 'Fos-sur-Mer',
      location_country: 'France',
      start_date: 'March 2024',
      end_date: 'November 2024',
      duration_display: '9 months',
      description:
        'Migration of a legacy control system to a redundant DCS with new operator graphics, alarm rationalisation and a full factory and site acceptance test campaign.',
      project_summary: 'Legacy DCS replaced without an unplanned stop; alarm load down by half.',
      scope_objectives: ['Replace end-of-life controllers', 'Rationalise alarms to EEMUA 191', 'Train operators'],
      key_results: ['Cut-over in a 36-hour window', 'Alarm rate halved', 'Zero lost-time incidents'],
      display_order: i,
      category_ids: relations.categories!.slice(0, 2),
      sector_ids: relations.sectors!.slice(0, 2),
      technology_ids: relations.technologies!.slice(0, 4),
    };
    await expectOk(await call(json('/api/projects-enhanced', 'POST', body, token)), 'seed project');
  }
}

async function timeSequential(run: () => Promise<Response>, iterations: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`status ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function throughput(run: () => Promise<Response>, connections: number, durationMs: number): Promise<number> {
  let done = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const response = await run();
        await response.arrayBuffer();
        done += 1;
      }
    }),
  );
  return done / (durationMs / 1000);
}

async function relationsOf(call: Call, token: string): Promise<Record<string, string[]>> {
  const relations: Record<string, string[]> = {};
  for (const type of ['categories', 'sectors', 'technologies']) {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await expectOk(
        await call(
          json(`/api/taxonomy?type=${type}`, 'POST', { name: `Bench ${type} ${i}`, slug: `bench-${type}-${i}`, display_order: i }, token),
        ),
        `seed ${type}`,
      );
      ids.push(String(created.id));
    }
    relations[type] = ids;
  }
  return relations;
}

const publicCalls = ['/api/projects-enhanced', '/api/clients', '/api/taxonomy?type=technologies', '/api/settings'];

export async function measureApi(
  options: { platform?: boolean } = { platform: true },
): Promise<{ description: string; rows: ApiRow[]; growth: string[]; stored: StoredPart[] }> {
  Object.assign(process.env, env);
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const blobs = await startBlobsServer(path.join(directory, 'blobs'));
  setEnvironmentContext(blobs.context);
  const call = await loadEntries();
  const rows: ApiRow[] = [];
  let contents: StoredPart[];
  try {
    const login = await expectOk(await call(json('/api/auth/login', 'POST', admin, '')), 'login');
    const token = String(login.token);
    const relations = await relationsOf(call, token);
    let stored = 0;
    for (const size of SIZES) {
      await seed(call, token, size, stored, relations);
      stored = size;
      for (const pathname of publicCalls) {
        const run = () => call(new Request(`http://localhost${pathname}`));
        await timeSequential(run, 20);
        const times = await timeSequential(run, 200);
        rows.push({
          where: 'in-process',
          call: `GET ${pathname}`,
          size,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          rps: await throughput(run, 10, 3000),
        });
      }
      const list = (await (await call(new Request('http://localhost/api/projects-enhanced'))).json()) as { id: string }[];
      const target = list[0]!.id;
      let order = 0;
      const write = () => call(json('/api/projects-enhanced', 'PUT', { id: target, display_order: (order += 1) % 5 }, token));
      const times = await timeSequential(write, 40);
      rows.push({
        where: 'in-process',
        call: 'PUT /api/projects-enhanced (admin)',
        size,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        rps: await throughput(write, 10, 3000),
      });

      if (options.platform) rows.push(...(await throughPlatform(directory, size, token)));
    }
    contents = await storedParts(path.join(directory, 'blobs'));
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
  return { description: describe(), rows, growth: growthOf(rows), stored: contents };
}

async function throughPlatform(directory: string, size: number, token: string): Promise<ApiRow[]> {
  // The platform opens the same data directory; it keeps its own Blobs server.
  const platform = await startPlatformProcess({ seed: 'none', dataDir: directory, env: { ...env, LOG_REQUESTS: '0' } });
  const rows: ApiRow[] = [];
  try {
    for (const pathname of ['/api/projects-enhanced', '/api/clients']) {
      const result = await autocannon({ url: `${platform.url}${pathname}`, connections: 10, duration: 10 });
      rows.push({
        where: 'platform',
        call: `GET ${pathname}`,
        size,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
      });
    }
    const result = await autocannon({
      url: `${platform.url}/api/settings`,
      method: 'POST',
      connections: 10,
      duration: 10,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ carousel_logo_size: 256, carousel_speed: 40, carousel_enabled: true }),
    });
    rows.push({
      where: 'platform',
      call: 'POST /api/settings (admin)',
      size,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
    });
  } finally {
    await platform.stop({ keepData: true });
  }
  return rows;
}

function describe(): string {
  return [
    'In-process: the function entries of netlify/functions called directly (200 sequential calls for p50/p99, then 10 concurrent callers for 3 s for req/s), against a file-backed Blobs server on loopback, so every Blobs read and write is a real HTTP round trip.',
    'Platform: autocannon, 10 connections, 10 s, against the local @netlify/dev platform (HTTP server, redirects and headers, Lambda event translation, a warm instance of each function; see docs/decisions/0002): the whole local request path, on the same machine as the load generator.',
  ].join(' ');
}

function growthOf(rows: readonly ApiRow[]): string[] {
  const lines: string[] = [];
  for (const where of ['in-process', 'platform'] as const) {
    const calls = [...new Set(rows.filter((row) => row.where === where).map((row) => row.call))];
    for (const callName of calls) {
      const small = rows.find((row) => row.where === where && row.call === callName && row.size === 10);
      const large = rows.find((row) => row.where === where && row.call === callName && row.size === 1000);
      if (small && large)
        lines.push(
          `${where} ${callName}: p50 ${small.p50.toFixed(2)} ms at 10 projects → ${large.p50.toFixed(2)} ms at 1,000 (×${(large.p50 / small.p50).toFixed(2)})`,
        );
    }
  }
  return lines;
}
