import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { portfolioRoutes, publicRoutes } from '../bench/lib/routes.ts';
import { localizedHref } from '#src/i18n/locales.ts';
import { STORAGE_KEYS } from '#src/schemas/session.ts';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';
import { e2eAdmin, startPlatformProcess } from '#tests/fixtures/platform.ts';

// `npm run screenshots`: every public page and admin screen at 375 and 1280 px,
// full page, into screenshots/ (not committed), for looking at what we ship.
// Run after `npm run build`.

const widths = [375, 1280] as const;
const adminScreens: string[] = [
  '/dashboard',
  '/projects',
  '/projects/new',
  '/projects-enhanced',
  '/projects-enhanced/new',
  '/clients',
  '/clients/new',
  '/pages',
  '/pages/about',
  '/pages/services/engineering',
  '/media',
  '/categories',
  '/sectors',
  '/technologies',
  '/settings',
  '/enquiries',
  '/audience',
  '/recently-deleted',
  '/audit',
  '/users',
  '/backup',
  '/privacy',
  '/credentials',
  '/documents',
  '/jobs',
  '/jobs/new',
  '/applications',
];

const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');
const fileName = (route: string, width: number) =>
  `${route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replaceAll('/', '_')}-${String(width)}.png`;

async function settle(page: Page): Promise<void> {
  // Islands hydrate when visible: scroll through the page, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const platform = await startPlatformProcess();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  await mkdir(outDir, { recursive: true });
  const login = await fetch(new URL('/api/auth/login', platform.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  const { token } = (await login.json()) as { token: string };
  // Some history to show: a client edited twice and deleted, a project edited (its edit screen is shot too).
  const admin = (pathname: string, method = 'GET', body?: unknown) =>
    fetch(`${platform.url}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then((response) => response.json() as Promise<unknown>);
  const [project] = (await admin('/api/projects-enhanced')) as { id: string; display_order: number; project_summary: string }[];
  const [client] = (await admin('/api/clients')) as { id: string; website: string }[];
  if (project && client) {
    await admin('/api/projects-enhanced', 'PUT', { id: project.id, project_summary: `${project.project_summary} Commissioned in 2024.` });
    await admin('/api/clients', 'PUT', { id: client.id, website: 'https://www.example.com' });
    await admin(`/api/clients?id=${client.id}`, 'DELETE');
    adminScreens.push(`/projects-enhanced/${project.id}/edit`);
  }
  // Some staff: an editor who accepted, an admin still invited, and a link to open the invitation page with.
  const invite = async (username: string, role: string) =>
    ((await admin('/api/admin/users', 'POST', { username, role })) as { token: string }).token;
  await fetch(`${platform.url}/api/auth/accept-invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await invite('sophie.martin', 'editor'), password: 'a passphrase for the screenshots' }),
  });
  await invite('l.bernard', 'admin');
  const invitationToken = await invite('julien.roux', 'editor');
  // The built pages in both languages, the portfolio's pages the function renders (and their French twins), the 404 pages.
  const portfolio = await portfolioRoutes(platform.url);
  // The open job offers' pages, rendered on demand like the portfolio's.
  const jobs = (await fetch(new URL('/api/jobs', platform.url)).then((response) => response.json())) as { slug: string }[];
  const offers = jobs.map((job) => `/careers/${job.slug}`);
  const routes = [
    ...publicRoutes(),
    ...portfolio,
    ...portfolio.map((route) => localizedHref(route, 'fr')),
    ...offers,
    ...offers.map((route) => localizedHref(route, 'fr')),
    '/this-page-does-not-exist',
    '/fr/this-page-does-not-exist',
  ];
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: platform.url, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      // A full-page capture paints beyond the viewport without laying out the parts `content-visibility: auto` skips
      // there (ADR 0087): they would come out blank, which a reader scrolling never sees. Laid out first.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('*'))
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      });
      await page.screenshot({ path: path.join(outDir, fileName(route, width)), fullPage: true });
    }
    await page.goto('/admin/login');
    await page.screenshot({ path: path.join(outDir, fileName('/admin/login', width)), fullPage: true });
    await page.evaluate(
      ([keys, value]) => {
        localStorage.setItem(keys.token, value);
        localStorage.setItem(keys.user, JSON.stringify({ username: 'admin', role: 'admin', permissions: ['enquiries'] }));
      },
      [STORAGE_KEYS, token] as const,
    );
    for (const screen of adminScreens) {
      await page.goto(`/admin${screen}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, fileName(`/admin${screen}`, width)), fullPage: true });
    }
    // The staff screen and the invitation page in French too.
    for (const language of ['en', 'fr']) {
      // Through another page: from the invitation page (its fragment cleared), the link would only move to the fragment.
      await page.goto('/robots.txt');
      await page.evaluate((value) => localStorage.setItem('admin_language', value), language);
      await page.goto(`/admin/invitation#${invitationToken}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, fileName(`/admin/invitation-${language}`, width)), fullPage: true });
    }
    await page.goto('/admin/users');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, fileName('/admin/users-fr', width)), fullPage: true });
    // The media library in French, and one photo's details (the dialog, its focal point and where it is used).
    await page.goto('/admin/media');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, fileName('/admin/media-fr', width)), fullPage: true });
    await page.locator('.media-card__open').first().click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, fileName('/admin/media-detail-fr', width)) });
    await page.evaluate(() => localStorage.setItem('admin_language', 'en'));
    await context.close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await platform.stop();
}
