import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, openHydrated, queryDatabase, screenshotBothWidths, signIn, signInAs, signOut, watchScriptErrors } from './helpers';

const PASSWORD = 'slipcase-artist-1!';
const USERNAME = `promo-${randomUUID().slice(0, 8)}`;
const RELEASE = `Promo Night ${USERNAME.slice(-4)}`;

/** An Advanced account of its own (the demo artist's password) with one published release, so no other spec's plan moves. */
test.beforeAll(async () => {
  const userId = `e2e-${randomUUID().slice(0, 12)}`;
  await queryDatabase(
    `INSERT INTO "User" (id, email, username, name, "passwordHash", "emailVerifiedAt", plan, "updatedAt")
     SELECT $1, $2, $3, 'Promo Artist', "passwordHash", now(), 'advanced', now() FROM "User" WHERE username = 'artist'`,
    [userId, `${USERNAME}@example.test`, USERNAME],
  );
  const artistId = `e2e-${randomUUID().slice(0, 12)}`;
  await queryDatabase(`INSERT INTO "Artist" (id, "ownerId", name, "updatedAt") VALUES ($1, $2, 'Promo Artist', now())`, [artistId, userId]);
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, status, "publishedAt", "updatedAt") VALUES ($1, $2, $3, $4, CURRENT_DATE - 7, $5, 'published', now(), now())`,
    [`e2e-${randomUUID().slice(0, 12)}`, userId, artistId, RELEASE, String(Date.now() + Math.floor(Math.random() * 1000)).slice(-12).padStart(12, '9')],
  );
});

const campaignCount = async () => Number((await queryDatabase<{ n: string }>(`SELECT count(*) AS n FROM "PromotionCampaign" c JOIN "User" u ON u.id = c."userId" WHERE u.username = $1`, [USERNAME]))[0]?.n);

/** Signs out from the dashboard: /promotion is a page without the top navigation that holds the button. */
async function leave(page: Page): Promise<void> {
  await openHydrated(page, '/dashboard');
  await signOut(page);
}

async function signInAsPromoArtist(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a visitor and the PRO plan see what promotion is and the way to Advanced', async ({ page }) => {
  await openHydrated(page, '/promotion');
  await expect(page.getByRole('heading', { name: 'Promotion campaigns', level: 1 })).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  await expect(page.getByTestId('promotion-upgrade')).toContainText('Promotion is part of the Advanced plan');
  await expect(page.getByRole('link', { name: 'See the Advanced plan' })).toHaveAttribute('href', '/upgrade?from=promotion');
  await screenshotBothWidths(page, 'promotion-visitor');
  await signInAs(page, 'artist');
  await openHydrated(page, '/promotion');
  await expect(page.getByTestId('promotion-upgrade')).toContainText('Your plan does not include promotion campaigns');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
});

test('an Advanced artist pays a campaign after seeing its total; staff run it; the money-back guarantee refunds it', async ({ page }) => {
  const scriptErrors = watchScriptErrors(page);
  await signInAsPromoArtist(page);
  await openHydrated(page, '/promotion');
  await expect(page.getByLabel('Release')).toContainText(RELEASE);

  // Below 10 USD a day, and 0 days: each refused beside its field, nothing saved.
  await page.getByLabel('Daily budget (USD)').fill('9.99');
  await page.getByLabel('Days', { exact: true }).fill('0');
  await page.getByRole('button', { name: /^(Pay|Go to payment)/ }).click();
  await expect(page.getByText('The daily budget must be at least 10.00 USD a day.')).toBeVisible();
  await expect(page.getByText('A campaign runs for 1 to 90 days.')).toBeVisible();
  expect(await campaignCount()).toBe(0);

  await page.getByLabel('Days', { exact: true }).fill('7');
  await page.getByLabel('Daily budget (USD)').fill('12.50');
  await page.getByLabel(/^Worldwide/).uncheck();
  await page.getByRole('button', { name: /^(Pay|Go to payment)/ }).click();
  await expect(page.getByText('Choose at least one territory.')).toBeVisible();
  await page.getByTestId('territory-filter').fill('Brazil');
  await page.getByLabel('Brazil (BR)').check();
  await page.getByTestId('territory-filter').fill('United States');
  await page.getByLabel('United States (US)').check();
  await expect(page.getByText('2 territories chosen')).toBeVisible();
  await expect(page.getByTestId('promotion-total')).toContainText('$87.50');
  await expect(page.getByTestId('promotion-total')).toContainText('7 days × $12.50 a day');
  await screenshotBothWidths(page, 'promotion-form');
  await page.getByRole('button', { name: 'Pay $87.50' }).click();

  // The billing provider's page (the sandbox under npm start), then back with the campaign in the queue.
  await expect(page).toHaveURL(/\/billing\/sandbox\?/);
  await expect(page.getByText('Promotion: ' + RELEASE + ', 7 days')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $87.50 (test)' }).click();
  await expect(page).toHaveURL(/\/promotion\?paid=1$/);
  await expect(page.getByTestId('promotion-paid')).toBeVisible();
  const campaign = page.getByTestId('campaign').first();
  await expect(campaign).toContainText('Requested');
  await expect(campaign).toContainText('7 days × $12.50 = $87.50 · 2 territories');
  await screenshotBothWidths(page, 'promotion-paid');
  await leave(page);

  await signInAs(page, 'operator');
  await openHydrated(page, '/operator/promotions');
  const item = page.getByTestId('queue-item').filter({ hasText: RELEASE });
  await item.getByLabel('Note to the artist (optional)').fill('bad\u001b[2J');
  await item.getByRole('button', { name: 'Start' }).click();
  await expect(item.getByText('This contains invalid characters.')).toBeVisible();
  await item.getByLabel('Note to the artist (optional)').fill('Live on our partner playlists from today.');
  await item.getByRole('button', { name: 'Start' }).click();
  await expect(item).toContainText('Running');
  await screenshotBothWidths(page, 'promotion-queue');
  await leave(page);

  await signInAsPromoArtist(page);
  await openHydrated(page, '/promotion');
  await expect(campaign).toContainText('Running');
  await expect(campaign).toContainText('Live on our partner playlists from today.');
  await campaign.getByText(/^Ask for your money back/).click();
  await campaign.getByLabel('Why? (optional)').fill('No new listeners yet.');
  await campaign.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(campaign).toContainText('Refund requested');
  await leave(page);

  await signInAs(page, 'operator');
  await openHydrated(page, '/operator/promotions');
  await expect(item).toContainText('No new listeners yet.');
  await item.getByRole('button', { name: 'Approve refund' }).click();
  await expect(item).toContainText('Refunded');
  await expect(item.getByRole('button')).toHaveCount(0);
  await leave(page);

  await signInAsPromoArtist(page);
  await openHydrated(page, '/promotion');
  await expect(campaign).toContainText('Refunded');
  await screenshotBothWidths(page, 'promotion-refunded');
  const [row] = await queryDatabase<{ status: string; refundId: string | null }>(
    `SELECT c.status, c."refundId" FROM "PromotionCampaign" c JOIN "User" u ON u.id = c."userId" WHERE u.username = $1`,
    [USERNAME],
  );
  expect(row).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_sandbox_/) });
  expect(scriptErrors).toEqual([]);
  await hydrated(page);
});
