import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, signInAs, watchScriptErrors } from './helpers';

mkdirSync(E2E.shotsDir, { recursive: true });

const LONG_TITLE = 'The Longest Night Drive Home Through Every Town Along the Coast (Extended Sunrise Mix)';
const CODE = 'QZPHN2600001';

/** Releases of the demo artist in the statuses whose badges are the longest, one with a long title. */
async function seedReleases() {
  const [artist] = await queryDatabase<{ id: string; ownerId: string }>(
    `SELECT a.id, a."ownerId" FROM "Artist" a JOIN "User" u ON u.id = a."ownerId" WHERE u.username = 'artist' ORDER BY a."createdAt" LIMIT 1`,
  );
  const releases = [
    ['phones-e2e-approved', LONG_TITLE, 'approved', 30],
    ['phones-e2e-published', 'Harbour Lights at Dawn', 'published', -20],
    ['phones-e2e-takedown', 'A Takedown Requested Long Enough', 'takedown_requested', -40],
    ['phones-e2e-reopened', 'Reopened Once Again', 'reopened', 50],
  ] as const;
  for (const [index, [id, title, status, days]] of releases.entries()) {
    await queryDatabase(
      `INSERT INTO "Release" (id, "ownerId", "artistId", title, status, "releaseDate", upc, "updatedAt")
       VALUES ($1, $2, $3, $4, $5, CURRENT_DATE + $6::int, $7, now()) ON CONFLICT (id) DO NOTHING`,
      [id, artist!.ownerId, artist!.id, title, status, days, `019999700001${index}`],
    );
  }
}

/** Takes the seeded rows away again: the other specs of the shard share this database and count releases and statements. */
async function removeSeeds() {
  await queryDatabase(`DELETE FROM "Release" WHERE id LIKE 'phones-e2e-%'`);
  const statement = `SELECT id FROM "Statement" WHERE store = 'spotify' AND sha256 = 'e2e-phones'`;
  await queryDatabase(`DELETE FROM "StatementItem" WHERE "statementId" IN (${statement})`);
  await queryDatabase(`DELETE FROM "StatementCurrency" WHERE "statementId" IN (${statement})`);
  await queryDatabase(`DELETE FROM "Statement" WHERE id IN (${statement})`);
}

/** A posted statement in two currencies, with long file names and one line in suspense under a code no track has. */
async function seedStatement() {
  const [statement] = await queryDatabase<{ id: string }>(
    `INSERT INTO "Statement" (id, store, period, sha256, "fileNames", format, status, "lineCount", "usdMicros", "suspenseUsdMicros", "postedAt")
     VALUES (gen_random_uuid()::text, 'spotify', '2018-03', 'e2e-phones', ARRAY['spotify-royalties-statement-2018-03-every-territory-final.csv'], 'dsr',
       'posted', 3, 13590287000, 13590287000, now())
     ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (!statement) return;
  await queryDatabase(
    `INSERT INTO "StatementCurrency" ("statementId", currency, "usdRate", "totalMicros", "usdMicros") VALUES
       ($1, 'EUR', '1.1', 12345670000, 13580237000), ($1, 'JPY', '0.0067', 1500000000, 10050000)`,
    [statement.id],
  );
  await queryDatabase(
    `INSERT INTO "StatementItem" (id, "statementId", isrc, country, title, artist, lines, usages, currency, "origMicros", "usdMicros")
     VALUES (gen_random_uuid()::text, $1, $2, 'DE', $3, 'Someone With A Rather Long Artist Name', 3, 1000, 'EUR', 12345670000, 13580237000)`,
    [statement.id, CODE, LONG_TITLE],
  );
}

/**
 * What is cut on the page at its current width: the page, a table or its wrapper scrolling sideways, a badge whose
 * text runs past its box or off the screen. (A script text: these specs are typed without the DOM's types.)
 */
const CUT_OFF = `(() => {
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) found.push('the page: ' + root.scrollWidth + ' > ' + window.innerWidth);
  for (const table of document.querySelectorAll('table')) {
    for (const [what, element] of [['table', table], ['table wrapper', table.parentElement]]) {
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(what + ' "' + table.textContent.slice(0, 30) + '": ' + element.scrollWidth + ' > ' + element.clientWidth);
      }
    }
  }
  for (const badge of document.querySelectorAll('[data-slot="badge"]')) {
    if (badge.scrollWidth > badge.clientWidth) found.push('badge "' + badge.textContent + '": ' + badge.scrollWidth + ' > ' + badge.clientWidth);
    const right = badge.getBoundingClientRect().right;
    if (right > window.innerWidth) found.push('badge "' + badge.textContent + '" ends at ' + right);
  }
  return found;
})()`;

const cutOff = (page: Page) => page.evaluate<string[]>(CUT_OFF);

/** Opens the page at 390 px, expects nothing cut there nor at 1280 px, and keeps a screenshot of it at each. */
async function checkOnPhone(page: Page, path: string, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect.soft(await cutOff(page), `${path} at 390 px`).toEqual([]);
  await page.screenshot({ path: `${E2E.shotsDir}/phones-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await cutOff(page), `${path} at 1280 px`).toEqual([]);
  await page.screenshot({ path: `${E2E.shotsDir}/phones-${name}-1280.png`, fullPage: true });
}

test('on a phone the releases, the dashboard, the statements and the suspense are cards: nothing is cut or scrolls sideways', async ({ page }) => {
  await seedReleases();
  await seedStatement();
  try {
    await walk(page);
  } finally {
    await removeSeeds();
  }
});

async function walk(page: Page) {
  const errors = watchScriptErrors(page);

  await signInAs(page, 'artist');
  await checkOnPhone(page, '/distributions', 'distributions');
  await expect(page.locator('[data-status="approved"]').first()).toHaveText('Approved');
  await checkOnPhone(page, '/dashboard', 'dashboard');
  // And in Turkish, whose words run longer.
  await checkOnPhone(page, '/distributions?lang=tr', 'distributions-tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.context().clearCookies();
  await signInAs(page, 'operator');
  await checkOnPhone(page, '/operator/statements', 'statements');
  await expect(page.getByTestId('statements')).toContainText('spotify-royalties-statement-2018-03-every-territory-final.csv');
  await checkOnPhone(page, '/operator/statements/suspense', 'suspense');
  await expect(page.getByTestId('suspense')).toContainText(CODE);
  expect(errors).toEqual([]);
}
