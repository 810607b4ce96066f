import { describe, expect, it } from 'vitest';
import { plainWords } from './plain-words';

describe('plainWords', () => {
  it('keeps letters and digits without accents, joined by single hyphens', () => {
    expect(plainWords('  Beyoncé & Co — Ça va? (Remix) ', 60)).toBe('beyonce-co-ca-va-remix');
    expect(plainWords('../../etc/passwd\u0000\u001b[2J', 60)).toBe('etc-passwd-2j');
  });

  it('cuts to the length asked without leaving a hyphen at the end, and leaves nothing of what has no letters', () => {
    expect(plainWords('abc def', 4)).toBe('abc');
    expect(plainWords('x'.repeat(100), 60)).toHaveLength(60);
    expect(plainWords('数字 ¿¡!?', 60)).toBe('');
  });
});
