import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, openAdmin, secondTabWait, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// Two people edit one project (ADR 0045): each sees that the other has it
// open, and the second save meets the first instead of erasing it: the
// form shows what the other changed, keeps what was typed, asks about the
// field both changed, and the merged save keeps every change.

test('an editor and an admin edit one project: the second save shows the first, and the merge keeps both', async ({
  adminPage: page,
  api,
  browser,
  siteUrl,
}) => {
  const project = await api.createProjectEnhanced({
    title: unique('Shared edit'),
    client: 'Raffinerie de Lavéra',
    location_city: 'Martigues',
    duration_display: '6 months',
  });
  const editor = await api.staffMember('editor');
  const context = await browser.newContext({ baseURL: siteUrl });
  const theirs = await context.newPage();
  try {
    await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Martigues');

    await storeSession(theirs, siteUrl, editor.token);
    await openAdmin(theirs, `/projects-enhanced/${project.id}/edit`);
    await expect(theirs.getByRole('status').filter({ hasText: 'Also open by admin.' })).toBeVisible(secondTabWait);
    await theirs.getByLabel('Duration', { exact: true }).fill('8 months');
    await theirs.getByLabel('Client', { exact: true }).fill('Lavéra Terminal');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(theirs).toHaveURL(/\/admin\/projects-enhanced$/);

    // The admin's form was opened before the editor's save.
    await page.getByLabel('City', { exact: true }).fill('Fos-sur-Mer');
    await page.getByLabel('Client', { exact: true }).fill('Lavéra Refinery');
    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.getByRole('region', { name: 'Someone else saved this item while you were editing it' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(conflict.getByRole('definition')).toContainText('8 months');
    await expect(page.getByLabel('Duration', { exact: true })).toHaveValue('8 months');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Fos-sur-Mer');
    const client = conflict.getByRole('group', { name: 'Client' });
    await expect(client.getByRole('radio', { name: 'Keep yours: Lavéra Refinery' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    await client.getByRole('radio', { name: 'Take theirs: Lavéra Terminal' }).check();
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Lavéra Terminal');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/projects-enhanced$/);

    const stored = (await api.projectsEnhanced()).find((item) => item.id === project.id);
    expect(stored).toMatchObject({ duration_display: '8 months', location_city: 'Fos-sur-Mer', client: 'Lavéra Terminal' });
  } finally {
    await context.close();
  }
});
