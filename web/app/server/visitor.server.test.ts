import { describe, expect, it } from 'vitest';
import { countryOfAddress, visitorCountry } from './visitor.server';

describe('countryOfAddress', () => {
  it('finds the country of public IPv4 and IPv6 addresses offline, and of IPv4 written as IPv6', () => {
    expect(countryOfAddress('8.8.8.8')).toBe('US');
    expect(countryOfAddress('::ffff:8.8.8.8')).toBe('US');
    expect(countryOfAddress('2a00:1450:4001::1')).toBe('DE');
  });

  it('is null for local, empty and malformed addresses', () => {
    expect(countryOfAddress('127.0.0.1')).toBeNull();
    expect(countryOfAddress('')).toBeNull();
    expect(countryOfAddress('not an address\u0000')).toBeNull();
  });

  it('is the country of the request\'s client address, and null without one', () => {
    expect(visitorCountry({ clientAddress: '8.8.8.8' })).toBe('US');
    expect(visitorCountry({})).toBeNull();
  });
});
