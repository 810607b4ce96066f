import { expect, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import type { E2eMedia } from './media';

/** Waits for a wizard step's page, once its scripts run; with `screenshot`, keeps a picture of it to look at. */
export async function atStep(page: Page, step: string, indicator: string, screenshot?: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/edit/${step}$`));
  await hydrated(page);
  await expect(page.getByTestId('step-indicator')).toHaveText(indicator);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
}

export const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Uploads a cover and waits until it is filed (a release may show an earlier one meanwhile). */
export async function uploadCover(page: Page, cover: string): Promise<void> {
  await page.getByLabel('Cover artwork').setInputFiles(cover);
  await expect(page.getByRole('status').filter({ hasText: /is uploaded\.$/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: "The release's cover" })).toBeVisible();
}

/** Adds a track from `audio` and credits it to one writer with the whole share. */
export async function addTrack(page: Page, audio: string, number: number, writer: string): Promise<void> {
  await page.getByLabel('Audio file').setInputFiles(audio);
  const form = page.getByRole('form', { name: new RegExp(`^Track ${number}:`) });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByRole('button', { name: 'Add a contributor' }).click();
  await form.getByLabel('Contributor 1').fill(writer);
  await form.getByLabel('Role').selectOption('writer');
  await form.getByLabel('Share %').fill('100');
  await form.getByRole('button', { name: 'Save track' }).click();
  await expect(form.getByLabel('Performer 1')).toBeVisible();
}

/** Fills the first step and goes on: the draft exists from here. Returns its id. */
export async function startRelease(page: Page, title: string, genre = 'pop'): Promise<string> {
  await page.goto('/distributions/new/basic-info');
  await hydrated(page);
  await page.getByLabel('Release title').fill(title);
  await page.getByRole('main').getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Primary genre').selectOption(genre);
  await saveAndContinue(page);
  await atStep(page, 'artwork', 'Step 2 of 7');
  return page.url().split('/').at(-3)!;
}

/** Accepts the agreements on the review step and submits; the release is in review moments later. */
export async function submitFromReview(page: Page): Promise<void> {
  await expect(page.getByTestId('review-ready')).toBeVisible();
  for (const agreement of [/I own or control all rights/, /infringes nobody/, /I accept the distribution terms/]) await page.getByLabel(agreement).check();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/distributions\/[\w-]+\?submitted=1$/);
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'in_review');
}

/**
 * A PRO user's single of one track, from nothing to submitted through every step of the wizard (following
 * artists is optional on PRO); returns its id.
 */
export async function createAndSubmit(page: Page, title: string, media: E2eMedia): Promise<string> {
  const releaseId = await startRelease(page, title);
  await uploadCover(page, media.cover);
  await saveAndContinue(page);
  await atStep(page, 'tracks', 'Step 3 of 7');
  await addTrack(page, media.wav, 1, 'Demo Artist');
  for (const [step, indicator] of [['platforms', '4'], ['distribution', '5'], ['follow-artists', '6']] as const) {
    await saveAndContinue(page);
    await atStep(page, step, `Step ${indicator} of 7`);
  }
  await saveAndContinue(page);
  await atStep(page, 'review', 'Step 7 of 7');
  await submitFromReview(page);
  return releaseId;
}
