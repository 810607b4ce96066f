import { describe, expect, it } from 'vitest';
import { bannerPalettes, BANNER_FORMATS, chosenPalette, dominantColours, isBannerFormat } from './banners';
import { contrastRatio, type Rgb } from './color-contrast';

const rgb = (value: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as unknown as Rgb;

/** `n` pixels of each colour, RGB. */
function pixels(...runs: [Rgb, number][]): Uint8Array {
  return Uint8Array.from(runs.flatMap(([colour, n]) => Array.from({ length: n }, () => [...colour]).flat()));
}

describe('the banner generator', () => {
  it('knows the three formats of 001 §9 and nothing else', () => {
    expect(BANNER_FORMATS).toEqual({ horizontal: { width: 820, height: 300 }, square: { width: 1080, height: 1080 }, story: { width: 1080, height: 1920 } });
    expect(isBannerFormat('story')).toBe(true);
    for (const bad of ['toString', '__proto__', 'Story', '']) expect(isBannerFormat(bad), bad).toBe(false);
  });

  it('finds a cover’s main colours, most frequent first, near shades counted once', () => {
    const cover = pixels([[200, 30, 40], 50], [[202, 33, 41], 10], [[20, 40, 160], 30], [[240, 220, 30], 5]);
    expect(dominantColours(cover, 3)).toEqual([[200, 30, 40], [20, 40, 160], [240, 220, 30]]);
    const rgba = Uint8Array.from([10, 200, 10, 255, 10, 200, 10, 0]);
    expect(dominantColours(rgba, 4)).toEqual([[10, 200, 10]]);
  });

  it('gives palettes whose text every reader can read, accents from the cover', () => {
    const colours: Rgb[] = [[250, 240, 100], [30, 30, 140], [120, 120, 120]];
    const palettes = bannerPalettes(colours);
    expect(palettes).toHaveLength(3);
    for (const palette of palettes) expect(contrastRatio(rgb(palette.background), rgb(palette.text))).toBeGreaterThanOrEqual(4.5);
    // A light yellow background gets dark text and the blue as its accent.
    expect(palettes[0]).toMatchObject({ background: '#faf064', text: '#111111', accent: '#1e1e8c' });
    // A mid grey fails with either text as it is: it is darkened until white reads on it.
    expect(palettes[2]!.background).not.toBe('#787878');
  });

  it('always offers a palette, even for a cover of one colour or none', () => {
    expect(bannerPalettes([[0, 0, 0]])).toEqual([{ background: '#000000', text: '#ffffff', accent: '#ffffff' }]);
    expect(bannerPalettes([])).toHaveLength(1);
  });

  it('takes the palette a request names, and the first for anything else', () => {
    const palettes = bannerPalettes([[250, 240, 100], [30, 30, 140]]);
    expect(chosenPalette(palettes, '1')).toBe(palettes[1]);
    for (const odd of [null, '7', '-1', '1e1', '0x1', ' 1', '1\u0000']) expect(chosenPalette(palettes, odd), String(odd)).toBe(palettes[0]);
  });
});
