import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { expect, test } from 'vitest';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// The local Blobs emulator with the semantics of Netlify's service that the
// store's compare-and-swap relies on (netlify/blobs-server.ts): an etag that
// is the hash of the content, the same from a read, a write and a list, and a
// conditional write that passes for exactly one of the writers racing on the
// etag they read.

useBlobsStore();

const store = () => getStore({ name: 'emulator-test', consistency: 'strong' });
const hashOf = (text: string) => `"${createHash('sha256').update(text).digest('hex')}"`;

test('a read, a write and a list give the same etag: the hash of the content', async () => {
  const written = await store().set('doc', 'first');
  expect(written.etag).toBe(hashOf('first'));
  const read = await store().getWithMetadata('doc', { type: 'text' });
  expect(read?.etag).toBe(hashOf('first'));
  const { blobs } = await store().list({ prefix: 'doc' });
  expect(blobs).toEqual([expect.objectContaining({ key: 'doc', etag: hashOf('first') })]);
});

test('two writes in the same millisecond change the etag, so the older one no longer matches', async () => {
  await store().set('fast', 'one');
  const before = (await store().getWithMetadata('fast', { type: 'text' }))!.etag!;
  await store().set('fast', 'two');
  expect((await store().getWithMetadata('fast', { type: 'text' }))!.etag).not.toBe(before);
  const stale = await store().set('fast', 'three', { onlyIfMatch: before });
  expect(stale.modified).toBe(false);
  expect(await store().get('fast', { type: 'text' })).toBe('two');
});

test('of writers racing on the etag they read, exactly one writes', async () => {
  await store().set('race', 'start');
  const etag = (await store().getWithMetadata('race', { type: 'text' }))!.etag!;
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) => store().set('race', `writer ${String(index)}`, { onlyIfMatch: etag })),
  );
  expect(results.filter((result) => result.modified)).toHaveLength(1);
  const winner = results.findIndex((result) => result.modified);
  expect(await store().get('race', { type: 'text' })).toBe(`writer ${String(winner)}`);
});

test('a conditional write of a key that does not exist, and a create of one that does, are refused', async () => {
  expect((await store().set('absent', 'x', { onlyIfMatch: hashOf('x') })).modified).toBe(false);
  expect(await store().get('absent')).toBeNull();
  await store().set('present', 'kept');
  expect((await store().set('present', 'replaced', { onlyIfNew: true })).modified).toBe(false);
  expect(await store().get('present', { type: 'text' })).toBe('kept');
});
