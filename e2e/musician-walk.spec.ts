import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, signInAs, watchScriptErrors } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { atStep, saveAndContinue, startRelease, uploadCover } from './wizard-helpers';

// A musician's first release as they see it, at a desktop's width and a phone's: what the pages claim, what the
// wizard asks and shows, and what the release list says afterwards. The pictures are kept to be looked at.
const SHOTS = `${E2E.shotsDir}/musician-walk`;
const WIDTHS = [1280, 390] as const;

let media: E2eMedia;
let song: string;

test.beforeAll(async () => {
  const dir = join(E2E.dataDir, '..', 'e2e-media');
  media = await makeMedia(dir);
  // The file name a musician's export often has: it names no song.
  song = join(dir, 'song.flac');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=70', '-ac', '2', '-ar', '44100', song]);
  mkdirSync(SHOTS, { recursive: true });
});

/** The page at each width, as a full-page picture; back at the desktop's width after. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Selects (at each width) whose chosen text does not fit them, or that run past the window: "name: text @ width". */
async function cutSelects(page: Page): Promise<string[]> {
  const cut: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const found = await page.evaluate<string[]>(`(() => {
      const context = document.createElement('canvas').getContext('2d');
      return [...document.querySelectorAll('select')]
        .filter((select) => select.offsetParent !== null)
        .flatMap((select) => {
          const style = getComputedStyle(select);
          context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
          const text = select.options[select.selectedIndex]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const past = select.getBoundingClientRect().right > window.innerWidth + 1;
          return past || context.measureText(text).width > room ? [select.name + ': ' + text] : [];
        });
    })()`);
    cut.push(...found.map((select) => `${select} @ ${width}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return cut;
}

test('a musician releases a single and sees it as a newcomer would, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchScriptErrors(page);
  const cut: string[] = [];

  // The landing page counts the stores this installation has, and never offers the operators' sandbox.
  await page.goto('/');
  await hydrated(page);
  const stores = page.getByTestId('platform-list').getByRole('listitem');
  const count = await stores.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: `${count} stores` })).toBeVisible();
  await expect(page.getByTestId('platform-list')).not.toContainText('Local folder');
  await expect(page.locator('main')).not.toContainText('150');
  await shoot(page, '01-landing');

  await signInAs(page, 'artist');
  await startRelease(page, 'Midnight Walk');
  await uploadCover(page, media.cover);
  await saveAndContinue(page);
  await atStep(page, 'tracks', 'Step 3 of 7');

  // song.flac: no title the stores take, so none is made up, and no error before the musician typed.
  await page.getByLabel('Audio file').setInputFiles(song);
  const form = page.getByRole('form', { name: 'Track 1 (no title yet)' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(form.getByLabel('Track title')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The account holder performs it from the start, as the hint says: no "Add at least one performer".
  await expect(form.getByLabel('Performer 1')).not.toHaveValue('');
  await expect(page.getByText('Add at least one performer.')).toHaveCount(0);
  await shoot(page, '02-tracks-uploaded');

  // Rows are added in the page, without asking the server.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await form.getByRole('button', { name: 'Add a contributor' }).click();
  await form.getByRole('button', { name: 'Add a performer' }).click();
  await expect(form.getByLabel('Contributor 1')).toBeVisible();
  await expect(form.getByLabel('Performer 2')).toBeVisible();
  expect(posts).toEqual([]);
  await form.getByLabel('Track title').fill('Midnight Walk');
  await form.getByLabel('Contributor 1').fill('Demo Artist');
  await form.getByLabel('Role').selectOption('writer');
  await form.getByLabel('Share %').fill('100');
  await form.getByLabel('Performer 2').fill('Ana Ruiz');
  await form.getByLabel('Instrument').nth(1).selectOption('piano');
  cut.push(...(await cutSelects(page)));
  await shoot(page, '03-tracks-filled');
  await form.getByRole('button', { name: 'Save track' }).click();
  await expect(page.getByRole('form', { name: 'Track 1: Midnight Walk' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Track 1: Midnight Walk' }).getByLabel('Performer 2')).toHaveValue('Ana Ruiz');

  await saveAndContinue(page);
  await atStep(page, 'platforms', 'Step 4 of 7');
  await expect(page.getByRole('main')).not.toContainText('Local folder');
  await shoot(page, '04-platforms');
  await saveAndContinue(page);
  await atStep(page, 'distribution', 'Step 5 of 7');
  cut.push(...(await cutSelects(page)));
  await shoot(page, '05-distribution');
  await saveAndContinue(page);
  await atStep(page, 'follow-artists', 'Step 6 of 7');
  await saveAndContinue(page);
  await atStep(page, 'review', 'Step 7 of 7');

  // Review: the cover, the date, the genre, the stores by name; each feed in words, its XML behind a toggle.
  const summary = page.getByTestId('review-summary');
  await expect(summary.getByRole('img', { name: "The release's cover" })).toBeVisible();
  await expect(summary).toContainText('Pop');
  await expect(summary).toContainText('Spotify');
  await expect(summary).not.toContainText('spotify');
  await expect(summary).toContainText(/ISRC [A-Z]{2}/);
  const spotify = page.getByTestId('store-feed-spotify');
  await expect(spotify.getByTestId('store-delivers')).toContainText('Gets the audio as');
  await expect(spotify.getByTestId('store-feed-xml-spotify')).toBeHidden();
  await shoot(page, '06-review');
  await spotify.getByText("Show the feed's XML").click();
  await expect(spotify.getByTestId('store-feed-xml-spotify')).toContainText('NewReleaseMessage');
  await page.screenshot({ path: `${SHOTS}/07-review-xml-1280.png`, fullPage: true });

  // After Submit the page says "In review" at once.
  await expect(page.getByTestId('review-ready')).toBeVisible();
  for (const agreement of [/I own or control all rights/, /infringes nobody/, /I accept the distribution terms/]) await page.getByLabel(agreement).check();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/distributions\/[\w-]+\?submitted=1$/);
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'in_review', { timeout: 1_000 });
  await shoot(page, '08-submitted');

  // On a phone the release list keeps each release's status in sight.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/distributions');
  await hydrated(page);
  const row = page.getByRole('row', { name: /Midnight Walk/ }).first();
  await expect(row.getByText('In review')).toBeInViewport();
  await shoot(page, '09-distributions');

  await page.goto('/royalties');
  await hydrated(page);
  await shoot(page, '10-royalties');

  expect(cut).toEqual([]);
  expect(errors).toEqual([]);
});
