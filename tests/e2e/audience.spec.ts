import type { Page, Request } from '@playwright/test';
import { AUDIENCE_OPT_OUT_KEY } from '#src/lib/audience/beacon-settings.ts';
import { unique } from '#tests/fixtures/admin-api.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { adminSettled, expect, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';
import { watchCspViolations } from './page-checks.ts';

// Audience measurement in Chromium (ADR 0073): no public page writes a cookie
// or anything in the browser's storage; the beacon sends one view, which the
// Audience screen then shows, in English and French with axe finding nothing;
// the privacy policy's switch and Global Privacy Control stop it.

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const isHit = (request: Request) => new URL(request.url()).pathname === '/api/hit';

/** The page's first content shown, a frame and a task after it: the beacon counts then (ADR 0093), so by this time it has sent its view or not. */
const afterFirstContent = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const shown = new PerformanceObserver((list) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          shown.disconnect();
          requestAnimationFrame(() => setTimeout(done));
        });
        shown.observe({ type: 'paint', buffered: true });
      }),
  );

const recording = new WeakSet<Page>();

/**
 * Has the page note, as the beacon hands it to the browser, each view it sends. Read back in the page, the record
 * is complete once the page's own scripts have run; the browser's request events reach the test later, so a view
 * sent just before the wait ended could still be on its way.
 */
async function recordViews(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.defineProperty(window, 'viewsSent', { value: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (new URL(String(url), location.href).pathname === '/api/hit') sent.push(typeof data === 'string' ? data : '');
      return send(url, data);
    };
  });
}

/** Loads a page and answers the views its beacon sent once it loaded and showed its first content. */
async function viewsSentBy(page: Page, route: string): Promise<string[]> {
  await recordViews(page);
  await page.goto(route);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  await afterFirstContent(page);
  return page.evaluate(() => (window as Window & { viewsSent?: string[] }).viewsSent ?? []);
}

test('no public page writes a cookie or browser storage, and each sends one view of its path', async ({ page, context }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  for (const route of builtRoutes()) {
    const hit = page.waitForRequest(isHit);
    await page.goto(route);
    const body = JSON.parse((await hit).postData() ?? '{}') as Record<string, unknown>;
    // The path, the viewport's width and the referring address, nothing else (the server keeps a device class and a host).
    expect(body, route).toEqual({ path: route, width: 1280, referrer: expect.any(String) as unknown });
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
    expect(stored, route).toEqual({ cookie: '', local: 0, session: 0 });
  }
  expect(await context.cookies()).toEqual([]);
  expect(violations).toEqual([]);
});

test('a view is counted once, after the page loaded and showed its first content', async ({ page }) => {
  // Sent while the parser ran, reading the viewport's width forced the page's first layout inside the script (ADR
  // 0087); sent before the page's largest paint, Lighthouse counted the request in it (ADR 0093).
  await page.addInitScript(() => {
    const seen = window as Window & { sentWhen?: { loaded: boolean; shown: boolean }[] };
    seen.sentWhen = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      seen.sentWhen?.push({
        loaded: document.readyState === 'complete',
        shown: performance.getEntriesByName('first-contentful-paint').length === 1,
      });
      return send(url, data);
    };
  });
  expect(await viewsSentBy(page, '/sectors')).toHaveLength(1);
  expect(await page.evaluate(() => (window as Window & { sentWhen?: unknown[] }).sentWhen)).toEqual([{ loaded: true, shown: true }]);
});

test('a page whose photo is still coming sends its view and reads the footer links only once the photo is in', async ({ page, api }) => {
  // A project of this test's own, with a photo of the demo's media library.
  const listed = (await (await page.request.get('/api/projects-enhanced')).json()) as { featured_image: string }[];
  const photo = listed.map((project) => project.featured_image).find((url) => url.startsWith('/media/'));
  if (!photo) throw new Error('The demo content has no library photo');
  const project = await api.createProjectEnhanced({ title: unique('Photo still coming'), is_published: true, featured_image: photo });
  // The photos are held until the page has shown its first content: the page has not loaded by then.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/.netlify/images?**', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  const early: string[] = [];
  const watch = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/hit' || path === '/api/settings') early.push(path);
  };
  page.on('request', watch);
  await page.goto(`/projects-enhanced/${project.slug}`, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await afterFirstContent(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(early).toEqual([]);
  page.off('request', watch);

  const hit = page.waitForRequest(isHit);
  const settings = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/settings');
  holding = false;
  await Promise.all(held.map((release) => release()));
  await Promise.all([hit, settings]);
});

test('the privacy policy switch, Global Privacy Control and Do Not Track stop the views; the switch is all that is stored', async ({
  page,
  context,
}) => {
  await page.goto('/privacy-policy');
  const toggle = page.getByRole('switch', { name: 'Count my visits in the audience measurement' });
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Your visits are counted, anonymously.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await toggle.uncheck();
  await expect(page.getByText('You objected: your visits are not counted from this browser.')).toBeVisible();
  expect(await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))).toEqual({ [AUDIENCE_OPT_OUT_KEY]: '1' });
  expect(await viewsSentBy(page, '/about')).toEqual([]);

  await page.goto('/fr/privacy-policy');
  await page.getByRole('switch', { name: 'Compter mes visites dans la mesure d’audience' }).check();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await viewsSentBy(page, '/about')).toHaveLength(1);

  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  expect(await viewsSentBy(page, '/services')).toEqual([]);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('switch', { name: 'Count my visits in the audience measurement' })).toBeDisabled();
  await expect(page.getByText('Your browser objects already (Global Privacy Control or Do Not Track)')).toBeVisible();

  const withDoNotTrack = await context.newPage();
  await withDoNotTrack.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  expect(await viewsSentBy(withDoNotTrack, '/contact')).toEqual([]);
});

test.describe('as a visitor whose browser is not a robot', () => {
  test.use({ userAgent: CHROME });

  test('a view shows on the Audience screen at once, in English and French, and axe finds nothing', async ({ adminPage: page }) => {
    // Other specs' pages count too when the whole suite runs, and the screen
    // ranks ten pages: five views put this one above what they send by chance.
    for (let view = 0; view < 5; view += 1) await viewsSentBy(page, '/sectors/pharmaceutical');
    const [project] = (await (await page.request.get('/api/projects-enhanced')).json()) as { slug: string; title: string }[];
    if (!project) throw new Error('The demo content has no published project');
    await viewsSentBy(page, `/projects-enhanced/${project.slug}`);
    await page.goto('/admin/audience');
    await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
    await adminSettled(page);
    const pages = page.getByRole('table', { name: 'Top pages' });
    await expect(pages.getByRole('row', { name: /\/sectors\/pharmaceutical/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Devices' }).getByRole('rowheader', { name: 'Computer' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top projects' }).getByRole('row', { name: new RegExp(project.slug) })).toBeVisible();
    await page.getByRole('group').getByText('Views per day as a table').click();
    await expect(page.getByRole('table', { name: 'Views per day' }).getByRole('row')).toHaveCount(31);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/\/admin\/audience\?days=7$/);
    await expect(page.getByRole('table', { name: 'Views per day' }).getByRole('row')).toHaveCount(8);

    // The projects list draws each project's last 30 days beside it.
    await page.goto(`/admin/projects-enhanced?q=${encodeURIComponent(project.title)}`);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: project.title })
        .getByText(/[1-9]\d* views? in the last 30 days/),
    ).toBeVisible();
    await page.goto('/admin/audience?days=7');
    await adminSettled(page);

    await page.evaluate(() => localStorage.setItem('admin_language:admin', 'fr'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('table', { name: 'Pages les plus vues' }).getByRole('row', { name: /\/sectors\/pharmaceutical/ }),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a project whose slug is named like an Object property shows its own views in the admin', async ({ adminPage: page, api }) => {
    // "constructor" is a key every JavaScript object answers to; counted in a plain object it read Object's function.
    const project = await api.createProjectEnhanced({ title: 'Constructor', slug: 'constructor' });
    expect(project.slug).toBe('constructor');
    const listed = (views: string) =>
      page
        .getByRole('listitem')
        .filter({ hasText: 'Constructor' })
        .getByText(new RegExp(`^${views} in the last 30 days$`));
    await page.goto('/admin/projects-enhanced?q=Constructor');
    await expect(listed('0 views')).toBeVisible();

    expect(await viewsSentBy(page, '/projects-enhanced/constructor')).toHaveLength(1);
    await page.goto('/admin/audience');
    await adminSettled(page);
    const row = page
      .getByRole('table', { name: 'Top projects' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'constructor' }) });
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await page.goto('/admin/projects-enhanced?q=Constructor');
    await expect(listed('1 view')).toBeVisible();
  });
});
