import { beforeAll, expect, test } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { StoredBackup } from '#src/schemas/backup.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { PrivacyErasure, PrivacyExport } from '#src/schemas/privacy.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { backupsHandler } from '#functions/api/admin-backups.ts';
import { backupUploadHandler } from '#functions/api/admin-backups-upload.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { exportHandler } from '#functions/api/admin-export.ts';
import { importHandler } from '#functions/api/admin-import.ts';
import { importPreviewHandler } from '#functions/api/admin-import-preview.ts';
import { privacyEraseHandler } from '#functions/api/admin-privacy-erase.ts';
import { privacyExportHandler } from '#functions/api/admin-privacy-export.ts';
import { readBackup, takeBackup } from '#functions/backup/backup.ts';
import { keepBackup as keepTakenBackup } from '#functions/backup/keep-backup.ts';
import { readStoredBackup } from '#functions/backup/stored-backups.ts';
import { adminToken, deleteRequest, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { staffMember } from '#tests/fixtures/staff.ts';

// A person's rights over what the site holds about them (docs/privacy.md):
// an administrator finds everything stored about an email address and sends
// it to them, or erases it everywhere it lives, kept backups and later
// restores included.

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const exportOf = (email: string, as = token) =>
  send<PrivacyExport>(privacyExportHandler, getRequest(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`, as));
const erase = (email: string, as = token) =>
  send<PrivacyErasure & { error?: string }>(privacyEraseHandler, jsonRequest('/api/admin/privacy/erase', 'POST', { email }, as));
const inbox = async () => (await send<Enquiry[]>(enquiriesHandler, getRequest('/api/enquiries', token))).body;
const keepBackup = async () =>
  (await send<StoredBackup>(backupsHandler, jsonRequest('/api/admin/backups', 'POST', { enquiries: true }, token))).body;
const keptEnquiries = async (name: string) => (await readBackup(await readStoredBackup(name))).content.enquiries ?? [];
const auditOf = async (query: string) => (await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?${query}`, token))).body.entries;

test('an export gives every enquiry from the address, whatever its case, what staff did with them and the backups holding them', async () => {
  const mine = [aStoredEnquiry({ email: 'Marie.Durand@Example.test' }), aStoredEnquiry({ email: 'marie.durand@example.test ' })];
  const other = aStoredEnquiry({ email: 'someone.else@example.test' });
  await plantEnquiries(...mine, other);
  await send(enquiriesHandler, jsonRequest('/api/enquiries', 'PUT', { id: mine[0]!.id, status: 'handled' }, token));
  const kept = await keepBackup();

  const answer = await privacyExportHandler(getRequest('/api/admin/privacy/export?email=MARIE.DURAND%40example.test', token));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
  const found = (await answer.json()) as PrivacyExport;
  expect(found.enquiries.map((enquiry) => enquiry.id).sort()).toEqual(mine.map((enquiry) => enquiry.id).sort());
  expect(found.audit_entries.map((entry) => [entry.action, entry.item_id])).toEqual([['update', mine[0]!.id]]);
  // What was done and when, never which staff member did it or from where: that is theirs, not the requester's.
  for (const kept of ['user', 'ip', 'status', 'error']) expect(found.audit_entries[0]).not.toHaveProperty(kept);
  expect(JSON.stringify(found.audit_entries)).not.toContain('admin');
  expect(found.kept_backups).toEqual([{ name: kept.name, created_at: kept.created_at, enquiries: 2 }]);

  const [recorded] = await auditOf('action=export&item=privacy');
  expect(recorded).toMatchObject({ user: 'admin', outcome: 'success', item_label: '2 enquiries, 0 applications, 1 kept backups' });
  expect(JSON.stringify(recorded)).not.toMatch(/durand/i);
});

test('an export gives the enquiries that only kept backups still hold, each once', async () => {
  const deleted = aStoredEnquiry({ email: 'hugo.lefevre@example.test' });
  const still = aStoredEnquiry({ email: 'hugo.lefevre@example.test' });
  await plantEnquiries(deleted, still);
  await keepBackup();
  await keepBackup();
  expect((await send(enquiriesHandler, deleteRequest(`/api/enquiries?id=${deleted.id}`, token))).status).toBe(200);

  const found = (await exportOf('hugo.lefevre@example.test')).body;
  expect(found.enquiries.map((enquiry) => enquiry.id)).toEqual([still.id]);
  expect(found.enquiries_in_backups.map((enquiry) => enquiry.id)).toEqual([deleted.id]);
  expect(found.kept_backups).toHaveLength(2);
});

test('an erasure removes the address from the inbox, the CSV and every kept backup, and no restore brings it back', async () => {
  const erased = [
    aStoredEnquiry({ email: 'paul.martin@example.test', name: 'Paul Martin' }),
    aStoredEnquiry({ email: 'PAUL.MARTIN@example.test' }),
  ];
  const kept = aStoredEnquiry({ email: 'claire.petit@example.test' });
  await plantEnquiries(...erased, kept);
  const backup = await keepBackup();
  const downloaded = new Uint8Array(
    await (await exportHandler(getRequest('/api/admin/export?enquiries=1', token), { ip: freshIp() })).arrayBuffer(),
  );

  const answer = await erase('Paul.Martin@example.test');
  expect(answer).toMatchObject({ status: 200, body: { enquiries: 2, backups: 1 } });
  const ids = (items: readonly Enquiry[]) => items.map((enquiry) => enquiry.id);
  expect(ids(await inbox())).not.toContain(erased[0]!.id);
  expect(ids(await inbox())).toContain(kept.id);
  const csv = await (await enquiriesHandler(getRequest('/api/enquiries?format=csv', token))).text();
  expect(csv).not.toMatch(/paul\.martin/i);
  expect(ids(await keptEnquiries(backup.name))).toEqual(expect.not.arrayContaining(ids(erased)));
  expect(ids(await keptEnquiries(backup.name))).toContain(kept.id);

  // The file downloaded before the erasure, imported again: everything but the erased enquiries comes back.
  const preview = await send<{ enquiries: { added: number; dropped: number } }>(
    importPreviewHandler,
    new Request('http://localhost/api/admin/import/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
      body: downloaded,
    }),
  );
  expect(preview.body.enquiries.dropped).toBeGreaterThanOrEqual(2);
  const restored = await send<{ enquiries: { added: number } }>(
    importHandler,
    new Request('http://localhost/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
      body: downloaded,
    }),
  );
  expect(restored.status).toBe(200);
  expect(ids(await inbox())).toEqual(expect.not.arrayContaining(ids(erased)));
  expect((await exportOf('paul.martin@example.test')).body.enquiries).toEqual([]);

  const [recorded] = await auditOf('action=delete&item=privacy');
  expect(recorded).toMatchObject({ user: 'admin', outcome: 'success', item_label: '2 enquiries, 0 applications, 1 kept backups' });
  expect(JSON.stringify(recorded)).not.toMatch(/martin/i);
});

test('a backup taken before an erasure and kept after it holds none of the erased enquiries', async () => {
  const erased = aStoredEnquiry({ email: 'louis.garnier@example.test', name: 'Louis Garnier' });
  const other = aStoredEnquiry({ email: 'anne.roux@example.test' });
  await plantEnquiries(erased, other);
  // A nightly or manual backup reads the enquiries first and is stored once packed, maybe seconds later.
  const taken = await takeBackup('nightly backup', true);
  expect((await erase('louis.garnier@example.test')).body).toMatchObject({ enquiries: 1 });
  const kept = await keepTakenBackup('nightly', taken);
  const ids = (await keptEnquiries(kept.name)).map((enquiry) => enquiry.id);
  expect(ids).not.toContain(erased.id);
  expect(ids).toContain(other.id);
  expect((await exportOf('louis.garnier@example.test')).body).toMatchObject({ enquiries: [], enquiries_in_backups: [], kept_backups: [] });
});

test('a backup file downloaded before an erasure and sent back to restore is kept without the erased enquiries', async () => {
  const erased = aStoredEnquiry({ email: 'lucie.bernard@example.test', name: 'Lucie Bernard' });
  const kept = aStoredEnquiry({ email: 'marc.roux@example.test' });
  await plantEnquiries(erased, kept);
  const downloaded = new Uint8Array(
    await (await exportHandler(getRequest('/api/admin/export?enquiries=1', token), { ip: freshIp() })).arrayBuffer(),
  );
  expect((await erase('lucie.bernard@example.test')).status).toBe(200);

  const sent = await backupUploadHandler(
    new Request('http://localhost/api/admin/backups/upload?part=0&parts=1', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
      body: downloaded,
    }),
  );
  expect(sent.status).toBe(201);
  const { name } = (await sent.json()) as StoredBackup;
  const ids = (await keptEnquiries(name)).map((enquiry) => enquiry.id);
  expect(ids).toContain(kept.id);
  expect(ids).not.toContain(erased.id);
});

test('an enquiry the person sends after their erasure is theirs anew and is kept', async () => {
  await plantEnquiries(aStoredEnquiry({ email: 'returning@example.test', created_at: new Date(Date.now() - 60_000).toISOString() }));
  await erase('returning@example.test');
  const later = aStoredEnquiry({ email: 'returning@example.test', created_at: new Date(Date.now() + 1000).toISOString() });
  await plantEnquiries(later);
  expect((await exportOf('returning@example.test')).body.enquiries.map((enquiry) => enquiry.id)).toEqual([later.id]);
});

test('privacy requests are for administrators, and an address is checked', async () => {
  const editor = await staffMember(token, 'editor');
  expect((await exportOf('a@example.test', editor.token)).status).toBe(403);
  expect((await erase('a@example.test', editor.token)).status).toBe(403);
  expect((await exportOf('a@example.test', '')).status).toBe(401);
  expect((await erase('not an address')).status).toBe(400);
  expect((await exportOf('not an address')).status).toBe(400);
});
