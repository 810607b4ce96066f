import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { DEMO, queryDatabase, signIn, signInAs } from './helpers';

// The platform runs with SLIPCASE_DEV_OIDC=1 (playwright.config.ts): "Google" and "Apple" are local OpenID
// Connect providers that sign in whoever `login_hint` names, else their demo identity.
test.describe.configure({ mode: 'serial' });

const screens = `test-results/screens-${E2E.slot}`;
mkdirSync(screens, { recursive: true });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${screens}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test('signing in with "Google" creates an account and lands on the dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await screenshot(page, 'login-social');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const rows = await queryDatabase<{ username: string; provider: string; verified: boolean }>(
    `SELECT u.username, i.provider, u."emailVerifiedAt" IS NOT NULL AS verified
       FROM "User" u JOIN "OAuthIdentity" i ON i."userId" = u.id WHERE u.email = $1`,
    ['google.demo@slipcase.local'],
  );
  expect(rows).toEqual([{ username: 'google.demo', provider: 'google', verified: true }]);
});

test('signing in with "Apple" as an address that already has an account says so on the sign-in page', async ({ page }) => {
  await page.goto('/auth/social/apple?login_hint=artist%40slipcase.local');
  await expect(page).toHaveURL(/\/auth\/login\?error=duplicated_email$/);
  await expect(page.getByText('This email is already registered. Please try logging in instead.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'login-duplicated-email-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  const identities = await queryDatabase('SELECT 1 FROM "OAuthIdentity" WHERE email = $1', ['artist@slipcase.local']);
  expect(identities).toEqual([]);
});

test('a callback with another state than the one sent goes back to sign-in with error=auth_failed', async ({ page }) => {
  // The steps before the callback go through the page's cookie jar, so the attempt cookie is the browser's; the
  // provider's answer is then bent: its state is not the one this browser sent.
  const start = await page.request.get('/auth/social/google?login_hint=someone.new%40example.test', { maxRedirects: 0 });
  const provider = await page.request.get(start.headers().location!, { maxRedirects: 0 });
  const callback = new URL(provider.headers().location!);
  expect(callback.pathname).toBe('/auth/callback');
  callback.searchParams.set('state', 'forged-state');
  await page.goto(callback.href);
  await expect(page).toHaveURL(/\/auth\/login\?error=auth_failed$/);
  await expect(page.getByText('Authentication failed')).toBeVisible();
  expect(await queryDatabase('SELECT 1 FROM "User" WHERE email = $1', ['someone.new@example.test'])).toEqual([]);
});

test('an admin acts as the demo artist, then goes back to admin', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill('artist@slipcase.local');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('user-artist')).toBeVisible();
  await page.getByRole('button', { name: `Impersonate ${DEMO.artist.username}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Acting as the artist, the admin pages are closed.
  const admin = await page.goto('/admin/users');
  expect(admin?.status()).toBe(403);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
});

test('a frozen account sees only the blocked page, with the reason and a way to contact support', async ({ page }) => {
  // The account is thawed afterwards whatever happens: later specs sign in as the free demo user.
  try {
    await signInAs(page, 'admin');
    await page.goto('/admin/users?q=free');
    await page.getByRole('button', { name: 'Freeze free' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Chargebacks under review. We will write to you within two days.');
    await dialog.getByRole('button', { name: 'Freeze account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-free').getByText('Frozen', { exact: true })).toBeVisible();
    await page.goto('/admin/users');
    await screenshot(page, 'admin-users');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-users-phone');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.context().clearCookies();
    await page.goto('/auth/login');
    await signIn(page, DEMO.free.username, DEMO.free.password);
    await expect(page).toHaveURL(/\/account\/blocked$/);
    await expect(page.getByRole('heading', { name: 'Your account is frozen' })).toBeVisible();
    await expect(page.getByTestId('blocked-reason')).toHaveText('Chargebacks under review. We will write to you within two days.');
    const support = page.getByRole('link', { name: 'Contact support' });
    await expect(support).toHaveAttribute('href', /^mailto:[^?]+\?subject=Blocked%20account%3A%20free$/);
    // No top navigation: no account menu to wander off through.
    await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
    await screenshot(page, 'blocked');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'blocked-phone');
    await page.evaluate("document.documentElement.classList.add('dark')");
    await screenshot(page, 'blocked-phone-dark');
    await page.setViewportSize({ width: 1280, height: 720 });

    for (const path of ['/dashboard', '/royalties', '/account', '/admin/users']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/account\/blocked$/);
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await queryDatabase(`UPDATE "User" SET "freeze" = false, "blockedReason" = NULL WHERE username = 'free'`);
  }
});
