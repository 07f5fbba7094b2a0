import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { aClient } from '#tests/fixtures/builders.ts';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';

// Faults the product must survive without losing or inventing data: the Blobs
// service going away in the middle of writes, and a stored document that is
// no longer readable. The function entries run in-process against a real
// file-backed Blobs server that the test stops and restarts.

let api: InProcessApi;

const json = (pathname: string, method: string, body: unknown) =>
  new Request(`http://localhost${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
    body: JSON.stringify(body),
  });
const adminGet = (pathname: string) => new Request(`http://localhost${pathname}`, { headers: { authorization: `Bearer ${api.token}` } });
const call = (req: Request) => api.call(req);

beforeAll(async () => {
  api = await startInProcessApi();
});

afterAll(async () => {
  await api.stop();
});

// First in this file: the tests after it leave clients whose logos were never uploaded, which an import refuses.
test('an import that fails part way is undone: every answer is as it was before it', async () => {
  const zip = (pathname: string, bytes: Uint8Array) =>
    new Request(`http://localhost${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${api.token}` },
      body: new Uint8Array(bytes),
    });
  await call(
    json('/api/clients', 'POST', aClient({ name: 'Kept through a failed import', logo_url: 'https://logos.example.test/kept.svg' })),
  );
  const backup = new Uint8Array(await (await call(adminGet('/api/admin/export'))).arrayBuffer());
  // The backup gains a client the store cannot write: a directory already stands where its file would go
  // (the local Blobs server's layout), as a disk fault would make one key fail and the others succeed.
  const files = unzipSync(backup);
  const content = JSON.parse(strFromU8(files['content.json']!)) as { collections: { clients: Record<string, unknown>[] } };
  const blockedId = '0b5e7d1a-5c2f-4c3e-9a1b-6d7e8f9a0b1c';
  content.collections.clients.push({ ...content.collections.clients[0]!, id: blockedId, name: 'Cannot be written' });
  content.collections.clients[0]!.name = 'Renamed by the import';
  files['content.json'] = strToU8(JSON.stringify(content));
  const entries = path.join(api.directory, 'entries', String(api.blobs().context.siteID), 'site:site');
  await mkdir(path.join(entries, 'collections', 'clients', 'items', blockedId, 'blocked'), { recursive: true });

  const before = await (await call(adminGet('/api/clients'))).text();
  const logged = vi.spyOn(console, 'error');
  try {
    const response = await call(zip('/api/admin/import', zipSync(files)));
    expect(response.status, await response.clone().text()).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/failed part way and was undone/);
    expect(logged.mock.calls.some(([line]) => String(line).includes('import_failed_rolling_back'))).toBe(true);
  } finally {
    logged.mockRestore();
  }
  expect(await (await call(adminGet('/api/clients'))).text()).toBe(before);
  // The rename did land before the failure, and was written back: both are in the client's history.
  const renamed = content.collections.clients[0]!;
  const versions = (await (await call(adminGet(`/api/admin/history?collection=clients&id=${String(renamed.id)}`))).json()) as {
    record: { name: string };
  }[];
  expect(versions.map((version) => version.record.name).slice(0, 2)).toEqual([
    (JSON.parse(before) as { id: string; name: string }[]).find((client) => client.id === renamed.id)!.name,
    'Renamed by the import',
  ]);
  // Undone, the import has ended: the next one is not refused as one under way.
  const again = await call(zip('/api/admin/import', backup));
  expect(again.status, await again.clone().text()).toBe(200);
});

test('writes during a Blobs outage fail with an error, and every acknowledged write is there afterwards', async () => {
  const acknowledged: string[] = [];
  const refused: { status: number; error: unknown }[] = [];
  const attempted: string[] = [];
  let outageStarted = false;
  let restarted = false;
  let acknowledgedAfterRestart = 0;

  const writer = async (worker: number) => {
    for (let i = 0; i < 12; i++) {
      const body = aClient({ name: `Outage client ${worker}-${i}` });
      attempted.push(body.name);
      const response = await call(json('/api/clients', 'POST', body));
      const payload = (await response.json()) as { id?: string; error?: unknown };
      if (response.status === 201 && payload.id) {
        acknowledged.push(payload.id);
        if (restarted) acknowledgedAfterRestart += 1;
      } else refused.push({ status: response.status, error: payload.error });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  const outage = async () => {
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 5));
    outageStarted = true;
    await api.stopBlobs();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await api.restartBlobs();
    restarted = true;
  };
  await Promise.all([writer(1), writer(2), writer(3), outage()]);

  expect(outageStarted).toBe(true);
  expect(refused.length).toBeGreaterThan(0);
  expect(acknowledgedAfterRestart).toBeGreaterThan(0);
  for (const failure of refused) {
    expect(failure.status).toBe(503);
    expect(typeof failure.error).toBe('string');
  }

  const list = await call(adminGet('/api/clients'));
  expect(list.status).toBe(200);
  const stored = (await list.json()) as { id: string; name: string }[];
  const storedIds = new Set(stored.map((client) => client.id));
  for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
  // Nothing half-written or invented: every stored outage client is one that was attempted.
  for (const client of stored.filter((item) => item.name.startsWith('Outage client'))) expect(attempted).toContain(client.name);

  // The public view converges on the stored data at the next write.
  await call(json('/api/clients', 'POST', aClient({ name: 'After the outage' })));
  const publicList = (await (await call(new Request('http://localhost/api/clients'))).json()) as { id: string }[];
  const adminList = (await (await call(adminGet('/api/clients'))).json()) as { id: string; is_active: boolean }[];
  expect(publicList.map((client) => client.id).sort()).toEqual(
    adminList
      .filter((client) => client.is_active)
      .map((client) => client.id)
      .sort(),
  );
});

test('a corrupted stored item is reported clearly and never silently replaced', async () => {
  const sector = (await (
    await call(json('/api/taxonomy?type=sectors', 'POST', { name: 'Corruption test', slug: 'corruption-test', display_order: 1 }))
  ).json()) as { id: string };
  // The local Blobs server's layout: entries/<site>/site:<store name>/<key>.
  const file = path.join(
    api.directory,
    'entries',
    String(api.blobs().context.siteID),
    'site:site',
    'collections',
    'sectors',
    'items',
    sector.id,
  );
  const key = `collections/sectors/items/${sector.id}`;
  const garbage = '{"id": 12, "name": null';
  await writeFile(file, garbage);

  const logged = vi.spyOn(console, 'error');
  try {
    // Its etag changed, so the next list reads it again, and finds it unreadable.
    const read = await call(adminGet('/api/taxonomy?type=sectors'));
    expect(read.status).toBe(500);
    // The client gets a correlation id only; the log line with that id names the key.
    const readBody = (await read.json()) as { error: string; id: string };
    expect(readBody).toEqual({
      error: 'Internal error',
      code: 'internal_error',
      params: {},
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    const line = logged.mock.calls.map((args) => String(args[0])).find((text) => text.includes(readBody.id));
    expect(line).toContain(key);
    expect(line).toContain('unreadable');

    const write = await call(json('/api/taxonomy?type=sectors', 'PUT', { id: sector.id, name: 'Repaired by a save' }));
    expect(write.status).toBe(500);
    expect(JSON.stringify(await write.json())).not.toContain(key);
    expect(await readFile(file, 'utf8')).toBe(garbage);
  } finally {
    logged.mockRestore();
  }

  // Other collections keep working.
  expect((await call(adminGet('/api/clients'))).status).toBe(200);
});
