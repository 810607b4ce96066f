import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { DEMO, hydrated, queryDatabase, signIn, signInAs, watchScriptErrors } from './helpers';

const SCREENS = `test-results/screens-${E2E.slot}`;
mkdirSync(SCREENS, { recursive: true });

/** A capitalised route name and the brand: "<Route name> | Slipcase" (000 §2). */
const ANY_TITLE = /^\p{Lu}.* \| Slipcase$/u;

interface RouteCase {
  path: string;
  /** The exact route name, for the pages of the shell; others are only checked for the title's shape. */
  title?: string;
  /** 000 §2: public pages shown without the top navigation header. */
  bare?: boolean;
}

/** The public routes of 000 §2 (the reset page needs a mailed link and the callback a provider: their engineers test them). */
const PUBLIC: RouteCase[] = [
  { path: '/', title: 'Home' },
  { path: '/auth/login' },
  { path: '/auth/signup' },
  { path: '/auth/forgot-password' },
  { path: '/playlists', title: 'Playlists' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog/BLOGPOST', title: 'Shell Test Post' },
  { path: '/terms-and-conditions', title: 'Terms and conditions' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/cookie-policy', title: 'Cookie policy' },
  { path: '/music-distribution-and-monetization', title: 'Music distribution and monetization' },
  { path: '/free-music-distribution', title: 'Free music distribution' },
  { path: '/artists-catalog', title: 'Artists catalogue' },
  { path: '/upgrade?from=nav', title: 'Upgrade' },
  { path: '/pro', title: 'PRO' },
  { path: '/release/abc123', title: 'Pre-save', bare: true },
  { path: '/spotify-auth', title: 'Connect your streaming account', bare: true },
  { path: '/promotion', title: 'Promotion campaigns', bare: true },
  { path: '/cover-editor', title: 'Cover editor', bare: true },
  { path: '/mastering', title: 'AI mastering', bare: true },
];

/** The login-required routes of 000 §2; RELEASE stands for a release of the demo artist, ARTIST for its artist. */
const PRIVATE: RouteCase[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/analytics?range=30', title: 'Analytics' },
  { path: '/artists', title: 'Artists' },
  { path: '/artists/new', title: 'New artist' },
  { path: '/artists/ARTIST/edit', title: 'Edit artist' },
  { path: '/distributions?sort=oldest' },
  { path: '/distributions/new' },
  { path: '/distributions/new/tracks' },
  { path: '/distributions/RELEASE' },
  { path: '/distributions/RELEASE/edit' },
  { path: '/distributions/RELEASE/edit/artwork' },
  { path: '/playlists/p1/submit', title: 'Submit to playlist' },
  { path: '/royalties' },
  { path: '/royalties/trace' },
  { path: '/account' },
  { path: '/account/subscription' },
  { path: '/account/notifications' },
  { path: '/account/payout' },
  { path: '/account/api-tokens' },
  { path: '/tools', title: 'Tools' },
  { path: '/tools?category=ai', title: 'Tools' },
  { path: '/tools/mastering', title: 'Mastering' },
  { path: '/tools/mastering/m1', title: 'Mastering job' },
  { path: '/tools/presave', title: 'Pre-save campaigns' },
  { path: '/tools/presave/c1', title: 'Pre-save campaign' },
  { path: '/tools/smartlinks', title: 'Smart links' },
  { path: '/tools/smartlinks/SMARTLINK', title: 'Shell Test Single' },
  { path: '/tools/slipcase-me', title: 'Slipcase.Me' },
  { path: '/tools/slipcase-me/p1', title: 'Artist page' },
  { path: '/tools/lyrics', title: 'Lyrics generator' },
  { path: '/tools/lyrics/l1', title: 'Lyrics' },
  { path: '/tools/banner-generator', title: 'Banner generator' },
  { path: '/referral-program', title: 'Referral program' },
  { path: '/forms/f1', title: 'Form' },
  { path: '/form-submissions', title: 'Form submissions' },
];

const RELEASE_TITLE = 'Shell Test Single';

/** A draft of the demo artist written straight to the database, so the release pages have something to show. */
async function demoRelease(): Promise<string> {
  const [existing] = await queryDatabase<{ id: string }>('SELECT id FROM "Release" WHERE title = $1', [RELEASE_TITLE]);
  if (existing) return existing.id;
  const [artist] = await queryDatabase<{ id: string; ownerId: string }>(
    `SELECT a.id, a."ownerId" FROM "Artist" a JOIN "User" u ON u.id = a."ownerId" WHERE u.username = 'artist' LIMIT 1`,
  );
  const id = 'shell-e2e-release';
  await queryDatabase(
    `INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, "updatedAt")
     VALUES ($1, $2, $3, $4, CURRENT_DATE + 60, '0199999000017', now())`,
    [id, artist!.ownerId, artist!.id, RELEASE_TITLE],
  );
  return id;
}

/** The demo artist's artist ("Nova Lane"): its edit page exists for its owner only. */
async function demoArtist(): Promise<string> {
  const [artist] = await queryDatabase<{ id: string }>(
    `SELECT a.id FROM "Artist" a JOIN "User" u ON u.id = a."ownerId" WHERE u.username = 'artist' ORDER BY a."createdAt" LIMIT 1`,
  );
  return artist!.id;
}

/** A published post, written straight to the database, so the post page has something to show. */
async function demoBlogPost(): Promise<string> {
  await queryDatabase(
    `INSERT INTO "BlogPost" (id, slug, title, summary, body, tags, "authorName", published, "publishedAt", "updatedAt")
     VALUES ('shell-e2e-post', 'shell-e2e-post', 'Shell Test Post', 'A post for the shell test.', 'Hello.', '{}', 'Slipcase', true, now(), now())
     ON CONFLICT (id) DO NOTHING`,
  );
  return 'shell-e2e-post';
}

/** The smart link of the shell's release: its page exists for its owner only. */
async function demoSmartLink(release: string): Promise<string> {
  await queryDatabase(
    `INSERT INTO "SmartLink" (id, "releaseId", slug, "updatedAt") VALUES ('shell-e2e-link', $1, 'shell-e2e-link', now()) ON CONFLICT (id) DO NOTHING`,
    [release],
  );
  return 'shell-e2e-link';
}

/** The route's path with its placeholders (RELEASE, ARTIST, SMARTLINK, BLOGPOST) made real. */
async function realPath(path: string): Promise<string> {
  if (path.includes('BLOGPOST')) return path.replace('BLOGPOST', await demoBlogPost());
  if (path.includes('SMARTLINK')) return path.replace('SMARTLINK', await demoSmartLink(await demoRelease()));
  if (path.includes('RELEASE')) return path.replace('RELEASE', await demoRelease());
  if (path.includes('ARTIST')) return path.replace('ARTIST', await demoArtist());
  return path;
}

const isPlaceholder = (path: string) => /RELEASE|ARTIST|SMARTLINK|BLOGPOST/.test(path);

const fileName = (path: string) => path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

async function expectTitle(page: Page, route: RouteCase, releaseTitle?: string): Promise<void> {
  if (route.title) await expect(page).toHaveTitle(`${route.title} | Slipcase`);
  else if (releaseTitle && route.path.includes('RELEASE')) await expect(page).toHaveTitle(`${releaseTitle} | Slipcase`);
  else await expect(page).toHaveTitle(ANY_TITLE);
}

test('a visitor sees every public page with its title, bare pages without the navigation, and is sent to sign in from the others', async ({ page }) => {
  for (const route of PUBLIC) {
    const path = await realPath(route.path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectTitle(page, route);
    await expect(page.getByRole('banner'), route.path).toHaveCount(route.bare ? 0 : 1);
    await screenshot(page, `visitor-${fileName(route.path)}`);
  }
  for (const route of PRIVATE) {
    const path = await realPath(route.path);
    await page.goto(path);
    await expect(page, path).toHaveURL(`/auth/login?${new URLSearchParams({ redirect: path })}`);
  }
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home | Slipcase');
});

test('a page that fails says what happened in the reader’s language, inside the layout, with a way back', async ({ page }) => {
  await signInAs(page, 'artist');
  const scriptErrors = watchScriptErrors(page);
  const missing = await page.goto('/distributions/no-such-release?lang=es');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await hydrated(page);

  // A form the page cannot have sent (an intent it has not), posted from the page itself: 400, in the account's English.
  await page.goto('/royalties');
  await hydrated(page);
  await page.evaluate(`(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.innerHTML = '<input name="intent" value="explode">';
    document.body.append(form);
    form.submit();
  })()`);
  await expect(page.getByRole('heading', { name: 'Invalid input' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Open the page again' }).click();
  await expect(page).toHaveURL(/\/royalties$/);
  await expect(page.getByRole('heading', { name: 'Invalid input' })).toHaveCount(0);
  expect(scriptErrors).toEqual([]);
});

/** Every page the demo artist (PRO) reaches, each answering 200 with its title, hydrated without an error. */
async function visitEveryPage(page: Page, suffix: string) {
  const release = await demoRelease();
  const scriptErrors = watchScriptErrors(page);
  for (const route of [...PRIVATE, ...PUBLIC.filter((each) => !each.path.startsWith('/auth/'))]) {
    const path = await realPath(route.path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectTitle(page, route, RELEASE_TITLE);
    // Hydrated without a mismatch between the server's markup and the browser's.
    await hydrated(page);
    expect(scriptErrors).toEqual([]);
    await screenshot(page, `pro-${fileName(route.path)}${suffix}`);
  }
  return release;
}

// Light and dark are two tests (one after the other: the theme is saved on the account), each within its own time.
test('the demo artist (PRO) sees every page with its title, in light', async ({ page }) => {
  await signInAs(page, 'artist');
  const release = await visitEveryPage(page, '');
  // The wizard's own redirects.
  await page.goto(`/distributions/${release}/edit`);
  await expect(page).toHaveURL(`/distributions/${release}/edit/basic-info`);
  // A later step without a draft starts the wizard at its first step.
  await page.goto('/distributions/new/tracks');
  await expect(page).toHaveURL('/distributions/new/basic-info');
});

test('the demo artist (PRO) sees every page with its title, in dark', async ({ page }) => {
  await signInAs(page, 'artist');
  await page.goto('/dashboard');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await visitEveryPage(page, '-dark');
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the free user has Upgrade, the ads slot and the Upgrade to PRO prompt, and no dark mode', async ({ page }) => {
  await queryDatabase(`UPDATE "User" SET theme = 'dark' WHERE username = 'free'`);
  await signInAs(page, 'free');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade?from=nav');
  await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
  await expect(page.getByTestId('sponsor-slot')).toContainText('Advertisement');
  await screenshot(page, 'free-dashboard');

  await page.getByTestId('upgrade-prompt').getByRole('link', { name: 'See PRO' }).click();
  await expect(page).toHaveURL('/upgrade?from=dashboard');
  await expect(page.getByTestId('upgrade-from')).toHaveText('You came from: your dashboard');
  await expect(page.locator('form[action="/billing/checkout"] input[name="from"]').first()).toHaveValue('dashboard');
  for (const route of PRIVATE.filter((each) => !isPlaceholder(each.path))) {
    await page.goto(route.path);
    await expectTitle(page, route);
    await screenshot(page, `free-${fileName(route.path)}`);
  }
});

test('the account menu opens and closes from the keyboard', async ({ page }) => {
  await signInAs(page, 'artist');
  const menu = page.getByRole('button', { name: /Account menu/ });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Form submissions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('link', { name: 'Form submissions' })).toBeHidden();
});

test('following a footer link from the bottom of a long page opens the next page at its top', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  const social = page.getByRole('contentinfo').getByRole('link', { name: /Instagram/ });
  await expect(social).toHaveAttribute('rel', /noopener/);
});

test('the language changes by the dropdown, by ?lang= and by the footer’s buttons, which also save it', async ({ page }) => {
  await page.goto('/pro?lang=pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Idioma/ }).click();
  await header.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL('/pro?lang=es');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  // The saved choice now comes before ?lang= (000 §1).
  await page.goto('/pro?lang=pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL('/pro?lang=tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page).toHaveTitle('PRO | Slipcase');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slipcase PRO');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page).toHaveTitle('Ana sayfa | Slipcase');
  await screenshot(page, 'visitor-home-tr');
});

test('the header fits a 390-pixel phone, the navigation behind its menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate<{ page: number; header: number }>(`(() => {
      const header = document.querySelector('header');
      return { page: document.documentElement.scrollWidth, header: header.scrollWidth - header.clientWidth };
    })()`);
  for (const path of ['/', '/pro', '/auth/login']) {
    await page.goto(path);
    expect(await overflow(), path).toEqual({ page: 390, header: 0 });
    await screenshot(page, `phone-visitor-${fileName(path)}`);
  }
  await signInAs(page, 'free');
  expect(await overflow()).toEqual({ page: 390, header: 0 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Analytics' })).toBeVisible();
  await screenshot(page, 'phone-free-menu');
  await page.getByRole('banner').getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL('/tools');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/dashboard');
  await screenshot(page, 'phone-free-dashboard');

  // The longest words of the navigation still fit where it is shown inline (from 1024 px).
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const [language, code] of [['Español', 'es'], ['Türkçe', 'tr'], ['Português', 'pt']] as const) {
    await page.getByRole('contentinfo').getByRole('button', { name: language }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    expect(await overflow(), language).toEqual({ page: 1024, header: 0 });
    await screenshot(page, `header-1024-${language}`);
  }
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a blocked account sees only its page, without the navigation or the footer', async ({ page }) => {
  await queryDatabase(`UPDATE "User" SET "freeze" = true WHERE username = 'operator'`);
  try {
    await page.goto('/auth/login');
    await signIn(page, DEMO.operator.username, DEMO.operator.password);
    await expect(page).toHaveURL('/account/blocked');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page).toHaveTitle(ANY_TITLE);
    await screenshot(page, 'blocked');
    await page.goto('/tools/lyrics');
    await expect(page).toHaveURL('/account/blocked');
  } finally {
    await queryDatabase(`UPDATE "User" SET "freeze" = false WHERE username = 'operator'`);
  }
});
