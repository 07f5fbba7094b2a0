import { unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations } from './axe.ts';
import { expect, expectPath, openAdmin, test, visitorPoll } from './admin-fixtures.ts';

// Credentials: staff add one in the admin, which warns of its coming expiry,
// and visitors find it on /certifications, in the footers and on the home
// page at once, with no rebuild.

test('admin adds a credential expiring in 30 days: badge in the admin, card on /certifications', async ({
  adminPage: page,
  browser,
  siteUrl,
}) => {
  const name = unique('MASE Méditerranée');
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await openAdmin(page, '/credentials/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New credential' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Issuer').fill('MASE Méditerranée');
  await page.getByLabel('Certificate number').fill('MASE-E2E-001');
  await page.getByLabel('Valid from').fill('2024-01-15');
  await page.getByLabel('Valid until').fill(inDays(30));
  await page.getByRole('button', { name: 'Add credential' }).click();

  await expectPath(page, '/admin/credentials');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row.getByText(/^Expires in (29|30) days$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // At 375 px a row without a logo keeps no empty logo column (3.5rem and a
  // gap): its name starts just after the drag handle, about 50 px in.
  await page.setViewportSize({ width: 375, height: 800 });
  const rowBox = await row.boundingBox();
  const titleBox = await row.getByRole('heading', { name }).boundingBox();
  expect(titleBox!.x - rowBox!.x).toBeLessThan(80);

  const visitor = await browser.newPage({ baseURL: siteUrl });
  try {
    const card = async () => {
      await visitor.goto('/certifications');
      return visitor.getByRole('heading', { level: 2, name }).count();
    };
    await expect.poll(card, visitorPoll).toBe(1);
    await expect(visitor.getByText('MASE-E2E-001')).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    // The same credential in every footer and below the home page's hero, linking the certifications page (ADR 0076).
    await visitor.goto('/fr/about');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute('href', '/fr/certifications');
    await visitor.goto('/');
    await visitor.getByRole('main').getByRole('link', { name }).click();
    await expect(visitor).toHaveURL(/\/certifications$/);
  } finally {
    await visitor.close();
  }
});
