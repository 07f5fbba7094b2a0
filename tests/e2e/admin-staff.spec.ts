import type { Page } from '@playwright/test';
import { unique } from '#tests/fixtures/admin-api.ts';
import { expect, openAdmin, storeSession, test } from './admin-fixtures.ts';
import { axeViolations } from './axe.ts';

// Staff accounts and roles (ADR 0033): an admin invites someone by a
// one-time link, the person chooses their password and is signed in; editors
// see no staff, settings or audit screens, and no enquiries until an admin
// allows them (ADR 0044); role changes, permissions and removals apply at
// once.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('admin invites an editor, who opens the link, chooses a password and lands signed in', async ({
  adminPage: page,
  browser,
  siteUrl,
}) => {
  const username = unique('claire').replace(/ /g, '.');
  await openAdmin(page, '/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(page.getByRole('heading', { name: `Invitation link for ${username}` })).toBeVisible();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/admin\/invitation#[A-Za-z0-9_-]{43}$/);
  const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem').filter({ hasText: username });
  await expect(pending).toContainText('Editor');

  const context = await browser.newContext({ baseURL: siteUrl });
  const invited = await context.newPage();
  try {
    await invited.goto(link);
    await expect(invited.getByText(`You are invited as an editor with the username ${username}.`)).toBeVisible();
    // The token leaves the address bar as soon as the page has read it.
    expect(new URL(invited.url()).hash).toBe('');
    await invited.getByLabel('Password', { exact: true }).fill('short');
    await invited.getByLabel('Confirm password').fill('short');
    await invited.getByRole('button', { name: 'Create my account' }).click();
    await expect(invited.getByText('Password must be at least 12 characters')).toBeVisible();
    await invited.getByLabel('Password', { exact: true }).fill('a passphrase of my own');
    await invited.getByLabel('Confirm password').fill('a passphrase of my own');
    await invited.getByRole('button', { name: 'Create my account' }).click();
    await expect(invited).toHaveURL(/\/admin\/dashboard$/);
    await expect(invited.getByText(`Welcome, ${username}`)).toBeVisible();
    await expect(nav(invited).getByRole('link', { name: 'All Projects' })).toBeVisible();
    for (const notTheirs of [/^Enquiries/, 'Settings', 'Audit log', 'Staff'])
      await expect(nav(invited).getByRole('link', { name: notTheirs })).toHaveCount(0);

    // The link is spent: opened again, it says so.
    await invited.goto(link);
    await expect(invited.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  } finally {
    await context.close();
  }
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Editor');
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem').filter({ hasText: username })).toHaveCount(0);
});

test('an editor is told the settings, audit log, staff and enquiries screens are not theirs, and is offered no way to them', async ({
  page,
  api,
  siteUrl,
}) => {
  const editor = await api.staffMember('editor');
  await storeSession(page, siteUrl, editor.token);
  await openAdmin(page, '/dashboard');
  await expect(page.getByRole('link', { name: 'Carousel Settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText('Editor', { exact: true })).toBeVisible();
  for (const path of ['/settings', '/audit', '/users', '/privacy']) {
    await openAdmin(page, path);
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  }
  await openAdmin(page, '/enquiries');
  await expect(page.getByRole('heading', { name: 'Enquiries are not shared with you' })).toBeVisible();
  // Content is theirs: the projects list opens as for an admin.
  await openAdmin(page, '/projects-enhanced');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('an editor sees no enquiries until an admin allows them on the staff screen, and none once it is withdrawn', async ({
  adminPage: page,
  api,
  browser,
  siteUrl,
}) => {
  const member = await api.staffMember('editor');
  const context = await browser.newContext({ baseURL: siteUrl });
  const theirs = await context.newPage();
  const notForThem = theirs.getByRole('heading', { name: 'Enquiries are not shared with you' });
  try {
    await storeSession(theirs, siteUrl, member.token);
    await openAdmin(theirs, '/dashboard');
    await expect(theirs.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(nav(theirs).getByRole('link', { name: /^Enquiries/ })).toHaveCount(0);
    await expect(theirs.getByRole('main').getByRole('link', { name: /enquiries/i })).toHaveCount(0);
    await openAdmin(theirs, '/enquiries');
    await expect(notForThem).toBeVisible();

    await openAdmin(page, '/users');
    // Administrators always may: their switch is on, cannot be turned off, and says why.
    const owners = page.getByRole('row', { name: /Site owner/ });
    await expect(owners.getByRole('checkbox', { name: 'May see enquiries' })).toBeChecked();
    await expect(owners.getByRole('checkbox', { name: 'May see enquiries' })).toBeDisabled();
    await expect(owners.getByText('Always, as an administrator.')).toBeVisible();
    const allowed = page.getByRole('row', { name: new RegExp(member.username) }).getByRole('checkbox', { name: 'May see enquiries' });
    await expect(allowed).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    await allowed.click();
    await expect(page.getByText(`${member.username} may now see enquiries`)).toBeVisible();
    await expect(allowed).toBeChecked();
    await theirs.reload();
    await expect(nav(theirs).getByRole('link', { name: /^Enquiries/ })).toBeVisible();
    await nav(theirs)
      .getByRole('link', { name: /^Enquiries/ })
      .click();
    await expect(theirs.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

    await allowed.click();
    await expect(page.getByText(`${member.username} may no longer see enquiries`)).toBeVisible();
    await expect(allowed).not.toBeChecked();
    await theirs.reload();
    await expect(notForThem).toBeVisible();
    await expect(nav(theirs).getByRole('link', { name: /^Enquiries/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('admin makes an editor an administrator, then removes the account, which signs its owner out at their next request', async ({
  adminPage: page,
  api,
  browser,
  siteUrl,
}) => {
  const member = await api.staffMember('editor');
  const context = await browser.newContext({ baseURL: siteUrl });
  const theirs = await context.newPage();
  try {
    await storeSession(theirs, siteUrl, member.token);
    await openAdmin(theirs, '/dashboard');
    await expect(nav(theirs).getByRole('link', { name: 'Staff' })).toHaveCount(0);

    await openAdmin(page, '/users');
    await page.getByLabel(`Role of ${member.username}`).selectOption({ label: 'Administrator' });
    await expect(page.getByText(`${member.username} is now an administrator`)).toBeVisible();
    await theirs.reload();
    await expect(nav(theirs).getByRole('link', { name: 'Staff' })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${member.username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${member.username} removed`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(member.username) })).toHaveCount(0);

    await theirs.reload();
    await expect(theirs).toHaveURL(/\/admin\/login/);
  } finally {
    await context.close();
  }
});

test('the staff screen and the invitation page pass axe, in French too', async ({ api, browser, siteUrl }) => {
  const token = await api.invite(unique('axe').replace(/ /g, '.'), 'editor');
  const context = await browser.newContext({ baseURL: siteUrl });
  const invited = await context.newPage();
  try {
    await invited.goto(`/admin/invitation#${token}`);
    for (const language of ['en', 'fr']) {
      if (language === 'fr') await invited.getByRole('button', { name: 'Français' }).click();
      await expect(invited.getByRole('button', { name: language === 'fr' ? 'Créer mon compte' : 'Create my account' })).toBeVisible();
      expect(await axeViolations(invited)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
