import { describe, expect, it, vi } from 'vitest';
import { settle } from '../testing/sign-in';
import { action as pageAction } from './auth.forgot-password';
import { action as apiAction } from './v1.auth.password-reset-link';

// The work for a known address (a token, a transaction, a mail) made to never end: an answer that waited on it,
// and so took longer for a known address than for an unknown one, never comes.
const requestPasswordReset = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('@slipcase/services/accounts/password-reset', () => ({ requestPasswordReset }));
vi.mock('../server/deps.server', () => ({ accountDeps: () => ({}) }));

function soon<T>(answer: Promise<T>): Promise<T | 'still waiting'> {
  return Promise.race([answer, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 1_000))]);
}

describe('the reset-link answer does not wait on the work an existing account causes', () => {
  it('answers /v1/auth/password-reset-link at once, the request handed on', async () => {
    const request = new Request('http://localhost/v1/auth/password-reset-link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nova@example.test' }),
    });
    const answer = await soon(settle(apiAction({ request, params: {}, context: {} })));
    expect(answer).toBeInstanceOf(Response);
    expect(requestPasswordReset).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ email: 'nova@example.test' }));
  });

  it('answers the forgot-password page at once too', async () => {
    const request = new Request('http://localhost/auth/forgot-password', { method: 'POST', body: new URLSearchParams({ email: 'nova@example.test' }) });
    expect(await soon(settle(pageAction({ request, params: {}, context: {} })))).toBeInstanceOf(Response);
  });
});
