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
    // On /v1 the token decides, whatever cookie comes along; a page never reads a token.
    expect(isCsrfSafe(post({ authorization: 'Bearer x', cookie: '__session=s' }, '/v1/releases'))).toBe(true);
    expect(isCsrfSafe(post({ authorization: 'Bearer x', cookie: '__session=s' }, '/artists/new'))).toBe(false);
    expect(isCsrfSafe(post({ authorization: 'Basic eDp5', cookie: '__session=s' }, '/v1/releases'))).toBe(false);
  });

  it('refuses a logout by GET from another site, keeps it for our own pages and cookie-less clients', () => {
    for (const path of ['/v1/auth/logout', '/auth/logout']) {
      const get = (headers: CsrfRequest['headers']) => isCsrfSafe({ ...post(headers, path), method: 'GET' });
      expect(get({ cookie: '__session=s', 'sec-fetch-site': 'cross-site' }), path).toBe(false);
      expect(get({ cookie: '__session=s', 'sec-fetch-site': 'same-site' }), path).toBe(false);
      expect(get({ cookie: '__session=s', referer: 'https://evil.example/page' }), path).toBe(false);
      expect(get({ cookie: '__session=s' }), path).toBe(false);
      expect(get({ cookie: '__session=s', 'sec-fetch-site': 'same-origin' }), path).toBe(true);
      expect(get({ cookie: '__session=s', 'sec-fetch-site': 'none' }), path).toBe(true);
      expect(get({ cookie: '__session=s', referer: 'https://slipcase.example/account' }), path).toBe(true);
      expect(get({}), path).toBe(true);
    }
    expect(isCsrfSafe({ ...post({ cookie: '__session=s', 'sec-fetch-site': 'cross-site' }, '/v1/auth/logout/'), method: 'GET' })).toBe(false);
  });
});
