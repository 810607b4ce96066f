import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, signInAs, watchScriptErrors } from './helpers';

const SCREENS = `test-results/screens-${E2E.slot}`;
mkdirSync(SCREENS, { recursive: true });

/**
 * Statements' lines for the demo artist (country, ISRC, title, US dollar millionths), in periods long gone so
 * that the demo's own statements never share one.
 */
type Line = [country: string, isrc: string, title: string, micros: number];
const STATEMENTS: Array<{ store: string; period: string; lines: Line[] }> = [
  { store: 'spotify', period: '2019-06', lines: [['US', 'QZSLC2600101', 'Night Drive', 41_150_000], ['DE', 'QZSLC2600101', 'Night Drive', 12_400_000]] },
  { store: 'apple-music', period: '2019-06', lines: [['GB', 'QZSLC2600102', 'Daybreak', 18_400_000]] },
  { store: 'spotify', period: '2019-07', lines: [['BR', 'QZSLC2600102', 'Daybreak', 9_850_000], ['US', 'QZSLC2600101', 'Night Drive', 35_600_000]] },
  { store: 'deezer', period: '2019-08', lines: [['FR', 'QZSLC2600101', 'Night Drive', 23_700_000], ['TR', 'QZSLC2600103', 'Çoban Yıldızı', 6_050_000]] },
  // A long title: the charts' tables for screen readers must not widen a phone's page with it.
  { store: 'deezer', period: '2019-09', lines: [['ES', 'QZSLC2600104', 'The Longest Night Drive Home Through Every Town Along the Coast (Extended Sunrise Mix)', 2_000_000]] },
];

/** Posts the statements as the import would leave them: statement, items, one balanced transaction each. */
async function postDemoStatements(userId: string) {
  for (const [index, statement] of STATEMENTS.entries()) {
    const total = statement.lines.reduce((sum, line) => sum + line[3], 0);
    const [row] = await queryDatabase<{ id: string }>(
      `INSERT INTO "Statement" (id, store, period, sha256, "fileNames", format, status, currency, "usdRate", "totalMicros", "usdMicros", "postedAt")
       VALUES (gen_random_uuid()::text, $1, $2, $3, '{}', 'dsr', 'posted', 'USD', '1', $4, $4, now() - ($5 || ' days')::interval) RETURNING id`,
      [statement.store, statement.period, `e2e-royalties-${index}`, total, String(90 - index * 20)],
    );
    await queryDatabase(
      `INSERT INTO "StatementCurrency" ("statementId", currency, "usdRate", "totalMicros", "usdMicros") VALUES ($1, 'USD', '1', $2, $2)`,
      [row!.id, total],
    );
    const accounts = await queryDatabase<{ id: string; key: string }>(
      `INSERT INTO "LedgerAccount" (id, key, kind, currency, "userId", store) VALUES
         (gen_random_uuid()::text, $1, 'artist', 'USD', $3, NULL), (gen_random_uuid()::text, $2, 'store_receivable', 'USD', NULL, $4)
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING id, key`,
      [`artist:${userId}:USD`, `store_receivable:${statement.store}:USD`, userId, statement.store],
    );
    const artist = accounts.find((account) => account.key.startsWith('artist:'))!.id;
    const store = accounts.find((account) => account.key.startsWith('store_receivable:'))!.id;
    const [transaction] = await queryDatabase<{ id: string }>(
      `INSERT INTO "LedgerTransaction" (id, kind, "statementId", period) VALUES (gen_random_uuid()::text, 'statement', $1, $2) RETURNING id`,
      [row!.id, statement.period],
    );
    for (const [country, isrc, title, micros] of statement.lines) {
      const [item] = await queryDatabase<{ id: string }>(
        `INSERT INTO "StatementItem" (id, "statementId", isrc, country, title, lines, usages, "origMicros", "usdMicros")
         VALUES (gen_random_uuid()::text, $1, $2, $3, $4, 1, 1000, $5, $5) RETURNING id`,
        [row!.id, isrc, country, title, micros],
      );
      for (const [account, amount, plan] of [[artist, micros, 'pro'], [store, -micros, null]] as const) {
        await queryDatabase(
          `INSERT INTO "LedgerEntry" ("transactionId", "accountId", currency, "amountMicros", "statementId", "itemId", store, period, country, plan, "shareBps")
           VALUES ($1, $2, 'USD', $3, $4, $5, $6, $7, $8, $9::"Plan", $10)`,
          [transaction!.id, account, amount, row!.id, item!.id, statement.store, statement.period, country, plan, plan ? 10_000 : null],
        );
        await queryDatabase(`UPDATE "LedgerAccount" SET "balanceMicros" = "balanceMicros" + $2 WHERE id = $1`, [account, amount]);
      }
    }
  }
}

test('the royalties page shows the overview, charts with their tables, the payment history and its statements, on a phone too', async ({ page }) => {
  const [artist] = await queryDatabase<{ id: string }>(`SELECT id FROM "User" WHERE username = 'artist'`);
  const [before] = await queryDatabase<{ micros: string }>(`SELECT COALESCE(SUM("balanceMicros"), 0) AS micros FROM "LedgerAccount" WHERE "userId" = $1`, [
    artist!.id,
  ]);
  await postDemoStatements(artist!.id);
  const lifetimeCents = (Number(before!.micros) + 149_150_000) / 10_000;
  const errors = watchScriptErrors(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'artist');
  await page.goto('/royalties');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Royalties' })).toBeVisible();
  const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
  await expect(page.locator('[data-summary="royaltiesCents"]')).toHaveText(dollars.format(Math.trunc(lifetimeCents) / 100));
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.locator('table caption', { hasText: 'By country' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Manage splits' })).toHaveAttribute('href', '/royalties/splits');
  await expect(page.locator('tr[data-period^="2019-"]')).toHaveCount(4);
  await expect(page.locator('tr[data-period="2019-08"]')).toContainText('Deezer');
  await expect(page.locator('tr[data-period="2019-06"]')).toContainText('Apple Music, Spotify');
  await expect(page.getByRole('cell', { name: 'Çoban Yıldızı' }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/royalties-1280.png`, fullPage: true });

  const csv = await page.request.get('/royalties/statements/2019-07.csv');
  expect(csv.status()).toBe(200);
  expect((await csv.text()).trim().split('\r\n').at(-1)).toBe('total,,,,,,,,,,,45.45');
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Download the statement for Jun 2019 as PDF' }).getAttribute('href')) ?? '');
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

  // The withdrawal form is reached from the keyboard.
  await page.getByLabel('Amount (USD)').focus();
  await page.keyboard.type('10');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('10');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  // On a phone the tables are cards: a period's statement and a line's status are on screen, not off to the right.
  const rightEdge = async (locator: Locator) => ((box) => (box ? box.x + box.width : Infinity))(await locator.boundingBox());
  expect(await rightEdge(page.getByRole('link', { name: 'Download the statement for Jun 2019 as PDF' }))).toBeLessThanOrEqual(390);
  expect(await rightEdge(page.locator('[data-line-status]').first().locator('[data-slot="badge"]'))).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/royalties-390.png`, fullPage: true });

  // A withdrawal, once Stripe is connected: requested from the keyboard, then cancelled, asked first.
  await queryDatabase(`UPDATE "User" SET "payoutMethod" = 'stripe', "stripeAccountId" = 'acct_e2e_artist' WHERE id = $1`, [artist!.id]);
  await page.reload();
  await hydrated(page);
  await page.getByLabel('Amount (USD)').fill('10.00');
  await page.getByLabel('Amount (USD)').press('Enter');
  await expect(page.getByText(/^Requested: available on /)).toBeVisible();
  const waiting = page.locator('[data-payout]').filter({ has: page.locator('[data-status="waiting"]') });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: 'Cancel the withdrawal of $10.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the withdrawal of $10.00?' });
  await expect(confirm).toContainText('It would be paid on');
  await page.screenshot({ path: `${SCREENS}/royalties-cancel-390.png` });
  await confirm.getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(page.getByText('The withdrawal was cancelled; its amount is available again.')).toBeVisible();
  await expect(page.locator('[data-payout] [data-status="cancelled"]')).toHaveCount(1);
  await expect(page.locator('[data-payout]').filter({ has: page.locator('[data-status="cancelled"]') })).toContainText('Returned to your balance');

  // Any amount leads to the stores' own lines behind it, on a phone too.
  await page.goto('/royalties/trace?period=2019-07');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The stores’ own lines' })).toBeVisible();
  await expect(page.getByText(/^\d+ amounts? from \d+ store lines?: /)).toBeVisible();
  // The artist's own releases: their money as the release's owner, no split.
  await expect(page.getByText(/^Release owner/).first()).toBeVisible();
  await expect(page.getByText(/^Split payee/)).toHaveCount(0);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/royalties-trace-390.png`, fullPage: true });
  expect(errors).toEqual([]);
});
