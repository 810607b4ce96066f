import { describe, expect, it } from 'vitest';
import { codeIn } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { NEW_ARTIST } from '../testing/sign-up';
import { useMailTestDatabase } from '../testing/suites';
import { action } from './v1.auth.register';

const suite = useMailTestDatabase({ user: 'nova' });

function register(body: Record<string, unknown>, { form = false, headers = {} }: { form?: boolean; headers?: Record<string, string> } = {}) {
  const request = new Request('http://localhost/v1/auth/register', {
    method: 'POST',
    headers: { ...(form ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/register', () => {
  it('answers 201 with the new user, unverified, and mails its code', async () => {
    const response = await register({ ...NEW_ARTIST, referred_by_user: 'nova', utm_source: 'partner', lang: 'es' });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const body = (await response.json()) as { user: { _id: string }; verification_required: boolean };
    expect(body).toEqual({ user: { _id: expect.any(String), username: 'mira', email: 'mira@example.test' }, verification_required: true });
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { id: body.user._id } });
    expect(user).toMatchObject({ referredBy: 'nova', utmSource: 'partner', language: 'es', emailVerifiedAt: null });
    expect(codeIn((await suite.mailbox.next('mira@example.test')).text)).toMatch(/^\d{6}$/);
  });

  it('takes a form body too, in the language the request asks for', async () => {
    const response = await register({ ...NEW_ARTIST, username: 'formal', email: 'formal@example.test' }, { form: true, headers: { 'Accept-Language': 'pt-BR' } });
    expect(response.status).toBe(201);
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { username: 'formal' } })).language).toBe('pt');
    await suite.mailbox.next('formal@example.test');
  });

  it('answers 400 with the first broken rule and its field', async () => {
    const cases: Array<[Record<string, unknown>, { code: string; field: string; message: string }]> = [
      [{ ...NEW_ARTIST, password: 'password', password_confirmation: 'password' }, {
        code: 'password_weak',
        field: 'password',
        message: 'Use at least 8 characters with a number, a letter and a special character.',
      }],
      [{ ...NEW_ARTIST, password_confirmation: 'other-password-1!' }, { code: 'passwords_mismatch', field: 'password_confirmation', message: 'Passwords do not match.' }],
      [{ ...NEW_ARTIST, email: 'mira' }, { code: 'invalid_email', field: 'email', message: 'Enter a valid email address.' }],
      [{ ...NEW_ARTIST, username: 'mi' }, { code: 'too_short', field: 'username', message: 'Use at least 3 characters.' }],
      [{ ...NEW_ARTIST, first_name: undefined }, { code: 'required', field: 'first_name', message: 'This field is required' }],
    ];
    for (const [body, error] of cases) {
      const response = await register(body);
      expect(response.status, error.code).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await suite.database.prisma.user.count()).toBe(3);
  });

  it('answers 409 for a taken address or username', async () => {
    const email = await register({ ...NEW_ARTIST, username: 'someone', email: 'NOVA@example.test' });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({
      error: { code: 'duplicated_email', field: 'email', message: 'This email is already registered. Please try logging in instead.' },
    });
    const username = await register({ ...NEW_ARTIST, username: 'Nova', email: 'fresh@example.test' });
    expect(await username.json()).toEqual({ error: { code: 'username_taken', field: 'username', message: 'This username is already taken.' } });
  });
});
