import { readFile } from 'node:fs/promises';
import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, expectPath, openAdmin, test } from './admin-fixtures.ts';
import { everyRule, axeViolations } from './axe.ts';

// Content safety: the history on an edit screen undoes a bad edit in
// one action, and a deleted item comes back from Recently deleted.

test('a bad edit is undone from the history on the edit screen, and the restore is a new version that keeps every address', async ({
  adminPage: page,
  api,
}) => {
  const title = unique('Boiler house BMS renewal');
  const project = await api.createProjectEnhanced({ title, project_summary: 'Burner management on a new safety PLC.' });
  const wrongSlug = `${project.slug}-wrong`;
  await api.updateProjectEnhanced(project.id, { title: 'Wrong title', project_summary: 'Pasted by mistake.', slug: wrongSlug });

  await openAdmin(page, `/projects-enhanced/${project.id}/edit`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Wrong title');
  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Edited');
  await expect(versions.first()).toContainText('by admin');
  // Fields by the labels staff read, never their stored names.
  await expect(versions.first()).toContainText('Changed: Former addresses (redirected), Summary, Address (slug), Title');

  await versions.first().getByText('Show changes').click();
  // Rows in the order above: the former addresses (none before), then the summary.
  await expect(versions.first().getByRole('insertion').first()).toContainText(project.slug);
  await expect(versions.first().getByRole('deletion').nth(1)).toContainText('Burner management on a new safety PLC.');
  await expect(versions.first().getByRole('insertion').nth(1)).toContainText('Pasted by mistake.');

  await versions
    .nth(1)
    .getByRole('button', { name: /Restore this version/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await dialog.getByRole('button', { name: 'Restore version' }).click();
  await expect(page.getByText(/^Version of .+ restored$/)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Restored');

  const stored = (await api.projectsEnhanced()).find((candidate) => candidate.id === project.id);
  expect(stored).toMatchObject({ title, project_summary: 'Burner management on a new safety PLC.', slug: project.slug });
  // The address the bad edit gave may have been shared meanwhile: it still leads to the project.
  expect(stored?.previous_slugs).toEqual([wrongSlug]);
});

test('a restore over an edit made since the history was shown is refused and changes nothing', async ({ adminPage: page, api }) => {
  const client = await api.createClient({ name: unique('Papeterie de Tarascon') });
  await api.updateClient(client.id, { website: 'https://first.example.test' });
  await openAdmin(page, `/clients/${client.id}/edit`);
  const versions = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await api.updateClient(client.id, { website: 'https://colleague.example.test' });

  await versions
    .nth(1)
    .getByRole('button', { name: /Restore this version/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore version' }).click();
  await expect(page.getByText('This item was changed since you opened its history. Reload it to see the latest version.')).toBeVisible();
  expect((await api.clients()).find((candidate) => candidate.id === client.id)?.website).toBe('https://colleague.example.test');
});

test('a deleted client is listed in Recently deleted and restored with one click; a sector comes back in its unchanged projects', async ({
  adminPage: page,
  api,
}) => {
  const client = await api.createClient({ name: unique('Verrerie de Vergèze') });
  await openAdmin(page, '/clients');
  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this client?' }).getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByText(`Client “${client.name}” deleted`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Recently deleted' }).click();
  await expectPath(page, '/admin/recently-deleted');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client.name }) });
  await expect(entry).toContainText('Client');
  await expect(entry).toContainText('by admin');
  expect(await axeViolations(page, everyRule)).toEqual([]);

  await entry.getByRole('button', { name: `Restore “${client.name}”` }).click();
  await expect(page.getByText(`“${client.name}” restored`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect((await api.clients()).some((candidate) => candidate.id === client.id)).toBe(true);

  // A sector comes back in its projects, except one changed after the deletion, which is named.
  const sector = await api.createTaxonomy('sectors', { name: unique('Hydrogen') });
  const kept = await api.createProjectEnhanced({ title: unique('Electrolyser controls'), sector_ids: [sector.id] });
  const changed = await api.createProjectEnhanced({ title: unique('Hydrogen storage'), sector_ids: [sector.id] });
  await api.deleteTaxonomy('sectors', sector.id);
  await api.updateProjectEnhanced(changed.id, { client: 'Chantier de Fos' });
  await page.reload();
  await page.getByRole('button', { name: `Restore “${sector.name}”` }).click();
  const note = page.getByRole('status').filter({ hasText: `“${sector.name}” is back, but not in every project it was in` });
  await expect(note).toContainText('1 project was changed after the deletion');
  await expect(note.getByRole('link', { name: changed.title })).toHaveAttribute('href', `/admin/projects-enhanced/${changed.id}/edit`);
  expect(await axeViolations(page, everyRule)).toEqual([]);
  await note.getByRole('button', { name: 'Dismiss' }).click();
  await expect(note).toHaveCount(0);
  const projects = await api.projectsEnhanced();
  expect(projects.find((project) => project.id === kept.id)?.sector_ids).toEqual([sector.id]);
  expect(projects.find((project) => project.id === changed.id)?.sector_ids).toEqual([]);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();
});

test('the history panel passes axe, in English and in French', async ({ adminPage: page, api }) => {
  const client = await api.createClient({ name: unique('Sucrerie de Marseille') });
  await api.updateClient(client.id, { website: 'https://sucrerie.example.test' });
  await openAdmin(page, `/clients/${client.id}/edit`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByText('Show changes').click();
  expect(await axeViolations(page, everyRule)).toEqual([]);

  await page.evaluate(() => localStorage.setItem('admin_language:admin', 'fr'));
  await page.reload();
  const historique = page.getByRole('region', { name: 'Historique' });
  await expect(historique.getByRole('listitem').first()).toContainText('Modifié : Site web');
  expect(await axeViolations(page, everyRule)).toEqual([]);
});

test('a renamed sector gets its name back from the history under its edit form', async ({ adminPage: page, api }) => {
  const sector = await api.createTaxonomy('sectors');
  await api.updateTaxonomy('sectors', sector.id, { name: `${sector.name} renamed` });
  await openAdmin(page, '/sectors');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${sector.name} renamed` }) });
  await row.getByRole('button', { name: `Edit ${sector.name} renamed` }).click();
  const versions = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Changed: Name');
  await versions
    .nth(1)
    .getByRole('button', { name: /Restore this version/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore version' }).click();
  await expect(page.getByRole('rowheader', { name: `${sector.name} renamed` })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: sector.name })).toBeVisible();
  expect((await api.taxonomy('sectors')).find((item) => item.id === sector.id)?.name).toBe(sector.name);
});

test('the audit log lists what was done, filters it, and exports it as CSV', async ({ adminPage: page, api }) => {
  const client = await api.createClient({ name: unique('Cimenterie de Martigues') });
  await api.updateClient(client.id, { website: 'https://cimenterie.example.test' });
  const refusal = await page.request.put('/api/clients', {
    headers: { authorization: `Bearer ${api.token}` },
    data: { id: client.id, name: '' },
  });
  expect(refusal.status()).toBe(400);
  await openAdmin(page, '/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row');
  const edited = rows.filter({ hasText: client.name }).filter({ hasText: 'Edited' });
  await expect(edited.first()).toContainText('Fields: website');
  await expect(edited.first()).toContainText('Done');
  // A refused write is said as refused, never as done.
  const refused = rows.filter({ hasText: 'Refused (400)' }).filter({ hasText: client.name });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Edit');
  await expect(refused).not.toContainText('Edited');

  await page.getByLabel('Action').selectOption({ label: 'Created' });
  await page.getByLabel('Item id or collection').fill(client.id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Created');
  expect(await axeViolations(page, everyRule)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`,"create","success","201",`);
});

test('the audit log shows a hundred entries at a time and the older ones on demand', async ({ adminPage: page, api }) => {
  // A hundred and one writes, one after the other (one item's writes queue on its version): 7 s on a quiet
  // machine, past the default 30 s on a busy one.
  test.setTimeout(60_000);
  const client = await api.createClient({ name: unique('Raffinerie de Berre') });
  for (let index = 0; index < 100; index += 1) await api.updateClient(client.id, { website: `https://r${index}.example.test` });
  await openAdmin(page, '/audit');
  await page.getByLabel('Item id or collection').fill(client.id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row');
  // The filtered read goes through the whole log of the worker's platform, every earlier test's entries included.
  await expect(rows).toHaveCount(101, { timeout: 15_000 });
  await expect(rows.last()).toContainText('Edited');
  await page.getByRole('button', { name: 'Show older entries' }).click();
  await expect(rows).toHaveCount(102);
  await expect(rows.last()).toContainText('Created');
  await expect(page.getByRole('button', { name: 'Show older entries' })).toHaveCount(0);
});
