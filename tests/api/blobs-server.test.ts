import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { expect, test } from 'vitest';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

// The local Blobs server (netlify/blobs-server.ts) speaks the protocol of
// Netlify's service to @netlify/blobs' own client, with the semantics the
// store's compare-and-swap relies on: an etag that is the hash of the content,
// the same from a read, a write and a list; a conditional write that passes for
// exactly one of the writers racing on the etag they read; lists that hold
// every key, in the pages the client follows.

const fixture = useBlobsStore();

const store = () => getStore({ name: 'server-test', consistency: 'strong' });
const hashOf = (text: string) => `"${createHash('sha256').update(text).digest('hex')}"`;
/** Where a key of the test's store is kept: the layout of @netlify/blobs' former emulator. */
const onDisk = (tree: 'entries' | 'metadata', key: string) =>
  path.join(fixture.current().directory, tree, 'local-site', 'site:server-test', ...key.split('/'));
const blobsUrl = (pathname: string) => `http://127.0.0.1:${String(fixture.current().blobs.port)}${pathname}`;
const bearer = (token = fixture.current().blobs.token) => ({ authorization: `Bearer ${token}` });

test('a read, a write and a list give the same etag: the hash of the content', async () => {
  const written = await store().set('doc', 'first');
  expect(written.etag).toBe(hashOf('first'));
  const read = await store().getWithMetadata('doc', { type: 'text' });
  expect(read?.etag).toBe(hashOf('first'));
  expect((await store().getMetadata('doc'))?.etag).toBe(hashOf('first'));
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

test('of writers racing to create a key, exactly one creates it', async () => {
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) => store().set('created', `writer ${String(index)}`, { onlyIfNew: true })),
  );
  expect(results.filter((result) => result.modified)).toHaveLength(1);
  const winner = results.findIndex((result) => result.modified);
  expect(await store().get('created', { type: 'text' })).toBe(`writer ${String(winner)}`);
});

test('a conditional write of a key that does not exist, and a create of one that does, are refused', async () => {
  expect((await store().set('absent', 'x', { onlyIfMatch: hashOf('x') })).modified).toBe(false);
  expect(await store().get('absent')).toBeNull();
  await store().set('present', 'kept');
  expect((await store().set('present', 'replaced', { onlyIfNew: true })).modified).toBe(false);
  expect(await store().get('present', { type: 'text' })).toBe('kept');
});

test('metadata comes back with a read and a HEAD, and a write without metadata leaves none', async () => {
  const bytes = new Uint8Array([0, 1, 2, 250, 255]);
  await store().set('described', bytes.buffer, { metadata: { contentType: 'image/png', size: 5 } });
  const read = await store().getWithMetadata('described', { type: 'arrayBuffer' });
  expect(new Uint8Array(read.data)).toEqual(bytes);
  expect(read.metadata).toEqual({ contentType: 'image/png', size: 5 });
  expect(await store().getMetadata('described')).toEqual({ etag: read.etag, metadata: { contentType: 'image/png', size: 5 } });

  await store().set('described', 'plain');
  expect((await store().getWithMetadata('described', { type: 'text' }))?.metadata).toEqual({});
  expect(await store().getMetadata('absent-key')).toBeNull();
});

test('a read with the etag the reader holds answers without the content when nothing changed', async () => {
  const etag = (await store().set('cached', 'unchanged')).etag!;
  expect(await store().getWithMetadata('cached', { etag, type: 'text' })).toEqual({ data: null, etag, metadata: {} });
  await store().set('cached', 'changed');
  expect((await store().getWithMetadata('cached', { etag, type: 'text' }))?.data).toBe('changed');
});

test('a deleted key is gone from reads and lists, with its metadata, and deleting it again is no error', async () => {
  await store().set('gone/soon', 'x', { metadata: { note: 'kept beside' } });
  await store().delete('gone/soon');
  expect(await store().get('gone/soon')).toBeNull();
  expect((await store().list({ prefix: 'gone/' })).blobs).toEqual([]);
  expect((await store().list({ prefix: 'gone', directories: true })).directories).toEqual([]);
  await store().delete('gone/soon');
  // Written again, it has no metadata of its former self.
  await store().set('gone/soon', 'y');
  expect((await store().getWithMetadata('gone/soon'))?.metadata).toEqual({});
});

test('a list holds the keys under its prefix in key order, and by folder when asked', async () => {
  for (const key of ['tree/b', 'tree/a/2', 'tree/a/1', 'tree/c/deep/1', 'treetop', 'other']) await store().set(key, key);
  expect((await store().list({ prefix: 'tree/' })).blobs.map((blob) => blob.key)).toEqual([
    'tree/a/1',
    'tree/a/2',
    'tree/b',
    'tree/c/deep/1',
  ]);
  expect((await store().list({ prefix: 'tree' })).blobs.map((blob) => blob.key)).toEqual([
    'tree/a/1',
    'tree/a/2',
    'tree/b',
    'tree/c/deep/1',
    'treetop',
  ]);
  expect(await store().list({ prefix: 'tree/', directories: true })).toEqual({
    blobs: [{ key: 'tree/b', etag: hashOf('tree/b') }],
    directories: ['tree/a', 'tree/c'],
  });
  expect((await store().list({ prefix: '../' })).blobs).toEqual([]);
});

test('a list of more than a page comes back whole, in the pages the client follows', async () => {
  // Over 1,000 keys, put on disk directly: written through the server they would take seconds.
  const keys = Array.from({ length: 1001 }, (_, index) => `paged/${String(index).padStart(4, '0')}`);
  await mkdir(path.dirname(onDisk('entries', keys[0]!)), { recursive: true });
  await Promise.all(keys.map((key) => writeFile(onDisk('entries', key), key)));
  const pages = [];
  for await (const page of store().list({ prefix: 'paged/', paginate: true })) pages.push(page.blobs.map((blob) => blob.key));
  expect(pages.map((page) => page.length)).toEqual([1000, 1]);
  expect(pages.flat()).toEqual(keys);
  expect((await store().list({ prefix: 'paged/' })).blobs.map((blob) => blob.etag)).toEqual(keys.map(hashOf));
});

test('a list made while keys are rewritten, created and deleted holds every key that exists throughout', async () => {
  const stable = Array.from({ length: 60 }, (_, index) => `busy/stable-${String(index).padStart(2, '0')}`);
  await Promise.all(stable.map((key) => store().set(key, 'version 0')));
  let writing = true;
  const writer = async (worker: number) => {
    for (let round = 1; writing; round++) {
      await Promise.all(stable.filter((_, index) => index % 4 === worker).map((key) => store().set(key, `version ${String(round)}`)));
      await store().set(`busy/passing-${String(worker)}-${String(round)}`, 'x');
      await store().delete(`busy/passing-${String(worker)}-${String(round - 1)}`);
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  const lists = [];
  try {
    for (let list = 0; list < 15; list++) lists.push(await store().list({ prefix: 'busy/' }));
  } finally {
    writing = false;
    await Promise.all(writers);
  }
  for (const { blobs } of lists) {
    expect(blobs.filter((blob) => blob.key.includes('stable')).map((blob) => blob.key)).toEqual(stable);
    expect(blobs.every((blob) => /^"[0-9a-f]{64}"$/.test(blob.etag))).toBe(true);
  }
});

test('a data directory written by the former emulator is read, listed and written as before', async () => {
  // Its layout: the bytes in entries/…, metadata as JSON in metadata/… (an empty object for a key without any).
  await mkdir(path.dirname(onDisk('entries', 'legacy/logo.svg')), { recursive: true });
  await mkdir(path.dirname(onDisk('metadata', 'legacy/logo.svg')), { recursive: true });
  await writeFile(onDisk('entries', 'legacy/logo.svg'), '<svg/>');
  await writeFile(onDisk('metadata', 'legacy/logo.svg'), JSON.stringify({ contentType: 'image/svg+xml' }));
  await writeFile(onDisk('entries', 'legacy/doc'), '{"n":1}');
  await writeFile(onDisk('metadata', 'legacy/doc'), '{}');

  expect(await store().getWithMetadata('legacy/logo.svg', { type: 'text' })).toEqual({
    data: '<svg/>',
    etag: hashOf('<svg/>'),
    metadata: { contentType: 'image/svg+xml' },
  });
  expect((await store().list({ prefix: 'legacy/' })).blobs.map((blob) => blob.key)).toEqual(['legacy/doc', 'legacy/logo.svg']);
  expect((await store().setJSON('legacy/doc', { n: 2 }, { onlyIfMatch: hashOf('{"n":1}') })).modified).toBe(true);
  expect(await store().get('legacy/doc', { type: 'json' })).toEqual({ n: 2 });
});

test('a file changed by hand gets a new etag, so a write holding the old one is refused', async () => {
  const etag = (await store().set('by-hand', 'as written')).etag!;
  await writeFile(onDisk('entries', 'by-hand'), 'changed by hand, longer');
  expect((await store().list({ prefix: 'by-hand' })).blobs[0]?.etag).toBe(hashOf('changed by hand, longer'));
  expect((await store().set('by-hand', 'stale', { onlyIfMatch: etag })).modified).toBe(false);
});

test('without the token nothing is read, written or listed, and a path out of the store is refused', async () => {
  await store().set('secret', 'kept');
  const wrong = bearer('not-the-token');
  expect((await fetch(blobsUrl('/local-site/site:server-test/secret'), { headers: wrong })).status).toBe(401);
  expect((await fetch(blobsUrl('/local-site/site:server-test/secret'))).status).toBe(401);
  expect((await fetch(blobsUrl('/local-site/site:server-test/secret'), { method: 'PUT', body: 'x', headers: wrong })).status).toBe(401);
  expect((await fetch(blobsUrl('/local-site/site:server-test?prefix='), { headers: wrong })).status).toBe(401);
  expect((await fetch(blobsUrl('/local-site/site:server-test/..%2F..%2F..%2Fentries'), { headers: bearer() })).status).toBe(400);
  expect(await store().get('secret', { type: 'text' })).toBe('kept');
});

test('a signed URL from the API address serves the one request it was signed for, without the token', async () => {
  await store().set('signed', 'through the API');
  const api = (method: string) =>
    fetch(blobsUrl('/api/v1/blobs/local-site/site:server-test/signed'), {
      method,
      headers: { ...bearer(), accept: 'application/json;type=signed-url' },
    });
  const { url: readUrl } = (await (await api('GET')).json()) as { url: string };
  expect(await (await fetch(readUrl)).text()).toBe('through the API');
  expect((await fetch(readUrl, { method: 'PUT', body: 'overwritten' })).status).toBe(401);
  const { url: writeUrl } = (await (await api('PUT')).json()) as { url: string };
  expect((await fetch(writeUrl, { method: 'PUT', body: 'written' })).status).toBe(200);
  expect(await store().get('signed', { type: 'text' })).toBe('written');
  expect((await fetch(writeUrl.replace('/signed?', '/other?'), { method: 'PUT', body: 'elsewhere' })).status).toBe(401);
});
