import { expect, test } from '@playwright/test';
import { hydrated, queryDatabase, signIn, signOut, totpAfter } from './helpers';
import { codeIn, nextMail } from './mail';

// The whole chain in one browser session, for an account made here from nothing:
// sign up → verify → sign in with the captcha → two-factor → settings → sign out.
test('a new artist signs up, verifies, turns on two-factor, edits the settings and signs in with the code', async ({ page }) => {
  const username = `journey${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  const password = 'journey-pass-1!';

  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
  await page.getByLabel('Verification code').fill(codeIn((await nextMail(email)).text));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new account is on the free plan: the upgrade prompt shows and the dark-mode toggle does not.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).first()).toBeAttached();
  await signOut(page);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);

  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const secret = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  const setup = await totpAfter(secret, -1);
  await page.getByLabel('Code from the app').fill(setup.code);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible();

  await page.getByLabel('First name').fill('Adaline');
  await page.getByLabel('Phone code').selectOption('+90');
  await page.getByLabel('Phone number').fill('5321234567');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('profile-notice')).toHaveText('Your personal data was saved.');
  await page.goto('/account/notifications');
  await hydrated(page);
  await page.getByLabel('Marketing emails').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notifications-notice')).toHaveText('Your notification settings were saved.');
  await signOut(page);

  await page.goto('/auth/login');
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  // The setup's code is spent; the sign-in takes a later one.
  await page.getByLabel('Code').fill((await totpAfter(secret, setup.step)).code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const [row] = await queryDatabase<{ firstName: string; phoneCode: string; marketingEmails: boolean; twoFactorEnabled: boolean }>(
    'SELECT "firstName", "phoneCode", "marketingEmails", "twoFactorEnabled" FROM "User" WHERE username = $1',
    [username],
  );
  expect(row).toEqual({ firstName: 'Adaline', phoneCode: '+90', marketingEmails: true, twoFactorEnabled: true });
  await signOut(page);
  expect((await page.request.get('/v1/api/user')).status()).toBe(401);
});
