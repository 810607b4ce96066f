import { verifyPassword } from '@slipcase/db';
import { describe, expect, it, vi } from 'vitest';
import { requestPasswordReset } from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../server/deps.server';
import { createUser, sessionCookie } from '../testing/database';
import { resetLinkIn } from '../testing/mailbox';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import ResetPasswordPage, { action, loader } from './auth.reset-password';

const suite = useMailTestDatabase();
let serial = 0;

async function userWithLink(): Promise<{ id: string; token: string }> {
  const user = await createUser(suite.database, { username: `forgetful${++serial}`, password: 'old-password-1!' });
  await requestPasswordReset(accountDeps(), { email: user.email, baseUrl: 'http://localhost' });
  const link = resetLinkIn((await suite.mailbox.next(user.email)).text);
  return { id: user.id, token: new URL(link).searchParams.get('token') ?? '' };
}

function load(token: string) {
  const request = new Request(`http://localhost/auth/reset-password?${new URLSearchParams({ token })}`);
  return settle(loader({ request, params: {}, context: {} }));
}

function post(fields: Record<string, string>, cookie?: string) {
  const request = new Request(`http://localhost/auth/reset-password?${new URLSearchParams({ token: fields.token ?? '' })}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  return settle(action({ request, params: {}, context: {} }));
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { error: Record<string, string[]> }).error;
}

describe('reset-password page', () => {
  it('shows the form for a usable link, and the invalid-link notice otherwise', async () => {
    const { token } = await userWithLink();
    expect(await (await load(token)).json()).toEqual({ token, usable: true });
    expect(await (await load('made-up')).json()).toEqual({ token: 'made-up', usable: false });
    expect(await (await load('')).json()).toEqual({ token: '', usable: false });

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const invalid = await renderPageMarkup(ResetPasswordPage, { token: 'made-up', usable: false });
      expect(invalid).toContain('This reset link is invalid, has expired or was already used. Ask for a new one.');
      expect(invalid).toMatch(/<a[^>]*href="\/auth\/forgot-password"[^>]*>Ask for a new link<\/a>/);
      const form = await renderPageMarkup(ResetPasswordPage, { token, usable: true }, 'pt');
      expect(form).toContain('>Nova senha</label>');
      expect(form).toContain(`name="token" value="${token}"`);
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('reset-password action', () => {
  it('refuses a weak password and a mismatched confirmation, keeping the link', async () => {
    const { token } = await userWithLink();
    expect(await errorsOf(await post({ token, password: 'weakweak', password_confirmation: 'weakweak' }))).toEqual({ password: ['password_weak'] });
    expect(await errorsOf(await post({ token, password: 'new-password-1!', password_confirmation: 'new-password-2!' }))).toEqual({
      password_confirmation: ['passwords_mismatch'],
    });
    expect(((await (await load(token)).json()) as { usable: boolean }).usable).toBe(true);
  });

  it('sets the password, ends every session, lands on sign-in with the notice; the link then is refused', async () => {
    const { id, token } = await userWithLink();
    const cookie = await sessionCookie(id);
    await sessionCookie(id);
    const response = await post({ token, password: 'new-password-1!', password_confirmation: 'new-password-1!' }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/login?reset=done');
    expect(response.headers.get('Set-Cookie')).toMatch(/^__session=; .*Max-Age=0/);
    expect(await suite.database.prisma.session.count({ where: { userId: id } })).toBe(0);
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword(user.passwordHash, 'new-password-1!')).toBe(true);

    const again = await post({ token, password: 'other-password-2!', password_confirmation: 'other-password-2!' });
    expect(again.status).toBe(400);
    expect(await errorsOf(again)).toEqual({ '': ['reset_link_invalid'] });
    expect(((await (await load(token)).json()) as { usable: boolean }).usable).toBe(false);
  });
});
