import { beforeAll, expect, test } from 'vitest';
import { loadFunctions, type FunctionsRouter } from '#netlify/functions-router.ts';
import { BASE } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';

// The functions run with each deploy context Netlify gives them
// (context.deploy.context): production keeps its store; deploy previews and
// branch deploys work on a store of their own, started with the demo content.

useBlobsStore();

let functions: FunctionsRouter;
beforeAll(async () => {
  functions = await loadFunctions();
});

const call = async (deployContext: string, path: string, init: RequestInit = {}) => {
  const response = await functions.handle(new Request(`${BASE}${path}`, init), { ip: '192.0.2.80', deployContext });
  if (!response) throw new Error(`No function for ${path}`);
  return response;
};

const signIn = async (deployContext: string) => {
  const response = await call(deployContext, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(testAdmin),
  });
  return (await response.json()) as { token: string; deploy_context: string };
};

const clientNames = async (deployContext: string) =>
  ((await (await call(deployContext, '/api/clients')).json()) as { name: string }[]).map((client) => client.name);

test('a deploy preview starts with the demo content while production stays empty', async () => {
  expect(await clientNames('production')).toEqual([]);
  expect((await clientNames('deploy-preview')).length).toBeGreaterThan(0);
});

test("a client added on a preview's admin never reaches production, and production's own stays out of previews", async () => {
  const preview = await signIn('deploy-preview');
  expect(preview.deploy_context).toBe('deploy-preview');
  const added = await call('deploy-preview', '/api/clients', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${preview.token}` },
    body: JSON.stringify({ name: 'Preview Only SA', logo_url: 'https://logos.example.test/preview.svg' }),
  });
  expect(added.status).toBe(201);
  expect(await clientNames('deploy-preview')).toContain('Preview Only SA');
  expect(await clientNames('branch-deploy')).toContain('Preview Only SA');
  expect(await clientNames('production')).not.toContain('Preview Only SA');

  const production = await signIn('production');
  expect(production.deploy_context).toBe('production');
  await call('production', '/api/clients', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${production.token}` },
    body: JSON.stringify({ name: 'Live Client SA', logo_url: 'https://logos.example.test/live.svg' }),
  });
  expect(await clientNames('production')).toEqual(['Live Client SA']);
  expect(await clientNames('deploy-preview')).not.toContain('Live Client SA');
});

test("a preview's session is not a production session", async () => {
  const preview = await signIn('deploy-preview');
  const verify = await call('production', '/api/auth/verify', { method: 'POST', headers: { authorization: `Bearer ${preview.token}` } });
  expect(verify.status).toBe(401);
});

test('an unknown or missing context is treated as production', async () => {
  expect(await clientNames('something-new')).toEqual(await clientNames('production'));
});
