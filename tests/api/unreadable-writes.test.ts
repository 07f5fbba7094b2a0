import { expect, test } from 'vitest';
import * as z from '#src/schemas/zod-mini.ts';
import type { Client } from '#src/schemas/client.ts';
import { collections, createItem, itemKey } from '#functions/content/collections.ts';
import { newId } from '#functions/platform/requests.ts';
import { readText, updateDocument, UnreadableWriteError } from '#functions/platform/store.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';

// A value its own schema would refuse when read back is never written: one
// such document makes its key unreadable to every later read, export and
// backup (a job's slug made too long, an instant past year 9999 were two).

useBlobsStore();

const counter = z.object({ count: z.number().check(z.int(), z.gte(0)) });

test('a change its schema would refuse when read is not written, and the document stays as it was', async () => {
  const key = `tests/unreadable/${newId()}`;
  await updateDocument(
    key,
    counter,
    () => ({ count: 0 }),
    (current) => ({ value: { count: current.count + 1 }, result: undefined }),
  );
  await expect(
    updateDocument(
      key,
      counter,
      () => ({ count: 0 }),
      () => ({ value: { count: -1 }, result: undefined }),
    ),
  ).rejects.toBeInstanceOf(UnreadableWriteError);
  expect(JSON.parse((await readText(key))!)).toEqual({ count: 1 });
});

test('an item its collection would refuse when read is not created', async () => {
  const time = new Date().toISOString();
  const item = { ...aClient(), id: newId(), created_at: time, updated_at: time, name: '' } as unknown as Client;
  await expect(createItem(collections.clients, item, 'admin')).rejects.toBeInstanceOf(UnreadableWriteError);
  expect(await readText(itemKey(collections.clients, item.id))).toBeNull();
});
