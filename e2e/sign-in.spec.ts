import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { captchaAnswer, DEMO, hydrated, queryDatabase, signIn, signInAs, signOut, totpAfter } from './helpers';

const SCREENS = `test-results/screens-${E2E.slot}`;

/** The page as it is, then on a 390-pixel phone and in the dark theme (forced here: it is for subscribers only). */
async function screens(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await page.evaluate("document.documentElement.classList.add('dark')");
  await page.screenshot({ path: `${SCREENS}/${name}-dark.png`, fullPage: true });
  await page.evaluate("document.documentElement.classList.remove('dark')");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
}

const captchaId = (page: Page) => page.locator('input[name="captcha_id"]').inputValue();

test('a wrong captcha is refused, a new one can be asked for, and sign-in returns to the page asked for', async ({ page }) => {
  await page.goto('/distributions?sort=oldest');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdistributions%3Fsort%3Doldest$/);
  await expect(page.getByRole('img', { name: /Captcha picture/ })).toBeVisible();
  await screens(page, 'login');

  const first = await captchaId(page);
  await page.getByLabel('Username or email').fill(DEMO.artist.username);
  await page.getByLabel('Password').fill(DEMO.artist.password);
  await page.getByLabel('Captcha').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid captcha code.')).toBeVisible();
  // Each picture is good for one try: the page shows another, its answer field emptied.
  await expect.poll(() => captchaId(page)).not.toBe(first);
  await expect(page.getByLabel('Captcha')).toHaveValue('');
  await screens(page, 'login-captcha-refused');

  const second = await captchaId(page);
  await page.getByRole('button', { name: 'New captcha' }).click();
  await expect.poll(() => captchaId(page)).not.toBe(second);

  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Captcha').fill(await captchaAnswer(page));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid password.')).toBeVisible();

  await signIn(page, DEMO.artist.username, DEMO.artist.password);
  await expect(page).toHaveURL(/\/distributions\?sort=oldest$/);
  // Signed in, the sign-in page sends one to the dashboard.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor: turned on in the settings, asked for at the next sign-in, turned off again', async ({ page }) => {
  await signInAs(page, 'free');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  await screens(page, 'two-factor-setup');
  const setup = await totpAfter(secret, -1);
  await page.getByLabel('Code from the app').fill(setup.code);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible();

  await signOut(page);
  await page.goto('/royalties');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Froyalties$/);
  await signIn(page, DEMO.free.username, DEMO.free.password);
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirect=%2Froyalties$/);
  // The password alone opens nothing.
  expect((await page.request.get('/v1/api/user')).status()).toBe(401);
  await screens(page, 'two-factor');

  // Before hydration the browser's own check would stop the short code with a bubble instead of the message.
  await hydrated(page);
  await page.getByLabel('Code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6-digit code.')).toBeVisible();
  // Each code is accepted once: the sign-in takes a later one than the setup's.
  const right = await totpAfter(secret, setup.step);
  await page.getByLabel('Code').fill(`${right.code.slice(0, 5)}${(Number(right.code[5]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Two-factor authentication failed')).toBeVisible();
  await page.getByLabel('Code').fill(right.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/royalties$/);
  expect(await (await page.request.get('/v1/api/user')).json()).toMatchObject({ username: 'free', subscription: null });

  await page.goto('/account');
  await page.getByRole('button', { name: 'Turn off two-factor' }).click();
  await page.getByLabel('Code from the app').fill((await totpAfter(secret, right.step)).code);
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
  const [row] = await queryDatabase<{ twoFactorEnabled: boolean }>('SELECT "twoFactorEnabled" FROM "User" WHERE username = $1', ['free']);
  expect(row?.twoFactorEnabled).toBe(false);
});

test('the /v1 calls: captcha, login, current user, logout', async ({ playwright }) => {
  // A client of our own origin (the server refuses cross-site POSTs).
  const api = await playwright.request.newContext({ baseURL: E2E.webUrl, extraHTTPHeaders: { Origin: E2E.webUrl } });
  const captcha = await api.get('/v1/auth/captcha');
  expect(captcha.headers()['cache-control']).toBe('no-store');
  const { id, svg } = (await captcha.json()) as { id: string; svg: string };
  expect(svg).toMatch(/^<svg/);
  const [row] = await queryDatabase<{ answer: string }>('SELECT answer FROM "Captcha" WHERE id = $1', [id]);

  const login = await api.post('/v1/auth/login', {
    data: { username: DEMO.artist.username, password: DEMO.artist.password, captcha: row!.answer.toUpperCase(), captcha_id: id, lang: 'en' },
  });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ user: { username: 'artist', freeze: false, banned: false, impersonate: false } });

  const reused = await api.post('/v1/auth/login', {
    data: { username: DEMO.artist.username, password: DEMO.artist.password, captcha: row!.answer, captcha_id: id },
  });
  expect(reused.status()).toBe(400);
  expect(await reused.json()).toEqual({ error: { code: 'captcha_invalid', message: 'Invalid captcha code.', field: 'captcha' } });

  expect(await (await api.get('/v1/api/user')).json()).toMatchObject({ username: 'artist' });
  expect(await (await api.get('/v1/auth/logout')).json()).toEqual({ ok: true });
  expect((await api.get('/v1/api/user')).status()).toBe(401);
  await api.dispose();
});
