import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import pg from 'pg';
import { E2E } from './env';

/** The demo accounts the platform seeds (prisma/src/seed.ts). */
export const DEMO = {
  artist: { username: 'artist', password: 'slipcase-artist-1!' },
  operator: { username: 'operator', password: 'slipcase-operator-1!' },
  admin: { username: 'admin', password: 'slipcase-admin-1!' },
  free: { username: 'free', password: 'slipcase-free-1!' },
} as const;

/** A query on the database of the platform under test (the embedded PGlite the e2e run starts). */
export async function queryDatabase<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E.pglitePort}/postgres` });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The answer of the captcha the sign-in page shows, read where the server keeps it (a test cannot read pictures).
 * Right after a refused attempt the page may still show the spent captcha for a moment: wait for an unused one.
 */
export async function captchaAnswer(page: Page): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const id = await page.locator('input[name="captcha_id"]').inputValue();
    const [row] = await queryDatabase<{ answer: string; usedAt: Date | null }>(
      'SELECT answer, "usedAt" FROM "Captcha" WHERE id = $1',
      [id],
    );
    if (row && row.usedAt === null) return row.answer;
    if (Date.now() > deadline) throw new Error(`The sign-in page shows no unused captcha (last: ${id})`);
    await page.waitForTimeout(200);
  }
}

/** Waits until the page's scripts have taken over (the root marks <html data-hydrated>): typing before may be lost. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Collects what goes wrong in the page's scripts from now on (a failed hydration is logged as a console error). */
export function watchScriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Fills the sign-in form (the captcha solved) and submits it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  // First the captcha: once the page shows an unused one, it has settled after any earlier attempt.
  const answer = await captchaAnswer(page);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Captcha').fill(answer);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the header (opening the account menu when Sign out sits in it). */
export async function signOut(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign out' });
  // A navigation still under way (the redirect after the last action) closes the menu when it lands: open it and
  // sign out again until the click takes.
  await expect(async () => {
    if (!(await button.isVisible())) await page.getByRole('button', { name: /account menu/i }).click();
    await button.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}

/** Opens the sign-in page and signs in as a demo account, landing on the dashboard. */
export async function signInAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * An authenticator code of a 30-second step later than `usedStep` (the step of the code used last, or -1), waiting
 * when it must: the server accepts each code once (RFC 6238 §5.2), and one step either side of the current one.
 */
export async function totpAfter(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, usedStep + 1);
    if (step <= now + 1) return { code: await generate({ secret, epoch: step * 30 }), step };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The page as it is on a desktop (1280 px) and on a 390 px phone, kept as `<name>-1280.png` and `<name>-390.png` under
 * the slot's screenshots folder for a person to look at (never compared); the viewport is put back as it was.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `${E2E.shotsDir}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}

/** Goes to `path` and waits until its scripts have taken over the page. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
