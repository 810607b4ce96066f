import { beforeAll, describe, expect, it } from 'vitest';
import { issueVerificationCode } from '@slipcase/services/accounts/email-verification';
import { accountDeps } from '../server/deps.server';
import { getSessionUser } from '../server/session.server';
import { codeIn } from '../testing/mailbox';
import { cookiesOf, settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { action } from './v1.auth.verify-email';

const suite = useMailTestDatabase({ user: 'mira' });
let code: string;

beforeAll(async () => {
  await issueVerificationCode(accountDeps(), { id: suite.user.id, email: suite.user.email, name: 'Mira', language: null });
  code = codeIn((await suite.mailbox.next(suite.user.email)).text);
});

function verify(body: Record<string, string>) {
  const request = new Request('http://localhost/v1/auth/verify-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/verify-email', () => {
  it('refuses a malformed code and a wrong one, without a cookie', async () => {
    const malformed = await verify({ email: suite.user.email, code: '12' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'code_invalid', field: 'code', message: 'Enter the 6-digit code.' } });
    const wrong = await verify({ email: suite.user.email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    expect(await wrong.json()).toEqual({
      error: { code: 'verification_failed', field: 'code', message: 'The code is wrong or has expired. Ask for a new one.' },
    });
  });

  it('confirms the address with the right code and sets the session cookie', async () => {
    const response = await verify({ email: suite.user.email, code });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { _id: suite.user.id, username: 'mira', email: suite.user.email } });
    const signedIn = await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookiesOf(response) } }));
    expect(signedIn).toMatchObject({ id: suite.user.id, emailVerified: true });
    // Used once.
    expect((await verify({ email: suite.user.email, code })).status).toBe(400);
  });
});
