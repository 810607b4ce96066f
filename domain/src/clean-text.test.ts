import { describe, expect, it } from 'vitest';
import { forbiddenCharacter, isCleanText, isCleanValue } from './clean-text';

describe('clean text', () => {
  it.each([
    ['a\u0000b', '\u0000'],
    ['red\u001b[31m', '\u001b'],
    ['csi\u009b31m', '\u009b'],
    ['bell\u0007', '\u0007'],
    ['del\u007f', '\u007f'],
    ['tab\there', '\t'],
    ['two\nlines', '\n'],
  ])('refuses %j on a single line', (value, character) => {
    expect(forbiddenCharacter(value)).toBe(character);
  });

  it('takes tabs and line breaks (CR LF too) where the field has several lines, but never NUL or ESC', () => {
    expect(isCleanText('verse\r\n\tchorus\n', 'lines')).toBe(true);
    expect(isCleanText('verse\u0000', 'lines')).toBe(false);
    expect(isCleanText('verse\u001b[2J', 'lines')).toBe(false);
  });

  it('takes any printable text, accents, emoji and right-to-left scripts alike', () => {
    for (const value of ['Beyoncé', 'Sigur Rós — Ágætis byrjun', '🎸 Live', 'ياسمين', '']) expect(isCleanText(value)).toBe(true);
  });

  it('looks into every string of a value, multi-line only under the keys given', () => {
    expect(isCleanValue({ title: 'ok', tracks: [{ title: 'a\u0000' }] })).toBe(false);
    expect(isCleanValue({ 'ti\u0000tle': 'ok' })).toBe(false);
    expect(isCleanValue({ lyrics: 'one\ntwo' }, new Set(['lyrics']))).toBe(true);
    expect(isCleanValue({ title: 'one\ntwo' }, new Set(['lyrics']))).toBe(false);
    expect(isCleanValue({ count: 3, on: true, none: null })).toBe(true);
  });
});
