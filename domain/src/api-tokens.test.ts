import { describe, expect, it } from 'vitest';
import { apiAccessOf, API_TOKENS_PER_ACCOUNT, checkApiTokenRequest, looksLikeApiToken, scopeAllows } from './api-tokens';

const pro = { plan: 'pro', role: 'artist', activeTokens: 0 } as const;
const valid = { name: 'Label pipeline', scopes: ['read', 'write'], lifetimeDays: 90 };

describe('apiAccessOf (000 §6 "API access")', () => {
  it('is for PRO and Advanced; staff get it on any plan, with the review scope', () => {
    expect(apiAccessOf({ plan: 'free', role: 'artist' })).toEqual({ allowed: false, scopes: [] });
    expect(apiAccessOf({ plan: 'pro', role: 'artist' })).toEqual({ allowed: true, scopes: ['read', 'write', 'submit'] });
    expect(apiAccessOf({ plan: 'advanced', role: 'artist' }).allowed).toBe(true);
    expect(apiAccessOf({ plan: 'free', role: 'operator' })).toEqual({ allowed: true, scopes: ['read', 'write', 'submit', 'review'] });
  });
});

describe('checkApiTokenRequest', () => {
  it('accepts a named token with scopes the account may grant and an offered lifetime', () => {
    expect(checkApiTokenRequest(valid, pro)).toEqual([]);
    expect(checkApiTokenRequest({ ...valid, lifetimeDays: null }, pro)).toEqual([]);
  });

  it('refuses every token while an admin impersonates the account, whatever its plan', () => {
    expect(checkApiTokenRequest(valid, { ...pro, impersonated: true })).toEqual([{ code: 'permission_denied', field: 'name' }]);
    expect(checkApiTokenRequest(valid, { ...pro, impersonated: false })).toEqual([]);
  });

  it('refuses a free account before anything else', () => {
    expect(checkApiTokenRequest(valid, { ...pro, plan: 'free' })).toEqual([
      { code: 'premium_required', field: 'scopes', params: { feature: 'api_access' } },
    ]);
  });

  it('names each problem: no name, a name too long, no scope, review without being staff, an unknown lifetime', () => {
    expect(checkApiTokenRequest({ name: '  ', scopes: [], lifetimeDays: 7 }, pro)).toEqual([
      { code: 'required', field: 'name' },
      { code: 'required', field: 'scopes' },
      { code: 'invalid_choice', field: 'lifetimeDays' },
    ]);
    expect(checkApiTokenRequest({ ...valid, name: 'x'.repeat(61), scopes: ['review'] }, pro)).toEqual([
      { code: 'too_long', field: 'name', params: { max: 60 } },
      { code: 'invalid_choice', field: 'scopes', params: { value: 'review' } },
    ]);
  });

  it('stops at the per-account limit of active tokens', () => {
    expect(checkApiTokenRequest(valid, { ...pro, activeTokens: API_TOKENS_PER_ACCOUNT - 1 })).toEqual([]);
    expect(checkApiTokenRequest(valid, { ...pro, activeTokens: API_TOKENS_PER_ACCOUNT })).toEqual([
      { code: 'token_limit', field: 'name', params: { max: API_TOKENS_PER_ACCOUNT } },
    ]);
  });
});

describe('tokens and scopes', () => {
  it('recognises the token shape only', () => {
    expect(looksLikeApiToken(`slc_${'a'.repeat(43)}`)).toBe(true);
    expect(looksLikeApiToken(`slc_${'a'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiToken(`ghp_${'a'.repeat(43)}`)).toBe(false);
  });

  it('allows a call only with its scope', () => {
    expect(scopeAllows(['read'], 'read')).toBe(true);
    expect(scopeAllows(['read'], 'write')).toBe(false);
  });
});
