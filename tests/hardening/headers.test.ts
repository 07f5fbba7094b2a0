import { afterAll, beforeAll, expect, test } from 'vitest';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// The security headers of every page and every function response, as served
// by the local platform from netlify.toml and functions/platform/http.ts.

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatformProcess({ seed: 'demo' });
});
afterAll(async () => {
  await platform.stop();
});

const pageHeaders = {
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
};

function missing(headers: Headers, expected: Record<string, RegExp>): string[] {
  return Object.entries(expected)
    .filter(([name, pattern]) => !pattern.test(headers.get(name) ?? ''))
    .map(([name]) => `${name}: ${headers.get(name) ?? '(absent)'}`);
}

/** A page per published project, rendered by the portfolio function (ADR 0022), and its 404 and sitemap. */
async function portfolioRoutes(): Promise<string[]> {
  const projects = (await (await fetch(`${platform.url}/api/projects-enhanced`)).json()) as { slug: string }[];
  return [
    ...projects.map((project) => `/projects-enhanced/${project.slug}`),
    '/projects-enhanced/no-such-project',
    '/sitemap-portfolio.xml',
  ];
}

test("every page is served with the security headers, the portfolio and careers functions' pages included", async () => {
  // The careers function's pages (ADR 0075): an offer's, a slug no offer has, the sitemap.
  const jobs = (await (await fetch(`${platform.url}/api/jobs`)).json()) as { slug: string }[];
  const careers = [...jobs.map((job) => `/fr/careers/${job.slug}`), '/careers/no-such-offer', '/sitemap-careers.xml'];
  const routes = [...builtRoutes(), ...(await portfolioRoutes()), ...careers, '/admin', '/admin/login', '/no-such-page'];
  const problems: string[] = [];
  for (const route of routes) {
    const response = await fetch(`${platform.url}${route}`);
    await response.arrayBuffer();
    for (const problem of missing(response.headers, pageHeaders)) problems.push(`${route} ${problem}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    if (/unsafe-inline|unsafe-eval/.test(csp)) problems.push(`${route} header CSP allows unsafe sources: ${csp}`);
  }
  expect(problems).toEqual([]);
});

test('hashed build assets are cached for a year as immutable', async () => {
  const html = await (await fetch(`${platform.url}/admin/login`)).text();
  const asset = /(\/_astro\/[^"]+\.js)/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const response = await fetch(`${platform.url}${asset!}`);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

const functionHeaders = {
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /default-src 'none'.*frame-ancestors 'none'/,
  'referrer-policy': /strict-origin/,
};

test('every function response carries its own security headers, errors included', async () => {
  const calls: [string, RequestInit?][] = [
    ['/api/settings'],
    ['/api/projects'],
    ['/api/projects-enhanced'],
    ['/api/clients'],
    ['/api/taxonomy?type=sectors'],
    ['/api/enquiries'],
    ['/api/projects-enhanced?id=does-not-exist'],
    ['/uploads/does-not-exist.png'],
    ['/api/uploads/does-not-exist.png'],
    ['/api/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['/api/auth/verify', { method: 'POST' }],
    ['/api/send-email', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
    ['/api/settings', { method: 'PATCH' }],
  ];
  const problems: string[] = [];
  for (const [path, init] of calls) {
    const response = await fetch(`${platform.url}${path}`, init);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) problems.push(`${init?.method ?? 'GET'} ${path}: content-type ${type}`);
    const body = (await response.json()) as unknown;
    if (!response.ok && !(typeof body === 'object' && body !== null && 'error' in body))
      problems.push(`${path}: error without an error field`);
    for (const problem of missing(response.headers, functionHeaders)) problems.push(`${init?.method ?? 'GET'} ${path} ${problem}`);
  }
  expect(problems).toEqual([]);
});
