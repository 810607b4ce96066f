import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { DEMO, hydrated, signIn, watchScriptErrors } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import {
  addTrack as addTrackFile,
  atStep as atStepShown,
  saveAndContinue,
  submitFromReview,
  uploadCover as uploadCoverFile,
} from './wizard-helpers';

let media: E2eMedia;
const SCREENS = `test-results/screens-${E2E.slot}`;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
  mkdirSync(SCREENS, { recursive: true });
});

/** The step's page, once its scripts run, as a screenshot to look at. */
const atStep = (page: Page, step: string, indicator: string, name: string) => atStepShown(page, step, indicator, `${SCREENS}/wizard-${name}.png`);
const next = saveAndContinue;
const uploadCover = (page: Page) => uploadCoverFile(page, media.cover);
const addTrack = (page: Page, number: number, writer: string) => addTrackFile(page, media.wav, number, writer);

test('a free user goes from nothing to a submitted single through the wizard, resuming the draft on the way', async ({ page }) => {
  const errors = watchScriptErrors(page);
  await page.goto('/auth/login');
  await signIn(page, DEMO.free.username, DEMO.free.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/distributions/new/basic-info');
  await hydrated(page);
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 1 of 7');
  // An album is for PRO: the free plan's choice is a single.
  await expect(page.getByLabel('Release type').locator('option[value="album"]')).toBeDisabled();
  await page.getByLabel('Release title').fill('Paper Boats');
  await page.getByRole('main').getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Primary genre').selectOption('folk');
  await page.screenshot({ path: `${SCREENS}/wizard-free-basic-info.png`, fullPage: true });
  await next(page);

  await atStep(page, 'artwork', 'Step 2 of 7', 'free-artwork');
  const releaseId = page.url().split('/').at(-3)!;
  await uploadCover(page);
  await next(page);

  await atStep(page, 'tracks', 'Step 3 of 7', 'free-tracks');
  await addTrack(page, 1, 'Free Artist');
  await page.screenshot({ path: `${SCREENS}/wizard-free-track.png`, fullPage: true });
  await next(page);
  await atStep(page, 'platforms', 'Step 4 of 7', 'free-platforms');

  // Leave, and resume the draft where it was left.
  await page.goto(`/distributions/${releaseId}`);
  await page.getByRole('link', { name: 'Continue editing' }).click();
  await atStep(page, 'platforms', 'Step 4 of 7', 'free-platforms-resumed');
  await next(page);

  await atStep(page, 'distribution', 'Step 5 of 7', 'free-distribution');
  await next(page);

  await atStep(page, 'follow-artists', 'Step 6 of 7', 'free-follow');
  // Following is required on the free plan: 5 PRO artists.
  const count = page.getByTestId('follow-count');
  // The catalogue's cards: "Follow <name>" until followed.
  for (let followed = Number((await count.textContent())?.match(/You follow (\d+)/)?.[1]); followed < 5; followed += 1) {
    await page.getByRole('button', { name: /^Follow / }).first().click();
    await expect(count).toHaveText(`You follow ${followed + 1} of the 5 PRO artists needed.`);
  }
  await expect(count).toHaveText('You follow 5 of the 5 PRO artists needed.');
  await next(page);

  await atStep(page, 'review', 'Step 7 of 7', 'free-review');
  await submitFromReview(page);
  await page.screenshot({ path: `${SCREENS}/wizard-free-submitted.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('a PRO user releases an album of two tracks through the wizard', async ({ page }) => {
  const errors = watchScriptErrors(page);
  await page.goto('/auth/login');
  await signIn(page, DEMO.artist.username, DEMO.artist.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/distributions/new/basic-info');
  await hydrated(page);
  await page.getByLabel('Release title').fill('Harbour Lights');
  await page.getByLabel('Release type').selectOption('album');
  await page.getByRole('main').getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Primary genre').selectOption('pop');
  await next(page);

  await atStep(page, 'artwork', 'Step 2 of 7', 'pro-artwork');
  await uploadCover(page);
  await next(page);

  await atStep(page, 'tracks', 'Step 3 of 7', 'pro-tracks');
  // An album needs at least two tracks.
  await addTrack(page, 1, 'Demo Artist');
  await next(page);
  await expect(page.getByText('Not enough tracks for this release type. Minimum number of tracks: 2.')).toBeVisible();
  await addTrack(page, 2, 'Demo Artist');
  await page.screenshot({ path: `${SCREENS}/wizard-pro-tracks-two.png`, fullPage: true });
  await next(page);

  await atStep(page, 'platforms', 'Step 4 of 7', 'pro-platforms');
  await next(page);
  await atStep(page, 'distribution', 'Step 5 of 7', 'pro-distribution');
  await page.getByLabel('Schedule').selectOption('priority');
  await next(page);
  // Following is optional on PRO.
  await atStep(page, 'follow-artists', 'Step 6 of 7', 'pro-follow');
  await next(page);
  await atStep(page, 'review', 'Step 7 of 7', 'pro-review');
  await submitFromReview(page);
  expect(errors).toEqual([]);
});
