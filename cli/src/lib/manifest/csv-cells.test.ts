import { describe, expect, it } from 'vitest';
import { parseCell } from './csv-cells';

describe('parseCell', () => {
  it('leaves a blank cell out and trims text', () => {
    expect(parseCell('text', '  ')).toBeUndefined();
    expect(parseCell('names', '')).toBeUndefined();
    expect(parseCell('text', ' Night Drive ')).toBe('Night Drive');
  });

  it('reads whole numbers and yes or no, and keeps what it cannot read for the schema to name', () => {
    expect(parseCell('integer', '12')).toBe(12);
    expect(parseCell('integer', '1.5')).toBe('1.5');
    expect(['yes', 'Y', 'TRUE', '1'].map((cell) => parseCell('boolean', cell))).toEqual([true, true, true, true]);
    expect(['no', 'n', 'False', '0'].map((cell) => parseCell('boolean', cell))).toEqual([false, false, false, false]);
    expect(parseCell('boolean', 'maybe')).toBe('maybe');
  });

  it('reads lists of names separated by semicolons', () => {
    expect(parseCell('names', 'spotify; apple-music ;;deezer')).toEqual(['spotify', 'apple-music', 'deezer']);
  });

  it('reads contributors as name:role:percent and performers as name:instrument', () => {
    expect(parseCell('contributors', 'Jane Doe:writer:50; John Roe:composer:49.5%; Ann Lee:lyricist; Bob Ray')).toEqual([
      { name: 'Jane Doe', role: 'writer', share: 50 },
      { name: 'John Roe', role: 'composer', share: 49.5 },
      { name: 'Ann Lee', role: 'lyricist' },
      { name: 'Bob Ray' },
    ]);
    expect(parseCell('contributors', 'Jane Doe:writer:half')).toEqual([{ name: 'Jane Doe', role: 'writer', share: 'half' }]);
    // A name may hold the separator: the last parts are the role and the share.
    expect(parseCell('contributors', 'DJ: Jane Doe:producer:100')).toEqual([{ name: 'DJ: Jane Doe', role: 'producer', share: 100 }]);
    expect(parseCell('performers', 'Jane Doe:background vocals; John Roe')).toEqual([
      { name: 'Jane Doe', instrument: 'background vocals' },
      { name: 'John Roe' },
    ]);
  });
});
