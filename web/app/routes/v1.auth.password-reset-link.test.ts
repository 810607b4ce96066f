import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/database';
import { resetLinkIn } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { action, RESET_LINK_ANSWER } from './v1.auth.password-reset-link';

const suite = useMailTestDatabase({ user: 'nova' });
afterAll(() => {
  delete process.env.SLIPCASE_PUBLIC_URL;
});

function ask(body: Record<string, string>, json = true, origin = 'http://localhost:3000') {
  const request = new Request(`${origin}/v1/auth/password-reset-link`, {
    method: 'POST',
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), Host: new URL(origin).host },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/password-reset-link', () => {
  it('answers 200 and the same words whether or not the address has an account', async () => {
    process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org';
    const known = await ask({ email: 'nova@example.test' });
    const unknown = await ask({ email: 'nobody@example.test' }, false);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ message: RESET_LINK_ANSWER });
    expect(await unknown.json()).toEqual({ message: RESET_LINK_ANSWER });
    expect(resetLinkIn((await suite.mailbox.next('nova@example.test')).text)).toMatch(/^https:\/\/music\.example\.org\/auth\/reset-password\?token=/);
    expect(suite.mailbox.mails.filter((mail) => mail.to.includes('nobody@example.test'))).toEqual([]);
  });

  it('links to the configured address, never to the host the request names (issue 17)', async () => {
    for (const [username, configured, expected] of [
      ['host1', 'https://music.example.org', /^https:\/\/music\.example\.org\/auth\/reset-password\?token=/],
      ['host2', undefined, /^http:\/\/localhost:\d+\/auth\/reset-password\?token=/],
    ] as const) {
      const user = await createUser(suite.database, { username, password: 'a-password-1!' });
      if (configured) process.env.SLIPCASE_PUBLIC_URL = configured;
      else delete process.env.SLIPCASE_PUBLIC_URL;
      expect((await ask({ email: user.email }, true, 'http://evil.example')).status).toBe(200);
      const link = resetLinkIn((await suite.mailbox.next(user.email)).text);
      expect(link).toMatch(expected);
      expect(link).not.toContain('evil.example');
    }
  });

  it('answers 400 for a malformed address', async () => {
    const response = await ask({ email: 'nova' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_email', field: 'email', message: 'Enter a valid email address.' } });
  });
});
