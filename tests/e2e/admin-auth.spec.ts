import { e2eAdmin } from '#tests/fixtures/platform.ts';
import { AdminApi, apiLogin, expiredToken } from '#tests/fixtures/admin-api.ts';
import { expect, openAdmin, storedSession, storeSession, test } from './admin-fixtures.ts';

// The guard and session flow of spec section 4 and the login messages of
// section 8. Wrong-password attempts count against the sign-in rate limit
// (five per 15 minutes per IP), so this file makes at most two per platform.

test('visitor without a token is sent to login and comes back to the page first asked for', async ({ page }) => {
  await page.goto('/admin/clients?q=total');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Sign in to access the dashboard')).toBeVisible();

  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin\/clients\?q=total$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const session = await storedSession(page);
  expect(session.token).toMatch(/^ey/);
  expect(JSON.parse(session.user ?? '{}')).toEqual({
    username: 'admin',
    role: 'admin',
    permissions: ['enquiries', 'audience', 'applications'],
  });
});

test('admin who signs in from the login page lands on the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Welcome, admin')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Admin | Caronte Automation');
});

test('the sign-in button reads Signing in... while the request is on its way', async ({ page }) => {
  // The answer is held until the pending state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the login form requires both fields before sending anything', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) sent += 1;
  });
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});

test('a wrong password shows Invalid credentials and stores nothing', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('an unreachable server shows the connection message', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Failed to connect to server. Please try again.')).toBeVisible();
});

test('a token the server does not accept is removed and the admin is sent to login', async ({ page, siteUrl }) => {
  await storeSession(page, siteUrl, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.not-a-real-signature');
  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('an expired token is removed and the admin is sent to login', async ({ page, platform, siteUrl }) => {
  await storeSession(page, siteUrl, await expiredToken(platform.dataDir));
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });

  // Signing in again returns to the page that was asked for.
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});

test('a revoked token is removed and the admin is sent to login', async ({ page, request, siteUrl }) => {
  const token = await apiLogin(request);
  await new AdminApi(request, token).logout();
  await storeSession(page, siteUrl, token);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('a 401 in the middle of a session clears it, goes to login and returns after signing in', async ({
  page,
  ownSession: api,
  siteUrl,
}) => {
  await storeSession(page, siteUrl, api.token);
  const client = await api.createClient();
  await openAdmin(page, '/clients');
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();

  // The session is revoked elsewhere (e.g. a password change on another device).
  await api.logout();
  await page.getByRole('button', { name: `Hide ${client.name}` }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });

  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  expect(new URL(page.url()).pathname).toBe('/admin/clients');
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();
});

test('admin logs out: the token is revoked, both keys removed, and the login page shown', async ({
  page,
  ownSession: api,
  request,
  siteUrl,
}) => {
  await storeSession(page, siteUrl, api.token);
  await openAdmin(page, '/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });

  const verify = await request.post('/api/auth/verify', { headers: { authorization: `Bearer ${api.token}` } });
  expect(verify.status()).toBe(401);

  // Going back does not reopen the admin.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('logout removes both keys before the server has even answered the revocation', async ({ page, ownSession: api, request, siteUrl }) => {
  await storeSession(page, siteUrl, api.token);
  await openAdmin(page, '/dashboard');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let revokedWith: string | null = null;
  await page.route('**/api/auth/logout', async (route) => {
    revokedWith = route.request().headers().authorization ?? null;
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The revocation is still waiting for its answer, and nothing is left in storage.
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  expect(revokedWith).toBe(`Bearer ${api.token}`);
  release();
  await expect
    .poll(async () => (await request.post('/api/auth/verify', { headers: { authorization: `Bearer ${api.token}` } })).status())
    .toBe(401);
});

test('the login page shows why the admin cannot sign in when the site has no admin configured', async ({ page }) => {
  const message = 'The admin is not configured on this site: JWT_SECRET is not set. Set them in Netlify.';
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, json: { error: message } }));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('any password at all');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(message)).toBeVisible();
});

test('a signed-in admin who opens the login page goes to the dashboard', async ({ adminPage: page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the change-password form checks the confirmation and the current password', async ({ adminPage: page }) => {
  await openAdmin(page, '/dashboard');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await expect(dialog.getByText('New password must be at least 12 characters')).toBeVisible();

  await dialog.getByLabel('Current password').fill('wrong current password');
  await dialog.getByLabel('New password', { exact: true }).fill('a brand new password 2026');
  await dialog.getByLabel('Confirm new password').fill('a different password 2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm new password').fill('a brand new password 2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password is incorrect').first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('admin changes the password and signs in with the new one', async ({ page, api }) => {
  // An administrator of their own: changing a password signs out every other
  // session of that account, and the worker's other tests share the e2e admin's.
  const admin = await api.staffMember('admin');
  const newPassword = 'a brand new password 2026';
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(admin.password);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions have been signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const verify = await page.request.post('/api/auth/verify', { headers: { authorization: `Bearer ${admin.token}` } });
  expect(verify.status()).toBe(401);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
