import { describe, expect, it } from 'vitest';
import { genreDisplayName } from './genre';

describe('genreDisplayName', () => {
  it('turns stored codes into display names and keeps written names', () => {
    expect(genreDisplayName('pop')).toBe('Pop');
    expect(genreDisplayName('hip-hop')).toBe('Hip-Hop');
    expect(genreDisplayName('singer_songwriter')).toBe('Singer Songwriter');
    expect(genreDisplayName('R&B')).toBe('R&B');
    expect(genreDisplayName('K-Pop')).toBe('K-Pop');
  });
});
