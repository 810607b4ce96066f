import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from './env';
import { hydrated, queryDatabase, screenshotBothWidths, signInAs, watchScriptErrors } from './helpers';

/** A landscape picture (a gradient with a disc), for the cropper to square. */
async function picture(): Promise<string> {
  const dir = join(E2E.dataDir, '..', `e2e-me-media${E2E.slot ? `-${E2E.slot}` : ''}`);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'portrait.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1100"><rect width="1600" height="1100" fill="#7c3aed"/><circle cx="800" cy="520" r="360" fill="#fde68a"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(path);
  return path;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Whether anything makes the page scroll sideways at the current width (a script text: no DOM types here). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

/** A published single of the demo's Nova Lane, live in one store with its store link, as a delivery leaves it. */
async function publishedRelease(): Promise<void> {
  const [artist] = await queryDatabase<{ id: string; ownerId: string }>(`SELECT id, "ownerId" FROM "Artist" WHERE name = 'Nova Lane'`);
  const releaseId = `me-e2e-${E2E.slot}`;
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, status, "updatedAt")
     VALUES ($1, $2, $3, 'Night Swim', '2026-10-02', $4, 'published', now()) ON CONFLICT (id) DO NOTHING`,
    [releaseId, artist!.ownerId, artist!.id, `19${String(Date.now()).slice(-10)}`],
  );
  await queryDatabase(
    `INSERT INTO "Delivery" (id, "releaseId", store, status, "ackStatus", "storeUrl") VALUES ($1, $2, 'spotify', 'acknowledged', 'accepted', 'https://open.spotify.com/album/1a2b3c')
     ON CONFLICT (id) DO NOTHING`,
    [`${releaseId}-d`, releaseId],
  );
}

test('an artist makes a Slipcase.Me page, a fan on a phone visits and follows it, and the artist sees the visit and the follower', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await publishedRelease();
  await signInAs(page, 'artist');
  const scriptErrors = watchScriptErrors(page);

  await open(page, '/tools/slipcase-me');
  await expect(page.getByRole('heading', { name: 'Slipcase.Me', level: 1 })).toBeVisible();
  const card = page.getByTestId('me-artist').filter({ hasText: 'Nova Lane' });
  await expect(card.getByLabel('Page address')).toHaveValue('nova-lane');
  await card.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/tools\/slipcase-me\/[^/]+$/);
  await hydrated(page);
  const editorUrl = page.url();

  // The look changes the preview as it is picked.
  const preview = page.getByTestId('me-preview').getByTestId('artist-page');
  await page.getByText('Sidebar', { exact: true }).click();
  await page.getByText('Ocean', { exact: true }).click();
  await page.getByText('Hexagons', { exact: true }).click();
  await expect(preview).toHaveAttribute('data-palette', 'ocean');
  await expect(preview).toHaveAttribute('data-layout', 'sidebar');
  await expect(preview).toHaveAttribute('data-pattern', 'hexagons');
  await page.getByLabel('Biography (optional)').fill('Synth-pop from Lisbon, written at night.');
  await expect(preview).toContainText('Synth-pop from Lisbon');

  // Hostile links are refused beside their field, nothing saved.
  await page.getByLabel('Spotify').fill('javascript:alert(1)');
  await page.getByLabel('YouTube link').fill('https://vimeo.com/123');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Enter a valid YouTube link')).toBeVisible();
  await expect(page.getByText(/Spotify/).filter({ hasText: /link|address|enlace/i }).first()).toBeVisible();

  await page.getByLabel('Spotify').fill('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb');
  await page.getByLabel('Bandcamp').fill('https://novalane.bandcamp.com');
  await page.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByLabel(/Choose a picture/).setInputFiles(await picture());
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByTestId('me-saved')).toBeVisible();
  await hydrated(page);
  await screenshotBothWidths(page, 'slipcase-me-editor');

  // A handle another page has: a clear message, the old address kept.
  const [other] = await queryDatabase<{ id: string }>(`SELECT id FROM "Artist" WHERE name = 'Juniper Reed'`);
  await queryDatabase(`INSERT INTO "ArtistPage" (id, "artistId", handle, "updatedAt") VALUES ($1, $2, 'juniper', now()) ON CONFLICT DO NOTHING`, [`me-e2e-juniper-${E2E.slot}`, other!.id]);
  await page.getByLabel('Page address').fill('juniper');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Another artist page already uses this address. Try another one.')).toBeVisible();

  // A fan on a 390 px phone, signed out: the page loads nothing from any other host.
  const fan = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const foreign: string[] = [];
  fan.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  await fan.goto('/me/Nova-Lane');
  await expect(fan).toHaveURL(/\/me\/nova-lane$/);
  await hydrated(fan);
  await expect(fan.getByRole('heading', { name: 'Nova Lane', level: 1 })).toBeVisible();
  // Other specs of the shard may give Nova Lane more releases: this one is found by its title.
  const release = fan.getByTestId('me-release').filter({ hasText: 'Night Swim' });
  await expect(release).toBeVisible();
  await expect(release.getByRole('link', { name: 'Spotify' })).toHaveAttribute('href', 'https://open.spotify.com/album/1a2b3c');
  await expect(fan.getByTestId('me-video')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const portrait = fan.getByTestId('artist-page').locator('img').first();
  await expect(portrait).toHaveAttribute('src', /^\/artists\/[^/]+\/image\?v=\d+$/);
  const served = await fan.request.get((await portrait.getAttribute('src'))!);
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 });
  expect(await scrollsSideways(fan)).toBe(false);
  await fan.getByRole('button', { name: 'Follow' }).click();
  await expect(fan.getByText('Tick the box to agree to receive news from this artist.')).toBeVisible();
  await fan.getByLabel('E-mail address').fill('fan@example.com');
  await fan.getByLabel(/I agree to receive e-mails/).check();
  await fan.getByRole('button', { name: 'Follow' }).click();
  await expect(fan.getByTestId('me-followed')).toBeVisible();
  await fan.goto('/me/nova-lane');
  await hydrated(fan);
  await screenshotBothWidths(fan, 'slipcase-me-public');
  await fan.setViewportSize({ width: 1280, height: 900 });
  expect(await scrollsSideways(fan)).toBe(false);
  expect(foreign).toEqual([]);
  expect((await fan.goto('/me/nobody-has-this'))?.status()).toBe(404);
  await fan.close();

  // Back in the editor: the visits and the follower, and both as CSV.
  await open(page, editorUrl);
  await expect(page.getByTestId('me-visits-total')).toContainText(/[1-9]\d* visits? in the last 30 days/);
  await expect(page.getByTestId('me-followers')).toContainText('fan@example.com');
  const csv = await page.request.get(`${editorUrl}/export/followers`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/^email,country,followed_at\r\nfan@example\.com,,\d{4}-/);
  expect((await page.request.get(`${editorUrl}/export/visits`)).status()).toBe(200);
  expect(scriptErrors).toEqual([]);
});

test('on the free plan the featured video and the visit details wait for PRO, and the server refuses them', async ({ page }) => {
  await signInAs(page, 'free');
  await open(page, '/tools/slipcase-me');
  const card = page.getByTestId('me-artist').filter({ hasText: 'Juniper Reed' });
  if (await card.getByRole('link', { name: 'Edit page' }).isVisible()) await card.getByRole('link', { name: 'Edit page' }).click();
  else await card.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/tools\/slipcase-me\/[^/]+$/);
  await hydrated(page);
  await expect(page.getByTestId('me-video-locked')).toBeVisible();
  await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
  expect((await page.request.get(`${page.url()}/export/followers`)).status()).toBe(403);
  await screenshotBothWidths(page, 'slipcase-me-editor-free');
});
