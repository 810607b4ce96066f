import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import { ERROR_CODES } from './error-codes';
import { errorStatus, httpStatusOf, lifecycleStatus, problemsStatus, signedInStatus } from './http-status';

describe('HTTP statuses of error codes', () => {
  it('gives every code a refusal status', () => {
    for (const code of ERROR_CODES) expect([400, 401, 403, 404, 409, 413, 422, 429, 500, 502], code).toContain(httpStatusOf(code));
  });

  it('answers the codes /v1 documents with the statuses it documents them with', () => {
    expect(httpStatusOf('token_invalid')).toBe(401);
    expect(httpStatusOf('auth_failed')).toBe(401);
    expect(httpStatusOf('scope_missing')).toBe(403);
    expect(httpStatusOf('permission_denied')).toBe(403);
    expect(httpStatusOf('not_found')).toBe(404);
    expect(httpStatusOf('invalid_transition')).toBe(409);
    expect(httpStatusOf('takedown_too_early')).toBe(409);
    expect(httpStatusOf('takedown_pending')).toBe(409);
    expect(httpStatusOf('track_limit')).toBe(409);
    expect(httpStatusOf('isrc_taken')).toBe(409);
    expect(httpStatusOf('rate_limited')).toBe(429);
    expect(httpStatusOf('too_many_attempts')).toBe(429);
    expect(httpStatusOf('captcha_invalid')).toBe(400);
    expect(httpStatusOf('invalid_username')).toBe(401);
    expect(httpStatusOf('duplicated_email')).toBe(409);
    // An empty /v1 file and a tus upload not finished alike: the upload as received cannot be filed.
    expect(httpStatusOf('upload_failed')).toBe(422);
    for (const code of ['audio_format_unsupported', 'audio_too_short', 'image_too_small', 'media_damaged', 'update_cover_too_small'] as const) {
      expect(httpStatusOf(code), code).toBe(422);
    }
  });

  it('answers several problems with the first one’s status', () => {
    expect(problemsStatus([{ code: 'audio_too_short' }, { code: 'title_required' }])).toBe(422);
    expect(problemsStatus([{ code: 'isrc_taken' }])).toBe(409);
    expect(problemsStatus([])).toBe(400);
  });

  it('refuses a signed-in user’s retyped credentials as a field’s problem, not a failed sign-in', () => {
    expect(httpStatusOf('two_factor_failed')).toBe(401);
    expect(signedInStatus('two_factor_failed')).toBe(400);
    expect(signedInStatus('invalid_password')).toBe(400);
    expect(signedInStatus('session_expired')).toBe(401);
    expect(signedInStatus('too_many_attempts')).toBe(429);
  });

  it('answers a lifecycle refusal on a body field 400, on the release’s state 409, not found and not allowed as theirs', () => {
    expect(lifecycleStatus('takedown_pending', 'stores', ['stores', 'on'])).toBe(400);
    expect(lifecycleStatus('invalid_choice', 'tracks.0.title', ['tracks'])).toBe(400);
    expect(lifecycleStatus('takedown_pending', 'status', ['stores', 'on'])).toBe(409);
    expect(lifecycleStatus('invalid_choice', undefined, ['stores'])).toBe(409);
    expect(lifecycleStatus('not_found', 'stores', ['stores'])).toBe(404);
    expect(lifecycleStatus('permission_denied', undefined, [])).toBe(403);
  });
});

describe('errorStatus', () => {
  it('answers a refusal its code’s status and anything else 500', () => {
    expect(errorStatus(new AppError('not_found', 'payoutId'))).toBe(404);
    expect(errorStatus(new AppError('withdrawal_above_balance', 'amount'))).toBe(httpStatusOf('withdrawal_above_balance'));
    expect(errorStatus(new Error('the database went away'))).toBe(500);
  });
});
