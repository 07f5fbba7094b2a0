import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BackupManifest, ImportSummary, StoredBackup } from '#src/schemas/backup.ts';
import type { Client } from '#src/schemas/client.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';
import nightlyBackup from '#netlify/functions/nightly-backup.mts';
import { backupsHandler } from '#functions/api/admin-backups.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { readAudit } from '#functions/audit/audit.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { importPreviewHandler } from '#functions/api/admin-import-preview.ts';
import { packBackup, readBackup } from '#functions/backup/backup.ts';
import { pruneBackups, storeBackup } from '#functions/backup/stored-backups.ts';
import { sweepUploads } from '#functions/api/sweep-uploads.ts';
import { ENQUIRIES_KEY, enquiriesSchema } from '#functions/enquiries/enquiries.ts';
import { listKeys, readDocument, updateDocument } from '#functions/platform/store.ts';
import { historyHandler } from '#functions/api/history.ts';
import { listDeleted } from '#functions/content/history.ts';
import { seedDemoContent } from '#functions/seed/seed.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { startPurgeStub } from '#tests/fixtures/purge-stub.ts';
import { aClient, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { aJpegWithGps } from '#tests/fixtures/photos.ts';
import { api, created, endpoints, send } from '#tests/fixtures/content-api.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// Backup and restore (ADR 0035): an export is one zip of all the
// content, settings, uploads and (when asked) enquiries; an import is checked
// whole, previewed with nothing written, and applied all or nothing; an export
// imported into an empty store gives back the same site, answer for answer.

const store = useBlobsStore();
let token: string;
const others: { blobs: RunningBlobs; directory: string }[] = [];

beforeAll(async () => {
  expect(await seedDemoContent()).toBe('seeded');
  token = await adminToken();
});

afterAll(async () => {
  for (const other of others) {
    await other.blobs.stop();
    await rm(other.directory, { recursive: true, force: true });
  }
});

async function exportZip(query = '', as = token): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const response = await exportHandler(getRequest(`/api/admin/export${query}`, as), { ip: freshIp() });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

const zipRequest = (pathname: string, bytes: Uint8Array, as = token) =>
  new Request(`http://localhost${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', authorization: `Bearer ${as}` },
    body: new Uint8Array(bytes),
  });
const previewImport = (bytes: Uint8Array, as = token) =>
  send<ImportSummary & { error?: string }>(importPreviewHandler, zipRequest('/api/admin/import/preview', bytes, as));
const runImport = (bytes: Uint8Array, as = token) =>
  send<ImportSummary & { error?: string }>(importHandler, zipRequest('/api/admin/import', bytes, as));

/** Every public answer of the site, as a visitor gets it: what a restore must give back exactly. */
async function publicAnswers(): Promise<Record<string, string>> {
  const read = async (handler: (req: Request) => Promise<Response>, pathname: string) => (await handler(getRequest(pathname))).text();
  const answers: Record<string, string> = {};
  const lists = [
    ['projects', '/api/projects'],
    ['projectsEnhanced', '/api/projects-enhanced'],
    ['projectsEnhanced', '/api/projects-enhanced?page=1'],
    ['projectsEnhanced', '/api/projects-enhanced?page=2'],
    ['clients', '/api/clients'],
    ['credentials', '/api/credentials'],
    ['categories', '/api/taxonomy?type=categories'],
    ['sectors', '/api/taxonomy?type=sectors'],
    ['technologies', '/api/taxonomy?type=technologies'],
    ['settings', '/api/settings'],
  ] as const;
  for (const [name, pathname] of lists) answers[pathname] = await read(endpoints[name].handler, pathname);
  for (const project of JSON.parse(answers['/api/projects-enhanced']!) as ProjectEnhanced[]) {
    const pathname = `/api/projects-enhanced?id=${project.id}`;
    answers[pathname] = await read(endpoints.projectsEnhanced.handler, pathname);
    if (project.logo_url.startsWith('/uploads/')) {
      answers[project.logo_url] = Buffer.from(await (await uploadsHandler(getRequest(project.logo_url))).arrayBuffer()).toString('base64');
    }
  }
  for (const client of JSON.parse(answers['/api/clients']!) as Client[]) {
    if (client.logo_url.startsWith('/uploads/'))
      answers[client.logo_url] = Buffer.from(await (await uploadsHandler(getRequest(client.logo_url))).arrayBuffer()).toString('base64');
  }
  return answers;
}

/** Moves every call of this process to a new, empty store (as a fresh site would be). */
async function switchToEmptyStore(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'backup-target-'));
  const other = await startBlobsServer(directory);
  others.push({ blobs: other, directory });
  setEnvironmentContext(other.context);
  token = await adminToken();
}

/** Rewrites one file of a backup, as a person or a fault might. */
function editBackup(bytes: Uint8Array, edit: (content: Record<string, unknown>) => void): Uint8Array {
  const files = unzipSync(bytes);
  const content = JSON.parse(strFromU8(files['content.json']!)) as Record<string, unknown>;
  edit(content);
  files['content.json'] = strToU8(JSON.stringify(content));
  return zipSync(files);
}

test('export then import into an empty store reproduces every public answer of the site exactly', async () => {
  const original = store.current().blobs;
  setEnvironmentContext(original.context);
  token = await adminToken();
  await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ fr: { title: 'Migration du SNCC' }, unpublish_at: '2099-01-01T00:00:00.000Z' }),
    token,
  );
  const before = await publicAnswers();
  expect(Object.keys(before).length).toBeGreaterThan(15);
  const exported = await exportZip();
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toBe('application/zip');
  expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="caronte-backup-\d{4}-\d{2}-\d{2}\.zip"$/);
  expect(Object.keys(unzipSync(exported.bytes)).some((name) => name.startsWith('uploads/'))).toBe(true);

  await switchToEmptyStore();
  expect(JSON.parse((await publicAnswers())['/api/projects-enhanced']!)).toEqual([]);
  const preview = await previewImport(exported.bytes);
  expect(preview.status).toBe(200);
  expect(preview.body.dry_run).toBe(true);
  expect(preview.body.collections['projects-enhanced'].created).toBe((JSON.parse(before['/api/projects-enhanced']!) as unknown[]).length);
  expect(JSON.parse((await publicAnswers())['/api/projects-enhanced']!)).toEqual([]);

  const applied = await runImport(exported.bytes);
  expect(applied.status).toBe(200);
  expect(applied.body).toMatchObject({ dry_run: false, safety_backup: expect.stringMatching(/^pre-import-/) as unknown });
  expect(await publicAnswers()).toEqual(before);
  // Imported again, nothing changes.
  const again = await runImport(exported.bytes);
  expect(Object.values(again.body.collections).every((counts) => counts.created + counts.changed + counts.removed === 0)).toBe(true);
  setEnvironmentContext(original.context);
  token = await adminToken();
});

test('an import with one invalid item changes nothing and names the item', async () => {
  const exported = await exportZip();
  const before = await publicAnswers();
  let broken = '';
  const bad = editBackup(exported.bytes, (content) => {
    const projects = (content.collections as Record<string, Record<string, unknown>[]>)['projects-enhanced']!;
    const victim = projects[1]!;
    // Its title is what is wrong, so its address names it.
    broken = `projects-enhanced item 2 (“${String(victim.slug)}”, id ${String(victim.id)}): Title is required`;
    victim.title = '';
    (content.collections as Record<string, Record<string, unknown>[]>).clients![0]!.name = 'Renamed by the bad file';
  });
  for (const answer of [await previewImport(bad), await runImport(bad)]) {
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(broken);
  }
  expect(await publicAnswers()).toEqual(before);
});

test('an import restores what changed since the backup, and nothing it replaces is lost', async () => {
  const clients = api('clients');
  const [first] = (await clients.list(token)).body as Client[];
  const exported = await exportZip();
  await clients.update({ id: first!.id, name: 'Edited after the backup' }, token);
  const extra = await created<Client>('clients', aClient({ name: 'Added after the backup' }), token);

  const preview = await previewImport(exported.bytes);
  expect(preview.body.collections.clients).toMatchObject({ created: 0, changed: 1, removed: 1 });
  const applied = await runImport(exported.bytes);
  expect(applied.body.collections.clients).toMatchObject({ changed: 1, removed: 1 });
  const now = (await clients.list(token)).body as Client[];
  expect(now.find((client) => client.id === first!.id)?.name).toBe(first!.name);
  expect(now.some((client) => client.id === extra.id)).toBe(false);

  // The client added after the backup waits in Recently deleted; the edit is a version in the history.
  const deleted = await send<{ item_id: string }[]>(historyHandler, getRequest('/api/admin/history?deleted', token));
  expect(deleted.body.some((item) => item.item_id === extra.id)).toBe(true);
  const versions = await send<{ action: string; record: { name: string } }[]>(
    historyHandler,
    getRequest(`/api/admin/history?collection=clients&id=${first!.id}`, token),
  );
  expect(versions.body[0]).toMatchObject({ action: 'import', record: { name: first!.name } });
  expect(versions.body.some((version) => version.record.name === 'Edited after the backup')).toBe(true);
  // The content as it was before the import is kept as a backup of its own.
  const kept = await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token));
  expect(kept.body.some((backup) => backup.name === applied.body.safety_backup && backup.kind === 'pre-import')).toBe(true);
});

test('an import purges the whole site from the CDN: any public answer may have changed', async () => {
  const purges = await startPurgeStub();
  try {
    const exported = await exportZip();
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'purge-token-for-tests');
    vi.stubEnv('NETLIFY_PURGE_API_URL', purges.url);
    vi.stubEnv('SITE_ID', 'site-under-test');
    expect((await runImport(exported.bytes)).status).toBe(200);
    // No tags named: Netlify purges every answer of the site.
    expect(purges.received.map((purge) => purge.body.cache_tags)).toContainEqual(undefined);
  } finally {
    vi.unstubAllEnvs();
    await purges.stop();
  }
});

test('an item an import brings back leaves Recently deleted, and keeps its history when the entry would have expired', async () => {
  const clients = api('clients');
  const [demo] = (await clients.list(token)).body as Client[];
  const client = await created<Client>('clients', aClient({ name: 'Kept by the backup', logo_url: demo!.logo_url }), token);
  const exported = await exportZip();
  expect((await clients.remove(client.id, token)).status).toBe(200);
  expect((await runImport(exported.bytes)).status).toBe(200);
  expect(((await clients.list(token)).body as Client[]).some((item) => item.id === client.id)).toBe(true);
  // Thirty-one days on, Recently deleted forgets what it holds for good: the item is not among them.
  const later = await listDeleted(Date.now() + 31 * 24 * 60 * 60 * 1000);
  expect(later.some((item) => item.item_id === client.id)).toBe(false);
  const versions = await send<unknown[]>(historyHandler, getRequest(`/api/admin/history?collection=clients&id=${client.id}`, token));
  expect(versions.body.length).toBeGreaterThan(1);
});

test('enquiries go into an export only when asked for, and an import only adds the ones missing', async () => {
  const sent = await sendEmailHandler(
    jsonRequest('/api/send-email', 'POST', {
      name: 'Backup Person',
      email: 'backup@example.test',
      message: 'Kept in backups.',
      _elapsed: 8000,
    }),
    { ip: freshIp() },
  );
  expect(sent.status).toBe(200);
  const without = JSON.parse(strFromU8(unzipSync((await exportZip()).bytes)['content.json']!)) as Record<string, unknown>;
  expect(without.enquiries).toBeUndefined();
  const withThem = await exportZip('?enquiries=1');
  const content = JSON.parse(strFromU8(unzipSync(withThem.bytes)['content.json']!)) as { enquiries: { name: string }[] };
  expect(content.enquiries.some((enquiry) => enquiry.name === 'Backup Person')).toBe(true);
  expect((await previewImport(withThem.bytes)).body.enquiries).toEqual({ added: 0, dropped: 0 });
});

/** The enquiries as stored, expired ones included: what the site keeps, whatever it shows. */
const storedEnquiries = async () => (await readDocument(ENQUIRIES_KEY, enquiriesSchema, () => ({ items: [] }))).items;

/** The enquiries a backup carries. */
const enquiriesIn = (bytes: Uint8Array) =>
  (JSON.parse(strFromU8(unzipSync(bytes)['content.json']!)) as { enquiries?: Enquiry[] }).enquiries ?? [];

test('an import writes no enquiry past its retention and counts it as dropped; one dated in the future refuses the file', async () => {
  const exported = await exportZip('?enquiries=1');
  const expired = aStoredEnquiry({ created_at: '2019-03-01T09:00:00.000Z' });
  const recent = aStoredEnquiry();
  const withExpired = editBackup(exported.bytes, (content) => {
    content.enquiries = [...(content.enquiries as Enquiry[]), expired, recent];
  });
  expect((await previewImport(withExpired)).body.enquiries).toEqual({ added: 1, dropped: 1 });
  const applied = await runImport(withExpired);
  expect(applied.status).toBe(200);
  expect(applied.body.enquiries).toEqual({ added: 1, dropped: 1 });
  const ids = (await storedEnquiries()).map((enquiry) => enquiry.id);
  expect(ids).toContain(recent.id);
  expect(ids).not.toContain(expired.id);

  const future = aStoredEnquiry({ created_at: '2099-01-01T00:00:00.000Z' });
  const position = enquiriesIn(exported.bytes).length + 1;
  const withFuture = editBackup(exported.bytes, (content) => {
    content.enquiries = [...(content.enquiries as Enquiry[]), future];
  });
  const before = await storedEnquiries();
  for (const answer of [await previewImport(withFuture), await runImport(withFuture)]) {
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      `enquiries item ${position} (id ${future.id}): dated 2099-01-01T00:00:00.000Z, in the future, which no enquiry received can be`,
    );
  }
  expect(await storedEnquiries()).toEqual(before);
});

test('a backup whose enquiries repeat an id imports the first and counts the other as dropped; a store holding such a pair still backs up', async () => {
  const exported = await exportZip('?enquiries=1');
  const first = aStoredEnquiry({ name: 'Alice First' });
  const second = aStoredEnquiry({ id: first.id, name: 'Bob Second', email: 'bob@example.test' });
  const repeated = editBackup(exported.bytes, (content) => {
    content.enquiries = [...(content.enquiries as Enquiry[]), first, second];
  });
  expect((await previewImport(repeated)).body.enquiries).toEqual({ added: 1, dropped: 1 });
  const applied = await runImport(repeated);
  expect(applied.status).toBe(200);
  expect(applied.body.enquiries).toEqual({ added: 1, dropped: 1 });
  expect((await storedEnquiries()).filter((enquiry) => enquiry.id === first.id).map((enquiry) => enquiry.name)).toEqual(['Alice First']);

  // Stored as an import wrote them before this rule: the site's own backup of them still reads.
  await plantEnquiries(aStoredEnquiry({ id: 'pair-1' }), aStoredEnquiry({ id: 'pair-1', email: 'other@example.test' }));
  const own = await exportZip('?enquiries=1');
  expect((await previewImport(own.bytes)).status).toBe(200);
  // The pair leaves with this test: the next tests count the enquiries a backup drops.
  await updateDocument(
    ENQUIRIES_KEY,
    enquiriesSchema,
    () => ({ items: [] }),
    (current) => ({
      value: { items: current.items.filter((enquiry) => enquiry.id !== 'pair-1') },
      result: undefined,
    }),
  );
});

test('a backup caught mid-change imports as the site read it: a deleted category’s id and an ended redirect left out', async () => {
  const moved = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Mid-change moved', slug: 'mid-change' }),
    token,
  );
  const taker = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ title: 'Mid-change taker' }), token);
  const exported = await exportZip();
  const goneCategory = '00000000-0000-4000-8000-00000000c0de';
  // As a nightly backup taken between a category's delete and its sweep, and between a slug's takeover and the end
  // of the redirect it took over, holds them.
  const caught = editBackup(exported.bytes, (content) => {
    const projects = (content.collections as { 'projects-enhanced': ProjectEnhanced[] })['projects-enhanced'];
    const movedItem = projects.find((project) => project.id === moved.id)!;
    movedItem.slug = 'mid-change-renamed';
    movedItem.previous_slugs = ['mid-change'];
    movedItem.category_ids = [...movedItem.category_ids, goneCategory];
    projects.find((project) => project.id === taker.id)!.slug = 'mid-change';
  });
  expect((await previewImport(caught)).status).toBe(200);
  expect((await runImport(caught)).status).toBe(200);
  const read = async (id: string) => (await api('projectsEnhanced').get<ProjectEnhanced>(id, token)).body;
  expect((await read(moved.id)).category_ids).not.toContain(goneCategory);
  expect((await read(moved.id)).previous_slugs).toEqual([]);
  expect((await read(taker.id)).slug).toBe('mid-change');
});

test('a kept backup holding a logo stripped on reading is written again whole: an erasure rewrites it and it still reads', async () => {
  const exported = await exportZip('?enquiries=1');
  const files = unzipSync(exported.bytes);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
  // A logo carrying a place (an older or hand-made backup): the import keeps it without its metadata.
  const name = '0a1b2c3d-0000-4000-8000-000000000001.jpg';
  const logo = await aJpegWithGps();
  files[`uploads/${name}`] = new Uint8Array(logo);
  manifest.uploads.push({
    name,
    content_type: 'image/jpeg',
    size: logo.byteLength,
    sha256: createHash('sha256').update(logo).digest('hex'),
  });
  files['manifest.json'] = strToU8(JSON.stringify(manifest));
  const read = await readBackup(zipSync(files));
  const stored = read.uploads.get(name)!;
  expect(stored.byteLength).toBeLessThan(logo.byteLength);
  // Written again from what was read, it checks out against its own manifest.
  expect((await readBackup(packBackup(read))).uploads.get(name)).toEqual(stored);
});

test('a backup never carries an enquiry past its retention, even one still stored', async () => {
  const expired = aStoredEnquiry({ created_at: '2020-06-01T09:00:00.000Z' });
  // Stored as an import wrote them before it applied the retention rule.
  await updateDocument(
    ENQUIRIES_KEY,
    enquiriesSchema,
    () => ({ items: [] }),
    (current) => ({
      value: { items: [...current.items, expired] },
      result: undefined,
    }),
  );
  const exported = await exportZip('?enquiries=1');
  expect(exported.status).toBe(200);
  const carried = enquiriesIn(exported.bytes).map((enquiry) => enquiry.id);
  expect(carried.length).toBeGreaterThan(0);
  expect(carried).not.toContain(expired.id);
});

test('the audit entry of an import says how many enquiries it added and dropped', async () => {
  const exported = await exportZip('?enquiries=1');
  const { created_at } = JSON.parse(strFromU8(unzipSync(exported.bytes)['manifest.json']!)) as { created_at: string };
  const withNew = editBackup(exported.bytes, (content) => {
    content.enquiries = [
      ...(content.enquiries as Enquiry[]),
      aStoredEnquiry(),
      aStoredEnquiry(),
      aStoredEnquiry({ created_at: '2018-05-04T10:00:00.000Z' }),
    ];
  });
  expect((await runImport(withNew)).body.enquiries).toEqual({ added: 2, dropped: 1 });
  const [entry] = (await readAudit({ action: 'import' })).filter((item) => item.item_id === created_at);
  expect(entry).toMatchObject({
    outcome: 'success',
    item_label: `Backup of ${created_at} (2 enquiries added, 1 dropped)`,
    fields: ['enquiries'],
  });

  // A backup without enquiries says nothing of them.
  const without = await exportZip();
  const withoutAt = (JSON.parse(strFromU8(unzipSync(without.bytes)['manifest.json']!)) as { created_at: string }).created_at;
  expect((await runImport(without.bytes)).status).toBe(200);
  const [plain] = (await readAudit({ action: 'import' })).filter((item) => item.item_id === withoutAt);
  expect(plain?.item_label).toBe(`Backup of ${withoutAt}`);
  expect(plain?.fields).toBeUndefined();
});

test('the nightly backup is listed and downloadable, and backups older than 14 days are dropped', async () => {
  await nightlyBackup();
  const listed = await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token));
  const nightly = listed.body.find((backup) => backup.kind === 'nightly')!;
  expect(nightly.size).toBeGreaterThan(1000);
  const download = await backupsHandler(getRequest(`/api/admin/backups?name=${nightly.name}`, token));
  expect(download.headers.get('content-type')).toBe('application/zip');
  const bytes = new Uint8Array(await download.arrayBuffer());
  expect((await previewImport(bytes)).status).toBe(200);

  const old = await storeBackup('nightly', bytes, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000));
  expect(await pruneBackups()).toBe(1);
  const after = await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token));
  expect(after.body.some((backup) => backup.name === old.name)).toBe(false);
  expect(after.body.some((backup) => backup.name === nightly.name)).toBe(true);
  expect((await backupsHandler(getRequest('/api/admin/backups?name=..%2Fauth%2Fusers', token))).status).toBe(404);
});

test('a backup past its 14 days goes with the hourly sweep, whether or not a nightly one is taken', async () => {
  const bytes = (await exportZip()).bytes;
  const old = await storeBackup('nightly', bytes, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000));
  const recent = await storeBackup('nightly', bytes, new Date(Date.now() - 13 * 24 * 60 * 60 * 1000));
  await sweepUploads();
  const names = (await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token))).body.map((backup) => backup.name);
  expect(names).not.toContain(old.name);
  expect(names).toContain(recent.name);
});

test('an admin deletes a kept backup: gone from the list and the store, audited; an unknown name is a 404, an editor a 403', async () => {
  const kept = (await send<StoredBackup>(backupsHandler, jsonRequest('/api/admin/backups', 'POST', { enquiries: true }, token))).body;
  const editor = await staffMember(token, 'editor');
  const remove = (name: string, as = token) =>
    send<{ success?: boolean; error?: string }>(backupsHandler, deleteRequest(`/api/admin/backups?name=${encodeURIComponent(name)}`, as));

  expect((await remove(kept.name, editor.token)).status).toBe(403);
  expect(await remove(kept.name)).toMatchObject({ status: 200, body: { success: true } });
  const listed = await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token));
  expect(listed.body.some((backup) => backup.name === kept.name)).toBe(false);
  expect(await listKeys(`backups/${kept.name}`)).toEqual([]);
  expect((await backupsHandler(getRequest(`/api/admin/backups?name=${kept.name}`, token))).status).toBe(404);

  // A name that is not a kept backup's deletes nothing, whatever key it spells.
  const stored = async () => (await listKeys('')).filter((key) => !key.startsWith('audit/'));
  const before = await stored();
  for (const name of [kept.name, 'nightly-1999-01-01T00-00-00-000Z.zip', '../enquiries', 'settings', '']) {
    expect(await remove(name), name).toMatchObject({ status: 404, body: { error: 'Backup not found' } });
  }
  expect(await stored()).toEqual(before);
  const deletions = (await readAudit({ action: 'delete' })).filter((entry) => entry.item_id === kept.name);
  expect(deletions.map((entry) => [entry.user, entry.outcome, entry.status, entry.collection])).toEqual([
    ['admin', 'failure', 404, 'backup'],
    ['admin', 'success', 200, 'backup'],
  ]);
  // Refused before it names a backup, the editor's attempt is on record too.
  const refusals = await readAudit({ action: 'delete', user: editor.username });
  expect(refusals.map((entry) => [entry.outcome, entry.status, entry.collection])).toEqual([['failure', 403, 'backup']]);
});

test('a kept backup is restored where it is kept, whatever its size: nothing is uploaded', async () => {
  await nightlyBackup();
  const [newest] = (await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token))).body.filter(
    (backup) => backup.kind === 'nightly',
  );
  const clients = api('clients');
  const [first] = (await clients.list(token)).body as Client[];
  await clients.update({ id: first!.id, name: 'Changed after the night' }, token);
  const stored = (pathname: string) =>
    new Request(`http://localhost${pathname}?backup=${encodeURIComponent(newest!.name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  const preview = await send<ImportSummary>(importPreviewHandler, stored('/api/admin/import/preview'));
  expect(preview.body.collections.clients).toMatchObject({ changed: 1, removed: 0, created: 0 });
  const applied = await send<ImportSummary>(importHandler, stored('/api/admin/import'));
  expect(applied.status).toBe(200);
  expect(((await clients.list(token)).body as Client[]).find((client) => client.id === first!.id)?.name).toBe(first!.name);
  const unknown = await send<{ error: string }>(
    importPreviewHandler,
    new Request('http://localhost/api/admin/import/preview?backup=nightly-1999-01-01T00-00-00-000Z.zip', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(unknown).toMatchObject({ status: 404, body: { error: 'Backup not found' } });
});

test('an editor can neither export, preview, import nor list backups (403)', async () => {
  const editor = await staffMember(token, 'editor');
  const exported = await exportZip();
  expect((await exportZip('', editor.token)).status).toBe(403);
  expect((await previewImport(exported.bytes, editor.token)).status).toBe(403);
  expect((await runImport(exported.bytes, editor.token)).status).toBe(403);
  expect((await backupsHandler(getRequest('/api/admin/backups', editor.token))).status).toBe(403);
});

test('a file that is not a backup is refused with a clear error', async () => {
  const cases: [Uint8Array, RegExp][] = [
    [strToU8('not a zip at all'), /not a zip archive/],
    [zipSync({ 'content.json': strToU8('{}') }), /no manifest\.json/],
    [zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'something-else' })) }), /not a Caronte Automation backup/],
  ];
  for (const [bytes, message] of cases) {
    const answer = await previewImport(bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  }
  const wrongType = await send(importPreviewHandler, jsonRequest('/api/admin/import/preview', 'POST', {}, token));
  expect(wrongType.status).toBe(415);
});

test('the dry run names what it would add, change and remove', async () => {
  const kept = await created<Client>(
    'clients',
    aClient({ name: 'Kept then renamed SA', logo_url: 'https://logos.example.test/kept.svg' }),
    token,
  );
  const exported = await exportZip();
  await api('clients').update({ id: kept.id, name: 'Renamed since the backup SA' }, token);
  const since = await created<Client>(
    'clients',
    aClient({ name: 'Added since the backup SARL', logo_url: 'https://logos.example.test/since.svg' }),
    token,
  );
  const preview = await previewImport(exported.bytes);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const { names } = preview.body.collections.clients;
  expect(names?.removed).toContain(since.name);
  expect(names?.changed).toContain('Kept then renamed SA');
  expect(names?.created).not.toContain(kept.name);
});
