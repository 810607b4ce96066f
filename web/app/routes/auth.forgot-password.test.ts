import { describe, expect, it } from 'vitest';
import { resetLinkIn } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { action } from './auth.forgot-password';

const suite = useMailTestDatabase({ user: 'nova' });

function ask(email: string) {
  const request = new Request('http://localhost:3000/auth/forgot-password', { method: 'POST', body: new URLSearchParams({ email }) });
  return settle(action({ request, params: {}, context: {} }));
}

describe('forgot-password action', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const known = await ask('nova@example.test');
    const unknown = await ask('nobody@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // Word for word the same but for the address typed, which the page repeats.
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText.replaceAll('nova@example.test', 'X')).toBe(unknownText.replaceAll('nobody@example.test', 'X'));
    expect(JSON.parse(knownText)).toMatchObject({ sentTo: 'nova@example.test' });

    const link = resetLinkIn((await suite.mailbox.next('nova@example.test')).text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]{43}$/);
    expect(suite.mailbox.pending('nobody@example.test')).toEqual([]);
  });

  it('asks for a valid address', async () => {
    for (const [email, code] of [['', 'required'], ['nova', 'invalid_email']] as const) {
      const response = await ask(email);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { result: { error: Record<string, string[]> } }).result.error).toEqual({ email: [code] });
    }
  });
});
