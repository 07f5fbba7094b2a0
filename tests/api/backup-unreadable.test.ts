import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, expect, test, vi } from 'vitest';
import type { BackupContent, ImportSummary } from '#src/schemas/backup.ts';
import type { Client } from '#src/schemas/client.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { importPreviewHandler } from '#functions/api/admin-import-preview.ts';
import { readStoredBackup } from '#functions/backup/stored-backups.ts';
import { collections, itemKey } from '#functions/content/collections.ts';
import { putText, readText } from '#functions/platform/store.ts';
import { seedDemoContent } from '#functions/seed/seed.ts';
import { adminToken, freshIp, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';

// A stored item its schema refuses (a hand edit, a damaged store) makes every
// read of its collection refuse, and the message says to restore a backup
// (ADR 0113). A backup is still taken, with the item kept as stored, apart; an
// import still previews and applies, writing the backup's item over it or
// removing it, and the backup the import takes first keeps it as stored.

const store = useBlobsStore();
let token: string;

beforeAll(async () => {
  expect(await seedDemoContent()).toBe('seeded');
  token = await adminToken();
});

async function exportContent(): Promise<{ bytes: Uint8Array; content: BackupContent }> {
  const response = await exportHandler(getRequest('/api/admin/export', token), { ip: freshIp() });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, content: JSON.parse(strFromU8(unzipSync(bytes)['content.json']!)) as BackupContent };
}

const zipRequest = (pathname: string, bytes: Uint8Array) =>
  new Request(`http://localhost${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
    body: new Uint8Array(bytes),
  });

test('a backup is taken and an import restores it while a stored item is unreadable; nothing of it is lost', async () => {
  const clients = api('clients');
  const mended = await created<Client>('clients', aClient({ name: 'Fonderie du Golfe SA' }), token);
  const { bytes: before } = await exportContent();
  const added = await created<Client>('clients', aClient({ name: 'Ajouté après la sauvegarde' }), token);

  // Damaged in place: one no longer fits its schema, another is no longer JSON.
  const mendedKey = itemKey(collections.clients, mended.id);
  const addedKey = itemKey(collections.clients, added.id);
  const damaged = JSON.stringify({ ...mended, name: 42 }, null, 1);
  await putText(mendedKey, damaged);
  await putText(addedKey, '{"id": "cut short');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // The premise: every other read of the collection refuses.
    expect((await clients.list(token)).status).toBe(500);

    const { content } = await exportContent();
    expect(content.collections.clients.some((client) => [mended.id, added.id].includes(client.id))).toBe(false);
    expect(content.collections.clients.length).toBeGreaterThan(0);
    expect(content.unreadable).toEqual(
      expect.arrayContaining([
        { collection: 'clients', id: mended.id, text: damaged },
        { collection: 'clients', id: added.id, text: '{"id": "cut short' },
      ]),
    );
    expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('"event":"backup_keeps_unreadable_item"'));

    const preview = await send<ImportSummary>(importPreviewHandler, zipRequest('/api/admin/import/preview', before));
    expect(preview.status).toBe(200);
    expect(preview.body.collections.clients).toMatchObject({ created: 0, changed: 1, removed: 1 });
    expect(preview.body.collections.clients.names).toMatchObject({ changed: ['Fonderie du Golfe SA'], removed: [added.id] });
    // Nothing written by the dry run.
    expect(await readText(addedKey)).toBe('{"id": "cut short');

    const applied = await send<ImportSummary>(importHandler, zipRequest('/api/admin/import', before));
    expect(applied.status).toBe(200);
    expect(applied.body.collections.clients).toMatchObject({ changed: 1, removed: 1 });
    const now = await clients.list<Client[]>(token);
    expect(now.status).toBe(200);
    expect(now.body.find((client) => client.id === mended.id)?.name).toBe('Fonderie du Golfe SA');
    expect(now.body.some((client) => client.id === added.id)).toBe(false);
    expect(await readText(addedKey)).toBeNull();

    // The backup the import took first holds both as they were stored.
    const safety = JSON.parse(strFromU8(unzipSync(await readStoredBackup(applied.body.safety_backup!))['content.json']!)) as BackupContent;
    expect(safety.unreadable).toEqual(
      expect.arrayContaining([
        { collection: 'clients', id: mended.id, text: damaged },
        { collection: 'clients', id: added.id, text: '{"id": "cut short' },
      ]),
    );
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
});

test('an import that fails part way puts an unreadable item back as it was stored', async () => {
  const kept = await created<Client>('clients', aClient({ name: 'Abîmé avant l’import' }), token);
  const { bytes } = await exportContent();
  const key = itemKey(collections.clients, kept.id);
  const damaged = `${JSON.stringify({ ...kept, name: ['Abîmé'] }, null, 2)}\n`;
  await putText(key, damaged);
  // The backup renames the damaged item and gains a client the store cannot write: a directory stands where its
  // file would go (the local Blobs server's layout), as a disk fault makes one key fail and the others succeed.
  const files = unzipSync(bytes);
  const content = JSON.parse(strFromU8(files['content.json']!)) as BackupContent;
  const blockedId = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
  content.collections.clients = content.collections.clients.map((client) =>
    client.id === kept.id ? { ...client, name: 'Mended by the import' } : client,
  );
  content.collections.clients.push({ ...content.collections.clients[0]!, id: blockedId, name: 'Cannot be written' });
  files['content.json'] = strToU8(JSON.stringify(content));
  const { directory, blobs } = store.current();
  await mkdir(
    path.join(directory, 'entries', String(blobs.context.siteID), 'site:site', 'collections', 'clients', 'items', blockedId, 'blocked'),
    {
      recursive: true,
    },
  );
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const failed = await send<ImportSummary & { error?: string }>(importHandler, zipRequest('/api/admin/import', zipSync(files)));
    expect(failed.status).toBe(503);
    expect(error.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('import_failed_rolling_back'));
    // Undone: the item the import had mended is as it was, damaged, text for text.
    expect(await readText(key)).toBe(damaged);
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
  // Mended for good by an import that succeeds.
  const applied = await send<ImportSummary>(importHandler, zipRequest('/api/admin/import', bytes));
  expect(applied.status).toBe(200);
  expect((await api('clients').list<Client[]>(token)).body.find((client) => client.id === kept.id)?.name).toBe('Abîmé avant l’import');
});

test('a backup of a site where every item reads says nothing of unreadable ones', async () => {
  const { content } = await exportContent();
  expect(content.unreadable).toBeUndefined();
});
