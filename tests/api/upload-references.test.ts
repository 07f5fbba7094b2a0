import { randomUUID } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, expect, test } from 'vitest';
import { collections, storeItems } from '#functions/content/collections.ts';
import type { BackupManifest } from '#src/schemas/backup.ts';
import { clientSchema, type Client } from '#src/schemas/client.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { exportZip, previewImport, runImport } from '#tests/fixtures/backup-api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { expectIssue } from '#tests/fixtures/expectations.ts';
import { pngLogo } from '#tests/fixtures/logo-files.ts';
import { upload } from '#tests/fixtures/uploads.ts';

// A record names an uploaded file only while the file is stored: a write that
// brings an /uploads/ address naming none is refused, one a record already had
// stays through saves that keep it, and a backup of a site holding such a
// record says so, so that the site's own backup always imports back.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const lost = () => `/uploads/${randomUUID()}.png`;
const notStored = (url: string) => `${url} names no uploaded file (an upload left unsaved for a day is removed): upload the file again`;

/** A client as a save before this check could leave it: its logo's file gone. */
async function aClientWithLostLogo(logo: string): Promise<Client> {
  const stored = clientSchema.parse({
    ...aClient({ name: `Raffinerie ${randomUUID().slice(0, 8)}`, logo_url: logo }),
    id: randomUUID(),
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
  });
  await storeItems(collections.clients, [stored]);
  return stored;
}

test('a client or a project naming an uploaded file that is not stored is refused, and nothing is stored', async () => {
  const before = (await api('clients').list<Client[]>(token)).body;
  const clientLogo = lost();
  expectIssue(await api('clients').create(aClient({ logo_url: clientLogo }), token), 'logo_url', notStored(clientLogo));
  expect((await api('clients').list<Client[]>(token)).body).toEqual(before);

  const featured = lost();
  expectIssue(
    await api('projectsEnhanced').create(anEnhancedProject({ featured_image: featured }), token),
    'featured_image',
    notStored(featured),
  );

  const client = await created<Client>('clients', aClient(), token);
  const other = lost();
  expectIssue(await api('clients').update({ id: client.id, logo_url: other }, token), 'logo_url', notStored(other));
  expect((await api('clients').get<Client>(client.id, token)).body).toEqual(client);

  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  // The former form of an address is read as the current one, and named so.
  const logo = lost();
  expectIssue(await api('projectsEnhanced').update({ id: project.id, logo_url: `/api${logo}` }, token), 'logo_url', notStored(logo));
  expect((await api('projectsEnhanced').get<ProjectEnhanced>(project.id, token)).body).toEqual(project);
});

test('an uploaded file that is stored is accepted, in either form of its address', async () => {
  const { logo_url } = (await upload(pngLogo.buffer, { token })).body;
  const client = await created<Client>('clients', aClient({ logo_url: `/api${logo_url!}` }), token);
  expect(client.logo_url).toBe(logo_url);
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ featured_image: logo_url! }), token);
  expect(project.featured_image).toBe(logo_url);
});

test('a logo a client already names stays through a save that sends it unchanged', async () => {
  const logo = lost();
  const stored = await aClientWithLostLogo(logo);
  const saved = await api('clients').update<Client>({ ...aClient({ name: 'Raffinerie renamed', logo_url: logo }), id: stored.id }, token);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ name: 'Raffinerie renamed', logo_url: logo });
});

/** The backup with its manifest changed by `change`. */
function withManifest(bytes: Uint8Array, change: (manifest: BackupManifest) => BackupManifest): Uint8Array {
  const files = unzipSync(bytes);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
  return zipSync({ ...files, 'manifest.json': strToU8(JSON.stringify(change(manifest))) });
}

test('a backup of a site whose client names a lost file lists the file as missing and imports back; without that word it is refused', async () => {
  const logo = lost();
  const client = await aClientWithLostLogo(logo);
  const name = logo.slice('/uploads/'.length);
  const backup = await exportZip(token);
  const manifest = JSON.parse(strFromU8(unzipSync(backup)['manifest.json']!)) as BackupManifest;
  // The file the other test's client lost is listed too: this file's tests share a store.
  expect(manifest.missing_uploads).toContain(name);

  const preview = await previewImport(backup, token);
  expect(preview.status).toBe(200);
  expect(preview.body.uploads.missing).toBe(manifest.missing_uploads.length);
  // A name the backup lists that no item of it names is no item's loss: not counted.
  const overstated = withManifest(backup, (said) => ({ ...said, missing_uploads: [...said.missing_uploads, `${randomUUID()}.png`] }));
  const counted = await previewImport(overstated, token);
  expect(counted.body.uploads.missing).toBe(manifest.missing_uploads.length);
  const applied = await runImport(backup, token);
  expect(applied.status).toBe(200);
  expect((await api('clients').get<Client>(client.id, token)).body.logo_url).toBe(logo);

  // A backup that lost a file it does not declare is damaged: refused, naming the file.
  const undeclared = withManifest(backup, (said) => ({ ...said, missing_uploads: said.missing_uploads.filter((file) => file !== name) }));
  const refused = await previewImport(undeclared, token);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toContain(name);
});
