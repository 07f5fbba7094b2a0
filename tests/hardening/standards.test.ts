import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dist } from '#tests/fixtures/dist.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// The built HTML and the portfolio function's pages (in both languages) pass the Nu HTML checker,
// and a crawl from / through the running platform finds no broken internal
// link or missing asset.

const run = promisify(execFile);
const vnuJar = path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatformProcess({ seed: 'demo' });
});
afterAll(async () => {
  await platform.stop();
});

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
}

/**
 * The pages the portfolio function renders (ADR 0022), as served: every
 * project's page and the list, saved under `directory`. Its shells in dist/ are
 * not pages (their head is filled per request), so they are checked filled.
 */
async function portfolioPages(directory: string): Promise<string[]> {
  const projects = (await (await fetch(`${platform.url}/api/projects-enhanced`)).json()) as { slug: string }[];
  const english = ['/projects-enhanced', ...projects.map((project) => `/projects-enhanced/${project.slug}`)];
  // And their French twins.
  const routes = [...english, ...english.map((route) => `/fr${route}`)];
  return Promise.all(
    routes.map(async (route, index) => {
      const file = path.join(directory, `portfolio-${index}.html`);
      await writeFile(file, await (await fetch(`${platform.url}${route}`)).text());
      return file;
    }),
  );
}

test('every built page and every portfolio page passes the Nu HTML checker', async () => {
  const served = await mkdtemp(path.join(tmpdir(), 'portfolio-pages-'));
  const built = (await readdir(dist, { recursive: true, encoding: 'utf8' }))
    // The frames are not pages (their head is filled per request); a legal page's function answer equals its built file (tests/deploy).
    .filter(
      (file) =>
        (file.endsWith('.html') || file.endsWith('.svg')) &&
        !file.split(path.sep).some((part) => part === 'portfolio-shell' || part === 'page-frames' || part === 'careers-frames'),
    )
    .map((file) => path.join(dist, file));
  const pages = [...built, ...(await portfolioPages(served))];
  expect(pages.length).toBeGreaterThan(25);
  let output: string;
  try {
    const result = await run('java', ['-jar', vnuJar, '--format', 'json', '--skip-non-html', '--also-check-svg', ...pages], {
      maxBuffer: 32 * 1024 * 1024,
    });
    output = result.stderr || result.stdout;
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  } finally {
    await rm(served, { recursive: true, force: true });
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  // The checker flags every inline script and style as a CSP violation because it
  // does not evaluate hash sources; the browser does, and tests/e2e/csp.spec.ts
  // asserts that no page reports a single violation in Chromium.
  const problems = messages
    .filter((message) => message.type === 'error' || message.subType === 'warning')
    .filter((message) => !message.message.includes('violates Content Security Policy (meta tag)'))
    .map((message) => `${path.relative(dist, message.url.replace('file:', ''))}:${message.lastLine ?? '?'} ${message.message}`);
  expect(problems).toEqual([]);
});

test('a crawl from the home page finds no broken internal link or asset', async () => {
  const origin = platform.url;
  const queue = ['/'];
  const seen = new Set<string>(queue);
  const broken: string[] = [];
  while (queue.length > 0) {
    const pathname = queue.shift()!;
    const response = await fetch(new URL(pathname, origin));
    if (response.status !== 200) {
      broken.push(`${pathname} → ${response.status}`);
      continue;
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const match of html.matchAll(/(?:href|src)="([^"#]+)(?:#[^"]*)?"/g)) {
      const target = new URL(match[1]!.replaceAll('&amp;', '&'), new URL(pathname, origin));
      if (target.origin !== origin || target.pathname.startsWith('/api/')) continue;
      const key = target.pathname + target.search;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(1);
});
