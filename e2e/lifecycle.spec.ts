import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { queryDatabase, signInAs, signOut } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { createAndSubmit, uploadCover } from './wizard-helpers';

let media: E2eMedia;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
});

const screen = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const status = (page: Page) => page.getByTestId('release-status');

test('an operator rejects with reasons, the artist reopens, it is published, taken down and restored', async ({ page }) => {
  await signInAs(page, 'artist');
  const releaseId = await createAndSubmit(page, 'Echo Chamber', media);
  const releasePage = `/distributions/${releaseId}`;
  await signOut(page);

  // The operator's queue: the media checks and the feed the store would get.
  await signInAs(page, 'operator');
  await page.goto('/operator/reviews');
  const row = page.getByRole('row').filter({ hasText: 'Echo Chamber' });
  await expect(row.getByTestId('media-checks')).toContainText('Track 1: 1:05 · WAV · 44.1 kHz · 16-bit');
  await expect(row.getByTestId('media-checks')).toContainText('Cover: 1600 × 1600 px · JPEG');
  await expect(row.getByRole('link', { name: 'Preview feed' })).toHaveAttribute('href', `/operator/reviews/${releaseId}/feed.xml`);
  const feed = await page.request.get(`/operator/reviews/${releaseId}/feed.xml`);
  expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await feed.text()).toContain('<TitleText>Echo Chamber</TitleText>');
  await screen(page, 'review-queue');

  // A rejection needs a reason: the server says so in the dialog.
  await page.goto(releasePage);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this release' });
  await reject.getByRole('button', { name: 'Reject release' }).click();
  await expect(reject.getByText('Choose at least one reopening reason.')).toBeVisible();
  await reject.getByRole('checkbox', { name: 'Audio error' }).check();
  await reject.getByRole('checkbox', { name: 'Invalid cover art' }).check();
  await reject.getByLabel('Note to the artist (optional)').fill('A click at 0:42, and the cover is blurry.');
  await screen(page, 'reject-dialog');
  await reject.getByRole('button', { name: 'Reject release' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'rejected');
  await signOut(page);

  // The artist sees why, with a fix hint leading to the step to change, and reopens.
  await signInAs(page, 'artist');
  await page.goto(releasePage);
  await expect(status(page)).toHaveAttribute('data-status', 'rejected');
  const reasons = page.getByTestId('rejection-reasons');
  await expect(reasons.getByRole('heading', { name: 'Audio error' })).toBeVisible();
  await expect(reasons.getByRole('heading', { name: 'Invalid cover art' })).toBeVisible();
  await expect(reasons.getByRole('link', { name: 'Change it in the Tracks step' })).toHaveAttribute(
    'href',
    `${releasePage}/edit/tracks`,
  );
  await expect(page.getByText('A click at 0:42, and the cover is blurry.').first()).toBeVisible();
  await screen(page, 'release-rejected');
  await reasons.getByRole('link', { name: 'Change it in the Artwork step' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Echo Chamber”: Artwork');
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  // A rejected release is fixed in the wizard: a new cover, then Reopen.
  await uploadCover(page, media.cover);
  await screen(page, 'rejected-artwork-fixed');
  await page.getByRole('button', { name: 'Reopen for review' }).click();
  await expect(page).toHaveURL(new RegExp(`${releasePage}$`));
  await expect(status(page)).toHaveAttribute('data-status', 'in_review');
  await expect(page.getByTestId('timeline')).toContainText('Reopened for review');
  await signOut(page);

  // Its release date has come (the wizard refuses one this close; set here): live as soon as the stores took it.
  await queryDatabase(`UPDATE "Release" SET "releaseDate" = CURRENT_DATE - 1 WHERE id = $1`, [releaseId]);
  await signInAs(page, 'operator');
  await page.goto('/operator/reviews');
  await page.getByRole('row').filter({ hasText: 'Echo Chamber' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('“Echo Chamber” is approved');
  await signOut(page);

  // The demo artist is PRO: a takedown at once, through both confirmations.
  await signInAs(page, 'artist');
  await page.goto(releasePage);
  await expect(status(page)).toHaveAttribute('data-status', 'published', { timeout: 90_000 });
  const takedownButton = page.getByRole('button', { name: 'Request takedown' });
  await takedownButton.click();
  await expect(page.getByRole('dialog', { name: 'Take this release down?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(takedownButton).toBeFocused();

  await page.keyboard.press('Enter');
  const warning = page.getByRole('dialog', { name: 'Take this release down?' });
  await expect(warning.getByRole('link', { name: 'Edit the release' })).toBeVisible();
  await expect(warning.getByText('Keep earning')).toBeVisible();
  await screen(page, 'takedown-warning');
  await warning.getByRole('button', { name: 'Continue to takedown' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the takedown' });
  await confirm.getByLabel('It gets no streams').check();
  await screen(page, 'takedown-confirm');
  await confirm.getByRole('button', { name: 'Confirm takedown' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'takedown_requested');
  const request = page.getByTestId('takedown-request');
  await expect(request).toContainText('It gets no streams');
  await expect(page.getByTestId('timeline')).toContainText('Takedown requested');
  await screen(page, 'release-takedown-requested');

  await request.getByRole('button', { name: 'Cancel takedown' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'published');
  await expect(page.getByTestId('timeline')).toContainText('Takedown cancelled, published again');
  await screen(page, 'release-takedown-cancelled');
});
