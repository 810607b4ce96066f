import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from './env';
import { openHydrated, queryDatabase, screenshotBothWidths, signInAs, watchScriptErrors } from './helpers';

/** A release of the demo artist's with a two-colour cover in the platform's storage, as an upload leaves one. */
async function releaseWithCover(title: string): Promise<void> {
  const id = `e2e-${randomUUID().slice(0, 12)}`;
  const folder = join(E2E.dataDir, 'uploads', 'e2e-banners');
  await mkdir(folder, { recursive: true });
  const band = await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#1d3557' } }).png().toBuffer();
  await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#e76f51' } })
    .composite([{ input: band, left: 0, top: 1000 }])
    .jpeg()
    .toFile(join(folder, `${id}.jpg`));
  const [owner] = await queryDatabase<{ userId: string; artistId: string }>(
    `SELECT u.id AS "userId", a.id AS "artistId" FROM "User" u JOIN "Artist" a ON a."ownerId" = u.id WHERE u.username = 'artist' ORDER BY a."createdAt" LIMIT 1`,
  );
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, "coverKey", "coverFormat", "updatedAt") VALUES ($1, $2, $3, $4, CURRENT_DATE + 60, $5, $6, 'jpeg', now())`,
    [id, owner!.userId, owner!.artistId, title, String(Date.now()).slice(-12).padStart(13, '0'), `e2e-banners/${id}.jpg`],
  );
}

test('an artist makes banners of a release in three sizes, picks other colours from the keyboard and downloads them', async ({ page }) => {
  await releaseWithCover('Golden Hour (Sunset Mix)');
  const scriptErrors = watchScriptErrors(page);
  await signInAs(page, 'artist');
  await openHydrated(page, '/tools/banner-generator');
  await expect(page).toHaveTitle('Banner generator | Slipcase');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner generator');

  // Each format drawn from the cover: loaded, and the size it says.
  for (const [format, width, height] of [['horizontal', 820, 300], ['square', 1080, 1080], ['story', 1080, 1920]] as const) {
    const image = page.getByTestId(`banner-${format}`).getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img) => [(img as unknown as { naturalWidth: number }).naturalWidth, (img as unknown as { naturalHeight: number }).naturalHeight]), format).toEqual([width, height]);
    await expect(page.getByTestId(`banner-${format}`)).toContainText(`${width}×${height}`);
  }
  await expect(page.getByRole('combobox', { name: 'Release' })).toHaveValue(/^e2e-/);
  await screenshotBothWidths(page, 'banners');

  // Another palette, chosen with the arrow keys: the page follows it in its address and its pictures.
  const palettes = page.getByRole('group', { name: 'Colours' }).getByRole('radio');
  expect(await palettes.count()).toBeGreaterThan(1);
  await palettes.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/palette=1/);
  await expect(page.getByTestId('banner-square').getByRole('img')).toHaveAttribute('src', /palette=1$/);

  const [square] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Square (PNG)' }).click()]);
  expect(square.suggestedFilename()).toMatch(/^[a-z0-9-]+-square\.png$/);
  const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all three (ZIP)' }).click()]);
  expect(all.suggestedFilename()).toMatch(/^[a-z0-9-]+-banners\.zip$/);
  const zip = await readFile((await all.path())!);
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(scriptErrors).toEqual([]);
});

test('an account without a release is told how to get one', async ({ page }) => {
  await signInAs(page, 'free');
  await openHydrated(page, '/tools/banner-generator');
  await expect(page.getByText('No release to make banners of yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a release' })).toHaveAttribute('href', '/distributions/new');
  await screenshotBothWidths(page, 'banners-empty');
});
