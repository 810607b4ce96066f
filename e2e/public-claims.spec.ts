import { expect, test } from '@playwright/test';
import { screenshotBothWidths, signInAs } from './helpers';

// Issue 34: the public pages and the dashboard claim only what works (capabilities.ts), the plans read the policy,
// the stores each plan reaches come from the installed stores' tiers, and /pricing is the plans.

test('the home page names no tool that is not there yet, quotes nobody, and says which stores each plan reaches', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Everything a release needs' })).toBeVisible();
  for (const claim of ['Pre-save', 'AI mastering', 'banner generator', 'What artists say', 'every major store in a week']) {
    await expect(main.getByText(claim)).toHaveCount(0);
  }
  // Smart links are built (issue 29): the tools card names them.
  await expect(main.locator('#features')).toContainText('Smart links');
  await expect(main.locator('#features').getByRole('heading', { name: 'Analytics' })).toHaveCount(0);
  const total = await page.getByTestId('platform-list').getByRole('listitem').count();
  const premium = await page.getByTestId('platform-list').getByRole('listitem').filter({ hasText: 'PRO' }).count();
  const reach = page.getByTestId('plan-reach');
  await expect(reach.getByRole('listitem').first()).toHaveText(
    premium > 0 ? `Free reaches ${total - premium} of the ${total}: those not marked PRO.` : `Free reaches all ${total}.`,
  );
  await expect(reach.getByRole('listitem').nth(1)).toHaveText(`PRO reaches all ${total}.`);
  await expect(main.getByText('reaches the stores of every plan')).toHaveCount(0);
  await screenshotBothWidths(page, 'claims-home');
});

test('/pricing is the plans, whose cards and comparison agree, promising nothing not built', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pro$/);
  const pro = page.locator('li[data-plan="pro"]');
  const advanced = page.locator('li[data-plan="advanced"]');
  await expect(pro.getByText('API access')).toBeVisible();
  await expect(advanced.getByText('API access')).toHaveCount(0);
  await expect(advanced.getByText('Everything in PRO, and:')).toBeVisible();
  const api = page.getByTestId('plan-comparison').locator('tr[data-feature="api_access"]').getByRole('cell');
  await expect(api.nth(1)).toHaveText('Included');
  for (const claim of ['Pre-save campaigns', 'Advanced and playlist analytics']) {
    await expect(page.getByRole('main').getByText(claim)).toHaveCount(0);
  }
  // Promotion campaigns are built (issue 33): Advanced promises them.
  await expect(advanced.getByText('Promotional tools')).toBeVisible();
  await screenshotBothWidths(page, 'claims-pro');
});

test('the free dashboard advertises only what is built: promotion campaigns, and links to smart links', async ({ page }) => {
  await signInAs(page, 'free');
  const slot = page.getByTestId('sponsor-slot');
  await expect(slot).toContainText('Advertisement');
  await expect(slot.locator('a[href="/promotion"]')).toHaveCount(1);
  await expect(slot).toContainText('Promote your next release');
  await expect(page.locator('main a[href="/tools/smartlinks"]').first()).toBeVisible();
  await screenshotBothWidths(page, 'claims-free-dashboard');
});
