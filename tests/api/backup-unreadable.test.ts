import { strFromU8, unzipSync } from 'fflate';
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

useBlobsStore();
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
  await putText(mendedKey, JSON.stringify({ ...mended, name: 42 }));
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
        { collection: 'clients', id: mended.id, stored: { ...mended, name: 42 } },
        { collection: 'clients', id: added.id, stored: '{"id": "cut short' },
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
        { collection: 'clients', id: mended.id, stored: { ...mended, name: 42 } },
        { collection: 'clients', id: added.id, stored: '{"id": "cut short' },
      ]),
    );
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
});

test('a backup of a site where every item reads says nothing of unreadable ones', async () => {
  const { content } = await exportContent();
  expect(content.unreadable).toBeUndefined();
});
