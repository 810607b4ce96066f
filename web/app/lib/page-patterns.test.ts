import { PAGE_PATTERNS, PATTERN_INK_OPACITY } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { patternImage } from './page-patterns';

describe('patternImage', () => {
  it('draws every pattern but solid as an inline SVG in the ink colour, faint as the contrast test assumes', () => {
    expect(patternImage('solid', '#ffffff')).toBeUndefined();
    for (const pattern of PAGE_PATTERNS.filter((p) => p !== 'solid')) {
      const image = patternImage(pattern, '#f8fafc')!;
      expect(image.startsWith('url("data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(image.slice('url("data:image/svg+xml,'.length, -2));
      expect(svg).toContain(`opacity='${PATTERN_INK_OPACITY}'`);
      expect(svg).toContain('#f8fafc');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
