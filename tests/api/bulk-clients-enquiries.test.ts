import { beforeAll, expect, test } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Client } from '#src/schemas/client.ts';
import type { ClientBulkResult } from '#src/schemas/client-bulk.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import type { EnquiryBulkResult } from '#src/schemas/enquiry-bulk.ts';
import { versionOf } from '#src/schemas/versions.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { clientsBulkHandler } from '#functions/api/clients-bulk.ts';
import { enquiriesBulkHandler } from '#functions/api/enquiries-bulk.ts';
import { ENQUIRIES_KEY, enquiriesSchema } from '#functions/enquiries/enquiries.ts';
import { readDocument } from '#functions/platform/store.ts';
import { adminToken, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { aStoredEnquiry, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { expectIssue, expectRefused } from '#tests/fixtures/expectations.ts';
import { grant, staffMember } from '#tests/fixtures/staff.ts';

// POST /api/clients/bulk and /api/enquiries/bulk: the bulk actions the
// enhanced projects have, for the clients (show, hide, delete, restore) and
// the enquiries (mark new or handled, delete): each item whole or not at all
// with a result of its own, refused on a stale version, each in the audit log,
// and undone exactly by the opposite action.

useBlobsStore();

const clients = api('clients');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const clientBulk = (body: unknown, as: string | null = token) =>
  send<ClientBulkResult>(clientsBulkHandler, jsonRequest('/api/clients/bulk', 'POST', body, as ?? undefined));
const enquiryBulk = (body: unknown, as: string | null = token) =>
  send<EnquiryBulkResult>(enquiriesBulkHandler, jsonRequest('/api/enquiries/bulk', 'POST', body, as ?? undefined));
const aStoredClient = (name: string, is_active = true) => created<Client>('clients', aClient({ name, is_active }), token);
const storedClient = async (id: string) => (await clients.get<Client>(id, token)).body;
const storedEnquiry = async (id: string) =>
  (await readDocument(ENQUIRIES_KEY, enquiriesSchema, () => ({ items: [] }))).items.find((item) => item.id === id);
const auditFor = async (item: string) =>
  (await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?item=${encodeURIComponent(item)}`, token))).body.entries;
const outcomes = (answer: { body: { results: { id: string; outcome: string; status: number }[] } }) =>
  answer.body.results.map((result) => [result.id, result.outcome, result.status]);

test('clients: hide changes the shown ones, leaves the hidden one, and Undo (show, with versions) puts back exactly', async () => {
  const [north, south, hidden] = [
    await aStoredClient('North Refinery'),
    await aStoredClient('South Port'),
    await aStoredClient('Old Mill', false),
  ];
  const answer = await clientBulk({ action: 'hide', ids: [north.id, south.id, hidden.id] });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ action: 'hide', changed: 2, failed: 0 });
  expect(outcomes(answer)).toEqual([
    [north.id, 'changed', 200],
    [south.id, 'changed', 200],
    [hidden.id, 'unchanged', 200],
  ]);
  expect(answer.body.results[0]?.client).toMatchObject({ id: north.id, name: 'North Refinery', is_active: false });
  expect((await storedClient(hidden.id)).updated_at).toBe(hidden.updated_at);

  // Undo: the opposite action on exactly the changed ones, based on the versions the answer gave.
  const changed = answer.body.results.filter((result) => result.outcome === 'changed');
  const undo = await clientBulk({
    action: 'show',
    ids: changed.map((result) => result.id),
    versions: Object.fromEntries(changed.map((result) => [result.id, result.client!.updated_at])),
  });
  expect(undo.body).toMatchObject({ changed: 2, failed: 0 });
  // Everything but the version, which moves forward with each write.
  const sansVersion = (client: Client) => ({ ...client, updated_at: undefined });
  for (const before of [north, south, hidden]) expect(sansVersion(await storedClient(before.id))).toEqual(sansVersion(before));
});

test('clients: a stale version or an unknown id fails on its own, the others are done; delete and restore round-trip', async () => {
  const [kept, stale] = [await aStoredClient('Kept Chemicals'), await aStoredClient('Stale Pharma')];
  // Someone renames one after the list was read.
  expect((await clients.updateFrom(stale.updated_at, { id: stale.id, name: 'Stale Pharma SA' }, token)).status).toBe(200);
  const answer = await clientBulk({
    action: 'hide',
    ids: [kept.id, stale.id, 'no-such-client'],
    versions: { [kept.id]: kept.updated_at, [stale.id]: stale.updated_at },
  });
  expect(answer.body).toMatchObject({ changed: 1, failed: 2 });
  expect(outcomes(answer)).toEqual([
    [kept.id, 'changed', 200],
    [stale.id, 'failed', 409],
    ['no-such-client', 'failed', 404],
  ]);
  expect(answer.body.results[1]?.error).toMatchObject({ code: 'edit_conflict' });
  expect(await storedClient(stale.id)).toMatchObject({ name: 'Stale Pharma SA', is_active: true });

  const removed = await clientBulk({ action: 'delete', ids: [kept.id, stale.id] });
  expect(removed.body).toMatchObject({ changed: 2, failed: 0 });
  expect((await clients.get(kept.id, token)).status).toBe(404);
  const restored = await clientBulk({ action: 'restore', ids: [kept.id, stale.id] });
  expect(restored.body).toMatchObject({ changed: 2, failed: 0 });
  expect(await storedClient(stale.id)).toMatchObject({ name: 'Stale Pharma SA', is_active: true });
  expect(await storedClient(kept.id)).toMatchObject({ name: 'Kept Chemicals', is_active: false });

  // Each client changed or refused is an entry of its own, by name.
  expect((await auditFor(stale.id)).map((entry) => [entry.action, entry.outcome, entry.item_label])).toEqual(
    expect.arrayContaining([
      ['update', 'failure', 'Stale Pharma SA'],
      ['delete', 'success', 'Stale Pharma SA'],
      ['restore', 'success', 'Stale Pharma SA'],
    ]),
  );
});

test('clients: staff only; bad input is refused whole', async () => {
  const client = await aStoredClient('Guarded Logistics');
  expectRefused(await clientBulk({ action: 'hide', ids: [client.id] }, null), 401);
  expectRefused(await clientBulk({ action: 'delete', ids: [client.id] }, `${token.slice(0, -4)}AAAA`), 401);
  expectIssue(await clientBulk({ action: 'publish', ids: [client.id] }), 'action', 'action must be one of: show, hide, delete, restore');
  expectRefused(await clientBulk({ action: 'hide', ids: [] }), 400);
  expect((await storedClient(client.id)).is_active).toBe(true);
  const editor = await staffMember(token, 'editor');
  expect((await clientBulk({ action: 'hide', ids: [client.id] }, editor.token)).body.changed).toBe(1);
});

test('enquiries: marked handled then Undo marks new exactly those; in the log by id, never by name', async () => {
  const [first, second, done] = [
    aStoredEnquiry({ name: 'Bulk Reader One' }),
    aStoredEnquiry({ name: 'Bulk Reader Two' }),
    aStoredEnquiry({ name: 'Bulk Reader Done', status: 'handled' }),
  ];
  await plantEnquiries(first, second, done);
  const answer = await enquiryBulk({ action: 'mark_handled', ids: [first.id, second.id, done.id] });
  expect(answer.body).toMatchObject({ action: 'mark_handled', changed: 2, failed: 0 });
  expect(outcomes(answer)).toEqual([
    [first.id, 'changed', 200],
    [second.id, 'changed', 200],
    [done.id, 'unchanged', 200],
  ]);
  expect((await storedEnquiry(first.id))?.status).toBe('handled');

  const changed = answer.body.results.filter((result) => result.outcome === 'changed');
  const undo = await enquiryBulk({
    action: 'mark_new',
    ids: changed.map((result) => result.id),
    versions: Object.fromEntries(changed.map((result) => [result.id, result.enquiry!.updated_at!])),
  });
  expect(undo.body).toMatchObject({ changed: 2, failed: 0 });
  for (const before of [first, second, done]) expect((await storedEnquiry(before.id))?.status).toBe(before.status);

  const entries = await auditFor(first.id);
  expect(entries.map((entry) => [entry.action, entry.collection, entry.fields])).toEqual([
    ['update', 'enquiries', ['status']],
    ['update', 'enquiries', ['status']],
  ]);
  expect(JSON.stringify(entries)).not.toContain('Bulk Reader');
  expect(JSON.stringify(entries)).not.toContain(first.email);
});

test('enquiries: a stale version fails on its own; a delete erases, an unknown id fails; only with the enquiries permission', async () => {
  const [kept, stale, erased] = [aStoredEnquiry(), aStoredEnquiry(), aStoredEnquiry({ name: 'Erased Visitor' })];
  await plantEnquiries(kept, stale, erased);
  const marked = await enquiryBulk({
    action: 'mark_handled',
    ids: [kept.id, stale.id],
    versions: { [kept.id]: versionOf(kept), [stale.id]: '2020-01-01T00:00:00.000Z' },
  });
  expect(outcomes(marked)).toEqual([
    [kept.id, 'changed', 200],
    [stale.id, 'failed', 409],
  ]);
  expect((await storedEnquiry(stale.id))?.status).toBe('new');

  const editor = await staffMember(token, 'editor');
  expectRefused(await enquiryBulk({ action: 'delete', ids: [erased.id] }, editor.token), 403);
  expectRefused(await enquiryBulk({ action: 'delete', ids: [erased.id] }, null), 401);
  expect(await storedEnquiry(erased.id)).toBeDefined();

  await grant(token, editor.username, ['enquiries']);
  const removed = await enquiryBulk({ action: 'delete', ids: [erased.id, 'no-such-enquiry'] }, editor.token);
  expect(outcomes(removed)).toEqual([
    [erased.id, 'changed', 200],
    ['no-such-enquiry', 'failed', 404],
  ]);
  expect(await storedEnquiry(erased.id)).toBeUndefined();
  expect(await storedEnquiry(kept.id)).toMatchObject({ status: 'handled' } satisfies Partial<Enquiry>);
  const entries = await auditFor(erased.id);
  expect(entries[0]).toMatchObject({ action: 'delete', user: editor.username, outcome: 'success', collection: 'enquiries' });
  expect(JSON.stringify(entries)).not.toContain('Erased Visitor');
});
