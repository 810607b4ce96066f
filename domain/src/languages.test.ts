import { describe, expect, it } from 'vitest';
import { interfaceLanguage } from './languages';

describe('interface language', () => {
  it('takes the primary subtag of a language tag and falls back to English', () => {
    expect(interfaceLanguage('pt-BR')).toBe('pt');
    expect(interfaceLanguage('TR')).toBe('tr');
    expect(interfaceLanguage('es_419')).toBe('es');
    expect(interfaceLanguage('fr-FR')).toBe('en');
    expect(interfaceLanguage('')).toBe('en');
  });
});
