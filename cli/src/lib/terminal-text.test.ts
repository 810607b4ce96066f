import { describe, expect, it } from 'vitest';
import { terminalText } from './terminal-text';

describe('terminalText', () => {
  it('shows escapes, bidi overrides and line breaks as text instead of letting them act', () => {
    expect(terminalText('\u001b[31mred\u001b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(terminalText('evil\u202etxt.exe')).toBe('evil\\u202etxt.exe');
    expect(terminalText('a\nb\tc\u009bd\u200b')).toBe('a\\x0ab\\x09c\\x9bd\\u200b');
  });

  it('leaves ordinary text, accents and symbols alone', () => {
    expect(terminalText('Café – “Night | Day” 7,50 €')).toBe('Café – “Night | Day” 7,50 €');
  });
});
