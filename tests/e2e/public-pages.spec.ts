import { sectors, services } from '#tests/fixtures/page-content.ts';
import { values, reasons } from '#src/content/about.ts';
import { caseStudies } from '#src/content/case-studies.ts';
import { competencies } from '#src/content/expertise.ts';
import { legalUpdates, privacyPolicy, termsOfService } from '#src/content/legal.ts';
import { site } from '#src/site/config.ts';
import { footerQuickLinks, headerLinks, legalLinks } from '#src/site/navigation.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageSettled } from './public-fixtures.ts';

// Every public route answers 200 with its own content (spec section 2), the
// shared header and footer link where the spec says, and unknown paths get the
// not-found page with status 404, which reports the missing path.

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

const main = (page: Page) => page.getByRole('main');

test('visitor reads the home page: hero, four services, six sectors, eight competencies', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Control systems that keep your plant running safely');
  await expect(main(page).getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
  await expect(main(page).getByRole('link', { name: 'See our projects' })).toHaveAttribute('href', '/projects');

  const servicesSection = page.locator('#services');
  for (const service of services) {
    await expect(servicesSection.getByRole('heading', { name: service.title })).toBeVisible();
    await expect(servicesSection.locator(`a[href="/services/${service.slug}"]`)).toHaveText(/Learn More/);
  }
  const sectorsSection = page.locator('#sectors');
  await expect(sectorsSection.getByRole('article')).toHaveCount(6);
  for (const sector of sectors) {
    await expect(sectorsSection.getByRole('link', { name: `Explore ${sector.title}` })).toHaveAttribute('href', `/sectors/${sector.slug}`);
  }
  const expertise = page.locator('#expertise');
  await expect(expertise.getByRole('heading', { level: 2 })).toHaveText('Eight core competencies under one roof');
  await expect(expertise.getByRole('listitem')).toHaveCount(8);
  for (const item of competencies) await expect(expertise.getByRole('heading', { name: item.title })).toBeVisible();
});

test('visitor reads the four services with their bullets and Learn More links', async ({ page }) => {
  await open(page, '/services');
  for (const service of services) {
    const article = main(page).getByRole('article', { name: service.title });
    await expect(article).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveCount(service.bullets.length);
    await expect(article.getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    );
  }
});

for (const service of services) {
  test(`visitor reads the ${service.title} service page with its feature cards and a contact button`, async ({ page }) => {
    await open(page, `/services/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.headline);
    await expect(page).toHaveTitle(`${service.title} | ${site.name}`);
    const features = page.getByRole('region', { name: 'What we can do for you' });
    for (const feature of service.features) await expect(features.getByRole('heading', { name: feature.title })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
}

test('visitor reads the sectors page with six sector cards', async ({ page }) => {
  await open(page, '/sectors');
  for (const sector of sectors) {
    await expect(main(page).getByRole('link', { name: `Explore ${sector.title}` })).toHaveAttribute('href', `/sectors/${sector.slug}`);
  }
});

for (const sector of sectors) {
  test(`visitor reads the ${sector.title} sector page: hero image, four features, solutions, highlight, contact`, async ({ page }) => {
    await open(page, `/sectors/${sector.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sector.headline);
    const hero = page.getByRole('region', { name: sector.headline });
    await expect(hero.getByRole('img', { name: sector.artAlt })).toBeVisible();
    // Drawn inline, so it needs no request before the page's largest paint; it covers the hero's width.
    const drawing = await hero.getByRole('img').evaluate((svg: SVGSVGElement) => ({
      tag: svg.tagName,
      shapes: svg.querySelectorAll('path, rect, circle').length,
      width: svg.getBoundingClientRect().width,
      heroWidth: svg.closest('section')?.getBoundingClientRect().width,
    }));
    expect(drawing).toMatchObject({ tag: 'svg', width: drawing.heroWidth });
    expect(drawing.shapes).toBeGreaterThan(10);
    const features = page.getByRole('region', { name: `How we help ${sector.title.toLowerCase()} plants` });
    await expect(features.getByRole('article')).toHaveCount(4);
    const solutions = page.getByRole('region', { name: 'Solutions we deliver' });
    await expect(solutions.getByRole('list').first().getByRole('listitem')).toHaveCount(sector.solutions.length);
    await expect(page.getByRole('complementary', { name: sector.highlight.title })).toContainText(sector.highlight.figure);
    await expect(main(page).getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });
}

test('visitor reads five case studies with client, technologies and key results', async ({ page }) => {
  await open(page, '/projects');
  await expect(main(page).getByRole('article')).toHaveCount(5);
  for (const study of caseStudies) {
    const article = main(page).getByRole('article', { name: study.title });
    await expect(article).toContainText(study.client);
    if (study.location) await expect(article).toContainText(study.location);
    await expect(article.getByRole('heading', { name: 'Technologies' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Key results' })).toBeVisible();
    for (const result of study.results) await expect(article).toContainText(result);
  }
  await expect(
    main(page)
      .getByRole('link', { name: /portfolio/i })
      .first(),
  ).toHaveAttribute('href', '/projects-enhanced');
});

test('visitor reads who we are, four values, mission, vision and five reasons', async ({ page }) => {
  await open(page, '/about');
  for (const value of values) await expect(main(page).getByRole('heading', { name: value.title, exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Our vision' })).toBeVisible();
  const reasonsSection = page.getByRole('region', { name: `Five reasons plants choose ${site.name}` });
  await expect(reasonsSection.getByRole('listitem')).toHaveCount(5);
  for (const reason of reasons) await expect(reasonsSection.getByRole('heading', { name: reason.title })).toBeVisible();
});

test('visitor finds the contact details, office hours and the form on Get In Touch', async ({ page }) => {
  await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  await expect(main(page).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(main(page).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(main(page)).toContainText('Martigues, France');
  await expect(main(page)).toContainText(/Monday - Friday\s*8:00 AM - 6:00 PM/);
  await expect(main(page)).toContainText(/Saturday\s*9:00 AM - 2:00 PM/);
  await expect(main(page)).toContainText(/Sunday\s*Closed/);
  for (const label of ['Full Name', 'Email Address', 'Company', 'Phone Number', 'Message']) {
    await expect(main(page).getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

const legalPages = [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: privacyPolicy, count: 13, updated: legalUpdates.privacyPolicy.date },
  { path: '/terms-of-service', title: 'Terms of Service', sections: termsOfService, count: 16, updated: legalUpdates.termsOfService.date },
];

for (const legal of legalPages) {
  test(`visitor reads the ${legal.title} in ${legal.count} numbered sections, updated when the text last changed`, async ({ page }) => {
    await open(page, legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    expect(legal.sections).toHaveLength(legal.count);
    for (const [index, section] of legal.sections.entries()) {
      await expect(main(page).getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` })).toBeVisible();
    }
    // The date the text last changed, kept with it, not the build's date.
    const updated = new Date(`${legal.updated}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await expect(main(page).getByText(`Last updated: ${updated}`)).toBeVisible();
    await expect(main(page).locator('time')).toHaveAttribute('datetime', legal.updated);
    await expect(main(page)).toContainText('French law');
    await expect(main(page)).toContainText(/under (the age of )?18/);
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}

test('the pages’ frames, which their function fills, are not pages: their addresses answer 404', async ({ request }) => {
  for (const path of [
    '/page-frames/privacy-policy',
    '/fr/page-frames/terms-of-service',
    '/page-frames/contact',
    '/fr/page-frames/services',
    '/careers-frames/job',
    '/fr/careers-frames/closed',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an unknown path shows the not-found page with status 404 and reports the path', async ({ page, platform }) => {
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/not-found') && request.method() === 'POST');
  const response = await page.goto('/no-such-page/for-sure?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect((await reported).postDataJSON()).toEqual({ path: '/no-such-page/for-sure' });
  const answer = await (await reported).response();
  expect(answer?.status()).toBe(204);
  await expect.poll(() => platform.logs.join('')).toContain('"path":"/no-such-page/for-sure"');
});

test('the header links to the home sections, projects, about and contact', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of headerLinks) await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'Expertise' }).click();
  await expect(page).toHaveURL(/\/#expertise$/);
  await expect(page.locator('#expertise')).toBeInViewport();
});

test('visitor on a phone opens the menu with the keyboard, follows a link and the menu closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sectors' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Services' })).toBeFocused();
  await nav.getByRole('link', { name: 'Sectors' }).click();
  await expect(page).toHaveURL(/\/#sectors$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the footer has quick links, service links, the contact block and legal links, and no social link while none is set', async ({
  page,
}) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick links' });
  for (const link of footerQuickLinks) await expect(quick.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  const serviceNav = footer.getByRole('navigation', { name: 'Services' });
  for (const service of services) {
    await expect(serviceNav.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services/${service.slug}`);
  }
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(footer).toContainText('Martigues, France');
  for (const link of legalLinks) await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  // The demo content sets none (the spec's are placeholders): the footer shows none rather than invented addresses.
  await pageSettled(page);
  await expect(footer.getByRole('list', { name: 'Social media' })).toBeHidden();
  await expect(footer.getByRole('link', { name: new RegExp(`^${site.name} on `) })).toHaveCount(0);
});

test('the footer’s year is the visitor’s, not the build’s', async ({ browser, siteUrl }) => {
  // A page of its own: a fixed clock must not reach the other tests of this worker.
  const visitor = await browser.newPage({ baseURL: siteUrl });
  try {
    await visitor.clock.setFixedTime(new Date('2031-01-02T09:00:00Z'));
    await open(visitor, '/about');
    await expect(visitor.getByRole('contentinfo')).toContainText(`© 2031 ${site.legalName}.`);
  } finally {
    await visitor.close();
  }
});

// That pages without an island load no script file, only the small menu and footer scripts, is
// checked on every built page in public-routes.spec.ts.

for (const route of ['/', '/contact', '/projects-enhanced', '/admin/login']) {
  test(`${route} loads zod's small build only, never its full one`, async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await open(page, route);
    // Islands hydrate when visible or idle: the scripts are collected once every island has hydrated
    // (the login page's module script has run by the load event).
    if (route.startsWith('/admin')) await page.waitForLoadState('load');
    else await pageSettled(page);
    // The contact form loads its checks when a visitor reaches a field.
    if (route === '/contact')
      await page.getByRole('form', { name: 'Send us a message' }).getByRole('textbox', { name: 'Full Name', exact: true }).focus();
    // The portfolio list hydrates from its page and loads the code that reads another page when the filters are reached.
    if (route === '/projects-enhanced') await page.getByRole('combobox', { name: 'Sector' }).focus();
    // zod's classes name themselves: "ZodMiniString" in zod/mini, "ZodString" in the full build.
    const zodNames = async () => {
      const scripts = (await Promise.all(bodies)).join('\n');
      return new Set(Array.from(scripts.matchAll(/["'`](Zod[A-Z]\w*)["'`]/g), (match) => match[1]));
    };
    await expect.poll(async () => (await zodNames()).has('ZodMiniObject'), { message: route }).toBe(true);
    const names = await zodNames();
    for (const fullBuildClass of ['ZodType', 'ZodString', 'ZodNumber', 'ZodObject', 'ZodArray'])
      expect(names, route).not.toContain(fullBuildClass);
  });
}
