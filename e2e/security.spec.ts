import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a state-changing request from another site is refused, and the session survives it', async ({ page }) => {
  await signInAs(page, 'artist');
  const forged = await page.request.post('/auth/logout', {
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a GET logout from another site leaves the session alone; our own page still signs out', async ({ page }) => {
  await signInAs(page, 'artist');
  for (const path of ['/v1/auth/logout', '/auth/logout']) {
    const forged = await page.request.get(path, { headers: { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/' }, maxRedirects: 0 });
    expect(forged.status(), path).toBe(403);
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const own = await page.request.get('/v1/auth/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(await own.json()).toEqual({ ok: true });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the session cookie is HttpOnly and SameSite, and answers carry the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  await signInAs(page, 'artist');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});

test('a signed-out caller gets nothing from /v1', async ({ request }) => {
  for (const path of ['/v1/api/user', '/v1/api/user/activity']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
  }
});

test('pages carry a Content-Security-Policy that still lets them hydrate, and signed-in pages are not stored', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const visitor = await page.goto('/auth/login');
  expect(visitor!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await signInAs(page, 'artist');
  const signedIn = await page.goto('/dashboard');
  expect(signedIn!.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(violations).toEqual([]);
});
