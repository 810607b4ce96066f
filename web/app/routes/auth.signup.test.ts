import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { createUser, sessionCookie } from '../testing/database';
import { testI18n } from '../testing/i18n';
import { codeIn } from '../testing/mailbox';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { NEW_ARTIST } from '../testing/sign-up';
import { useMailTestDatabase } from '../testing/suites';
import SignupPage, { action, loader } from './auth.signup';

const suite = useMailTestDatabase({ user: 'nova' });

const VALID = { ...NEW_ARTIST, terms: 'on' };

function signUp(fields: Record<string, string>, { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost/auth/signup${query}`, { method: 'POST', body: new URLSearchParams(fields), headers });
  return settle(action({ request, params: {}, context: {} }));
}

async function fieldErrors(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { error?: Record<string, string[]> }).error ?? {};
}

describe('sign-up page', () => {
  it('sends a signed-in user to the dashboard, a blocked one to the blocked page', async () => {
    const user = await createUser(suite.database, { username: 'signedin', password: 'right-password-1!' });
    const frozen = await createUser(suite.database, { username: 'frozen', password: 'right-password-1!', freeze: true });
    for (const [id, location] of [[user.id, '/dashboard'], [frozen.id, '/account/blocked']] as const) {
      const request = new Request('http://localhost/auth/signup', { headers: { Cookie: await sessionCookie(id) } });
      expect((await settle(loader({ request, params: {}, context: {} }))).headers.get('Location')).toBe(location);
    }
  });

  it('keeps the referral code and campaign of the link as hidden fields', async () => {
    const request = new Request('http://localhost/auth/signup?ref=nova&utm_source=ig&utm_medium=social&utm_campaign=launch');
    const data = (await (await settle(loader({ request, params: {}, context: {} }))).json()) as { tracking: Record<string, string> };
    expect(data.tracking).toEqual({ referred_by_user: 'nova', utm_source: 'ig', utm_medium: 'social', utm_campaign: 'launch' });
    const alias = new Request('http://localhost/auth/signup?referred_by_user=lane');
    const aliased = (await (await settle(loader({ request: alias, params: {}, context: {} }))).json()) as typeof data;
    expect(aliased.tracking.referred_by_user).toBe('lane');

    // React warns that Link's layout effect does nothing on the server: expected when rendering to markup.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup = await renderPageMarkup(SignupPage, data).finally(() => quiet.mockRestore());
    expect(markup).toContain('<input type="hidden" name="referred_by_user" value="nova"/>');
    expect(markup).toContain('<input type="hidden" name="utm_campaign" value="launch"/>');
    expect(markup).toContain('href="/terms-and-conditions"');
    expect(markup).toContain('href="/privacy-policy"');
    for (const label of ['First name', 'Last name', 'Username', 'Email', 'Password', 'Confirm password']) {
      expect(markup).toContain(`>${label}</label>`);
    }
  });
});

describe('sign-up action', () => {
  it('creates the account in the request’s language with its tracking, mails the code and goes to the code page', async () => {
    const response = await signUp(
      { ...VALID, referred_by_user: 'nova', utm_source: 'ig', utm_medium: 'social', utm_campaign: 'launch', redirect: '/distributions' },
      { headers: { 'Accept-Language': 'tr-TR,tr;q=0.9' } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/verify-email?email=mira%40example.test&redirect=%2Fdistributions');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { email: 'mira@example.test' } });
    expect(user).toMatchObject({ language: 'tr', referredBy: 'nova', utmSource: 'ig', utmMedium: 'social', utmCampaign: 'launch', emailVerifiedAt: null });
    const mail = await suite.mailbox.next('mira@example.test');
    expect(mail.subject).toBe('Slipcase doğrulama kodun');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
  });

  it('takes the language from ?lang= when the browser says nothing', async () => {
    await signUp({ ...VALID, username: 'pablo', email: 'pablo@example.test' }, { query: '?lang=es' });
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { username: 'pablo' } })).language).toBe('es');
    await suite.mailbox.next('pablo@example.test');
  });

  it('refuses a weak password, a mismatched confirmation, a bad address and username, and unaccepted terms', async () => {
    // An unticked box sends nothing at all.
    const { terms: _unticked, ...withoutTerms } = VALID;
    const response = await signUp({
      ...withoutTerms,
      username: 'a!',
      email: 'not-an-email',
      password: 'password',
      password_confirmation: 'passw0rd!',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: Record<string, string[]>; initialValue: Record<string, string>; fields: string[] };
    // The box counts as a field of the submission, so the page shows its error.
    expect(body.fields).toContain('terms');
    expect(body.error).toEqual({
      username: ['too_short {"min":3}'],
      email: ['invalid_email'],
      password: ['password_weak'],
      password_confirmation: ['passwords_mismatch'],
      terms: ['required'],
    });
    // Passwords never travel back to the page.
    expect(body.initialValue.password).toBeUndefined();
    expect(body.initialValue.password_confirmation).toBeUndefined();
    expect(await fieldErrors(await signUp({ ...VALID, username: 'bad name' }))).toEqual({ username: ['invalid_characters'] });
    expect(await fieldErrors(await signUp({ ...VALID, first_name: '', last_name: ' ' }))).toEqual({
      first_name: ['required'],
      last_name: ['required'],
    });
    expect(await suite.database.prisma.user.count({ where: { email: 'mira2@example.test' } })).toBe(0);
  });

  it('says on the field when the address or the username is taken', async () => {
    const response = await signUp({ ...VALID, username: 'NOVA', email: 'Nova@Example.test' });
    expect(response.status).toBe(409);
    expect(await fieldErrors(response)).toEqual({ email: ['duplicated_email'], username: ['username_taken'] });
  });

  it('refuses a sign-up through a link carrying the code of the username chosen, in the reader’s words, saving nothing', async () => {
    const response = await signUp({ ...VALID, username: 'Echo', email: 'echo@example.test', referred_by_user: 'echo' }, { query: '?ref=echo' });
    expect(response.status).toBe(409);
    expect(await fieldErrors(response)).toEqual({ username: ['referral_own_code'] });
    expect(await suite.database.prisma.user.count({ where: { email: 'echo@example.test' } })).toBe(0);
    const spanish = (await testI18n('es')).getFixedT('es', 'common');
    expect(errorMessage(spanish, 'referral_own_code')).toMatch(/^Este enlace de registro lleva el código de referido/);
  });

  it('still creates the account when the mail fails, and tells the code page so', async () => {
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await signUp({ ...VALID, username: 'offline', email: 'offline@example.test' });
      expect(response.headers.get('Location')).toBe('/auth/verify-email?email=offline%40example.test&mail=failed');
    } finally {
      process.env.SMTP_URL = working;
      error.mockRestore();
    }
    expect(await suite.database.prisma.user.count({ where: { username: 'offline' } })).toBe(1);
  });
});
