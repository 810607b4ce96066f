import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path, query included', () => {
    expect(safeRedirect('/distributions?sort=oldest')).toBe('/distributions?sort=oldest');
  });

  it('gives the fallback for other hosts, protocol-relative and backslash paths, and anything not a string', () => {
    for (const to of ['https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', null, undefined, 42]) {
      expect(safeRedirect(to)).toBe('/dashboard');
    }
    expect(safeRedirect('//evil.example', '')).toBe('');
  });
});
