import { describe, expect, it } from 'vitest';
import { callingCodeLabel, CALLING_CODES, isCallingCode } from './calling-codes';

describe('calling codes', () => {
  it('knows the codes offered, and nothing else', () => {
    expect(isCallingCode('+1')).toBe(true);
    expect(isCallingCode('+44')).toBe(true);
    expect(isCallingCode('+999')).toBe(false);
    expect(isCallingCode('44')).toBe(false);
  });

  it('names a code by its regions in the reader’s language', () => {
    const uk = CALLING_CODES.find((entry) => entry.code === '+44')!;
    expect(callingCodeLabel(uk, 'en')).toContain('+44');
    expect(callingCodeLabel(uk, 'en')).toContain('United Kingdom');
  });
});
