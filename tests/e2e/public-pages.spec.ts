import { stat } from 'node:fs/promises';
import path from 'node:path';
import { caseStudies } from '#content/case-studies.ts';
import { privacyPolicy, termsOfService } from '#content/legal.ts';
import { sectors } from '#content/sectors.ts';
import { services } from '#content/services.ts';
import { dist } from '#tests/fixtures/dist.ts';
import { expect, test } from './fixtures.ts';

// Every public route answers 200 with its key content; unknown paths get the
// not-found page with status 404 and are reported to the log.

test('visitor sees the home page: hero, four services, six sectors, eight competencies', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Control systems that keep your plant running safely' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', { name: 'See our projects' })).toHaveAttribute('href', '/projects');

  const servicesSection = page.locator('#services');
  await expect(servicesSection.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title));
  for (const service of services) {
    await expect(servicesSection.getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    );
  }
  const sectorsSection = page.locator('#sectors');
  await expect(sectorsSection.getByRole('heading', { level: 3 })).toHaveText(sectors.map((sector) => sector.title));
  for (const sector of sectors) {
    await expect(sectorsSection.getByRole('link', { name: `Explore ${sector.title}` })).toHaveAttribute('href', `/sectors/${sector.slug}`);
  }
  const expertise = page.locator('#expertise');
  await expect(expertise.getByRole('heading', { level: 2 })).toHaveText('Eight core competencies under one roof');
  await expect(expertise.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('visitor sees the four services, each with its bullets and a Learn More link', async ({ page }) => {
  expect((await page.goto('/services'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const service of services) {
    const article = page.getByRole('article', { name: service.title });
    await expect(article.getByRole('heading', { level: 2, name: service.title })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText([...service.bullets]);
    await expect(article.getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    );
  }
});

for (const service of services) {
  test(`visitor reads the ${service.title} page: feature cards, text and a contact button`, async ({ page }) => {
    expect((await page.goto(`/services/${service.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: service.headline })).toBeVisible();
    await expect(page).toHaveTitle(`${service.title} | Caronte Automation`);
    const features = page.getByRole('region', { name: 'What we can do for you' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(service.features.map((feature) => feature.title));
    await expect(page.getByText(service.intro[0] ?? '')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Discuss your project' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('region', { name: service.cta.title }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

test('visitor sees the sectors page with its intro and six sector cards', async ({ page }) => {
  expect((await page.goto('/sectors'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Process knowledge first, technology second' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  for (const sector of sectors) {
    await expect(page.getByRole('link', { name: `Explore ${sector.title}` })).toHaveAttribute('href', `/sectors/${sector.slug}`);
  }
});

for (const sector of sectors) {
  test(`visitor reads the ${sector.title} page: illustrated hero, four features, solutions, highlight and contact button`, async ({
    page,
  }) => {
    expect((await page.goto(`/sectors/${sector.slug}`))?.status()).toBe(200);
    const hero = page.getByRole('region', { name: sector.headline });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(sector.headline);
    const art = hero.getByRole('img', { name: sector.artAlt });
    await expect(art).toBeVisible();
    expect(await art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const features = page.getByRole('region', { name: `How we help ${sector.title.toLowerCase()} plants` });
    await expect(features.getByRole('article')).toHaveCount(4);
    const solutions = page.getByRole('region', { name: 'Solutions we deliver' });
    await expect(solutions.getByRole('listitem')).toHaveText([...sector.solutions]);
    await expect(page.getByRole('complementary', { name: sector.highlight.title })).toContainText(sector.highlight.figure);
    await expect(solutions.getByRole('link', { name: `See our ${sector.title.toLowerCase()} projects` })).toHaveAttribute(
      'href',
      `/projects-enhanced?sector=${sector.slug}`,
    );
  });
}

test('visitor sees the five static case studies with client, location, technologies and results', async ({ page }) => {
  expect((await page.goto('/projects'))?.status()).toBe(200);
  const cases = page.getByRole('main').getByRole('article');
  await expect(cases).toHaveCount(5);
  for (const [index, study] of caseStudies.entries()) {
    const article = cases.nth(index);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(study.title);
    await expect(article).toContainText(study.client);
    if (study.location) await expect(article).toContainText(study.location);
    await expect(article.getByText(study.description)).toBeVisible();
    for (const technology of study.technologies) await expect(article.getByText(technology, { exact: true })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: study.results[0] ?? '' })).toBeVisible();
  }
  expect(caseStudies.some((study) => study.location === undefined)).toBe(true);
  await expect(page.getByRole('link', { name: 'Browse the full portfolio' })).toHaveAttribute('href', '/projects-enhanced');
});

test('visitor reads the about page: four values, mission, vision and five reasons', async ({ page }) => {
  expect((await page.goto('/about'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'A company built around engineers who commission' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Four values we hold ourselves to' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Excellence', 'Collaboration', 'Innovation', 'Integrity']);
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
  const reasons = page.getByRole('region', { name: 'Five reasons plants choose Caronte Automation' });
  await expect(reasons.getByRole('listitem')).toHaveCount(5);
});

test('visitor sees how to get in touch: details, office hours and the message form', async ({ page }) => {
  expect((await page.goto('/contact'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'contact@caronte-automation.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@caronte-automation.fr',
  );
  await expect(main.getByRole('link', { name: '+33 4 42 80 17 60' })).toHaveAttribute('href', 'tel:+33442801760');
  await expect(main.getByText('Martigues, France')).toBeVisible();
  const hours = main.locator('dl.hours');
  await expect(hours).toContainText(/Monday - Friday\s*8:00 AM - 6:00 PM/);
  await expect(hours).toContainText(/Saturday\s*9:00 AM - 2:00 PM/);
  await expect(hours).toContainText(/Sunday\s*Closed/);
  for (const label of ['Full Name', 'Email Address', 'Company', 'Phone Number', 'Message']) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

for (const legal of [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: privacyPolicy, count: 13, mentions: ['GDPR', 'under 18', 'CNIL'] },
  { path: '/terms-of-service', title: 'Terms of Service', sections: termsOfService, count: 16, mentions: ['French law', 'under 18'] },
]) {
  test(`visitor reads the ${legal.title}: ${legal.count} numbered sections, the build date and a way home`, async ({ page }) => {
    expect((await page.goto(legal.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    const text = page.locator('.legal__text');
    const headings = text.getByRole('heading', { level: 2 });
    expect(legal.sections).toHaveLength(legal.count);
    await expect(headings).toHaveText(legal.sections.map((section, index) => `${index + 1}. ${section.title}`));
    for (const mention of legal.mentions) await expect(text).toContainText(mention);

    const built = (await stat(path.join(dist, legal.path.slice(1), 'index.html'))).mtime;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(built);
    const shown = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
      built,
    );
    const updated = page.getByText(/^Last updated:/);
    await expect(updated.locator('time')).toHaveAttribute('datetime', day);
    await expect(updated).toHaveText(`Last updated: ${shown}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}

test('an unknown path gets the 404 page, and the missing path is logged', async ({ page, platform }) => {
  const missing = `/no-such-page-${Date.now().toString(36)}`;
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/not-found'));
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect((await reported).status()).toBe(204);
  await expect
    .poll(() =>
      platform.logs
        .join('')
        .split('\n')
        .filter((line) => line.includes('"event":"page_not_found"') && line.includes(missing)),
    )
    .toHaveLength(1);
});

test('visitor uses the header links from any page, including the home-page anchors', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected: [string, string][] = [
    ['Services', '/#services'],
    ['Sectors', '/#sectors'],
    ['Expertise', '/#expertise'],
    ['Projects', '/projects'],
    ['About', '/about'],
    ['Contact Us', '/contact'],
  ];
  for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Expertise' }).click();
  await expect(page).toHaveURL(/\/#expertise$/);
  await expect(page.getByRole('heading', { name: 'Eight core competencies under one roof' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
});

test('visitor on a phone follows a menu link to a home section and the menu closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sectors' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Sectors' }).click();
  await expect(page).toHaveURL(/\/#sectors$/);
  await expect(page.getByRole('heading', { name: 'Six industries we know from the inside' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('visitor finds quick links, services, contact details, legal and social links in the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link')).toHaveText(['Services', 'Sectors', 'Expertise', 'Projects', 'About Us']);
  expect(await quick.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/services',
    '/sectors',
    '/#expertise',
    '/projects',
    '/about',
  ]);
  const serviceNav = footer.getByRole('navigation', { name: 'Services' });
  expect(await serviceNav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    services.map((service) => `/services/${service.slug}`),
  );
  await expect(footer.getByRole('link', { name: 'contact@caronte-automation.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@caronte-automation.fr',
  );
  await expect(footer.getByRole('link', { name: '+33 4 42 80 17 60' })).toBeVisible();
  await expect(footer.getByText('Martigues, France')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3);
});
