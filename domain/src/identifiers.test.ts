import { describe, expect, it } from 'vitest';
import { assignIsrc, assignUpc, formatIsrc, gtinCheckDigit, isPlatformIsrc, isPlatformUpc, isValidUpc, normalizeIsrc } from './identifiers';

describe('UPC / EAN', () => {
  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
  });

  it('accepts a code whose last digit is its check digit and refuses any other', () => {
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('4006381333931')).toBe(true);
    expect(isValidUpc('4006381333932')).toBe(false);
    expect(isValidUpc('03600029145')).toBe(false);
    expect(isValidUpc('03600029145X')).toBe(false);
  });

  it('assigns 13-digit codes under the company prefix that pass the check', () => {
    const upc = assignUpc('0199990', 42);
    expect(upc).toMatch(/^019999000042\d$/);
    expect(isValidUpc(upc)).toBe(true);
    expect(assignUpc('0199990', 43)).not.toBe(upc);
  });

  it('refuses a sequence that no longer fits the prefix', () => {
    expect(() => assignUpc('0199990', 100_000)).toThrow(RangeError);
  });
});

describe('ISRC', () => {
  it('normalises the hyphenated display form and refuses malformed codes', () => {
    expect(normalizeIsrc('US-ABC-12-34567')).toBe('USABC1234567');
    expect(normalizeIsrc('usabc1234567')).toBe('USABC1234567');
    expect(normalizeIsrc('US-ABC-12-3456')).toBeNull();
    expect(normalizeIsrc('1SABC1234567')).toBeNull();
  });

  it('assigns codes with the prefix, the two-digit year and a five-digit designation', () => {
    expect(assignIsrc('QZSLC', 2026, 7)).toBe('QZSLC2600007');
    expect(formatIsrc('QZSLC2600007')).toBe('QZ-SLC-26-00007');
    expect(() => assignIsrc('QZ', 2026, 7)).toThrow(RangeError);
  });
});

describe('the platform’s own ranges', () => {
  it('holds every ISRC under the platform’s registrant prefix, any year, hyphens and case aside', () => {
    expect(isPlatformIsrc(assignIsrc('QZSLC', 2026, 7), 'QZSLC')).toBe(true);
    expect(isPlatformIsrc('qz-slc-19-99999', 'QZSLC')).toBe(true);
    expect(isPlatformIsrc('US-ABC-26-00007', 'QZSLC')).toBe(false);
    expect(isPlatformIsrc('QZSLD2600007', 'QZSLC')).toBe(false);
  });

  it('holds every UPC under the company prefix, as EAN-13 or as its 12-digit UPC-A', () => {
    const assigned = assignUpc('0199990', 42);
    expect(isPlatformUpc(assigned, '0199990')).toBe(true);
    expect(isPlatformUpc(assigned.slice(1), '0199990')).toBe(true);
    expect(isPlatformUpc('036000291452', '0199990')).toBe(false);
    expect(isPlatformUpc('4006381333931', '0199990')).toBe(false);
  });
});
