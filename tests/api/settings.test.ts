import { expect, test } from 'vitest';
import { settingsHandler, SETTINGS_KEY } from '#functions/settings.ts';
import { updateDocument } from '#functions/store.ts';
import { settingsSchema, defaultSettings } from '#schemas/settings.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';

useBlobsStore();

const get = () => settingsHandler(new Request('http://localhost/api/settings'));

test('settings are the spec defaults before anything is saved', async () => {
  const response = await get();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({ carousel_logo_size: 256, carousel_speed: 40, carousel_enabled: true });
});

test('stored settings are returned as stored', async () => {
  const saved = { carousel_logo_size: 320, carousel_speed: 25, carousel_enabled: false };
  await updateDocument(
    SETTINGS_KEY,
    settingsSchema,
    () => defaultSettings,
    () => ({ value: saved, result: undefined }),
  );
  expect(await (await get()).json()).toEqual(saved);
});

test('an unsupported method gets 405 with an error and the allowed methods', async () => {
  const response = await settingsHandler(new Request('http://localhost/api/settings', { method: 'PATCH' }));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toContain('GET');
  expect(await response.json()).toEqual({ error: 'Method PATCH is not allowed' });
});
