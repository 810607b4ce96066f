import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, signInAs, watchScriptErrors } from './helpers';

const SCREENS = `test-results/screens-${E2E.slot}`;
mkdirSync(SCREENS, { recursive: true });

/** A published release with two tracks and a draft for the demo artist, and the free account's release it shares with them. */
async function seedReleases(): Promise<{ id: string; email: string }> {
  const [artist] = await queryDatabase<{ id: string; email: string }>(`SELECT id, email FROM "User" WHERE username = 'artist'`);
  const [free] = await queryDatabase<{ id: string }>(`SELECT id FROM "User" WHERE username = 'free'`);
  const [band] = await queryDatabase<{ id: string }>(`SELECT id FROM "Artist" WHERE "ownerId" = $1 LIMIT 1`, [artist!.id]);
  const releases = [
    ['splits-e2e-night', artist!.id, 'Night Drive', 'published', '0199998000025'],
    ['splits-e2e-draft', artist!.id, 'Summer Tapes', 'draft', '0199998000032'],
    ['splits-e2e-harbour', free!.id, 'Harbour Lights', 'published', '0199998000049'],
  ];
  for (const [id, ownerId, title, status, upc] of releases) {
    await queryDatabase(
      `INSERT INTO "Release" (id, "ownerId", "artistId", title, status, "releaseDate", upc, "updatedAt")
       VALUES ($1, $2, $3, $4, $5::"ReleaseStatus", CURRENT_DATE - 10, $6, now())`,
      [id, ownerId, band!.id, title, status, upc],
    );
  }
  for (const [number, title] of [[1, 'Night Drive'], [2, 'Daybreak']] as const) {
    await queryDatabase(
      `INSERT INTO "Track" (id, "releaseId", number, title, isrc, "audioKey", "audioFormat", "audioBytes", "audioSha256", "durationMs")
       VALUES ($1, 'splits-e2e-night', $2, $3, $4, 'none', 'wav', 1, 'none', 180000)`,
      [`splits-e2e-track-${number}`, number, title, `QZSLC269990${number}`],
    );
  }
  await queryDatabase(
    `INSERT INTO "Split" (id, "ownerId", "releaseId", "fromPeriod", "ownerBps") VALUES ('splits-e2e-shared', $1, 'splits-e2e-harbour', to_char(now(), 'YYYY-MM'), 8000)`,
    [free!.id],
  );
  await queryDatabase(
    `INSERT INTO "SplitPayee" (id, "splitId", email, "shareBps", "userId", "acceptedAt") VALUES ('splits-e2e-payee', 'splits-e2e-shared', $1, 2000, $2, now())`,
    [artist!.email, artist!.id],
  );
  return artist!;
}

test('the splits page sets a release’s split from the keyboard, with payee rows added in place, on a phone too', async ({ page }) => {
  const [free] = await queryDatabase<{ id: string; email: string }>(`SELECT id, email FROM "User" WHERE username = 'free'`);
  await seedReleases();
  const errors = watchScriptErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'artist');
  await page.goto('/royalties/splits');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Royalty splits' })).toBeVisible();

  await page.locator('[data-release="Night Drive"] summary').click();
  const form = page.getByRole('form', { name: 'Set the split of Night Drive' });
  await form.getByLabel('Your share (%)', { exact: true }).fill('60');
  await form.getByLabel('Payee 1: e-mail').fill('mia@example.test');
  await form.getByLabel('Payee 1: share (%)').fill('25');
  // A row added in place takes the focus; one removed gives it back to the add button.
  await form.getByRole('button', { name: 'Add a payee' }).press('Enter');
  await expect(form.getByLabel('Payee 2: e-mail')).toBeFocused();
  await page.keyboard.type(free!.email);
  await form.getByLabel('Payee 2: share (%)').fill('10');
  await expect(form.getByTestId('split-total')).toHaveText('Total: 95%. The shares must total 100%.');
  await form.getByRole('button', { name: 'Add a payee' }).click();
  await form.getByRole('button', { name: 'Remove payee 3' }).click();
  await expect(form.getByRole('button', { name: 'Add a payee' })).toBeFocused();
  await expect(form.getByLabel('Payee 3: e-mail')).toHaveCount(0);

  // The server's refusal shows next to the payees.
  await form.getByRole('button', { name: 'Save split' }).click();
  await expect(form.getByText('The shares must total exactly 100%. They now total 95%.')).toBeVisible();
  await form.getByLabel('Payee 2: share (%)').fill('15');
  await expect(form.getByTestId('split-total')).toHaveText('Total: 100%.');
  await form.getByLabel("Payee's e-mail").fill('mia@example.test');
  await form.getByLabel('Amount (USD)').fill('250');
  // Enter in a field saves the split (it does not press the first row's Remove).
  await form.getByLabel('Amount (USD)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Split saved. It applies from' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We e-mailed invitations to mia@example.test and ${free!.email}`);

  // The free account accepts: its row says so, and the recoup shows on the recouping payee.
  await queryDatabase(`UPDATE "SplitPayee" SET "userId" = $1, "acceptedAt" = now() WHERE email = $2`, [free!.id, free!.email]);
  await page.reload();
  await hydrated(page);
  await page.locator('[data-release="Night Drive"] summary').click();
  const split = page.locator('[data-split-state="current"]').first();
  await expect(split).toContainText('Accepted');
  await expect(split).toContainText('Gets $250.00 back first; $0.00 recouped so far.');
  await page.screenshot({ path: `${SCREENS}/splits-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  await page.locator('[data-release="Night Drive"] summary').click();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/splits-390.png`, fullPage: true });
  expect(errors).toEqual([]);
});
