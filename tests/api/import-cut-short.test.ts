import { beforeAll, expect, test } from 'vitest';
import type { Client } from '#src/schemas/client.ts';
import type { ImportSummary, StoredBackup } from '#src/schemas/backup.ts';
import { backupsHandler } from '#functions/api/admin-backups.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { beginImport, endImport, IMPORT_RUN_LIMIT_MS, noteSafetyBackup } from '#functions/backup/import-journal.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';

// An import is noted as under way while it runs. A second one is refused
// meanwhile; one cut short while it wrote (Netlify stops a function after 60 s,
// or it crashed) leaves the note behind, and the backups list then names the
// backup taken just before it, which gives the content back as it was. The
// note is written here as such an import leaves it: begun, its backup kept,
// never ended.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const exportZip = async () =>
  new Uint8Array(await (await exportHandler(getRequest('/api/admin/export', token), { ip: freshIp() })).arrayBuffer());
const importRequest = (search: string, body?: Uint8Array) =>
  new Request(`http://localhost/api/admin/import${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
const runImport = (search: string, body?: Uint8Array) =>
  send<ImportSummary & { error?: string }>(importHandler, importRequest(search, body));
const keptBackups = async () => (await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token))).body;

test('an import under way refuses a second one, saying who started it, and the second writes nothing', async () => {
  const client = await created<Client>('clients', aClient({ logo_url: 'https://logos.example.test/a.svg' }), token);
  const backup = await exportZip();
  await api('clients').update({ id: client.id, name: 'Changed after the export' }, token);
  const kept = (await keptBackups()).length;

  await beginImport('alice');
  try {
    const refused = await runImport('', backup);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('An import started by alice is under way: wait for it to end, then try again.');
    expect((await api('clients').get<Client>(client.id, token)).body.name).toBe('Changed after the export');
    expect(await keptBackups()).toHaveLength(kept);
  } finally {
    await endImport();
  }
  expect((await runImport('', backup)).status).toBe(200);
  expect((await api('clients').get<Client>(client.id, token)).body.name).toBe(client.name);
});

test('an import cut short while it wrote is named on the backup taken before it, until an import ends', async () => {
  await created<Client>('clients', aClient({ logo_url: 'https://logos.example.test/b.svg' }), token);
  const done = await runImport('', await exportZip());
  expect(done.status).toBe(200);
  const before = done.body.safety_backup!;
  expect((await keptBackups()).filter((backup) => backup.import_cut_short_by !== undefined)).toEqual([]);

  // Begun and its backup kept, then stopped: within the time an import may run, it is one still running.
  await beginImport('alice', Date.now() - IMPORT_RUN_LIMIT_MS / 2);
  await noteSafetyBackup(before);
  expect((await keptBackups()).filter((backup) => backup.import_cut_short_by !== undefined)).toEqual([]);
  expect((await runImport(`?backup=${before}`)).status).toBe(409);

  // Past that time, it was cut short: its backup is named, and restoring it is allowed.
  await endImport();
  await beginImport('alice', Date.now() - IMPORT_RUN_LIMIT_MS - 1000);
  await noteSafetyBackup(before);
  const listed = await keptBackups();
  expect(listed.filter((backup) => backup.import_cut_short_by !== undefined)).toEqual([
    expect.objectContaining({ name: before, kind: 'pre-import', import_cut_short_by: 'alice' }),
  ]);
  const restored = await runImport(`?backup=${before}`);
  expect(restored.status).toBe(200);
  expect((await keptBackups()).filter((backup) => backup.import_cut_short_by !== undefined)).toEqual([]);
});
