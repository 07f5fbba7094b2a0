import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, expect, test, vi } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import { BACKUP_PART_BYTES, MAX_BACKUP_PARTS, type ImportSummary, type StoredBackup } from '#src/schemas/backup.ts';
import type { Client } from '#src/schemas/client.ts';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { backupsHandler } from '#functions/api/admin-backups.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { importPreviewHandler } from '#functions/api/admin-import-preview.ts';
import { backupUploadHandler } from '#functions/api/admin-backups-upload.ts';
import { sweepStaleBackupParts } from '#functions/backup/backup-parts.ts';
import { KEEP_COPIES, listBackups, storeBackup } from '#functions/backup/stored-backups.ts';
import { listKeys } from '#functions/platform/store.ts';
import { seedDemoContent } from '#functions/seed/seed.ts';
import { adminToken, BASE, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { api, send } from '#tests/fixtures/content-api.ts';
import { aLargePng } from '#tests/fixtures/images.ts';
import { staffMember } from '#tests/fixtures/staff.ts';
import { fetchUpload, partFields, upload } from '#tests/fixtures/uploads.ts';

// Backups larger than one request or response carries (ADR 0036): the admin
// takes one and the site keeps it, then it comes down by byte ranges; a file
// goes up in parts, is checked whole and kept, then restored where it is kept.

useBlobsStore();
let token: string;
/** Two clients showing logos of nearly 5 MB each: a site whose backup is about 10 MB. */
let heavy: { client: Client; logo: Uint8Array }[];

async function uploadLogo(bytes: Uint8Array): Promise<string> {
  const count = Math.ceil(bytes.byteLength / LOGO_CHUNK_BYTES);
  let uploadId: string | undefined;
  for (let index = 0; index < count; index++) {
    const part = bytes.subarray(index * LOGO_CHUNK_BYTES, (index + 1) * LOGO_CHUNK_BYTES);
    const { status, body } = await upload(part, { name: 'photo.png', fields: partFields(index, count, uploadId), token });
    if (status === 201) return body.logo_url!;
    expect(status).toBe(202);
    uploadId ??= body.upload_id;
  }
  throw new Error('the upload never completed');
}

beforeAll(async () => {
  expect(await seedDemoContent()).toBe('seeded');
  token = await adminToken();
  const clients = api('clients');
  const [first, second] = (await clients.list<Client[]>(token)).body;
  heavy = [];
  for (const client of [first!, second!]) {
    const logo = await aLargePng(MAX_LOGO_BYTES - 64 * 1024);
    const logoUrl = await uploadLogo(logo);
    const updated = await clients.update<Client>({ id: client.id, logo_url: logoUrl }, token);
    expect(updated.status).toBe(200);
    heavy.push({ client: updated.body, logo });
  }
}, 60_000);

const takeBackup = (enquiries = false, as = token) =>
  send<StoredBackup & { error?: string }>(backupsHandler, jsonRequest('/api/admin/backups', 'POST', { enquiries }, as));

const part = (name: string, range?: string, as = token) =>
  backupsHandler(
    new Request(`${BASE}/api/admin/backups?name=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${as}`, ...(range ? { range } : {}) },
    }),
    { ip: '203.0.113.9' },
  );

/** Downloads a kept backup as the admin does: ranges of one part each, in order, until Content-Range's total. */
async function downloadInRanges(name: string): Promise<{ bytes: Uint8Array; requests: number }> {
  const pieces: Uint8Array[] = [];
  let received = 0;
  let total = Number.POSITIVE_INFINITY;
  let requests = 0;
  while (received < total) {
    const response = await part(name, `bytes=${received}-${received + BACKUP_PART_BYTES - 1}`);
    requests++;
    expect(response.status).toBe(206);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
    expect(Number(range?.[1])).toBe(received);
    const piece = new Uint8Array(await response.arrayBuffer());
    expect(piece.byteLength).toBe(Number(range![2]) - received + 1);
    expect(piece.byteLength).toBeLessThanOrEqual(BACKUP_PART_BYTES);
    pieces.push(piece);
    received += piece.byteLength;
    total = Number(range![3]);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return { bytes, requests };
}

/** A part's answer: 202 with the upload's id, 201 with the kept backup, or an error. */
type PartAnswer = Partial<StoredBackup> & { upload_id?: string; received?: number; error?: string };

/** Sends a file as the admin does: parts of at most BACKUP_PART_BYTES, in order. */
async function sendInParts(bytes: Uint8Array, as = token) {
  const count = Math.ceil(bytes.byteLength / BACKUP_PART_BYTES);
  let uploadId: string | undefined;
  for (let index = 0; ; index++) {
    const answer = await sendPart(bytes.subarray(index * BACKUP_PART_BYTES, (index + 1) * BACKUP_PART_BYTES), index, count, uploadId, as);
    if (index === count - 1 || answer.status !== 202) return answer;
    uploadId ??= answer.body.upload_id;
  }
}

function sendPart(bytes: Uint8Array, index: number, count: number, uploadId: string | undefined, as = token) {
  const query = new URLSearchParams({ part: String(index), parts: String(count), ...(uploadId ? { upload_id: uploadId } : {}) });
  return send<PartAnswer>(
    backupUploadHandler,
    new Request(`${BASE}/api/admin/backups/upload?${query.toString()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/zip' },
      body: new Uint8Array(bytes),
    }),
  );
}

const restore = (handler: typeof importHandler, pathname: string, name: string) =>
  send<ImportSummary & { error?: string }>(
    handler,
    new Request(`${BASE}${pathname}?backup=${encodeURIComponent(name)}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
  );

test('a backup larger than one response is taken, kept and downloaded by byte ranges, byte for byte', async () => {
  const single = await exportHandler(getRequest('/api/admin/export', token), { ip: '203.0.113.9' });
  expect(single.status).toBe(413);
  expect(((await single.json()) as { error: string }).error).toMatch(
    /take it with POST \/api\/admin\/backups and download it by byte ranges/,
  );

  const kept = await takeBackup();
  expect(kept.status).toBe(201);
  expect(kept.body).toMatchObject({ kind: 'manual' });
  expect(kept.body.size).toBeGreaterThan(2 * BACKUP_PART_BYTES);
  const listed = await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token));
  expect(listed.body[0]).toEqual(kept.body);

  const whole = await part(kept.body.name);
  expect(whole.status).toBe(413);
  expect(((await whole.json()) as { error: string }).error).toMatch(/download it by byte ranges/);

  const { bytes, requests } = await downloadInRanges(kept.body.name);
  expect(bytes.byteLength).toBe(kept.body.size);
  expect(requests).toBe(Math.ceil(kept.body.size / BACKUP_PART_BYTES));
  const files = unzipSync(bytes);
  for (const { client, logo } of heavy) expect(files[`uploads/${client.logo_url.split('/').pop()!}`]).toEqual(logo);

  // A range longer than one part is cut short; a suffix gives the end; a range past the end is refused.
  const long = await part(kept.body.name, `bytes=10-${kept.body.size - 1}`);
  expect(long.status).toBe(206);
  expect(long.headers.get('content-range')).toBe(`bytes 10-${10 + BACKUP_PART_BYTES - 1}/${kept.body.size}`);
  expect(new Uint8Array(await long.arrayBuffer())).toEqual(bytes.subarray(10, 10 + BACKUP_PART_BYTES));
  const suffix = await part(kept.body.name, 'bytes=-100');
  expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.subarray(bytes.byteLength - 100));
  // A suffix longer than one part gives the file's tail, one part long; the unit's case does not matter.
  const tail = await part(kept.body.name, `Bytes=-${2 * BACKUP_PART_BYTES}`);
  expect(tail.headers.get('content-range')).toBe(`bytes ${kept.body.size - BACKUP_PART_BYTES}-${kept.body.size - 1}/${kept.body.size}`);
  expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.byteLength - BACKUP_PART_BYTES));
  const outside = await part(kept.body.name, `bytes=${kept.body.size}-`);
  expect(outside.status).toBe(416);
  expect(outside.headers.get('content-range')).toBe(`bytes */${kept.body.size}`);
});

test('a backup larger than one request is sent in parts, checked whole, kept and restored', async () => {
  const taken = await takeBackup();
  const { bytes } = await downloadInRanges(taken.body.name);
  const clients = api('clients');
  const [{ client }] = heavy as [(typeof heavy)[number]];
  expect((await clients.update({ id: client.id, name: 'Renamed after the backup' }, token)).status).toBe(200);

  const direct = await send<{ error: string }>(
    importPreviewHandler,
    new Request(`${BASE}/api/admin/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: new Uint8Array(bytes),
    }),
  );
  expect(direct.status).toBe(413);

  const sent = await sendInParts(bytes);
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({ kind: 'uploaded', size: bytes.byteLength });
  const name = sent.body.name!;
  const preview = await restore(importPreviewHandler, '/api/admin/import/preview', name);
  expect(preview.status).toBe(200);
  expect(preview.body.collections.clients).toMatchObject({ changed: 1, created: 0, removed: 0 });
  const applied = await restore(importHandler, '/api/admin/import', name);
  expect(applied.status).toBe(200);
  expect((await clients.get<Client>(client.id, token)).body.name).toBe(client.name);
  for (const { client: shown, logo } of heavy) {
    const served = await fetchUpload(shown.logo_url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo);
  }
}, 60_000);

test('a file sent in parts that is not a sound backup is refused naming the fault, and nothing is kept', async () => {
  const files = unzipSync((await downloadInRanges((await takeBackup()).body.name)).bytes);
  const content = JSON.parse(new TextDecoder().decode(files['content.json'])) as { collections: { clients: Client[] } };
  content.collections.clients[1]!.name = '';
  files['content.json'] = strToU8(JSON.stringify(content));
  const broken = zipSync(files, { level: 0 });
  expect(broken.byteLength).toBeGreaterThan(BACKUP_PART_BYTES);
  const before = (await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token))).body;

  const refused = await sendInParts(broken);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/^clients item 2 .*Name is required/);
  expect((await send<StoredBackup[]>(backupsHandler, getRequest('/api/admin/backups', token))).body).toEqual(before);
});

test('parts must come in order, once each, within the size a backup may have', async () => {
  const bytes = new Uint8Array(3 * 1024).fill(7);
  const first = await sendPart(bytes, 0, 3, undefined);
  expect(first.status).toBe(202);
  const uploadId = first.body.upload_id!;
  expect(await sendPart(bytes, 0, 3, uploadId)).toMatchObject({ status: 400 });
  const skipped = await sendPart(bytes, 2, 3, uploadId);
  expect(skipped.status).toBe(400);
  expect(skipped.body.error).toMatch(/Part 1 is missing/);
  expect((await sendPart(bytes, 1, 3, uploadId)).status).toBe(202);
  expect(await sendPart(bytes, 1, 3, uploadId)).toMatchObject({ status: 409 });
  expect(await sendPart(bytes, 1, 3, undefined)).toMatchObject({
    status: 400,
    body: { error: 'upload_id is required for every part after the first' },
  });
  expect(await sendPart(bytes, 3, 3, uploadId)).toMatchObject({ status: 400, body: { error: 'part must be below parts' } });
  // A count that is not one is named, not answered as a generic type error.
  const notCounts = await Promise.all(
    ['parts=three&part=0', 'parts=&part=0', 'parts=3&part=1.5', 'parts=3&part=first'].map((query) =>
      send<PartAnswer>(
        backupUploadHandler,
        new Request(`${BASE}/api/admin/backups/upload?${query}&upload_id=${uploadId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
          body: bytes,
        }),
      ),
    ),
  );
  expect(notCounts.map(({ status, body }) => [status, body.error])).toEqual([
    [400, 'parts must be a whole number'],
    [400, 'parts must be at least 1'],
    [400, 'part must be a whole number'],
    [400, 'part must be a whole number'],
  ]);
  expect(await sendPart(bytes, 1, 4, uploadId)).toMatchObject({ status: 400, body: { error: 'parts does not match the first part' } });
  expect(await sendPart(bytes, 0, 1, uploadId)).toMatchObject({ status: 400, body: { error: 'A backup sent whole carries no upload_id' } });
  expect(await sendPart(new Uint8Array(0), 2, 3, uploadId)).toMatchObject({ status: 400, body: { error: 'Request body is empty' } });
  const notZip = await send<PartAnswer>(
    backupUploadHandler,
    new Request(`${BASE}/api/admin/backups/upload?part=2&parts=3&upload_id=${uploadId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/html' },
      body: '<html></html>',
    }),
  );
  expect(notZip).toMatchObject({ status: 415, body: { error: 'Content-Type must be application/zip' } });
  expect(await sendPart(bytes, 0, MAX_BACKUP_PARTS + 1, undefined)).toMatchObject({
    status: 413,
    body: { error: 'A backup can be at most 100 MB' },
  });
  expect((await sendPart(new Uint8Array(BACKUP_PART_BYTES + 1), 0, 2, undefined)).status).toBe(413);
  // The last part joins three parts of filler: not a zip, refused, and nothing kept.
  const joined = await sendPart(bytes, 2, 3, uploadId);
  expect(joined.status).toBe(400);
  expect(joined.body.error).toMatch(/not a zip archive/);
});

test('an editor can neither take, download by range nor send a backup (403)', async () => {
  const editor = await staffMember(token, 'editor');
  const kept = await takeBackup();
  expect((await takeBackup(false, editor.token)).status).toBe(403);
  expect((await part(kept.body.name, 'bytes=0-99', editor.token)).status).toBe(403);
  expect((await sendPart(new Uint8Array(10), 0, 2, undefined, editor.token)).status).toBe(403);
  expect(await takeBackup('yes' as unknown as boolean)).toMatchObject({ status: 400, body: { error: 'enquiries must be true or false' } });
});

test('a download of a kept backup is recorded as an export once, when it starts', async () => {
  const kept = await takeBackup();
  const exportsOf = async () =>
    (await send<AuditPage>(auditHandler, getRequest('/api/admin/audit?action=export', token))).body.entries.filter(
      (entry) => entry.item_id === kept.body.name,
    );
  expect(await exportsOf()).toEqual([]);
  // A whole read over one part is refused (413), and a refusal is no export.
  expect((await part(kept.body.name)).status).toBe(413);
  expect(await exportsOf()).toEqual([]);
  await downloadInRanges(kept.body.name);
  const recorded = await exportsOf();
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ user: 'admin', outcome: 'success', collection: 'backup', item_label: kept.body.name });
});

test('a download that skips the first byte is recorded as an export all the same', async () => {
  const kept = await takeBackup();
  const exportsOf = async () =>
    (await send<AuditPage>(auditHandler, getRequest('/api/admin/audit?action=export', token))).body.entries.filter(
      (entry) => entry.item_id === kept.body.name,
    );
  const rest = await part(kept.body.name, 'bytes=1-');
  expect(rest.status).toBe(206);
  expect(await exportsOf()).toHaveLength(1);
  // Its next ranges are the same download.
  expect((await part(kept.body.name, 'bytes=0-0')).status).toBe(206);
  expect(await exportsOf()).toHaveLength(2);
  expect((await part(kept.body.name, 'bytes=2-9')).status).toBe(206);
  expect(await exportsOf()).toHaveLength(2);
});

/** Opens a backup upload as if at `time`: its id carries that time. */
async function openedAt(time: number, bytes: Uint8Array): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(time);
    return (await sendPart(bytes, 0, 3, undefined)).body.upload_id!;
  } finally {
    vi.useRealTimers();
  }
}

test('parts of a backup abandoned for over an hour are dropped by the hourly sweep; a fresh one stays', async () => {
  const bytes = new Uint8Array(1024).fill(3);
  // Opened first: opening an upload drops the abandoned ones too, and this test is about the sweep.
  const fresh = (await sendPart(bytes, 0, 3, undefined)).body.upload_id!;
  const abandoned = await openedAt(Date.now() - 2 * 60 * 60 * 1000, bytes);
  expect(await listKeys(`backup-parts/${abandoned}`)).toHaveLength(2);
  await sweepStaleBackupParts();
  expect(await listKeys(`backup-parts/${abandoned}`)).toEqual([]);
  expect(await listKeys(`backup-parts/${fresh}`)).toHaveLength(2);
});

test('only the newest backups taken to download are kept, and two taken at once keep both', async () => {
  const bytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  const at = new Date('2026-01-02T03:04:05.006Z');
  const others = (await listBackups()).filter((backup) => backup.kind !== 'manual');
  const twins = await Promise.all([storeBackup('manual', bytes, at), storeBackup('manual', bytes, at)]);
  expect(new Set(twins.map((backup) => backup.name)).size).toBe(2);
  for (let index = 0; index < KEEP_COPIES + 2; index++) await storeBackup('manual', bytes);
  const manual = (await listBackups()).filter((backup) => backup.kind === 'manual');
  expect(manual).toHaveLength(KEEP_COPIES);
  expect(manual.map((backup) => backup.name)).not.toContain(twins[0].name);
  expect((await listBackups()).filter((backup) => backup.kind !== 'manual')).toEqual(others);
});
