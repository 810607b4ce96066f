import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './problem-schemas';
import { encodeError, ERROR_CODES } from './error-codes';

describe('error codes', () => {
  it('encodes a code alone, or with its parameters as JSON', () => {
    expect(encodeError({ code: 'required' })).toBe('required');
    expect(encodeError({ code: 'required', params: {} })).toBe('required');
    expect(encodeError({ code: 'image_too_small', params: { min: 1500 } })).toBe('image_too_small {"min":1500}');
  });

  it('lists each code once, and a refusal body takes only codes of the list', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(errorBodySchema.safeParse({ error: { code: 'not_found', message: 'Not found' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'no_such_code', message: 'Nope' } }).success).toBe(false);
  });
});
