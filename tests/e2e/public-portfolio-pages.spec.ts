import type { APIRequestContext } from '@playwright/test';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { AdminApi, apiLogin, unique } from '#tests/fixtures/admin-api.ts';
import { builtRoutes } from '#tests/fixtures/dist.ts';
import { pngLogo, svgLogo } from '#tests/fixtures/logo-files.ts';
import { imageAddresses, robotsAllow, sitePathOf } from '#tests/fixtures/robots.ts';
import { schemaOrgProblems } from '#tests/fixtures/schema-org.ts';
import { expect, test } from './fixtures.ts';
import { useOwnPlatform } from './own-platform.ts';
import { islandsHydrated } from './public-fixtures.ts';

// The portfolio in the HTML: the list and a page per published
// project, served with no JavaScript and no build, following every admin
// change within seconds; former slugs redirect, drafts and deleted projects
// answer the 404 page; each page has its own metadata and valid JSON-LD.

useOwnPlatform(test);

/** What an admin save may take to reach the public pages: no build, only the write and a purge. */
const WITHIN = { timeout: 10_000 };

async function adminApi(request: APIRequestContext): Promise<AdminApi> {
  return new AdminApi(request, await apiLogin(request));
}

async function publishedProjects(request: APIRequestContext): Promise<ProjectEnhanced[]> {
  const response = await request.get('/api/projects-enhanced');
  expect(response.status()).toBe(200);
  return (await response.json()) as ProjectEnhanced[];
}

const pageOf = (project: Pick<ProjectEnhanced, 'slug'>) => `/projects-enhanced/${project.slug}`;

async function html(request: APIRequestContext, path: string): Promise<{ status: number; text: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list shows every published project as a link, and each link opens a page with the whole project', async ({ page, request }) => {
    const projects = await publishedProjects(request);
    expect(projects.length).toBeGreaterThan(0);
    await page.goto('/projects-enhanced');
    await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
    await expect(page.getByText(`${projects.length} projects`)).toBeVisible();
    for (const project of projects) {
      await expect(page.getByRole('link', { name: project.title, exact: true })).toHaveAttribute('href', pageOf(project));
    }

    const project = projects.find((candidate) => candidate.technologies.length > 0 && candidate.key_results.length > 0)!;
    await page.getByRole('link', { name: project.title, exact: true }).click();
    await expect(page).toHaveURL(pageOf(project));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main).toContainText(project.client);
    if (project.duration_display) await expect(main).toContainText(project.duration_display);
    for (const result of project.key_results) await expect(main.getByText(result, { exact: true })).toBeVisible();
    for (const item of project.scope_objectives) await expect(main.getByText(item, { exact: true })).toBeVisible();
    for (const technology of project.technologies) await expect(main.getByText(technology.name, { exact: true })).toBeVisible();
    for (const sector of project.sectors) {
      await expect(main.getByRole('link', { name: sector.name, exact: true })).toHaveAttribute(
        'href',
        `/projects-enhanced?sector=${sector.slug}`,
      );
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Projects',
      'Portfolio',
      project.title,
    ]);
    await expect(main.getByRole('link', { name: 'Discuss a similar project' })).toHaveAttribute('href', '/contact');
  });

  test('a sector link shows that sector’s projects and its count, rendered on the server', async ({ page, request }) => {
    const projects = await publishedProjects(request);
    const sector = projects[0]!.sectors[0]!;
    const inSector = projects.filter((project) => project.sectors.some((item) => item.id === sector.id));
    await page.goto('/projects-enhanced');
    await page
      .getByRole('navigation', { name: 'Projects by sector' })
      .getByRole('link', { name: `${sector.name} (${inSector.length})` })
      .click();
    await expect(page).toHaveURL(`/projects-enhanced?sector=${sector.slug}`);
    await expect(page.getByTestId('project-card')).toHaveCount(inSector.length);
    await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue(sector.slug);
    await expect(page.getByText(`Showing ${inSector.length} of ${projects.length} projects`)).toBeVisible();
  });
});

test('the HTML of the list and of each project page, fetched plainly, carries every published project', async ({ request }) => {
  const projects = await publishedProjects(request);
  const list = await html(request, '/projects-enhanced');
  expect(list.status).toBe(200);
  for (const project of projects) {
    expect(list.text).toContain(`href="${pageOf(project)}"`);
    const page = await html(request, pageOf(project));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${escaped(project.title)} | Caronte Automation</title>`);
    expect(page.text).toContain(`>${escaped(project.title)}</h1>`);
  }
});

test('a project published through the API is at its URL, in the list and in the sitemap within seconds, and unpublishing takes it out of all three', async ({
  request,
}) => {
  const api = await adminApi(request);
  const title = unique('Boiler house control renewal');
  const project = await api.createProjectEnhanced({ title, client: 'Chaufferie de Lavéra', is_published: true });
  const url = `https://www.caronte-automation.fr${pageOf(project)}`;
  await expect.poll(async () => (await html(request, pageOf(project))).status, WITHIN).toBe(200);
  await expect.poll(async () => (await html(request, '/projects-enhanced')).text.includes(escaped(title)), WITHIN).toBe(true);
  await expect.poll(async () => (await html(request, '/sitemap-portfolio.xml')).text.includes(`<loc>${url}</loc>`), WITHIN).toBe(true);

  await api.updateProjectEnhanced(project.id, { is_published: false });
  await expect.poll(async () => (await html(request, pageOf(project))).status, WITHIN).toBe(404);
  expect((await html(request, pageOf(project))).text).toContain('Oops! Page not found');
  await expect.poll(async () => (await html(request, '/projects-enhanced')).text.includes(escaped(title)), WITHIN).toBe(false);
  await expect.poll(async () => (await html(request, '/sitemap-portfolio.xml')).text.includes(url), WITHIN).toBe(false);
});

test('a changed slug answers the old address with a permanent redirect to the new one; a deleted project answers 404', async ({
  request,
}) => {
  const api = await adminApi(request);
  const project = await api.createProjectEnhanced({ title: unique('Water treatment PLC upgrade'), is_published: true });
  const renamed = await api.updateProjectEnhanced(project.id, { slug: `${project.slug}-fos` });
  const old = await request.get(pageOf(project), { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(pageOf(renamed));
  const followed = await request.get(pageOf(project));
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe(pageOf(renamed));

  await api.deleteProjectEnhanced(project.id);
  for (const path of [pageOf(renamed), pageOf(project)]) {
    const gone = await html(request, path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Oops! Page not found');
  }
});

test('a project page has its own title, description, canonical and social cards, and JSON-LD that schema.org defines', async ({
  page,
  request,
}) => {
  const project = (await publishedProjects(request)).find((candidate) => candidate.project_summary.length > 0)!;
  await page.goto(pageOf(project));
  const canonical = `https://www.caronte-automation.fr${pageOf(project)}`;
  await expect(page).toHaveTitle(`${project.title} | Caronte Automation`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(project.project_summary.replace(/\s+/g, ' ')).toContain(description!.replace(/…$/, ''));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!) as { '@context': string; '@graph': Record<string, unknown>[] };
  expect(data['@context']).toBe('https://schema.org');
  expect(schemaOrgProblems(data)).toEqual([]);
  const work = data['@graph'].find((node) => node['@type'] === 'CreativeWork')!;
  expect(work).toMatchObject({ name: project.title, url: canonical, sponsor: { '@type': 'Organization', name: project.client } });
  const crumbs = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
    'https://www.caronte-automation.fr/',
    'https://www.caronte-automation.fr/projects',
    'https://www.caronte-automation.fr/projects-enhanced',
    canonical,
  ]);
});

test('a card opens its project in a modal under the project’s own address; Back closes it and a reload shows the project page', async ({
  page,
  request,
}) => {
  const project = (await publishedProjects(request))[0]!;
  await page.goto('/projects-enhanced?sector=' + project.sectors[0]!.slug);
  await islandsHydrated(page);
  const link = page.getByTestId('project-card').getByRole('link', { name: project.title, exact: true });
  await link.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(pageOf(project));
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`/projects-enhanced?sector=${project.sectors[0]!.slug}`);
  await expect(link).toBeFocused();

  await page.goForward();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the sitemap index lists the portfolio sitemap, which robots.txt reaches', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.caronte-automation.fr/sitemap-index.xml');
  expect(await (await request.get('/sitemap-index.xml')).text()).toContain(
    '<loc>https://www.caronte-automation.fr/sitemap-portfolio.xml</loc>',
  );
  const sitemap = await request.get('/sitemap-portfolio.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const text = await sitemap.text();
  for (const project of await publishedProjects(request))
    expect(text).toContain(`<loc>https://www.caronte-automation.fr${pageOf(project)}</loc>`);
  // The shell the function fills is not a page.
  expect((await request.get('/portfolio-shell/project')).status()).toBe(404);
});

test('every image of the built pages and of a project page is one robots.txt lets crawlers fetch; an upload’s former address redirects', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const api = await adminApi(request);
  const [logo, photo] = [await api.uploadLogo(svgLogo), await api.uploadLogo(pngLogo)];
  const project = await api.createProjectEnhanced({
    title: unique('Crawlable images'),
    is_published: true,
    logo_url: logo,
    featured_image: photo,
  });
  await expect.poll(async () => (await html(request, pageOf(project))).status, WITHIN).toBe(200);

  const found = new Set<string>();
  for (const route of [...builtRoutes(), pageOf(project)]) {
    for (const address of imageAddresses((await html(request, route)).text)) {
      const path = sitePathOf(address, 'https://www.caronte-automation.fr');
      if (path) found.add(path);
    }
  }
  expect([...found]).toEqual(expect.arrayContaining(['/og-image.png', logo, photo]));
  for (const path of found) {
    expect(robotsAllow(robots, path), path).toBe(true);
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }

  const served = await request.get(photo);
  expect(served.headers()).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
  const former = await request.get(photo.replace('/uploads/', '/api/uploads/'), { maxRedirects: 0 });
  expect(former.status()).toBe(301);
  expect(former.headers().location).toMatch(new RegExp(`${photo}$`));
});

test('on a phone the client’s logo, in the facts after the story, is fetched only as they come near; on a desktop with the page', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const logo = await api.uploadLogo(svgLogo);
  const client = unique('Raffinerie de Provence');
  const paragraph = 'The plant kept producing while each unit moved to the new control system, one shutdown window at a time.';
  const project = await api.createProjectEnhanced({
    title: unique('Logo when near'),
    client,
    is_published: true,
    logo_url: logo,
    description: Array.from({ length: 20 }, () => paragraph).join('\n\n'),
    scope_objectives: ['Migrate every loop', 'Train the operators', 'Keep the plant running'],
    key_results: ['No unplanned stop', 'Alarms halved', 'Operators trained on site'],
  });
  await expect.poll(async () => (await html(request, pageOf(project))).status, WITHIN).toBe(200);
  const fetched: string[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === logo) fetched.push(asked.url());
  });
  const afterTwoFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const image = page.getByRole('img', { name: `${client} logo` });
  const shown = () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pageOf(project), { waitUntil: 'load' });
  await afterTwoFrames();
  // Its premise: the facts start beyond the viewport and the margin of one and a half viewports within which
  // Chromium lays out a part before it is scrolled to, but within the margin at which it loads a lazy image.
  const top = await page.getByRole('complementary', { name: 'Project facts' }).evaluate((facts) => facts.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(800 * 2.5);
  expect(fetched).toEqual([]);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeInViewport();
  await expect.poll(shown).toBe(true);
  expect(fetched).toHaveLength(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pageOf(project), { waitUntil: 'load' });
  await expect.poll(shown).toBe(true);
  await expect(image).toBeInViewport();
});
