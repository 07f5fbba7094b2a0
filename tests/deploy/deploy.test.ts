import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '#functions/auth/passwords.ts';
import { demoPhotoFiles } from '#functions/seed/demo-photo-files.ts';
import { startBlobsServer, type RunningBlobs } from '#netlify/blobs-server.ts';
import { deployContextSchema } from '#src/schemas/deploy.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { badgeMarks, type BadgePlace } from '#src/site/badge-marks.ts';
import { sitePages as sitePageList } from '#src/site/pages.ts';
import { aClient, aJob, anEnhancedProject } from '#tests/fixtures/builders.ts';
import { dist } from '#tests/fixtures/dist.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { startFormSubmitStub, type FormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
import { startPurgeStub, type PurgeStub } from '#tests/fixtures/purge-stub.ts';
import { bundleParts, bundleSizes } from '#tests/deploy/bundle-parts.ts';
import { bundleFunctions, Deploy, type Bundles, type DeployOptions } from '#tests/deploy/deployed-functions.ts';

// A fresh Netlify site, checked as Netlify runs it: the functions
// bundled by Netlify's own bundler and run through Netlify's own bootstrap in
// processes that see none of the project, once per deploy context, with and
// without the admin's environment variables.

const SITE = 'https://caronte-deploy-check.netlify.app';
const admin = { username: 'site-owner', password: 'a long passphrase for the deploy check' };
const secret = '3f9c1b7e8d2a4c6f0e1d3b5a7c9e2f4a6b8d0c1e3f5a7b9d2c4e6f8a0b1c3d5e';

let bundles: Bundles;
let blobs: RunningBlobs;
let blobsDirectory: string;
let relay: FormSubmitStub;
let purges: PurgeStub;
let passwordHash: string;
const deploys = new Map<string, Deploy>();

beforeAll(async () => {
  [bundles, relay, purges, passwordHash] = await Promise.all([
    bundleFunctions(),
    startFormSubmitStub(),
    startPurgeStub(),
    hashPassword(admin.password),
  ]);
  blobsDirectory = await mkdtemp(path.join(tmpdir(), 'deploy-blobs-'));
  blobs = await startBlobsServer(blobsDirectory);
}, 240_000);

afterAll(async () => {
  for (const deploy of deploys.values()) deploy.stop();
  await Promise.all([blobs.stop(), relay.stop(), purges.stop()]);
  await Promise.all([bundles.cleanup(), rm(blobsDirectory, { recursive: true, force: true })]);
});

/** The variables a site owner sets in Netlify's UI for the contact relay: none of them secret. */
const contactEnv = () => ({ FORMSUBMIT_URL: relay.url });
const adminEnv = () => ({ JWT_SECRET: secret, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD_HASH: passwordHash });

/** One deploy per context and environment, its function instances kept warm between tests as on Netlify. */
function deployOf(options: DeployOptions): Deploy {
  const key = JSON.stringify(options);
  let deploy = deploys.get(key);
  if (!deploy) {
    deploy = new Deploy(bundles, blobs, options);
    deploys.set(key, deploy);
  }
  return deploy;
}

const get = (deploy: Deploy, pathname: string, token?: string) =>
  deploy.fetch(new Request(`${SITE}${pathname}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}));
const post = (deploy: Deploy, pathname: string, body: unknown, token?: string) =>
  deploy.fetch(
    new Request(`${SITE}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );

async function signIn(deploy: Deploy): Promise<{ token: string; deploy_context: string }> {
  const response = await post(deploy, '/api/auth/login', admin);
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; deploy_context: string };
}

const publicReads = [
  '/api/projects',
  '/api/projects-enhanced',
  '/api/clients',
  '/api/taxonomy?type=categories',
  '/api/taxonomy?type=sectors',
  '/api/taxonomy?type=technologies',
  '/api/settings',
];

const adminRoutes: [string, string, unknown][] = [
  ['POST', '/api/auth/login', { username: 'site-owner', password: 'any password at all' }],
  ['POST', '/api/auth/verify', {}],
  ['GET', '/api/enquiries', undefined],
  ['POST', '/api/clients', aClient()],
  ['POST', '/api/projects-enhanced/upload-logo', {}],
];

test('netlify.toml resolves to the functions directory, and every function is bundled with its route or schedule', () => {
  expect(bundles.functionsDirectory).toBe(path.resolve(import.meta.dirname, '..', '..', '.netlify', 'functions-bundled'));
  const names = bundles.list.map((bundle) => bundle.name).sort();
  expect(names).toEqual(
    expect.arrayContaining([
      'auth-login',
      'clients',
      'enquiries',
      'projects-enhanced',
      'send-email',
      'settings',
      'sweep-uploads',
      'uploads',
    ]),
  );
  for (const bundle of bundles.list) expect(bundle.routes.length > 0 || bundle.schedule !== undefined, bundle.name).toBe(true);
});

test('no bundle reaches local-only code', () => {
  const local = bundles.list.flatMap((bundle) =>
    bundle.sources
      .filter(
        (source) => !source.startsWith('functions/') && !source.startsWith('src/') && source !== `netlify/functions/${bundle.name}.mts`,
      )
      .map((source) => `${bundle.name}: ${source}`),
  );
  expect(local).toEqual([]);
  expect(bundles.list.every((bundle) => bundle.sources.some((source) => source.startsWith('functions/')))).toBe(true);
});

test("every function's code zips to at most 300 KB, Netlify's own files and the assets it reads counted apart (ADR 0082)", () => {
  const over = bundles.list
    .map((bundle) => ({ name: bundle.name, ...bundleSizes(bundle) }))
    .filter((sizes) => sizes.codeZipBytes > 300 * 1024)
    .map((sizes) => `${sizes.name}: ${(sizes.codeZipBytes / 1024).toFixed(0)} KB`);
  expect(over).toEqual([]);
  // One module of ours and no npm package file beside it: the pre-bundle holds them. (A bundle with files beside
  // its module keeps the module's path in the project; alone, the module is at the zip's root.)
  for (const bundle of bundles.list) {
    const code = bundle.files.filter((file) => bundleParts([file])[0]!.kind === 'code').map((file) => file.path);
    expect([[`${bundle.name}.mjs`], [`.netlify/functions-bundled/${bundle.name}.mjs`]], bundle.name).toContainEqual(code);
  }
});

test('the demo photos ship only with the functions that store their bytes: /media/ and the four that take a backup', async () => {
  const photos = Object.keys(demoPhotoFiles).map((name) => `${name}.jpg`);
  expect(photos.length).toBeGreaterThan(0);
  const held = await Promise.all(
    bundles.list.map(async (bundle) => {
      const names = await readdir(path.join(bundle.directory, 'functions', 'seed', 'photos')).catch(() => []);
      return { name: bundle.name, names: names.filter((name) => name.endsWith('.jpg')).sort() };
    }),
  );
  const holding = held.filter((bundle) => bundle.names.length > 0);
  expect(holding.map((bundle) => bundle.name).sort()).toEqual(['admin-backups', 'admin-export', 'admin-import', 'media', 'nightly-backup']);
  for (const bundle of holding) expect(bundle.names, bundle.name).toEqual(photos.sort());
});

test('a fresh deploy preview shows the demo photos on a project page, their bytes served by the /media/ function', async () => {
  // Function instances of its own, cold-started: whichever answers first seeds the preview's store, with no photo's bytes.
  const deploy = new Deploy(bundles, blobs, { context: 'deploy-preview' });
  deploys.set('photos on a deploy preview', deploy);
  const projects = (await (await get(deploy, '/api/projects-enhanced')).json()) as ProjectEnhanced[];
  const shown = projects.find((project) => project.featured_image.startsWith('/media/'));
  expect(shown, 'a demo project with a library photo').toBeDefined();
  const page = await get(deploy, `/projects-enhanced/${shown!.slug}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`/.netlify/images?url=${shown!.featured_image}&amp;w=`);
  // The image CDN fetches the original from /media/, as a browser would.
  const photo = await get(deploy, shown!.featured_image);
  expect(photo.status, deploy.logs()).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  const bytes = new Uint8Array(await photo.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(Object.values(demoPhotoFiles).find((file) => file.url === shown!.featured_image)?.bytes).toBe(bytes.byteLength);
});

// Each test below starts deploys of its own (function processes cold-started as
// on Netlify), so the contexts' tests run side by side.
describe.concurrent.each(deployContextSchema.options.filter((context) => context !== 'dev'))('a %s deploy', (context) => {
  test('serves every public read and the contact form with no environment variable set', async () => {
    const deploy = deployOf({ context, env: contactEnv() });
    for (const pathname of publicReads) {
      const response = await get(deploy, pathname);
      expect(response.status, `${pathname}: ${await response.clone().text()}`).toBe(200);
      expect(Array.isArray(await response.json()) || pathname === '/api/settings').toBe(true);
    }
    const visitor = `Visitor of ${context}`;
    const sent = await post(deploy, '/api/send-email', anEnquiry({ name: visitor }));
    expect(sent.status).toBe(200);
    expect(relay.received.filter((relayed) => relayed.body.name === visitor)).toHaveLength(1);
    expect((await get(deploy, '/api/uploads/no-such-upload.png')).status).toBe(404);
  });

  test('answers admin routes 503 naming what to set when the admin is not configured', async () => {
    const deploy = deployOf({ context });
    for (const [method, pathname, body] of adminRoutes) {
      const response =
        method === 'GET'
          ? await get(deploy, pathname, 'a-token-from-elsewhere')
          : await post(deploy, pathname, body, 'a-token-from-elsewhere');
      expect(response.status, `${method} ${pathname}`).toBe(503);
      const answer = (await response.json()) as { error: string };
      expect(answer.error).toMatch(/JWT_SECRET/);
      expect(answer.error).toMatch(/ADMIN_USERNAME/);
      expect(answer.error).toMatch(/Environment variables/);
    }
  });

  test('refuses a weak JWT_SECRET with the same clear 503', async () => {
    const deploy = deployOf({ context, env: { ...adminEnv(), JWT_SECRET: 'changeme-changeme-changeme-changeme' } });
    const response = await post(deploy, '/api/auth/login', admin);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/JWT_SECRET is too weak/);
  });

  test('signs the admin in with ADMIN_PASSWORD_HASH and serves the admin routes', async () => {
    const deploy = deployOf({ context, env: { ...adminEnv(), ...contactEnv() } });
    const session = await signIn(deploy);
    expect(session.deploy_context).toBe(context);
    expect((await post(deploy, '/api/auth/verify', {}, session.token)).status).toBe(200);
    expect((await get(deploy, '/api/enquiries', session.token)).status).toBe(200);
    const created = await post(deploy, '/api/clients', aClient({ name: `Client made on ${context}` }), session.token);
    expect(created.status).toBe(201);
  });
});

test('content written on a preview or branch deploy never reaches production, which is never seeded', async () => {
  const production = deployOf({ context: 'production', env: adminEnv() });
  const preview = deployOf({ context: 'deploy-preview', env: adminEnv() });
  const branch = deployOf({ context: 'branch-deploy', env: adminEnv() });
  const names = async (deploy: Deploy) =>
    ((await (await get(deploy, '/api/clients')).json()) as { name: string }[]).map((client) => client.name);
  const demo = await names(preview);
  expect(demo.length).toBeGreaterThan(0);
  for (const deploy of [preview, branch]) {
    const { token } = await signIn(deploy);
    expect((await post(deploy, '/api/clients', aClient({ name: 'Made on a preview' }), token)).status).toBe(201);
  }
  const live = await names(production);
  expect(live).not.toContain('Made on a preview');
  expect(live.filter((name) => demo.includes(name))).toEqual([]);
  expect((await names(branch)).filter((name) => name === 'Made on a preview')).toHaveLength(2);
});

test('a production write is purged through the purge API with the token Netlify passes the function', async () => {
  const deploy = deployOf({
    context: 'production',
    env: { ...adminEnv(), NETLIFY_PURGE_API_URL: purges.url },
    purgeToken: 'token-from-netlify',
  });
  const { token } = await signIn(deploy);
  const created = await post(deploy, '/api/clients', aClient({ name: 'Purged client' }), token);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(purges.received.at(-1)).toEqual({
    authorization: 'Bearer token-from-netlify',
    body: expect.objectContaining({ cache_tags: ['clients', `client-${id}`], site_id: deploy.siteId }) as unknown,
  });
});

test('the portfolio function serves the list, a project page, the 404 page and the sitemap from the build output bundled with it, in both languages', async () => {
  const portfolio = bundles.list.find((bundle) => bundle.name === 'portfolio')!;
  expect(portfolio.routes.map((route) => route.pattern)).toEqual([
    '/projects-enhanced',
    '/projects-enhanced/:slug',
    '/fr/projects-enhanced',
    '/fr/projects-enhanced/:slug',
    '/sitemap-portfolio.xml',
    '/preview/projects-enhanced/:id',
    '/fr/preview/projects-enhanced/:id',
  ]);
  const deploy = deployOf({ context: 'production', env: adminEnv() });
  const { token } = await signIn(deploy);
  const created = await post(deploy, '/api/projects-enhanced', anEnhancedProject({ title: 'Deployed portfolio page' }), token);
  expect(created.status).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };

  const page = await get(deploy, `/projects-enhanced/${slug}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('netlify-cache-tag')).toContain('projects-enhanced');
  const html = await page.text();
  expect(html).toContain('>Deployed portfolio page</h1>');
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toContain('http-equiv="content-security-policy"');

  const list = await (await get(deploy, '/projects-enhanced')).text();
  expect(list).toContain(`href="/projects-enhanced/${slug}"`);
  expect(await (await get(deploy, '/sitemap-portfolio.xml')).text()).toContain(`/projects-enhanced/${slug}</loc>`);
  const missing = await get(deploy, '/projects-enhanced/no-such-project');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Oops! Page not found');

  // The French pages, from the French shells bundled beside the English ones.
  const french = await get(deploy, `/fr/projects-enhanced/${slug}`);
  expect(french.status).toBe(200);
  const frenchHtml = await french.text();
  expect(frenchHtml).toContain('<html lang="fr"');
  expect(frenchHtml).toContain('<span lang="en">Deployed portfolio page</span></h1>');
  expect(await (await get(deploy, '/fr/projects-enhanced')).text()).toContain(`href="/fr/projects-enhanced/${slug}"`);
  const frenchMissing = await get(deploy, '/fr/projects-enhanced/no-such-project');
  expect(frenchMissing.status).toBe(404);
  expect(await frenchMissing.text()).toContain('Page introuvable');

  // A signed preview: the link from the admin's function, the page from the portfolio's.
  const link = await post(deploy, '/api/admin/preview', { id, lang: 'fr' }, token);
  expect(link.status).toBe(200);
  const preview = await get(deploy, ((await link.json()) as { url: string }).url);
  expect(preview.status).toBe(200);
  expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(await preview.text()).toContain('Aperçu : voici comment le projet apparaîtra sur le site.');
});

test('the careers function serves the list, an offer with its JobPosting and form, 410, 404 and the sitemap from its bundled frames', async () => {
  const careers = bundles.list.find((bundle) => bundle.name === 'careers')!;
  expect(careers.routes.map((route) => route.pattern)).toEqual([
    '/careers',
    '/careers/:slug',
    '/fr/careers',
    '/fr/careers/:slug',
    '/sitemap-careers.xml',
  ]);
  const deploy = deployOf({ context: 'production', env: adminEnv() });
  const { token } = await signIn(deploy);
  const open = await post(deploy, '/api/jobs', aJob({ title: 'Deployed offer' }), token);
  expect(open.status).toBe(201);
  const { slug, id } = (await open.json()) as { slug: string; id: string };
  const closed = await post(deploy, '/api/jobs', aJob({ title: 'Closed offer', valid_through: '2021-01-31' }), token);
  const closedSlug = ((await closed.json()) as { slug: string }).slug;

  const page = await get(deploy, `/fr/careers/${slug}`);
  expect(page.status, deploy.logs()).toBe(200);
  expect(page.headers.get('netlify-cache-tag')?.split(',')).toContain('jobs');
  const html = await page.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain(`data-application-slot data-job-id="${id}"`);
  expect(html).toContain('http-equiv="content-security-policy"');
  expect(await (await get(deploy, '/careers')).text()).toContain(`href="/careers/${slug}"`);
  expect(await (await get(deploy, '/sitemap-careers.xml')).text()).toContain(`/careers/${slug}</loc>`);
  const gone = await get(deploy, `/careers/${closedSlug}`);
  expect(gone.status).toBe(410);
  expect(await gone.text()).not.toContain('application/ld+json');
  const missing = await get(deploy, '/fr/careers/no-such-offer');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page introuvable');
});

/**
 * A page's markup as a reader gets it: the whitespace between tags and the escaping of apostrophes, which differ by writer,
 * left out, and a strip of credential badges as the mark it fills (never built, ADR 0076).
 */
const comparable = (html: string) =>
  html
    .replace(
      /<section class="container badges" data-badges="(home|footer)">[\s\S]*?<\/section>/g,
      (_, place: BadgePlace) => badgeMarks[place],
    )
    .replace(/>\s+</g, '><')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");

test('the site-pages function serves every page from the frames bundled with it, the same as the built pages until a publish', async () => {
  // Each page's address in each language, its id (its frame's name) and its cache tag, in the navigation's order
  // (the Services and Sectors lists and Contact among them, ADR 0084); the certifications, careers and portfolio pages are their own functions'.
  const addresses = ['en', 'fr'].flatMap((locale) =>
    sitePageList
      .filter((page) => !['certifications', 'careers', 'projects-enhanced'].includes(page.id))
      .map((page) => ({ ...page, tag: `page-${page.id.replaceAll('/', '_')}` }))
      .map((page) => ({
        route: locale === 'en' ? page.path : `/fr${page.path === '/' ? '' : page.path}`,
        id: page.id,
        tag: page.tag,
        locale,
      })),
  );
  const routes = addresses.map(({ route }) => route);
  const tagOf = (route: string) => addresses.find((address) => address.route === route)!.tag;
  /** A page's built file: index.html and fr.html for home (build.format 'file'). */
  const builtFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  const sitePages = bundles.list.find((bundle) => bundle.name === 'site-pages')!;
  // Every page is routed to it, the French home with its slash too.
  const patterns = sitePages.routes.map((route) => new URLPattern({ pathname: route.pattern }));
  for (const route of [...routes, '/fr/'])
    expect(
      patterns.some((pattern) => pattern.test({ pathname: route })),
      route,
    ).toBe(true);
  const bundled = (await readdir(path.join(sitePages.directory, 'dist'), { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
  // Its frames and the built pages it falls back to (more of dist/ rides along: the bundler follows the directory's address).
  expect(bundled).toEqual(
    expect.arrayContaining([
      ...routes.map(builtFile),
      ...addresses.map(({ id, locale }) => `${locale === 'fr' ? 'fr/' : ''}page-frames/${id}.html`),
    ]),
  );

  const deploy = deployOf({ context: 'production', env: adminEnv() });
  for (const route of routes) {
    const answer = await get(deploy, route);
    expect(answer.status, deploy.logs()).toBe(200);
    expect(answer.headers.get('netlify-cache-tag')?.split(',')).toContain(tagOf(route));
    expect(answer.headers.get('netlify-cdn-cache-control')).toContain('durable, s-maxage=31536000');
    const built = await readFile(path.join(dist, builtFile(route)), 'utf8');
    expect(comparable(await answer.text()), route).toBe(comparable(built));
  }
});
