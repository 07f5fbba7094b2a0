import { expect, test } from 'vitest';
import { seedDemoContent } from '#functions/seed/seed.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';

useBlobsStore();

test('a store that already holds content is never seeded, then or later', async () => {
  const token = await adminToken();
  const client = await created<{ id: string }>('clients', aClient({ name: 'Existing customer' }), token);
  expect(await seedDemoContent()).toBe('store-not-empty');
  await api('clients').remove(client.id, token);
  expect(await seedDemoContent()).toBe('already-seeded');
  expect((await api('clients').list(token)).body).toEqual([]);
  expect((await api('projectsEnhanced').list(token)).body).toEqual([]);
  expect((await api('categories').list(token)).body).toEqual([]);
});
