import { describe, expect, it } from 'vitest';
import { isReleaseLanguage, RELEASE_LANGUAGES } from './release-languages';

describe('release languages', () => {
  it('are ISO 639-1 codes, plus zxx for no words, without repeats', () => {
    expect(RELEASE_LANGUAGES.every((code) => /^[a-z]{2}$/.test(code) || code === 'zxx')).toBe(true);
    expect(new Set(RELEASE_LANGUAGES).size).toBe(RELEASE_LANGUAGES.length);
  });

  it('knows its own codes and nothing else', () => {
    expect(isReleaseLanguage('pt')).toBe(true);
    expect(isReleaseLanguage('zxx')).toBe(true);
    expect(isReleaseLanguage('xx')).toBe(false);
    expect(isReleaseLanguage('EN')).toBe(false);
  });
});
