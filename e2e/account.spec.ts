import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { DEMO, hydrated, openHydrated, queryDatabase, signInAs } from './helpers';

// The account settings and billing in the sandbox (no STRIPE_SECRET_KEY in the e2e run). The demo accounts are
// shared with the other specs of the run: what this one changes of them is put back afterwards.
test.describe.configure({ mode: 'serial' });

const SCREENS = `test-results/screens-${E2E.slot}`;
const TABS = [
  ['/account', 'personal'],
  ['/account/notifications', 'notifications'],
  ['/account/payout', 'payout'],
  ['/account/subscription', 'subscription'],
  ['/account/api-tokens', 'api-tokens'],
] as const;
const RESTORED_COLUMNS = [
  'passwordHash', 'firstName', 'lastName', 'name', 'email', 'emailVerifiedAt', 'phoneCode', 'phoneNumber', 'contactMethod',
  'emailNotifications', 'marketingEmails', 'pushNotifications', 'payoutMethod', 'payoneerEmail', 'stripeAccountId',
  'stripeAccountReady', 'plan', 'subscriptionSource', 'subscriptionStatus', 'currentPeriodEnd', 'cancelAtPeriodEnd',
  'stripeCustomerId', 'stripeSubscriptionId',
];
let saved: Array<Record<string, unknown>> = [];

test.beforeAll(async () => {
  saved = await queryDatabase(
    `SELECT username, ${RESTORED_COLUMNS.map((column) => `"${column}"`).join(', ')} FROM "User" WHERE username = ANY($1)`,
    [['artist', 'free']],
  );
});

test.afterAll(async () => {
  for (const row of saved) {
    const sets = RESTORED_COLUMNS.map((column, index) => `"${column}" = $${index + 2}`).join(', ');
    await queryDatabase(`UPDATE "User" SET ${sets} WHERE username = $1`, [row.username, ...RESTORED_COLUMNS.map((column) => row[column])]);
  }
});

/** Opens a page and waits until its scripts run (what is typed before hydration may be reset). */

/** A full-page screenshot, light; then dark (html.dark, as subscribers may choose) when asked. */
async function screenshot(page: Page, name: string, { dark = false } = {}): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });
  if (!dark) return;
  await page.evaluate("document.documentElement.classList.add('dark')");
  // Colour transitions would otherwise be caught half way.
  await page.screenshot({ path: `${SCREENS}/${name}-dark.png`, fullPage: true, animations: 'disabled' });
  await page.evaluate("document.documentElement.classList.remove('dark')");
}

test('personal data is saved and shown again', async ({ page }) => {
  await signInAs(page, 'artist');
  await openHydrated(page, '/account');
  await expect(page.getByRole('link', { name: 'Personal and Password' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Use at least 4 characters')).toBeVisible();

  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Lane');
  await page.getByLabel('Phone code').selectOption('+34');
  await page.getByLabel('Phone number').fill('612 345 678');
  await page.getByLabel('WhatsApp').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('profile-notice')).toHaveText('Your personal data was saved.');

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('First name')).toHaveValue('Nova');
  await expect(page.getByLabel('Last name')).toHaveValue('Lane');
  await expect(page.getByLabel('Phone code')).toHaveValue('+34');
  await expect(page.getByLabel('Phone number')).toHaveValue('612345678');
  await expect(page.getByLabel('WhatsApp')).toBeChecked();
});

test('the password changes with the meter going weak, medium, strong, and back again', async ({ page }) => {
  await signInAs(page, 'artist');
  await openHydrated(page, '/account');
  const meter = page.getByTestId('password-strength');
  const newPassword = page.getByLabel('New password', { exact: true });

  await newPassword.pressSequentially('abcdefgh');
  await expect(meter).toHaveAttribute('data-strength', 'weak');
  await expect(page.getByText('Password strength: weak')).toBeVisible();
  await newPassword.fill('abcd123!');
  await expect(meter).toHaveAttribute('data-strength', 'medium');
  await expect(page.getByText('Password strength: medium')).toBeVisible();
  await newPassword.fill('Abcd123!efgh-new');
  await expect(meter).toHaveAttribute('data-strength', 'strong');
  await expect(page.getByText('Password strength: strong')).toBeVisible();
  await screenshot(page, 'personal-strong-password');

  await page.getByLabel('Current password').fill('not-my-password-1!');
  await page.getByLabel('Confirm new password').fill('Abcd123!efgh-new');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Invalid password.')).toBeVisible();

  const change = async (from: string, to: string) => {
    await page.getByLabel('Current password').fill(from);
    await page.getByLabel('New password', { exact: true }).fill(to);
    await page.getByLabel('Confirm new password').fill(to);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-notice')).toBeVisible();
  };
  await change(DEMO.artist.password, 'Abcd123!efgh-new');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await change('Abcd123!efgh-new', DEMO.artist.password);
});

test('notification toggles are saved', async ({ page }) => {
  await signInAs(page, 'artist');
  await openHydrated(page, '/account/notifications');
  await page.getByLabel('Email notifications').uncheck();
  await page.getByLabel('Marketing emails').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notifications-notice')).toHaveText('Your notification settings were saved.');
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Email notifications')).not.toBeChecked();
  await expect(page.getByLabel('Marketing emails')).toBeChecked();
  await expect(page.getByLabel('Push notifications')).not.toBeChecked();
});

test('a Payoneer e-mail becomes the payout method', async ({ page }) => {
  await signInAs(page, 'artist');
  await openHydrated(page, '/account/payout');
  await page.getByLabel('Payoneer email').fill('nova.lane@payoneer.example');
  await page.getByRole('button', { name: 'Save Payoneer email' }).click();
  await expect(page.getByTestId('payout-notice')).toHaveText('Payouts go to your Payoneer account from now on.');
  await expect(page.getByTestId('payout-method')).toHaveText('Payoneer account nova.lane@payoneer.example');
});

test('the free user upgrades to PRO through the sandbox checkout, then cancels until the period ends', async ({ page }) => {
  await signInAs(page, 'free');
  await openHydrated(page, '/account/payout');
  await expect(page.getByTestId('payout-not-configured')).toContainText('No payout method yet');
  await screenshot(page, 'payout-not-configured');

  await openHydrated(page, '/account/subscription');
  await expect(page.getByTestId('current-plan')).toHaveAttribute('data-plan', 'free');
  await screenshot(page, 'subscription-free');
  await page.getByRole('link', { name: 'See plans and upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await page.getByRole('button', { name: /Get PRO yearly/ }).click();

  await expect(page).toHaveURL(/\/billing\/sandbox\?session=/);
  await expect(page.getByTestId('sandbox-warning')).toContainText('This is a test payment');
  await screenshot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pay $49.99 (test)' }).click();

  await expect(page).toHaveURL(/\/account\/subscription\?checkout=success/);
  await expect(page.getByTestId('checkout-notice')).toHaveText('Thank you! Your PRO subscription is active.');
  const plan = page.getByTestId('current-plan');
  await expect(plan).toHaveAttribute('data-plan', 'pro');
  await expect(plan).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('subscription-summary')).toContainText('Your subscription renews on');
  await screenshot(page, 'subscription-active', { dark: true });

  await hydrated(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText('withdrawals still waiting are cancelled');
  await screenshot(page, 'subscription-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan).toHaveAttribute('data-status', 'ending');
  await expect(page.getByTestId('subscription-summary')).toContainText(/You keep PRO until \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await screenshot(page, 'subscription-ending', { dark: true });
});

test('every tab, light and dark, on a phone and a desktop', async ({ page }) => {
  await signInAs(page, 'artist');
  for (const [width, height, device] of [[390, 844, 'phone'], [1280, 900, 'desktop']] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, name] of TABS) {
      await openHydrated(page, path);
      await expect(page.getByRole('navigation', { name: 'Account settings' }).locator('[aria-current="page"]')).toHaveCount(1);
      await screenshot(page, `${name}-${device}`, { dark: true });
    }
  }
});
