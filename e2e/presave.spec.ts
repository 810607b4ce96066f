import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, screenshotBothWidths, signInAs } from './helpers';
import { startRelease } from './wizard-helpers';

// Issue 29 items 1 and 3 on the platform as `npm start` runs it, with its sandbox Spotify, Deezer and YouTube Music
// (a local OAuth 2 server and their endpoints): a PRO artist starts a campaign, fans on a phone pre-save through a
// provider, one cancels, a replayed connection link is refused, and the artist reads the subscribers.

const PHONE = { width: 390, height: 844 };

/** Every host other than ours and the sandbox providers' that a page asked for. */
function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

test('a PRO artist runs a pre-save campaign and fans pre-save on a phone', async ({ page, browser }) => {
  await signInAs(page, 'artist');
  // The wizard's distribution step switches pre-save on; the release date is a month ahead.
  const releaseId = await startRelease(page, 'Midnight Presave');
  await queryDatabase(`UPDATE "Release" SET "presaveEnabled" = true, "releaseDate" = (now() + interval '30 days')::date WHERE id = $1`, [releaseId]);

  await page.goto('/tools/presave');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: 'Midnight Presave' });
  await screenshotBothWidths(page, 'presave-tools');
  await row.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page).toHaveURL(/\/tools\/presave\/[\w-]+$/);
  await expect(page.getByText('No subscribers yet')).toBeVisible();
  const link = await page.getByLabel('Pre-save link').inputValue();
  const key = new URL(link).pathname.split('/').at(-1)!;

  // A fan on a phone, not signed in.
  const fan = await browser.newContext({ viewport: PHONE });
  const phone = await fan.newPage();
  const hosts = watchHosts(phone);
  await phone.goto(`/release/${key}`);
  await expect(phone.getByRole('heading', { name: 'Midnight Presave' })).toBeVisible();
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-fan-campaign-390.png`, fullPage: true });
  await phone.getByRole('link', { name: 'Pre-save', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Pre-save on your music app' })).toBeVisible();
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-fan-save-390.png`, fullPage: true });
  expect([...hosts]).toEqual([new URL(E2E.webUrl).host]);

  let callback = '';
  phone.on('request', (request) => {
    if (request.url().includes('/spotify-auth?')) callback = request.url();
  });
  await phone.getByRole('button', { name: 'Pre-save on Spotify' }).click();
  await expect(phone).toHaveURL(new RegExp(`/release/${key}\\?thanks=spotify$`));
  await expect(phone.getByRole('heading', { name: 'You’re in!' })).toBeVisible();
  await expect(phone.getByText(/will be added to your Spotify library/)).toBeVisible();
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-fan-thanks-390.png`, fullPage: true });

  // The same connection link again: refused with its own words.
  expect(callback).toContain('state=');
  await phone.goto(callback);
  await expect(phone.getByRole('alert')).toHaveText('This connection link was already used. Start again from the page you came from.');
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-replayed-state-390.png`, fullPage: true });

  await phone.goto(`/release/${key}?step=share`);
  await expect(phone.getByLabel('Pre-save link')).toHaveValue(link);
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-fan-share-390.png`, fullPage: true });

  // A second fan pre-saves on Deezer, then changes their mind.
  const other = await browser.newContext({ viewport: PHONE });
  const second = await other.newPage();
  await second.goto(`/release/${key}?step=save`);
  await second.getByRole('button', { name: 'Pre-save on Deezer' }).click();
  await expect(second.getByRole('heading', { name: 'You’re in!' })).toBeVisible();
  await second.getByRole('button', { name: 'Cancel my pre-save' }).click();
  await expect(second.getByRole('heading', { name: 'Pre-save cancelled' })).toBeVisible();
  await second.screenshot({ path: `${E2E.shotsDir}/presave-fan-cancelled-390.png`, fullPage: true });

  await phone.goto('/release/no-such-campaign');
  await expect(phone.getByRole('heading', { name: 'Pre-save page not found' })).toBeVisible();
  await phone.screenshot({ path: `${E2E.shotsDir}/presave-not-found-390.png`, fullPage: true });
  await fan.close();
  await other.close();

  // The artist sees both, as a chart and a table, and downloads them.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subscribers (2)' })).toBeVisible();
  const table = page.getByRole('table').last();
  await expect(table.getByRole('row').filter({ hasText: 'Demo Fan' }).first()).toBeVisible();
  await expect(page.locator('[data-chart="presave-subscribers"] svg').first()).toBeVisible();
  await screenshotBothWidths(page, 'presave-campaign');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('subscriber,provider,country,followers,subscribed_at,outcome,detail');
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 2)[0]).sort()).toEqual(['deezer', 'spotify']);
  expect(lines.some((line) => line.includes(',revoked,'))).toBe(true);

  // Back on the public page in a desktop window too.
  await page.goto(`/release/${key}`);
  await screenshotBothWidths(page, 'presave-public');
});

test('a signed-in artist connects and disconnects a provider on the connecting page', async ({ page }) => {
  await signInAs(page, 'artist');
  await page.goto('/spotify-auth');
  await hydrated(page);
  const deezer = page.getByRole('listitem').filter({ hasText: 'Deezer' });
  await deezer.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Deezer is connected.')).toBeVisible();
  await expect(deezer.getByText('Connected as Demo Fan')).toBeVisible();
  await screenshotBothWidths(page, 'presave-connect');
  await deezer.getByRole('button', { name: 'Disconnect' }).click();
  await expect(deezer.getByText('Not connected')).toBeVisible();
});
