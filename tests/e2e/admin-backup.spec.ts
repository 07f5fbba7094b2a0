import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_PART_BYTES } from '#src/schemas/backup.ts';
import { aLargePng } from '#tests/fixtures/images.ts';
import { expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';
import { axeViolations } from './axe.ts';

// Backup and restore in the admin (ADR 0035): download the site as
// one file, choose a file to restore, read what it changes, import it after a
// confirmation; a file with a fault is refused naming the item. An import
// replaces the whole site's content, so these tests have a platform of their own.

/**
 * How long a dry run or an import may take: each reads the whole file and the whole site, and an import first keeps
 * the site as it was (3–5 s on a quiet machine, past the default 5 s when the machine is busy).
 */
const IMPORT_MS = 15_000;

test.describe('backup and restore', () => {
  const platform = useOwnPlatform(test, { seed: 'demo' });

  test('admin downloads a backup, sees what restoring it changes, and restores it', async ({ adminPage: page, api }) => {
    const client = await api.createClient({ name: 'Chimie du Golfe' });
    await openAdmin(page, '/backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Backup and restore' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^caronte-backup-manual-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);
    const backupPath = await file.path();

    await api.updateClient(client.id, { name: 'Renamed after the backup' });
    await page.getByLabel('Backup file (.zip)').setInputFiles(backupPath);
    const clientsRow = page.getByRole('row', { name: /^Clients/ });
    await expect(clientsRow).toBeVisible({ timeout: IMPORT_MS });
    await expect(clientsRow.getByRole('cell')).toHaveText(['0', '1', '0', /^\d+$/]);
    // Nothing is written by looking.
    expect((await api.clients()).find((item) => item.id === client.id)?.name).toBe('Renamed after the backup');

    await page.getByRole('button', { name: 'Import this backup' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import this backup' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible({ timeout: IMPORT_MS });
    await expect(page.getByText(/The content as it was before is kept as pre-import-/)).toBeVisible();
    expect((await api.clients()).find((item) => item.id === client.id)?.name).toBe('Chimie du Golfe');
    // The backup taken before the import is listed, ready to download.
    await expect(page.getByRole('list', { name: 'Kept backups' }).getByText('Before an import')).toBeVisible();
  });

  test('a kept backup is restored from the list, with its dry run first', async ({ adminPage: page, api }) => {
    const client = await api.createClient({ name: 'Terminaux du Golfe' });
    await openAdmin(page, '/backup');
    // The import above left a backup of the site as it was: restore it, which takes this client away again.
    const kept = page.getByRole('list', { name: 'Kept backups' }).getByRole('listitem').first();
    await kept.getByRole('button', { name: /^Restore the backup of / }).click();
    await expect(page.getByRole('heading', { name: /^What restoring the kept backup of / })).toBeVisible({ timeout: IMPORT_MS });
    await expect(
      page
        .getByRole('row', { name: /^Clients/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('1');
    await page.getByRole('button', { name: 'Import this backup' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import this backup' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible({ timeout: IMPORT_MS });
    expect((await api.clients()).some((item) => item.id === client.id)).toBe(false);
  });

  test('an import cut short names the backup taken before it, which gives the content back as it was', async ({ adminPage: page, api }) => {
    const before = (await api.keptBackups()).find((backup) => backup.kind === 'pre-import')!;
    // What an import stopped while it wrote leaves in the store (the local Blobs server's layout): its note, never ended.
    const note = path.join(await platform.dataDir(), 'blobs', 'entries', 'local-site', 'site:site', 'backups', 'import-running');
    await mkdir(path.dirname(note), { recursive: true });
    await writeFile(
      note,
      JSON.stringify({ started_at: new Date(Date.now() - 10 * 60_000).toISOString(), by: 'alice', safety_backup: before.name }),
    );

    await openAdmin(page, '/backup');
    const warning = page.getByText(/^An import started by alice did not finish/);
    await expect(warning).toBeVisible();
    await expect(page.getByRole('list', { name: 'Kept backups' }).getByText('Its import did not finish')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Restore the content as it was' }).click();
    await expect(page.getByRole('heading', { name: /^What restoring the kept backup of / })).toBeVisible({ timeout: IMPORT_MS });
    await page.getByRole('button', { name: 'Import this backup' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import this backup' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible({ timeout: IMPORT_MS });
    await expect(warning).toHaveCount(0);
  });

  test('a backup with a fault is refused naming the item, and nothing changes', async ({ adminPage: page, api, request }) => {
    const exported = await request.get('/api/admin/export', { headers: { authorization: `Bearer ${api.token}` } });
    const files = unzipSync(new Uint8Array(await exported.body()));
    const content = JSON.parse(strFromU8(files['content.json']!)) as { collections: { clients: { id: string; name: string }[] } };
    const victim = content.collections.clients[0]!;
    victim.name = '';
    files['content.json'] = strToU8(JSON.stringify(content));
    const before = await api.clients();

    await openAdmin(page, '/backup');
    await page
      .getByLabel('Backup file (.zip)')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });
    await expect(page.getByText(`clients item 1 (id ${victim.id}): Name is required`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import this backup' })).toHaveCount(0);
    expect(await api.clients()).toEqual(before);
  });

  test('the backup screen passes axe with a dry run shown, in French too; it says which files the backup had lost', async ({
    adminPage: page,
    api,
    request,
  }) => {
    const exported = await request.get('/api/admin/export', { headers: { authorization: `Bearer ${api.token}` } });
    // A backup of a site whose client's logo file was lost before it was taken: its manifest says so (ADR 0109).
    const files = unzipSync(new Uint8Array(await exported.body()));
    const content = JSON.parse(strFromU8(files['content.json']!)) as { collections: { clients: { logo_url: string }[] } };
    const lost = `${randomUUID()}.png`;
    content.collections.clients[0]!.logo_url = `/uploads/${lost}`;
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { missing_uploads: string[] };
    manifest.missing_uploads = [lost];
    files['content.json'] = strToU8(JSON.stringify(content));
    files['manifest.json'] = strToU8(JSON.stringify(manifest));
    await openAdmin(page, '/backup');
    await page
      .getByLabel('Backup file (.zip)')
      .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });
    await expect(page.getByRole('button', { name: 'Import this backup' })).toBeVisible();
    await expect(page.getByText(/^Files already missing on the site the backup was taken from: 1\. /)).toBeVisible();
    const check = async () => {
      expect(await axeViolations(page)).toEqual([]);
    };
    await check();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sauvegarde et restauration' })).toBeVisible();
    await expect(page.getByText(/^Fichiers déjà absents du site d’où vient la sauvegarde\s:\s1\.\s/)).toBeVisible();
    await check();
  });
  test('a backup larger than one request comes down by ranges and goes back up in parts', async ({ adminPage: page, api }) => {
    // Three logos of nearly 2 MB of noise: a backup of about 6 MB, more than one request or response carries.
    const clients = await api.clients();
    const logos: Buffer[] = [];
    for (const client of clients.slice(0, 3)) {
      const logo = Buffer.from(await aLargePng(1900 * 1024));
      logos.push(logo);
      const logoUrl = await api.uploadLogo({ name: 'photo.png', mimeType: 'image/png', buffer: logo });
      await api.updateClient(client.id, { logo_url: logoUrl });
    }
    const transfers: { method: string; range: string | undefined }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin/backups'))
        transfers.push({ method: `${request.method()} ${pathname}`, range: request.headers().range });
    });

    await openAdmin(page, '/backup');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = await download;
    const bytes = await readFile(await file.path());
    expect(bytes.byteLength).toBeGreaterThan(BACKUP_PART_BYTES);
    const ranges = transfers.filter((transfer) => transfer.range).map((transfer) => transfer.range);
    expect(ranges).toEqual([`bytes=0-${BACKUP_PART_BYTES - 1}`, `bytes=${BACKUP_PART_BYTES}-${2 * BACKUP_PART_BYTES - 1}`]);
    expect(unzipSync(new Uint8Array(bytes))['manifest.json']).toBeDefined();

    const [first] = clients;
    await api.updateClient(first!.id, { name: 'Renamed after the large backup' });
    transfers.length = 0;
    await page.getByLabel('Backup file (.zip)').setInputFiles(await file.path());
    await expect(page.getByRole('row', { name: /^Clients/ }).getByRole('cell')).toHaveText(['0', '1', '0', /^\d+$/], {
      timeout: IMPORT_MS,
    });
    expect(transfers.filter((transfer) => transfer.method === 'POST /api/admin/backups/upload')).toHaveLength(2);
    await page.getByRole('button', { name: 'Import this backup' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import this backup' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible({ timeout: IMPORT_MS });
    expect((await api.clients()).find((item) => item.id === first!.id)?.name).toBe(first!.name);
    await expect(page.getByRole('list', { name: 'Kept backups' }).getByText('Sent to restore')).toBeVisible();
  });

  test('a kept backup is deleted from the list after a confirmation', async ({ adminPage: page, api, request }) => {
    const kept = async () =>
      (await (await request.get('/api/admin/backups', { headers: { authorization: `Bearer ${api.token}` } })).json()) as { name: string }[];
    const before = await kept();
    expect(before.length).toBeGreaterThan(1);
    await openAdmin(page, '/backup');
    const list = page.getByRole('list', { name: 'Kept backups' });
    await expect(list.getByRole('listitem')).toHaveCount(before.length);
    const deleteNewest = list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Delete the backup of / });

    // Cancelled, nothing is deleted.
    await deleteNewest.click();
    await page.getByRole('alertdialog', { name: 'Delete this backup?' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await kept()).toEqual(before);

    await deleteNewest.click();
    await page.getByRole('alertdialog', { name: 'Delete this backup?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Backup of .+ deleted$/)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before.length - 1);
    expect(await kept()).toEqual(before.slice(1));
  });
});

test('an editor is offered no backup screen and is told it is for administrators', async ({ page, api, siteUrl }) => {
  const editor = await api.staffMember('editor');
  await storeSession(page, siteUrl, editor.token);
  await openAdmin(page, '/backup');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Backup' })).toHaveCount(0);
});
