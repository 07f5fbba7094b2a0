import { beforeAll, expect, test } from 'vitest';
import { SETTINGS_KEY } from '#functions/content/settings.ts';
import { settingsHandler } from '#functions/api/settings.ts';
import { updateDocument } from '#functions/platform/store.ts';
import { settingsSchema, defaultSettings, type Settings } from '#src/schemas/settings.ts';
import { adminToken, BASE, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { someSettings } from '#tests/fixtures/builders.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { expectIssue, expectRefused } from '#tests/fixtures/expectations.ts';

useBlobsStore();

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const get = () => settingsHandler(new Request('http://localhost/api/settings'));
const save = (body: unknown, auth: string | undefined = token) => send(settingsHandler, jsonRequest('/api/settings', 'POST', body, auth));

test('settings are the spec defaults before anything is saved', async () => {
  const response = await get();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({
    carousel_logo_size: 256,
    carousel_speed: 40,
    carousel_enabled: true,
    social_linkedin: '',
    social_youtube: '',
    social_x: '',
  });
});

test('stored settings are returned as stored, a document from before the social links with them empty', async () => {
  const saved = { carousel_logo_size: 320, carousel_speed: 25, carousel_enabled: false };
  await updateDocument(
    SETTINGS_KEY,
    settingsSchema,
    () => defaultSettings,
    // As a document saved before the social links existed: without them.
    () => ({ value: saved as Settings, result: undefined }),
  );
  expect(await (await get()).json()).toEqual({ ...saved, social_linkedin: '', social_youtube: '', social_x: '' });
});

test('admin saves settings and everyone reads them back', async () => {
  const settings = someSettings({ carousel_logo_size: 400, carousel_speed: 60, carousel_enabled: false });
  const answer = await save({ ...settings, extra: 'dropped' });
  expect(answer.status).toBe(200);
  // Saved with the time it was saved: the version a later save is based on.
  expect(answer.body).toEqual({ ...settings, updated_at: expect.any(String) as string });
  expect(await (await get()).json()).toEqual(answer.body);
  const asAdmin = await send(settingsHandler, new Request(`${BASE}/api/settings`, { headers: { authorization: `Bearer ${token}` } }));
  expect(asAdmin.body).toEqual(answer.body);
  expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
});

test('the range bounds 100 and 500 and the step values are accepted', async () => {
  for (const size of [100, 112, 256, 496, 500]) expect((await save(someSettings({ carousel_logo_size: size }))).status).toBe(200);
  for (const speed of [10, 15, 120]) expect((await save(someSettings({ carousel_speed: speed }))).status).toBe(200);
});

test.each([
  [{ carousel_logo_size: 99 }, 'carousel_logo_size', 'Logo size must be at least 100'],
  [{ carousel_logo_size: 501 }, 'carousel_logo_size', 'Logo size must be at most 500'],
  [{ carousel_logo_size: 250 }, 'carousel_logo_size', 'Logo size must be a multiple of 16'],
  [{ carousel_logo_size: 256.5 }, 'carousel_logo_size', 'Logo size must be a whole number'],
  [{ carousel_logo_size: '256' }, 'carousel_logo_size', 'Logo size must be a number'],
  [{ carousel_speed: 5 }, 'carousel_speed', 'Speed must be at least 10 seconds'],
  [{ carousel_speed: 125 }, 'carousel_speed', 'Speed must be at most 120 seconds'],
  [{ carousel_speed: 42 }, 'carousel_speed', 'Speed must be a multiple of 5 seconds'],
  [{ carousel_speed: 42.5 }, 'carousel_speed', 'Speed must be a whole number of seconds'],
  [{ carousel_speed: null }, 'carousel_speed', 'Speed must be a number'],
  [{ carousel_enabled: 'yes' }, 'carousel_enabled', 'Enabled must be true or false'],
  [{ carousel_enabled: undefined }, 'carousel_enabled', 'Enabled must be true or false'],
])('settings with %j are refused: %s %s', async (override, path, message) => {
  const before: unknown = await (await get()).json();
  expectIssue(await save({ ...someSettings(), ...override }), path, message);
  expect(await (await get()).json()).toEqual(before);
});

test("the footer's social links are saved as https addresses, and a save that leaves them out keeps them", async () => {
  const links = { social_linkedin: 'https://www.linkedin.com/company/example', social_youtube: '', social_x: 'https://x.com/example' };
  expect((await save(someSettings(links))).body).toMatchObject(links);
  const { carousel_logo_size, carousel_speed, carousel_enabled } = someSettings({ carousel_speed: 30 });
  const answer = await save({ carousel_logo_size, carousel_speed, carousel_enabled });
  expect(answer.status).toBe(200);
  expect(await (await get()).json()).toEqual({
    carousel_logo_size,
    carousel_speed,
    carousel_enabled,
    ...links,
    updated_at: expect.any(String) as string,
  });
  // Emptied on purpose, it is gone.
  expect((await save(someSettings({ ...links, social_x: '' }))).body).toMatchObject({ social_x: '' });
});

test.each([
  'HTTPS://www.linkedin.com/company/example',
  'Https://www.linkedin.com/company/example',
  'https:www.linkedin.com/company/example',
  'https:\\\\www.linkedin.com/company/example',
])('a social link typed as %j is kept as the https:// address the footer links to', async (typed) => {
  const saved = await save(someSettings({ social_linkedin: typed }));
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ social_linkedin: 'https://www.linkedin.com/company/example' });
  expect(await (await get()).json()).toMatchObject({ social_linkedin: 'https://www.linkedin.com/company/example' });
});

test('a social link with letters a URL would percent-encode is kept as typed, within its length', async () => {
  const typed = `https://www.linkedin.com/company/${'é'.repeat(1000)}`;
  const saved = await save(someSettings({ social_linkedin: typed }));
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ social_linkedin: typed });
  expect((await get()).status).toBe(200);
});

test.each([
  ['http://www.linkedin.com/company/example', 'social_linkedin', 'LinkedIn address must be an https:// address'],
  ['javascript:alert(1)', 'social_youtube', 'YouTube address must be an https:// address'],
  ['www.x.com/example', 'social_x', 'X address must be an https:// address'],
  ['https://localhost', 'social_x', 'X address must be an https:// address'],
])('a social link %j is refused on its field and nothing changes', async (value, path, message) => {
  const before: unknown = await (await get()).json();
  expectIssue(await save({ ...someSettings(), [path]: value }), path, message);
  expect(await (await get()).json()).toEqual(before);
});

test('saving settings needs an admin token', async () => {
  expectRefused(await save(someSettings(), ''), 401);
  expectRefused(await save(someSettings(), 'forged'), 401);
});

test('an unsupported method gets 405 with an error and the allowed methods', async () => {
  const response = await settingsHandler(new Request('http://localhost/api/settings', { method: 'PATCH' }));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, POST');
  expect(await response.json()).toEqual({ error: 'Method PATCH is not allowed', code: 'method_not_allowed', params: { method: 'PATCH' } });
});
