import { describe, expect, it } from 'vitest';
import { percentage } from './contributors';

describe('percentage', () => {
  it('writes shares as plain decimals', () => {
    expect(percentage(50)).toBe('50');
    expect(percentage(33.33)).toBe('33.33');
    expect(percentage(12.5)).toBe('12.5');
    expect(percentage(0.0000001)).toBe('0');
    expect(percentage(100 / 3)).toBe('33.3333');
  });
});
