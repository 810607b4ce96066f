import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, signIn } from './helpers';
import { codeIn, nextMail, resetLinkIn } from './mail';

const SCREENS = `test-results/screens-${E2E.slot}`;
let serial = 0;

/** A new account's details, unique in this run. */
function newAccount(name: string) {
  const id = `${name}${Date.now().toString(36)}${serial++}`;
  return { username: id, email: `${id}@example.test`, password: 'first-password-1!' };
}

/** A verified account made through the API, as another front end would (the code read from its mail). */
async function verifiedAccount(request: APIRequestContext, name: string) {
  const account = newAccount(name);
  // The API's callers are other origins' scripts or tools; a browser-like caller names our own origin.
  const headers = { Origin: E2E.webUrl };
  const registered = await request.post('/v1/auth/register', {
    headers,
    data: { first_name: 'Test', last_name: name, ...account, password_confirmation: account.password },
  });
  expect(registered.status()).toBe(201);
  const code = codeIn((await nextMail(account.email)).text);
  expect((await request.post('/v1/auth/verify-email', { headers, data: { email: account.email, code } })).status()).toBe(200);
  return account;
}

test('a visitor signs up, confirms the address with the mailed code and lands on the dashboard, signed in', async ({ page }) => {
  const account = newAccount('mira');
  await page.goto('/auth/signup?ref=artist&utm_source=e2e&utm_campaign=launch');
  await page.getByLabel('First name').fill('Mira');
  await page.getByLabel('Last name').fill('Sol');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill('something-else-1!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByText('Accept the Terms and Conditions and the Privacy Policy to create an account.')).toBeVisible();

  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
  await expect(page.getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();

  const mail = await nextMail(account.email);
  expect(mail.subject).toBe('Your Slipcase verification code');
  await page.getByLabel('Verification code').fill(codeIn(mail.text));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const me = await page.request.get('/v1/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: account.username, email: account.email });
  const [row] = await queryDatabase<{ referredBy: string; utmSource: string; utmCampaign: string; language: string }>(
    'SELECT "referredBy", "utmSource", "utmCampaign", language FROM "User" WHERE username = $1',
    [account.username],
  );
  expect(row).toEqual({ referredBy: 'artist', utmSource: 'e2e', utmCampaign: 'launch', language: 'en' });
});

test('a forgotten password is reset through the mailed link, which then works no more', async ({ page }) => {
  const account = await verifiedAccount(page.request, 'lane');
  await page.context().clearCookies();

  await page.goto('/auth/forgot-password');
  // A malformed address is caught in the browser, before anything is posted.
  await hydrated(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The same answer for an address without an account as for one with it.
  const sent = page.getByTestId('reset-link-sent');
  await expect(sent).toHaveText(
    'If an account exists for nobody-here@example.test, we sent it a link to reset the password. The link works once, for 2 hours.',
  );
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(sent).toContainText(`If an account exists for ${account.email}, we sent it a link`);

  const mail = await nextMail(account.email);
  expect(mail.subject).toBe('Reset your Slipcase password');
  const link = resetLinkIn(mail.text);
  expect(link.startsWith(`${E2E.webUrl}/auth/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-password-2!');
  await page.getByLabel('Confirm new password').fill('second-password-2!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?reset=done$/);
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();

  await signIn(page, account.username, 'second-password-2!');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This reset link is invalid, has expired or was already used. Ask for a new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

/** Saves a phone-width screenshot and checks that nothing of the page's own content sticks out sideways. */
async function screen(page: Page, name: string): Promise<void> {
  await hydrated(page);
  const overflow = await page.evaluate<number>("document.getElementById('main').scrollWidth - window.innerWidth");
  expect(overflow, `${name} is wider than the phone`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test('the pages fit a phone, in English and in Spanish', async ({ browser, request }) => {
  mkdirSync(SCREENS, { recursive: true });
  const account = await verifiedAccount(request, 'phone');
  for (const lang of ['en', 'es']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
    const page = await context.newPage();
    await page.goto(`/auth/signup?lang=${lang}`);
    await screen(page, `signup-${lang}`);
    await page.locator('#signup button[type="submit"]').click();
    await screen(page, `signup-errors-${lang}`);
    await page.goto(`/auth/verify-email?lang=${lang}&email=${encodeURIComponent(account.email)}&mail=failed`);
    await screen(page, `verify-email-${lang}`);
    await page.locator('input[name="code"]').fill('000000');
    await page.locator('button[value="verify"]').click();
    await expect(page.locator('input[name="code"]')).toHaveAttribute('aria-invalid', 'true');
    await screen(page, `verify-email-wrong-${lang}`);
    await page.goto(`/auth/forgot-password?lang=${lang}`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('#forgot-password button[type="submit"]').click();
    await expect(page.getByTestId('reset-link-sent')).toBeVisible();
    await screen(page, `forgot-password-${lang}`);
    const link = resetLinkIn((await nextMail(account.email)).text);
    await page.goto(`${link}&lang=${lang}`);
    await screen(page, `reset-password-${lang}`);
    // A signed-in subscriber may reach the reset page in the dark theme.
    await page.evaluate("document.documentElement.classList.add('dark')");
    await screen(page, `reset-password-dark-${lang}`);
    await page.goto(`/auth/reset-password?lang=${lang}&token=spent`);
    await screen(page, `reset-password-invalid-${lang}`);
    await page.goto(`/auth/login?lang=${lang}&reset=done`);
    await screen(page, `login-after-reset-${lang}`);
    await context.close();
    // One link a minute per account: the next language asks for its own.
    await queryDatabase('UPDATE "AuthToken" SET "createdAt" = "createdAt" - interval \'1 day\' WHERE kind = \'password_reset\'');
  }
});
