import { describe, expect, it } from 'vitest';
import { issueVerificationCode } from '@slipcase/services/accounts/email-verification';
import { accountDeps } from '../server/deps.server';
import { getSessionUser } from '../server/session.server';
import { createUser, sessionCookie } from '../testing/database';
import { codeIn } from '../testing/mailbox';
import { cookiesOf, settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { action, loader } from './auth.verify-email';

const suite = useMailTestDatabase();
let serial = 0;

/** An unverified account that was just mailed its code. */
async function waitingUser(): Promise<{ id: string; email: string; code: string }> {
  const user = await createUser(suite.database, { username: `waiting${++serial}`, password: 'right-password-1!' });
  await issueVerificationCode(accountDeps(), { ...user, language: null });
  return { id: user.id, email: user.email, code: codeIn((await suite.mailbox.next(user.email)).text) };
}

function post(fields: Record<string, string>, query = '') {
  const request = new Request(`http://localhost/auth/verify-email${query}`, { method: 'POST', body: new URLSearchParams(fields) });
  return settle(action({ request, params: {}, context: {} }));
}

async function load(query: string, cookie?: string) {
  const request = new Request(`http://localhost/auth/verify-email${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return settle(loader({ request, params: {}, context: {} }));
}

describe('verification page', () => {
  it('shows the address the code went to, and whether the mail failed', async () => {
    expect(await (await load('?email=mira%40example.test')).json()).toEqual({ email: 'mira@example.test', mailFailed: false });
    expect(await (await load('?email=nonsense&mail=failed')).json()).toEqual({ email: '', mailFailed: true });
  });

  it('sends a signed-in user to the dashboard', async () => {
    const user = await createUser(suite.database, { username: 'inside', password: 'right-password-1!' });
    expect((await load('', await sessionCookie(user.id))).headers.get('Location')).toBe('/dashboard');
  });
});

describe('verification action', () => {
  it('signs in with the right code, confirming the address, and goes to the dashboard', async () => {
    const user = await waitingUser();
    const response = await post({ email: user.email, code: user.code });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard');
    const signedIn = await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookiesOf(response) } }));
    expect(signedIn).toMatchObject({ id: user.id, emailVerified: true });
  });

  it('goes to the page asked for, never to another site', async () => {
    const first = await waitingUser();
    expect((await post({ email: first.email, code: first.code, redirect: '/distributions/new' })).headers.get('Location')).toBe('/distributions/new');
    const second = await waitingUser();
    expect((await post({ email: second.email, code: second.code, redirect: 'https://evil.example' })).headers.get('Location')).toBe('/dashboard');
  });

  it('refuses a wrong code on the field, and a code that is not 6 digits', async () => {
    const user = await waitingUser();
    const wrong = user.code === '000000' ? '111111' : '000000';
    const response = await post({ email: user.email, code: wrong });
    expect(response.status).toBe(400);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(((await response.json()) as { error: Record<string, string[]> }).error).toEqual({ code: ['verification_failed'] });
    const malformed = await post({ email: user.email, code: '12ab' });
    expect(((await malformed.json()) as { error: Record<string, string[]> }).error).toEqual({ code: ['code_invalid'] });
    expect(((await (await post({ email: user.email, code: '' })).json()) as { error: Record<string, string[]> }).error).toEqual({
      code: ['required'],
    });
  });

  it('sends a new code once a minute, answering the same for unknown addresses', async () => {
    const user = await waitingUser();
    // A code went out a moment ago: the next one waits about a minute.
    const wait = (await (await post({ intent: 'resend', email: user.email })).json()) as { resend: { status: string; retryAt: string } };
    expect(wait.resend.status).toBe('wait');
    expect(new Date(wait.resend.retryAt).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(suite.mailbox.pending(user.email)).toEqual([]);

    await suite.database.prisma.authToken.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 61_000) } });
    expect(await (await post({ intent: 'resend', email: user.email })).json()).toEqual({ resend: { status: 'sent' } });
    const fresh = codeIn((await suite.mailbox.next(user.email)).text);
    expect((await post({ email: user.email, code: fresh })).headers.get('Location')).toBe('/dashboard');

    expect(await (await post({ intent: 'resend', email: 'nobody@example.test' })).json()).toEqual({ resend: { status: 'sent' } });
  });
});
