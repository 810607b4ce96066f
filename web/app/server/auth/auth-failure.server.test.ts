import { describe, expect, it } from 'vitest';
import { authFailureResponse } from './auth-failure.server';

describe('a refused sign-in step as /v1 answers it', () => {
  it('answers the code’s status, with Retry-After when throttled', async () => {
    const wrong = authFailureResponse({ code: 'invalid_password', field: 'password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password', field: 'password' } });
    expect(authFailureResponse({ code: 'duplicated_email', field: 'email' }).status).toBe(409);
    expect(authFailureResponse({ code: 'deactivated_account' }).status).toBe(403);
    const throttled = authFailureResponse({ code: 'too_many_attempts', params: { minutes: 15 }, retryAfterSeconds: 900 });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('900');
  });

  it('answers the edge’s own refusals with the status they carry', () => {
    expect(authFailureResponse({ code: 'auth_failed', status: 400 }).status).toBe(400);
    expect(authFailureResponse({ code: 'google_auth_failed', status: 404 }).status).toBe(404);
  });
});
