import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, screenshotBothWidths, signInAs, signOut } from './helpers';

const STORE_LINKS = { spotify: 'https://open.spotify.example/album/e2e', 'apple-music': 'https://music.apple.example/album/e2e', deezer: 'https://deezer.example/album/e2e' };

/** A published release of the demo artist's, with the store links its deliveries recorded. */
async function publishedRelease(title: string): Promise<string> {
  const id = `e2e-${randomUUID().slice(0, 12)}`;
  const [owner] = await queryDatabase<{ userId: string; artistId: string }>(
    `SELECT u.id AS "userId", a.id AS "artistId" FROM "User" u JOIN "Artist" a ON a."ownerId" = u.id WHERE u.username = 'artist' LIMIT 1`,
  );
  const upc = String(Date.now()).padStart(12, '0').slice(-12);
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, status, "publishedAt", "updatedAt") VALUES ($1, $2, $3, $4, CURRENT_DATE - 7, $5, 'published', now(), now())`,
    [id, owner!.userId, owner!.artistId, title, upc],
  );
  for (const [store, url] of Object.entries(STORE_LINKS)) {
    await queryDatabase(`INSERT INTO "Delivery" (id, "releaseId", store, kind, status, "ackStatus", "storeUrl") VALUES ($1, $2, $3, 'new', 'acknowledged', 'ok', $4)`, [`${id}-${store}`, id, store, url]);
  }
  return id;
}

/** Every host a page asked for while it loaded and settled. */
async function hostsAsked(page: Page, path: string): Promise<string[]> {
  const hosts = new Set<string>();
  const watch = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.host);
  };
  page.on('request', watch);
  await page.goto(path, { waitUntil: 'networkidle' });
  await hydrated(page);
  page.off('request', watch);
  return [...hosts];
}

/** The fan pages that must ask no other host (no outside fonts, scripts or images), each as how to make one. */
const FAN_PAGES: Record<string, () => Promise<string>> = {
  'smart link': async () => {
    const releaseId = await publishedRelease('Private Fan Page');
    const slug = `private-${releaseId.slice(4, 12)}`;
    await queryDatabase(`INSERT INTO "SmartLink" (id, "releaseId", slug, "updatedAt") VALUES ($1, $2, $3, now())`, [`sl-${releaseId}`, releaseId, slug]);
    await queryDatabase(`INSERT INTO "SmartLinkEntry" (id, "smartLinkId", key, name, url, position) VALUES ($1, $2, 'spotify', 'Spotify', $3, 0)`, [`sle-${releaseId}`, `sl-${releaseId}`, STORE_LINKS.spotify]);
    return `/s/${slug}`;
  },
  'pre-save': async () => {
    const releaseId = await publishedRelease('Private Pre-save');
    await queryDatabase(`UPDATE "Release" SET status = 'approved', "publishedAt" = NULL, "presaveEnabled" = true, "releaseDate" = CURRENT_DATE + 30 WHERE id = $1`, [releaseId]);
    const key = `private${releaseId.slice(4, 12).replace(/[^a-z0-9]/g, '')}`;
    await queryDatabase(`INSERT INTO "PresaveCampaign" (id, key, "releaseId", "ownerId") SELECT $1, $2, id, "ownerId" FROM "Release" WHERE id = $3`, [`pc-${releaseId}`, key, releaseId]);
    return `/release/${key}`;
  },
  'artist page': async () => {
    // An artist of its own (an artist has one page), with a published release whose smart link the page links to.
    const releaseId = await publishedRelease('Private Artist Page');
    const artistId = `ar-${releaseId}`;
    const handle = `private-${releaseId.slice(4, 12)}`;
    await queryDatabase(`INSERT INTO "Artist" (id, "ownerId", name, biography, "updatedAt") SELECT $1, "ownerId", 'Private Page', 'A bio.', now() FROM "Release" WHERE id = $2`, [artistId, releaseId]);
    await queryDatabase(`UPDATE "Release" SET "artistId" = $1 WHERE id = $2`, [artistId, releaseId]);
    await queryDatabase(`INSERT INTO "SmartLink" (id, "releaseId", slug, "updatedAt") VALUES ($1, $2, $3, now())`, [`sl-${releaseId}`, releaseId, handle]);
    await queryDatabase(`INSERT INTO "ArtistPage" (id, "artistId", handle, "updatedAt") VALUES ($1, $2, $3, now())`, [`ap-${releaseId}`, artistId, handle]);
    return `/me/${handle}`;
  },
};

for (const [name, make] of Object.entries(FAN_PAGES)) {
  test(`the ${name} page asks no host but ours, on a computer and a phone`, async ({ page }) => {
    const path = await make();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await hostsAsked(page, path)).toEqual([new URL(E2E.webUrl).host]);
    }
  });
}

test('an artist makes a smart link of a published release, edits it, and a fan on a phone uses it', async ({ page, request }) => {
  // Titles of their own: a retried test finds the first try's releases too.
  const run = randomUUID().slice(0, 4);
  const title = `Harbour Lights ${run}`;
  await publishedRelease(title);
  await signInAs(page, 'artist');
  await page.goto('/tools/smartlinks');
  await hydrated(page);
  await page.getByLabel('Release').selectOption({ label: `${title} — Nova Lane` });
  const slug = `harbour-${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Address (optional)').fill(slug);
  await page.getByRole('button', { name: 'Create smart link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('smart-link-url')).toContainText(`/s/${slug}`);
  const entries = page.getByTestId('smart-link-entries');
  await expect(entries.getByRole('listitem')).toHaveCount(3);

  // A custom link must be http(s).
  await page.getByLabel('Platform name').fill('Bandcamp');
  await page.getByLabel('URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Enter a valid web address, such as https://example.com.')).toBeVisible();
  await page.getByLabel('URL').fill('https://nova.bandcamp.example/album/harbour');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(entries.getByRole('listitem')).toHaveCount(4);
  await entries.getByRole('button', { name: 'Hide Deezer' }).click();
  await expect(entries.getByRole('listitem').filter({ hasText: 'Deezer' })).toContainText('Hidden');
  await screenshotBothWidths(page, 'smart-link-editor');

  // Another artist's address is taken.
  await publishedRelease(`Second Song ${run}`);
  await page.goto('/tools/smartlinks');
  await hydrated(page);
  await page.getByLabel('Release').selectOption({ label: `Second Song ${run} — Nova Lane` });
  await page.getByLabel('Address (optional)').fill(slug);
  await page.getByRole('button', { name: 'Create smart link' }).click();
  await expect(page.getByText('This address is taken by another smart link. Choose another one.')).toBeVisible();
  await screenshotBothWidths(page, 'smart-links-list');
  await signOut(page);

  // A fan on an iPhone: Apple Music first, the hidden store gone, the click counted and sent on.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/s/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const buttons = page.getByRole('list', { name: 'Listen on' }).getByRole('link');
  await expect(buttons).toHaveText([/Spotify/, /Apple Music/, /Bandcamp/]);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} — Nova Lane`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await screenshotBothWidths(page, 'smart-link-public');
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const onIphone = await request.get(`/s/${slug}`, { headers: { 'User-Agent': iphone } });
  expect((await onIphone.text()).indexOf('Apple Music')).toBeLessThan((await onIphone.text()).indexOf('Spotify'));
  const click = await request.get(`/s/${slug}/go/spotify`, { maxRedirects: 0, headers: { 'User-Agent': iphone } });
  expect([click.status(), click.headers().location]).toEqual([302, STORE_LINKS.spotify]);
  expect(click.headers()['set-cookie']).toBeUndefined();
  expect((await request.get(`/s/${slug}/go/deezer`, { maxRedirects: 0 })).status()).toBe(404);

  // The artist (PRO) sees the view and the click.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'artist');
  await page.goto('/tools/smartlinks');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('navigation', { name: 'Smart link sections' }).getByRole('link', { name: 'Analytics' }).click();
  const analytics = page.getByTestId('smart-link-analytics');
  await expect(analytics.locator('dl')).toContainText(/Views\s*[1-9]/);
  await expect(analytics.locator('dl')).toContainText(/Clicks\s*1/);
  await expect(analytics).toContainText('iPhone and iPad');
  await screenshotBothWidths(page, 'smart-link-analytics');
});
