import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isActiveRelease, type ReleaseStatus } from '@slipcase/domain';
import sharp from 'sharp';
import { E2E } from './env';
import { hydrated, openHydrated, queryDatabase, signInAs, watchScriptErrors } from './helpers';

const SCREENS = `test-results/screens-${E2E.slot}`;
const MEDIA = join(E2E.dataDir, '..', `e2e-artists-media${E2E.slot ? `-${E2E.slot}` : ''}`);
mkdirSync(SCREENS, { recursive: true });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A landscape photo-like picture (a gradient with a disc off centre), so that the crop has something to frame. */
async function landscapePicture(): Promise<string> {
  mkdirSync(MEDIA, { recursive: true });
  const path = join(MEDIA, 'band-photo.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/><circle cx="1200" cy="600" r="330" fill="#fde68a"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(path);
  return path;
}


test('an artist creates a profile with a cropped picture, edits it, is refused removing an artist with a release and removes the new one', async ({ page }) => {
  const picture = await landscapePicture();
  await signInAs(page, 'artist');
  const scriptErrors = watchScriptErrors(page);

  await openHydrated(page, '/artists');
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-artist').filter({ hasText: 'Nova Lane' })).toBeVisible();
  await expect(page.getByTestId('artist-allowance')).toHaveText('Artist profiles on your plan: 1 of 3');

  await page.getByRole('link', { name: 'New artist' }).click();
  await expect(page).toHaveURL(/\/artists\/new$/);
  await hydrated(page);
  await page.getByLabel('Artist name').fill('Echo Harbor');
  await page.getByLabel('Type', { exact: true }).selectOption('band');
  await page.getByLabel('Main genre').selectOption('electronic');
  await page.getByLabel('Style or subgenre (optional)').fill('Dream pop');
  await page.getByLabel('Country (optional)').selectOption({ label: 'Portugal' });
  await page.getByLabel('Biography (optional)').fill('Four friends from Porto making tidal synth music.');
  await page.getByLabel('Website (optional)').fill('echo-harbor');
  await page.getByLabel('Instagram').fill('https://instagram.com/echoharbor');
  await page.getByLabel('Legal first name (optional)').fill('Inês');
  await page.getByLabel('Legal last name (optional)').fill('Privado');
  await expect(page.getByTestId('legal-private')).toContainText('never shown in the catalogue');

  // Checked in the browser before anything is sent: a bad address, and no streaming profile chosen.
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/artists/new')) posted = true;
  });
  await page.getByRole('button', { name: 'Create artist' }).click();
  await expect(page.getByText('Enter a valid web address, such as https://example.com.')).toBeVisible();
  await expect(page.getByText('Link your existing Spotify profile or ask for a new one: one of the two.')).toBeVisible();
  expect(posted).toBe(false);
  await page.getByLabel('Website (optional)').fill('https://echoharbor.example.com');
  await page.getByLabel(/create a new one with the first release/).check();
  await expect(page.getByLabel('Existing Spotify profile')).toBeDisabled();

  // The picture: picked, dragged to the right part and zoomed, exported square.
  await page.getByLabel('Choose a picture (optional)').setInputFiles(picture);
  const crop = page.getByTestId('crop-area');
  await expect(crop).toBeVisible();
  await expect(page.getByTestId('crop-size')).toHaveText('The picture will be 1000 × 1000 px.');
  const box = (await crop.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await page.getByLabel('Zoom').fill('1.2');
  await crop.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('crop-size')).toHaveText('The picture will be 1000 × 1000 px.');
  await screenshot(page, 'artists-new');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'artists-new-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Create artist' }).click();
  await expect(page).toHaveURL(/\/artists\?saved=Echo\+Harbor$/);
  await expect(page.getByTestId('artist-notice')).toHaveText('Echo Harbor is saved.');
  const created = page.getByTestId('my-artist').filter({ hasText: 'Echo Harbor' });
  await expect(created).toContainText('Band · Electronic · Portugal');
  const image = created.locator('img');
  await expect(image).toHaveAttribute('src', /^\/artists\/[\w-]+\/image\?v=\d+$/);
  await expect.poll(() => image.evaluate((img) => [(img as { naturalWidth: number }).naturalWidth, (img as { naturalHeight: number }).naturalHeight])).toEqual([1000, 1000]);
  const [stored] = await queryDatabase<{ id: string; imageKey: string; requestNewProfile: boolean; legalLastName: string }>(
    `SELECT id, "imageKey", "requestNewProfile", "legalLastName" FROM "Artist" WHERE name = 'Echo Harbor'`,
  );
  expect(stored).toMatchObject({ imageKey: `artists/${stored!.id}/image.jpg`, requestNewProfile: true, legalLastName: 'Privado' });
  await screenshot(page, 'artists-list');

  // Edit: link the existing Spotify profile instead, and rename.
  await created.getByRole('link', { name: 'Edit Echo Harbor' }).click();
  await expect(page).toHaveURL(`/artists/${stored!.id}/edit`);
  await hydrated(page);
  await expect(page.getByLabel('Artist name')).toHaveValue('Echo Harbor');
  await expect(page.getByLabel('Legal last name (optional)')).toHaveValue('Privado');
  await expect(page.getByRole('img', { name: 'Current picture' })).toBeVisible();
  await page.getByLabel('Artist name').fill('Echo Harbor Collective');
  await page.getByLabel(/create a new one with the first release/).uncheck();
  await page.getByLabel('Existing Spotify profile').fill('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb?si=abc');
  await screenshot(page, 'artists-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/artists\?saved=Echo\+Harbor\+Collective$/);
  const [edited] = await queryDatabase<{ providerProfile: string; requestNewProfile: boolean; imageKey: string }>(
    `SELECT "providerProfile", "requestNewProfile", "imageKey" FROM "Artist" WHERE id = $1`,
    [stored!.id],
  );
  expect(edited).toEqual({ providerProfile: 'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb', requestNewProfile: false, imageKey: stored!.imageKey });

  // Nova Lane has a published release: removal is refused, with the count.
  const [nova] = await queryDatabase<{ id: string; ownerId: string }>(`SELECT id, "ownerId" FROM "Artist" WHERE name = 'Nova Lane'`);
  const releaseId = 'artists-e2e-published';
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, status, "releaseDate", upc, "updatedAt")
     VALUES ($1, $2, $3, 'Harbour Lights', 'published', CURRENT_DATE - 10, '0199998000018', now()) ON CONFLICT (id) DO NOTHING`,
    [releaseId, nova!.ownerId, nova!.id],
  );
  try {
    await openHydrated(page, `/artists/${nova!.id}/edit`);
    await page.getByRole('button', { name: 'Remove artist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Nova Lane?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    // Other specs of the shard may have given Nova Lane releases too: the count is the database's.
    const statuses = await queryDatabase<{ status: ReleaseStatus }>(`SELECT status FROM "Release" WHERE "artistId" = $1`, [nova!.id]);
    const active = statuses.filter((release) => isActiveRelease(release.status)).length;
    await expect(dialog.getByTestId('removal-refused')).toContainText(`Cannot remove artist with active releases (${active}).`);
    await expect(dialog.getByTestId('removal-refused')).toContainText(active === 1 ? '1 release of this artist is still active.' : `${active} releases of this artist are still active.`);
    await screenshot(page, 'artists-remove-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await queryDatabase(`SELECT id FROM "Artist" WHERE id = $1`, [nova!.id])).toHaveLength(1);
  } finally {
    await queryDatabase(`DELETE FROM "Release" WHERE id = $1`, [releaseId]);
  }

  // The new artist has no release: it goes, picture and all.
  await openHydrated(page, `/artists/${stored!.id}/edit`);
  await page.getByRole('button', { name: 'Remove artist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page).toHaveURL(/\/artists\?removed=Echo\+Harbor\+Collective$/);
  await expect(page.getByTestId('my-artist')).toHaveCount(1);
  expect(await queryDatabase(`SELECT id FROM "Artist" WHERE id = $1`, [stored!.id])).toHaveLength(0);
  expect(scriptErrors).toEqual([]);
});

test('a visitor browses the catalogue; a free user filters it with the keyboard and follows PRO artists', async ({ page }) => {
  const scriptErrors = watchScriptErrors(page);
  await openHydrated(page, '/artists-catalog');
  const cards = page.getByTestId('artist-card');
  await expect(cards.first()).toContainText('Aurora Vale');
  await expect(cards.first().getByTestId('verified')).toHaveCount(1);
  await expect(cards.first()).toContainText('PRO');
  await expect(cards.first().getByTestId('followers')).toHaveText('48,200');
  // A visitor's Follow leads to sign in, and back.
  await expect(cards.first().getByRole('link', { name: 'Follow Aurora Vale' })).toHaveAttribute(
    'href',
    `/auth/login?${new URLSearchParams({ redirect: '/artists-catalog' })}`,
  );
  await screenshot(page, 'catalog-visitor');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'catalog-visitor-phone');
  // Names and their country wrap on a phone: none is cut to "The Midnig…" / "United King…".
  for (const text of await page.locator('[data-testid="artist-name"], [data-testid="artist-facts"]').all()) {
    expect(await text.evaluate((node) => (node as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth <= (node as unknown as { clientWidth: number }).clientWidth + 1)).toBe(true);
    await expect(text).not.toHaveCSS('text-overflow', 'ellipsis');
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await signInAs(page, 'free');
  const [free] = await queryDatabase<{ id: string }>(`SELECT id FROM "User" WHERE username = 'free'`);
  try {
    await openHydrated(page, '/artists-catalog');
    // Keyboard only: the genre filter, then "Show artists".
    await page.getByLabel('Genre').focus();
    await page.getByLabel('Genre').selectOption('latin');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sort by')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show artists' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/artists-catalog\?genre=latin$/);
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Marisol Díaz');
    await expect(cards.nth(1)).toContainText('Coral Sur');
    await expect(page.getByTestId('catalog-count')).toHaveText('Artists shown: 2 of 2');

    await page.getByLabel('Country').selectOption({ label: 'Japan' });
    await page.getByRole('button', { name: 'Show artists' }).click();
    await expect(page.getByText('No artists found')).toBeVisible();
    await screenshot(page, 'catalog-empty');
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/artists-catalog$/);

    await page.getByLabel('Sort by').selectOption('name');
    await page.getByRole('button', { name: 'Show artists' }).click();
    await expect(cards.first()).toContainText('Aurora Vale');
    await expect(cards.nth(1)).toContainText('Coral Sur');

    // Following five PRO artists (what the release wizard asks of free users).
    const five = ['Aurora Vale', 'Coral Sur', 'Hana & The Quiet', 'Kaan Yıldız', 'Kofi Mensah'];
    for (const name of five) {
      const card = cards.filter({ hasText: name });
      const before = Number((await card.getByTestId('followers').innerText()).replace(/\D/g, ''));
      await card.getByRole('button', { name: `Follow ${name}` }).click();
      const button = card.getByRole('button', { name: `Following ${name}` });
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByTestId('followers')).toHaveText(new Intl.NumberFormat('en').format(before + 1));
    }
    await expect
      .poll(async () => (await queryDatabase(`SELECT 1 FROM "ArtistFollow" WHERE "userId" = $1`, [free!.id])).length)
      .toBe(5);
    await screenshot(page, 'catalog-following');

    // Still followed after a reload; one unfollowed.
    await page.reload();
    await hydrated(page);
    const kofi = cards.filter({ hasText: 'Kofi Mensah' });
    await kofi.getByRole('button', { name: 'Following Kofi Mensah' }).click();
    await expect(kofi.getByRole('button', { name: 'Follow Kofi Mensah' })).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => (await queryDatabase(`SELECT 1 FROM "ArtistFollow" WHERE "userId" = $1`, [free!.id])).length)
      .toBe(4);
    // The free user's own artist cannot be followed.
    await expect(cards.filter({ hasText: 'Juniper Reed' }).getByText('Your artist')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'catalog-following-phone');
  } finally {
    await queryDatabase(`DELETE FROM "ArtistFollow" WHERE "userId" = $1`, [free!.id]);
  }
  expect(scriptErrors).toEqual([]);
});
