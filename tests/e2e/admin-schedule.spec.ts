import type { Page } from '@playwright/test';
import { expect, openAdmin, test } from './admin-fixtures.ts';

// Scheduled publishing in the admin (ADR 0034): the edit form takes
// a publish and an unpublish date in local time; the list shows Scheduled and
// Expired badges with their dates and sorts by the publication calendar; the
// public site does not show a project before its date. The minute-exact
// switch itself is proven with a controlled clock in tests/api/schedule.test.ts.

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** `datetime-local` text for an instant, in the browser's time zone (the test's browser runs in the machine's). */
const localInput = (time: number) => {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const DAY = 24 * 60 * 60 * 1000;

test('admin schedules a project from its edit form: it shows as Scheduled, first in the calendar, and not on the public site', async ({
  adminPage: page,
  api,
  request,
}) => {
  const project = await api.createProjectEnhanced();
  const publishOn = Date.now() + 3 * DAY;
  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await page.getByLabel('Publish on', { exact: true }).fill(localInput(publishOn));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Project “${project.title}” saved`)).toBeVisible();

  const saved = (await api.projectsEnhanced()).find((item) => item.id === project.id)!;
  expect(Math.abs(Date.parse(saved.publish_at!) - publishOn)).toBeLessThan(60_000);

  await openAdmin(page, '/projects-enhanced');
  await expect(card(page, project.title).getByText(/^Scheduled · /)).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Publication calendar' });
  await page.getByLabel('Show').selectOption({ label: 'With a publication date' });
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('heading').first()).toContainText(project.title);

  const publicList = (await (await request.get('/api/projects-enhanced')).json()) as { id: string }[];
  expect(publicList.some((item) => item.id === project.id)).toBe(false);
  expect((await request.get(`/projects-enhanced/${saved.slug}`)).status()).toBe(404);
});

test('an unpublish date before the publish date is refused on its field, in French too', async ({ adminPage: page, api }) => {
  const project = await api.createProjectEnhanced();
  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await page.getByLabel('Publish on', { exact: true }).fill(localInput(Date.now() + 2 * DAY));
  await page.getByLabel('Unpublish on', { exact: true }).fill(localInput(Date.now() + DAY));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Unpublish on', { exact: true })).toHaveAccessibleDescription(
    /Unpublish date must be after the publish date/,
  );

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByLabel('Retirer le')).toHaveAccessibleDescription(/La date de retrait doit suivre la date de publication/);
});

test('a project past its unpublish date is marked Expired in the list, and one with an end date says until when', async ({
  adminPage: page,
  api,
}) => {
  const expired = await api.createProjectEnhanced({ unpublish_at: new Date(Date.now() - DAY).toISOString() });
  const ending = await api.createProjectEnhanced({ unpublish_at: new Date(Date.now() + 10 * DAY).toISOString() });
  await openAdmin(page, '/projects-enhanced');
  await expect(card(page, expired.title).getByText(/^Expired · /)).toBeVisible();
  await expect(card(page, ending.title).getByText(/^Online until /)).toBeVisible();
});
