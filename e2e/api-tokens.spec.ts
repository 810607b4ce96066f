import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, queryDatabase, signInAs, watchScriptErrors } from './helpers';

// Personal access tokens at /account/api-tokens (decision 018): the demo artist (PRO) makes one, sees it once,
// copies it and revokes it; the free demo user is offered the upgrade instead. The tokens made here are removed after.
test.describe.configure({ mode: 'serial' });

const SCREENS = `test-results/screens-${E2E.slot}`;
const PAGE = '/account/api-tokens';
const NAME = 'E2E release pipeline';
mkdirSync(SCREENS, { recursive: true });

test.afterAll(async () => {
  await queryDatabase(`DELETE FROM "ApiToken" WHERE name = $1`, [NAME]);
});

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await hydrated(page);
}

/** Full-page screenshots, light and dark (html.dark), at the current width. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });
  await page.evaluate("document.documentElement.classList.add('dark')");
  await page.screenshot({ path: `${SCREENS}/${name}-dark.png`, fullPage: true, animations: 'disabled' });
  await page.evaluate("document.documentElement.classList.remove('dark')");
}

/** Light and dark on the desktop, then on a 390px phone. */
async function screenshotsBothWidths(page: Page, name: string): Promise<void> {
  await screenshots(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

test('the PRO artist makes a token, sees it once, copies it and revokes it from the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'artist');
  const scriptErrors = watchScriptErrors(page);
  await open(page);
  await expect(page).toHaveTitle('API tokens | Slipcase');
  await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'API Tokens' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'New token' })).toBeVisible();
  await expect(page.getByTestId('token-usage')).toContainText(`curl -H "Authorization: Bearer <token>" ${E2E.webUrl}/v1/releases`);
  await expect(page.getByTestId('token-usage')).toContainText(`slipcase login --url ${E2E.webUrl} --token <token>`);

  // The defaults: read, write and submit; 90 days. Checked in the browser before anything is sent.
  for (const scope of ['Read', 'Write', 'Submit']) await expect(page.getByLabel(scope, { exact: true })).toBeChecked();
  await expect(page.getByLabel('Expires after')).toHaveValue('90');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(PAGE)) posted = true;
  });
  for (const scope of ['Read', 'Write', 'Submit']) await page.getByLabel(scope, { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Permissions' })).toContainText('This field is required');
  expect(posted).toBe(false);
  await screenshots(page, 'api-tokens-invalid');

  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Read', { exact: true }).check();
  await page.getByLabel('Submit', { exact: true }).check();
  await page.getByLabel('Expires after').selectOption({ label: '30 days' });
  await page.getByRole('button', { name: 'Create token' }).click();

  // Shown once, focused and selected, with a warning; the form is reset for the next one.
  const created = page.getByTestId('created-token');
  await expect(created).toContainText(`This is the only time the token “${NAME}” is shown.`);
  const field = created.getByLabel('Your new token');
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^slc_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(token);

  const [stored] = await queryDatabase<{ tokenHash: string; hint: string; scopes: string[] }>(
    `SELECT "tokenHash", hint, scopes FROM "ApiToken" WHERE name = $1`,
    [NAME],
  );
  expect(stored).toEqual({ tokenHash: createHash('sha256').update(token).digest('hex'), hint: token.slice(-4), scopes: ['read', 'submit'] });

  const row = page.getByTestId('api-token').filter({ hasText: NAME });
  await expect(row).toHaveAttribute('data-status', 'active');
  await expect(row).toContainText(`slc_…${token.slice(-4)}`);
  await expect(row).toContainText('Read, Submit');
  await expect(row).toContainText('Never used');
  await screenshotsBothWidths(page, 'api-tokens-created');

  // A reload cannot show it again.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('created-token')).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expect(row).toContainText(`slc_…${token.slice(-4)}`);

  // Revoke, from the keyboard: the dialog opens on Enter, Escape backs out, then confirm.
  const revoke = row.getByRole('button', { name: `Revoke ${NAME}` });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Revoke “${NAME}”?` });
  await expect(dialog).toContainText(`slc_…${token.slice(-4)}`);
  await screenshots(page, 'api-tokens-revoke-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke token' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-status', 'revoked');
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${NAME}` })).toHaveCount(0);
  await expect(row.getByRole('heading', { name: NAME })).toBeFocused();
  const [revoked] = await queryDatabase<{ revokedAt: Date | null }>(`SELECT "revokedAt" FROM "ApiToken" WHERE name = $1`, [NAME]);
  expect(revoked!.revokedAt).not.toBeNull();
  await screenshotsBothWidths(page, 'api-tokens-revoked');
  expect(scriptErrors).toEqual([]);
});

test('the free user is offered PRO instead of the form', async ({ page }) => {
  await signInAs(page, 'free');
  const scriptErrors = watchScriptErrors(page);
  await open(page);
  const upgrade = page.getByTestId('api-upgrade');
  await expect(upgrade.getByRole('heading', { name: 'API access is a PRO feature' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create token' })).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/api-tokens-free-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `${SCREENS}/api-tokens-free.png`, fullPage: true, animations: 'disabled' });

  await upgrade.getByRole('link', { name: 'Upgrade to PRO' }).click();
  await expect(page).toHaveURL('/upgrade?from=api-tokens');
  await expect(page.getByTestId('upgrade-from')).toHaveText('You came from: the API tokens page');
  expect(scriptErrors).toEqual([]);
});
