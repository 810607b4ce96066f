import { expect, test, type Browser } from '@playwright/test';
import { hashPassword } from '@slipcase/db';
import { hydrated, openHydrated, queryDatabase, screenshotBothWidths, signIn, watchScriptErrors } from './helpers';

// Accounts of this run's own (the demo accounts are shared with other specs, and a reward moves a balance).
const RUN = Date.now().toString(36);
const PASSWORD = 'referral-e2e-1!';
const REFERRER = `ref${RUN}`;
const FRIENDS = [1, 2, 3].map((n) => `friend${n}${RUN}`);

async function createAccount(username: string, referredBy: string | null, paying = false): Promise<void> {
  await queryDatabase(
    `INSERT INTO "User" (id, email, username, name, "passwordHash", "referredBy", "emailVerifiedAt", plan, "subscriptionStatus", "subscriptionSource", "updatedAt")
     VALUES ($1, $2, $1, $3, $4, $5, now(), $6, $7, $8, now())`,
    [username, `${username}@example.test`, `${username} Name`, await hashPassword(PASSWORD), referredBy, paying ? 'pro' : 'free', paying ? 'active' : null, paying ? 'stripe' : null],
  );
}

async function signedIn(browser: Browser, username: string) {
  const page = await browser.newPage();
  await page.goto('/auth/login');
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('a referrer shares their link; a visit, sign-ups and a friend paying through checkout reach the first tier, credited once', async ({ browser, page }) => {
  await createAccount(REFERRER, null);
  // Two friends became paying before; the third pays below, through the sandbox checkout.
  await createAccount(FRIENDS[0]!, REFERRER, true);
  await createAccount(FRIENDS[1]!, REFERRER.toUpperCase(), true);
  await createAccount(FRIENDS[2]!, REFERRER);

  await page.goto('/auth/login');
  await signIn(page, REFERRER, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const scriptErrors = watchScriptErrors(page);
  await openHydrated(page, '/referral-program');
  await expect(page.getByRole('heading', { name: 'Referral program', level: 1 })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  const link = page.getByLabel('Share link');
  await expect(link).toHaveValue(new RegExp(`/r/${REFERRER}$`));
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const stats = page.getByTestId('referral-stats');
  await expect(stats).toContainText('Link visits0');
  await expect(stats).toContainText('Sign-ups3');
  await expect(stats).toContainText('Became paying2');
  await expect(page.getByText('1 more paying referral to earn $10.00.')).toBeVisible();
  await expect(page.getByText('Slipcase may change or end the referral program at any time.')).toBeVisible();

  // The link, opened by a visitor, is counted and opens sign-up with the code.
  const shareUrl = new URL(await link.inputValue());
  const visitor = await browser.newPage();
  await visitor.goto(shareUrl.pathname);
  await expect(visitor).toHaveURL(new RegExp(`/auth/signup\\?ref=${REFERRER}$`));
  await expect(visitor.locator('input[name="referred_by_user"]')).toHaveValue(REFERRER);
  await visitor.reload();
  await visitor.goto(shareUrl.pathname);
  await visitor.close();

  // The referrer opening their own link is told so, and it is not a visit.
  await page.goto(shareUrl.pathname);
  await expect(page).toHaveURL(/\/referral-program\?own=1$/);
  await expect(page.getByTestId('own-link-notice')).toContainText('That is your own share link');

  // The third friend buys PRO: the billing event credits the referrer's first tier.
  const friend = await signedIn(browser, FRIENDS[2]!);
  await openHydrated(friend, '/upgrade');
  await friend.getByRole('button', { name: /Get PRO yearly/ }).click();
  await expect(friend).toHaveURL(/\/billing\/sandbox\?session=/);
  await friend.getByRole('button', { name: 'Pay $49.99 (test)' }).click();
  await expect(friend.getByTestId('checkout-notice')).toHaveText('Thank you! Your PRO subscription is active.');
  await friend.close();

  await openHydrated(page, '/referral-program');
  await expect(stats).toContainText('Link visits1');
  await expect(stats).toContainText('Became paying3');
  const tiers = page.getByTestId('referral-tiers');
  await expect(tiers.getByRole('listitem').first()).toContainText('Credited on');
  await expect(page.getByText('Credited so far: $10.00.')).toBeVisible();

  // Copy works from the keyboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  await hydrated(page);
  await screenshotBothWidths(page, 'referral-program');

  const [reward] = await queryDatabase<{ count: string }>(
    `SELECT count(*) FROM "LedgerTransaction" t JOIN "ReferralReward" r ON r."transactionId" = t.id JOIN "User" u ON u.id = r."referrerId"
     WHERE u.username = $1 AND t.kind = 'referral_reward'`,
    [REFERRER],
  );
  expect(reward?.count).toBe('1');
  expect(scriptErrors).toEqual([]);
});
