import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#schemas/upload.ts';
import { loginHandler } from '#functions/auth.ts';
import { listKeys } from '#functions/store.ts';
import { ensureUser } from '#functions/users.ts';
import { adminToken, freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aLargePng } from '#tests/fixtures/images.ts';
import { fetchUpload, partFields, splitIntoParts, upload, uploadInParts } from '#tests/fixtures/uploads.ts';

// The chunked side of logo uploads (functions/upload-parts.ts): what lets a
// 5 MB logo reach a Netlify function whose requests carry at most 6 MB.

useBlobsStore();

let token: string;
let otherToken: string;
beforeAll(async () => {
  token = await adminToken();
  await ensureUser('second-admin', 'another long admin password');
  const response = await loginHandler(
    jsonRequest('/api/auth/login', 'POST', { username: 'second-admin', password: 'another long admin password' }),
    {
      ip: freshIp(),
    },
  );
  otherToken = ((await response.json()) as { token: string }).token;
});
afterEach(() => {
  vi.useRealTimers();
});

const staged = () => listKeys('upload-parts/');
const part = (bytes: number) => new Uint8Array(bytes).fill(7);

test('a 5 MB logo uploads in parts and is assembled byte for byte', async () => {
  const file = await aLargePng(MAX_LOGO_BYTES - 32 * 1024);
  expect(file.byteLength).toBeGreaterThan(4.9 * 1024 * 1024);
  expect(file.byteLength).toBeLessThanOrEqual(MAX_LOGO_BYTES);
  const answers = await uploadInParts(file, token, { name: 'big.png', type: 'image/png' });
  expect(answers).toHaveLength(3);
  expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual([202, 202]);
  expect(answers[0]!.body.upload_id).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
  expect(answers[1]!.body).toMatchObject({ success: true, upload_id: answers[0]!.body.upload_id, received: 2 });
  const last = answers.at(-1)!;
  expect(last.status).toBe(201);
  expect(last.body).toEqual({ success: true, logo_url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/) as unknown });
  const served = await fetchUpload(last.body.logo_url!);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
  // Nothing of the upload is left behind.
  expect((await staged()).filter((key) => key.includes(answers[0]!.body.upload_id!))).toEqual([]);
});

test('parts may arrive out of order and are still assembled in order', async () => {
  const file = await aLargePng(LOGO_CHUNK_BYTES * 2 + 1000);
  const [first, second, third] = splitIntoParts(file);
  const opened = await upload(first!, { token, fields: partFields(0, 3) });
  const uploadId = opened.body.upload_id!;
  expect((await upload(third!, { token, fields: partFields(2, 3, uploadId) })).status).toBe(202);
  const done = await upload(second!, { token, fields: partFields(1, 3, uploadId) });
  expect(done.status).toBe(201);
  expect(new Uint8Array(await (await fetchUpload(done.body.logo_url!)).arrayBuffer())).toEqual(file);
});

test('the last two parts sent at once give exactly one file', async () => {
  const file = await aLargePng(LOGO_CHUNK_BYTES * 2 + 5000);
  const [first, second, third] = splitIntoParts(file);
  const uploadId = (await upload(first!, { token, fields: partFields(0, 3) })).body.upload_id!;
  const before = await listKeys('uploads/');
  const answers = await Promise.all([
    upload(second!, { token, fields: partFields(1, 3, uploadId) }),
    upload(third!, { token, fields: partFields(2, 3, uploadId) }),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 202]);
  const logoUrl = answers.find((answer) => answer.status === 201)!.body.logo_url!;
  expect(new Uint8Array(await (await fetchUpload(logoUrl)).arrayBuffer())).toEqual(file);
  expect((await listKeys('uploads/')).length).toBe(before.length + 1);
});

test('a part sent twice is refused and cannot change what was received', async () => {
  const file = await aLargePng(LOGO_CHUNK_BYTES * 2 + 2000);
  const [first, second, third] = splitIntoParts(file);
  const uploadId = (await upload(first!, { token, fields: partFields(0, 3) })).body.upload_id!;
  expect((await upload(second!, { token, fields: partFields(1, 3, uploadId) })).status).toBe(202);
  const again = await upload(part(1234), { token, fields: partFields(1, 3, uploadId) });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe('Part 1 was already received');
  const done = await upload(third!, { token, fields: partFields(2, 3, uploadId) });
  expect(done.status).toBe(201);
  expect(new Uint8Array(await (await fetchUpload(done.body.logo_url!)).arrayBuffer())).toEqual(file);
});

test('an upload with a part missing never completes', async () => {
  const before = await listKeys('uploads/');
  const uploadId = (await upload(part(LOGO_CHUNK_BYTES), { token, fields: partFields(0, 3) })).body.upload_id!;
  const third = await upload(part(100), { token, fields: partFields(2, 3, uploadId) });
  expect(third.status).toBe(202);
  expect(third.body.logo_url).toBeUndefined();
  expect(third.body.received).toBe(2);
  expect(await listKeys('uploads/')).toEqual(before);
});

test("another admin's upload id is answered as unknown and takes no part", async () => {
  const uploadId = (await upload(part(LOGO_CHUNK_BYTES), { token, fields: partFields(0, 2) })).body.upload_id!;
  const intruder = await upload(part(100), { token: otherToken, fields: partFields(1, 2, uploadId) });
  expect(intruder.status).toBe(404);
  expect(intruder.body.error).toBe('Upload not found or expired; start again');
  expect((await staged()).filter((key) => key.includes(uploadId) && key.includes('/1-'))).toEqual([]);
});

test('an unknown or malformed upload id is refused', async () => {
  const unknown = await upload(part(100), { token, fields: partFields(1, 2, `${Date.now()}-00000000-0000-4000-8000-000000000000`) });
  expect(unknown.status).toBe(404);
  const traversal = await upload(part(100), { token, fields: partFields(1, 2, '../uploads/x') });
  expect(traversal.status).toBe(400);
  expect(traversal.body.error).toBe('upload_id is not valid');
  const missing = await upload(part(100), { token, fields: partFields(1, 2) });
  expect(missing.status).toBe(400);
  expect(missing.body.error).toBe('upload_id is required for every part after the first');
  const onFirst = await upload(part(100), { token, fields: partFields(0, 2, `${Date.now()}-00000000-0000-4000-8000-000000000000`) });
  expect(onFirst.status).toBe(400);
});

test('wrong counts and indexes are refused', async () => {
  const cases: [Record<string, string>, string][] = [
    [{ chunk_index: '0', chunk_count: '4' }, 'chunk_count must be at most 3'],
    [{ chunk_index: '2', chunk_count: '2' }, 'chunk_index must be below chunk_count'],
    [{ chunk_index: '-1', chunk_count: '2' }, 'chunk_index must be 0 or more'],
    [{ chunk_index: '0', chunk_count: '0' }, 'chunk_count must be at least 1'],
    [{ chunk_index: 'one', chunk_count: '2' }, 'chunk_index must be a number'],
    [{ chunk_index: '0.5', chunk_count: '2' }, 'chunk_index must be a whole number'],
  ];
  for (const [fields, message] of cases) {
    const answer = await upload(part(100), { token, fields });
    expect(answer.status, JSON.stringify(fields)).toBe(400);
    expect(answer.body.error).toBe(message);
  }
  const uploadId = (await upload(part(100), { token, fields: partFields(0, 3) })).body.upload_id!;
  const changed = await upload(part(100), { token, fields: partFields(1, 2, uploadId) });
  expect(changed.status).toBe(400);
  expect(changed.body.error).toBe('chunk_count does not match the first part');
});

test('a part over the part size is refused', async () => {
  const answer = await upload(part(LOGO_CHUNK_BYTES + 1), { token, fields: partFields(0, 3) });
  expect(answer.status).toBe(413);
  expect(answer.body.error).toBe('Each part must be at most 2 MB');
});

test('parts adding up to more than 5 MB are refused with the spec message and discarded', async () => {
  const uploadId = (await upload(part(LOGO_CHUNK_BYTES), { token, fields: partFields(0, 3) })).body.upload_id!;
  expect((await upload(part(LOGO_CHUNK_BYTES), { token, fields: partFields(1, 3, uploadId) })).status).toBe(202);
  const over = await upload(part(LOGO_CHUNK_BYTES), { token, fields: partFields(2, 3, uploadId) });
  expect(over.status).toBe(413);
  expect(over.body.error).toBe('Logo file size must be less than 5MB');
  expect((await staged()).filter((key) => key.includes(uploadId))).toEqual([]);
});

test('assembled parts that are not an image are refused with the spec message', async () => {
  const answers = await uploadInParts(new Uint8Array(LOGO_CHUNK_BYTES + 10).fill(0x41), token);
  expect(answers.at(-1)!.status).toBe(415);
  expect(answers.at(-1)!.body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
  const uploadId = answers[0]!.body.upload_id!;
  expect((await staged()).filter((key) => key.includes(uploadId))).toEqual([]);
});

test('parts of uploads abandoned for over an hour are deleted when the next upload starts', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-04T08:00:00Z'));
  const abandoned = (await upload(part(1000), { token, fields: partFields(0, 2) })).body.upload_id!;
  vi.setSystemTime(new Date('2026-05-04T08:30:00Z'));
  const recent = (await upload(part(1000), { token, fields: partFields(0, 2) })).body.upload_id!;
  expect((await staged()).some((key) => key.includes(abandoned))).toBe(true);
  vi.setSystemTime(new Date('2026-05-04T09:10:00Z'));
  await upload(part(1000), { token, fields: partFields(0, 2) });
  const keys = await staged();
  expect(keys.some((key) => key.includes(abandoned))).toBe(false);
  expect(keys.some((key) => key.includes(recent))).toBe(true);
});

test('parts need an admin token', async () => {
  const answer = await upload(part(100), { fields: partFields(0, 2) });
  expect(answer.status).toBe(401);
});
