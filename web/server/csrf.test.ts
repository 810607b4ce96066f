import { describe, expect, it } from 'vitest';
import { isCsrfSafe, type CsrfRequest } from './csrf';

const post = (headers: CsrfRequest['headers'], path = '/auth/login'): CsrfRequest => ({
  method: 'POST',
  path,
  headers,
  host: 'slipcase.example',
});

describe('isCsrfSafe', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCsrfSafe({ ...post({ origin: 'https://evil.example' }), method: 'GET' })).toBe(true);
  });

  it('accepts a same-origin form post by Sec-Fetch-Site or by Origin', () => {
    expect(isCsrfSafe(post({ cookie: 'a=b', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isCsrfSafe(post({ cookie: 'a=b', origin: 'https://slipcase.example' }))).toBe(true);
    expect(isCsrfSafe(post({ cookie: 'a=b', referer: 'https://slipcase.example/account' }))).toBe(true);
  });

  it('refuses a post from another site, or one that says nothing of its origin', () => {
    expect(isCsrfSafe(post({ cookie: 'a=b', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(false);
    expect(isCsrfSafe(post({ cookie: 'a=b', origin: 'https://evil.example' }))).toBe(false);
    expect(isCsrfSafe(post({ cookie: 'a=b', origin: 'null' }))).toBe(false);
    expect(isCsrfSafe(post({ cookie: 'a=b' }))).toBe(false);
    expect(isCsrfSafe(post({ cookie: 'a=b', origin: 'https://slipcase.example.evil.example' }))).toBe(false);
  });

  it('lets signed webhooks and cookie-less API clients with a token through', () => {
    expect(isCsrfSafe(post({ 'stripe-signature': 't=1' }, '/webhooks/stripe'))).toBe(true);
    expect(isCsrfSafe(post({ authorization: 'Bearer x' }, '/v1/releases'))).toBe(true);
    expect(isCsrfSafe(post({ authorization: 'Bearer x', cookie: '__session=s' }, '/v1/releases'))).toBe(false);
  });
});
