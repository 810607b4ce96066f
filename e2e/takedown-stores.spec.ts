import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { queryDatabase, screenshotBothWidths, signInAs, signOut } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { createAndSubmit } from './wizard-helpers';

let media: E2eMedia;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
});

test('the artist takes a published release down from some of its stores on a chosen day, then cancels', async ({ page }) => {
  await signInAs(page, 'artist');
  const releaseId = await createAndSubmit(page, 'Two Stores Only', media);
  await signOut(page);
  // Its release date has come by the time every store has it: it goes live at once.
  await queryDatabase(`UPDATE "Release" SET "releaseDate" = CURRENT_DATE - 1 WHERE id = $1`, [releaseId]);
  await signInAs(page, 'operator');
  await page.goto('/operator/reviews');
  await page.getByRole('row').filter({ hasText: 'Two Stores Only' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('“Two Stores Only” is approved');
  // A new session rather than the account menu: this test is about the release page.
  await page.context().clearCookies();

  await signInAs(page, 'artist');
  await page.goto(`/distributions/${releaseId}`);
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'published');
  // Two more stores the release reached, as their deliveries would leave it.
  for (const store of ['deezer', 'spotify']) {
    await queryDatabase(`INSERT INTO "Delivery" (id, "releaseId", store, kind, status) VALUES ($1, $2, $3, 'new', 'delivered')`, [
      `e2e-${store}-${releaseId}`,
      releaseId,
      store,
    ]);
  }
  await page.reload();
  const presence = page.getByTestId('stores');
  await expect(presence.locator('[data-state="live"]')).toHaveCount(await presence.locator('li').count());
  await expect(presence.locator('[data-store="deezer"]')).toBeVisible();

  await page.getByRole('button', { name: 'Request takedown' }).click();
  const warning = page.getByRole('dialog', { name: 'Take this release down?' });
  // A published release is corrected by an update, not in the wizard.
  await expect(warning.getByRole('link', { name: 'Edit the release' })).toHaveAttribute('href', `/distributions/${releaseId}/update`);
  await warning.getByRole('button', { name: 'Continue to takedown' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the takedown' });
  const stores = confirm.getByRole('group', { name: 'Take it down from' });
  const boxes = stores.getByRole('checkbox');
  // Keep it everywhere but Deezer and Spotify.
  for (let index = 0; index < (await boxes.count()); index += 1) {
    const box = boxes.nth(index);
    if (!['deezer', 'spotify'].includes((await box.getAttribute('value')) ?? '')) await box.uncheck();
  }
  await confirm.getByLabel('On a date').check();
  const on = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await confirm.getByLabel('Date', { exact: true }).fill(on);
  await confirm.getByLabel('It gets no streams').check();
  await page.screenshot({ path: 'test-results/screens/takedown-stores-confirm.png', fullPage: true });
  await confirm.getByRole('button', { name: 'Confirm takedown' }).click();

  const request = page.getByTestId('takedown-request');
  await expect(request.getByTestId('takedown-stores')).toHaveText(/Deezer, Spotify/i);
  // Two stores in 20 days: the release stays published, and updatable, in every store until then.
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'published');
  await expect(page.getByTestId('release-status')).toHaveText('Published');
  await expect(presence.locator('[data-state="live"]')).toHaveCount(await presence.locator('li').count());
  await expect(page.getByRole('link', { name: 'Update release' })).toBeVisible();
  // Each store says whether the takedown concerns it.
  await expect(presence.getByTestId('store-leaves')).toHaveCount(2);
  await expect(presence.locator('[data-store="deezer"]').getByTestId('store-leaves')).toContainText('Taken down from here on');
  const [row] = await queryDatabase<{ stores: string[]; on: string }>(
    `SELECT stores, to_char("takeDownOn", 'YYYY-MM-DD') AS on FROM "TakedownRequest" WHERE "releaseId" = $1`,
    [releaseId],
  );
  expect(row).toEqual({ stores: ['deezer', 'spotify'], on });
  await screenshotBothWidths(page, 'takedown-stores-requested');
  await page.getByRole('link', { name: 'Update release' }).click();
  await expect(page).toHaveURL(`/distributions/${releaseId}/update`);
  await expect(page.getByLabel('Label')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/takedown-stores-update.png', fullPage: true });
  await page.goto(`/distributions/${releaseId}`);

  await request.getByRole('button', { name: 'Cancel takedown' }).click();
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'published');
});
