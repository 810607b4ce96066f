import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { queryDatabase, signInAs, signOut } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { createAndSubmit } from './wizard-helpers';

let media: E2eMedia;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
});

const statusOf = async (releaseId: string) =>
  (await queryDatabase<{ status: string }>('SELECT status FROM "Release" WHERE id = $1', [releaseId]))[0]?.status;

test('an operator retries a failed delivery from the deliveries console, and the release goes on', async ({ page }) => {
  await signInAs(page, 'artist');
  const releaseId = await createAndSubmit(page, 'Retry Radio', media);
  await signOut(page);

  // The stores cannot build a feed without the cover: every delivery fails at once (a refusal is not retried by
  // itself), and the release waits in process for an operator.
  const [cover] = await queryDatabase<{ coverKey: string }>('SELECT "coverKey" FROM "Release" WHERE id = $1', [releaseId]);
  await queryDatabase('UPDATE "Release" SET "coverKey" = NULL WHERE id = $1', [releaseId]);
  await signInAs(page, 'operator');
  await page.goto('/operator/reviews');
  await page.getByRole('row').filter({ hasText: 'Retry Radio' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('“Retry Radio” is approved');

  const failing = page.getByTestId('deliveries-failing').locator(`tr[data-release="${releaseId}"]`);
  await expect(async () => {
    await page.goto('/operator/deliveries');
    await expect(failing.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deliveries');
  await expect(failing.first()).toContainText('The release is incomplete: artwork.');
  await expect(failing.first().getByRole('link', { name: 'Open the run in the Temporal UI' })).toHaveAttribute(
    'href',
    new RegExp(`/namespaces/default/workflows/release%3A${releaseId}$`),
  );
  await page.screenshot({ path: 'test-results/screens/deliveries-failing.png', fullPage: true });
  expect(await statusOf(releaseId)).toBe('in_process');

  // The cover is back; each failed store is retried from the keyboard, through its confirmation.
  await queryDatabase('UPDATE "Release" SET "coverKey" = $2 WHERE id = $1', [releaseId, cover?.coverKey]);
  while ((await failing.count()) > 0) {
    const store = await failing.first().getAttribute('data-store');
    const retry = failing.first().getByRole('button', { name: /^Retry the delivery of Retry Radio to / });
    await retry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Retry the delivery to / });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is being retried' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Gone from the list once the store's new delivery has started.
    await expect(async () => {
      await page.reload();
      await expect(failing.and(page.locator(`[data-store="${store}"]`))).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  }
  // Every store has it now: it waits for its release date, weeks away.
  await expect.poll(() => statusOf(releaseId), { timeout: 90_000 }).toBe('approved');
  await page.goto('/operator/deliveries');
  await expect(page.getByTestId('deliveries-failing').locator(`tr[data-release="${releaseId}"]`)).toHaveCount(0);
});
