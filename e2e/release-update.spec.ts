import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from './env';
import { queryDatabase, screenshotBothWidths, signInAs, signOut } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { createAndSubmit } from './wizard-helpers';

let media: E2eMedia;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
});

test('an artist fixes a typo in a live release\'s credits: the diff before sending, the operator\'s review, the update', async ({ page }) => {
  // Two updates, each reviewed and delivered to every store.
  test.setTimeout(360_000);
  await signInAs(page, 'artist');
  const releaseId = await createAndSubmit(page, 'Typo Fixes', media);
  const releasePage = `/distributions/${releaseId}`;
  await signOut(page);
  await signInAs(page, 'operator');
  await page.goto('/operator/reviews');
  await page.getByRole('row').filter({ hasText: 'Typo Fixes' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('“Typo Fixes” is approved');
  await signOut(page);

  await signInAs(page, 'artist');
  await page.goto(releasePage);
  // Every store has it once it is approved (it goes live on its date): from then on it is updated, not edited.
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', /^(approved|published)$/, { timeout: 90_000 });
  await page.getByRole('link', { name: 'Update release' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update “Typo Fixes”');
  await page.locator('input[name="tracks[0].contributors[0].name"]').fill('Ana Lima Souza');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  const diff = page.getByTestId('update-diff');
  await expect(diff.getByTestId('update-changes')).toContainText('Ana Lima Souza added as');
  await expect(diff).toContainText('+        <FullName>Ana Lima Souza</FullName>');
  await screenshotBothWidths(page, 'update-preview');
  await page.getByRole('button', { name: 'Send the update' }).click();
  await expect(page.getByRole('status')).toContainText('Your update was sent for review');
  await page.goto(releasePage);
  await expect(page.getByTestId('waiting-update')).toContainText('Ana Lima Souza added as');
  await screenshotBothWidths(page, 'update-waiting-release');
  await signOut(page);

  await signInAs(page, 'operator');
  await page.goto('/operator/reviews/updates');
  const pending = page.getByTestId('pending-update').filter({ hasText: 'Typo Fixes' });
  await expect(pending.getByTestId('update-diff')).toContainText('Ana Lima Souza');
  await screenshotBothWidths(page, 'update-review-queue');
  await pending.getByRole('button', { name: 'Approve update' }).click();
  await expect(page.getByRole('status')).toContainText('The update is approved');
  // Said where the operator's eyes and keyboard go, not off-screen at the top of a long queue.
  await expect(page.locator(':focus')).toContainText('The update is approved');
  await expect(page.getByRole('status')).toBeInViewport();
  await signOut(page);

  await signInAs(page, 'artist');
  // Each store's update delivery runs in the background: the page shows where it is when loaded.
  await expect(async () => {
    await page.goto(`${releasePage}/update`);
    await expect(page.getByTestId('revisions')).toContainText('Update 1 (Credits): in the stores', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  // Each store that has the release received one update.
  const updates = await queryDatabase<{ store: string; n: number }>(
    `SELECT store, count(*)::int AS n FROM "Delivery" WHERE "releaseId" = $1 AND kind = 'update' GROUP BY store`,
    [releaseId],
  );
  expect(updates.length).toBeGreaterThan(0);
  expect(updates.every((row) => row.n === 1)).toBe(true);

  // Then new artwork: refused when too small, with the wizard's message; staged, reviewed next to the current cover.
  await page.getByLabel('New cover (optional)').setInputFiles(media.smallCover);
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByText('Minimum required size is 1500px')).toBeVisible();
  const newCover = join(E2E.dataDir, '..', 'e2e-media', 'new-cover.png');
  // 3000 px: what every store takes (a smaller one is refused when a store that has the release needs more).
  await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#d94f2b' } }).png().toFile(newCover);
  await page.getByLabel('New cover (optional)').setInputFiles(newCover);
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByTestId('update-changes')).toContainText('New artwork');
  await expect(page.getByTestId('update-diff')).toContainText('The new artwork is sent again.');
  await page.getByLabel('New cover (optional)').setInputFiles(newCover);
  await page.getByRole('button', { name: 'Send the update' }).click();
  await expect(page.getByRole('status')).toContainText('Your update was sent for review');
  await signOut(page);

  await signInAs(page, 'operator');
  await page.goto('/operator/reviews/updates');
  const artwork = page.getByTestId('pending-update').filter({ hasText: 'Typo Fixes' });
  for (const name of ['Current cover', 'Proposed cover']) {
    await expect(artwork.getByRole('img', { name })).toHaveJSProperty('complete', true);
    expect(await artwork.getByRole('img', { name }).evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  }
  await artwork.getByRole('button', { name: 'Approve update' }).click();
  await expect(page.getByRole('status')).toContainText('The update is approved');
  await signOut(page);

  await signInAs(page, 'artist');
  await expect(async () => {
    await page.goto(`${releasePage}/update`);
    await expect(page.getByTestId('revisions')).toContainText('Update 2 (Artwork): in the stores', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
});
