import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { Client, Connection } from '@temporalio/client';
import { E2E } from './env';
import { queryDatabase, signIn, signOut } from './helpers';
import { makeMedia, type E2eMedia } from './media';
import { atStep, createAndSubmit, saveAndContinue, startRelease } from './wizard-helpers';

const run = promisify(execFile);
let media: E2eMedia;

test.beforeAll(async () => {
  media = await makeMedia(join(E2E.dataDir, '..', 'e2e-media'));
});

function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'cli/bin/run.js', ...args], {
    env: { ...process.env, SLIPCASE_DATA_DIR: E2E.dataDir, DATABASE_URL: '', TEMPORAL_ADDRESS: '' },
  });
}

function deliveredBatchFor(upc: string): { xml: string; batchComplete: string } {
  // Artists' releases go to the stores, in sandbox folders here; the local folder is the operators' own test store.
  const deliveries = join(E2E.dataDir, 'deliveries', 'spotify');
  for (const batch of readdirSync(deliveries)) {
    const xml = join(deliveries, batch, upc, `${upc}.xml`);
    const batchComplete = join(deliveries, batch, `BatchComplete_${batch}.xml`);
    if (existsSync(xml) && existsSync(batchComplete)) return { xml, batchComplete };
  }
  throw new Error(`no batch for ${upc} in ${deliveries}`);
}

test('an artist releases a single and an operator approves it, on the web and from the CLI', async ({ page }) => {
  await page.goto('/distributions/new');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdistributions%2Fnew/);
  await signIn(page, 'artist', 'wrong-password-1!');
  await expect(page.getByText('Invalid password.')).toBeVisible();
  await signIn(page, 'artist', 'slipcase-artist-1!');
  // A new release starts at the wizard's first step.
  await expect(page).toHaveURL(/\/distributions\/new\/basic-info$/);

  // Bad input: a cover that is too small and a text file named .wav; neither is kept.
  const rejectedDraft = await startRelease(page, 'Not a song');
  await page.getByLabel('Cover artwork').setInputFiles(media.smallCover);
  await expect(page.getByText('Image dimensions are too small. Minimum required size is 1500px.')).toBeVisible({ timeout: 60_000 });
  await saveAndContinue(page);
  await expect(page.getByText('Artwork is required.')).toBeVisible();
  await page.goto(`/distributions/${rejectedDraft}/edit/tracks`);
  await atStep(page, 'tracks', 'Step 3 of 7');
  await page.getByLabel('Audio file').setInputFiles(media.fakeWav);
  await expect(page.getByText(/unsupported/i)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('form', { name: /^Track 1:/ })).toHaveCount(0);

  const webApproved = await createAndSubmit(page, 'First Light', media);
  await page.screenshot({ path: 'test-results/screens/release-in-review.png', fullPage: true });
  const cliApproved = await createAndSubmit(page, 'Second Wind', media);
  await signOut(page);

  await page.goto('/auth/login');
  await signIn(page, 'operator', 'slipcase-operator-1!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/operator/reviews');
  const row = page.getByRole('row').filter({ hasText: 'First Light' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.goto(`/distributions/${webApproved}`);
  // Every store took it; it goes live on its release date, weeks away. In sandbox mode the page says nothing left.
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'approved', { timeout: 90_000 });
  await expect(page.getByText(/^Sandbox: nothing was sent to /).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/release-approved.png', fullPage: true });

  // The other one's date has come (the wizard refuses one this close; set here): live as soon as the store took it.
  await queryDatabase(`UPDATE "Release" SET "releaseDate" = CURRENT_DATE - 1 WHERE id = $1`, [cliApproved]);
  await cli('review', 'approve', cliApproved);
  const cliStatus = async () => JSON.parse((await cli('release', 'status', cliApproved, '--json')).stdout);
  await expect.poll(async () => (await cliStatus()).status, { timeout: 90_000 }).toBe('published');
  const view = (await cliStatus()) as { upc: string; timeline: Array<{ toStatus: string | null }> };
  expect(view.timeline.map((event) => event.toStatus)).toEqual(
    expect.arrayContaining(['draft', 'submitted', 'in_review', 'in_process', 'approved', 'published']));

  // The batch on disk: the release folder with its message and resources, and the manifest.
  const batch = deliveredBatchFor(view.upc);
  expect(readFileSync(batch.xml, 'utf8')).toContain('Second Wind');
  expect(readdirSync(join(batch.xml, '..', 'resources')).length).toBe(2);
  expect(readFileSync(batch.batchComplete, 'utf8')).toContain(view.upc);

  // An operator finds the workflow in Temporal by release id, and by UPC with its delivery child.
  const client = new Client({ connection: await Connection.connect({ address: `127.0.0.1:${E2E.temporalPort}` }) });
  const search = async (query: string) => {
    const found = [];
    for await (const execution of client.workflow.list({ query })) found.push(execution.workflowId);
    return found.sort();
  };
  expect(await search(`SlipcaseReleaseId = '${webApproved}' AND WorkflowType = 'releaseWorkflow'`)).toEqual([`release:${webApproved}`]);
  const byUpc = await search(`SlipcaseUpc = '${view.upc}'`);
  expect(byUpc[0]).toBe(`release:${cliApproved}`);
  expect(byUpc.length).toBeGreaterThan(1);
  expect(byUpc.slice(1).every((id) => id.startsWith(`release:${cliApproved}:deliver:`))).toBe(true);
  await client.connection.close();
});
