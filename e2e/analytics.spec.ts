import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { hydrated, screenshotBothWidths, signInAs } from './helpers';

const DATABASE = `postgres://postgres:postgres@127.0.0.1:${E2E.pglitePort}/postgres`;

/** Whether a command is on the PATH (pdftoppm turns the printed PDF into an image to look at). */
function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('an artist without numbers yet is told when they will come', async ({ page }) => {
  await signInAs(page, 'free');
  await page.goto('/analytics');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('No numbers yet')).toBeVisible();
  await expect(page.getByText(/one or two days later/)).toBeVisible();
  await screenshotBothWidths(page, 'analytics-empty');
});

test('the demo trend files imported show as charts and tables, the same in the CSV, and print without the site around them', async ({ page }) => {
  test.setTimeout(300_000);
  const made = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'e2e/fixtures/import-demo-trends.ts', DATABASE, 'artist', '45', join(E2E.dataDir, 'trends-e2e')], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1)!,
  ) as { releaseId: string; trackId: string };

  await signInAs(page, 'artist');
  await page.goto('/analytics?range=30');
  await hydrated(page);
  const chart = page.getByTestId('analytics-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  const paperChart = chart.locator('svg.recharts-surface[width="680"]');
  await expect(paperChart).toBeHidden();
  await expect(chart.getByRole('table')).toHaveCount(1);
  await expect(page.getByTestId('analytics-tracks')).toContainText('Analytics Single');
  await expect(page.getByText('Los Angeles').first()).toBeAttached();
  await screenshotBothWidths(page, 'analytics');

  const csv = await (await page.request.get('/analytics/export.csv?range=30')).text();
  expect(csv).toContain('Analytics Single');
  const streams = (await page.getByTestId('analytics-tracks').getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).replace(/\D/g, '');
  expect(csv.replace(/,/g, ' ')).toContain(` ${streams}`);

  await page.goto(`/analytics?range=30&release=${made.releaseId}`);
  await expect(page.getByText('Release: Analytics Single')).toBeVisible();

  await page.goto('/analytics?range=30');
  await hydrated(page);
  const pdf = join(E2E.shotsDir, 'analytics-print.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: false });
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  if (installed('pdftoppm')) execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, join(E2E.shotsDir, 'analytics-print')]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // The chart drawn at the sheet's width (680 px) in place of the screen's.
  await expect(paperChart).toBeVisible();
  await page.screenshot({ path: join(E2E.shotsDir, 'analytics-print-media.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
