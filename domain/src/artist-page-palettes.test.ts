import { describe, expect, it } from 'vitest';
import { PAGE_PALETTES, PALETTE_NAMES, PATTERN_INK_OPACITY } from './artist-page';
import { AA_NON_TEXT, AA_TEXT, blend, contrastRatio, parseHexColor } from './color-contrast';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(parseHexColor('#000000'), parseHexColor('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHexColor('#777777'), parseHexColor('#777777'))).toBe(1);
  });

  it('matches a known pair (#767676 on white is the lightest grey passing AA)', () => {
    expect(contrastRatio(parseHexColor('#767676'), parseHexColor('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHexColor('#777777'), parseHexColor('#ffffff'))).toBeLessThan(AA_TEXT);
  });
});

describe('the 15 palettes of Slipcase.Me', () => {
  it('are 15, each named', () => {
    expect(PALETTE_NAMES).toHaveLength(15);
  });

  // Every text a page draws, on every colour it draws it on; a pattern's faint lines darken or lighten the page, so
  // the page's texts are checked on the background with the pattern's ink laid over it too.
  const pairs = (name: (typeof PALETTE_NAMES)[number]) => {
    const p = PAGE_PALETTES[name];
    const [background, surface, text, muted, accent, accentText] = [p.background, p.surface, p.text, p.muted, p.accent, p.accentText].map(parseHexColor) as [
      ReturnType<typeof parseHexColor>,
      ...ReturnType<typeof parseHexColor>[],
    ];
    const patterned = blend(background, text!, PATTERN_INK_OPACITY);
    return {
      'text on background': contrastRatio(text!, background),
      'muted text on background': contrastRatio(muted!, background),
      'text on patterned background': contrastRatio(text!, patterned),
      'muted text on patterned background': contrastRatio(muted!, patterned),
      'text on cards': contrastRatio(text!, surface!),
      'muted text on cards': contrastRatio(muted!, surface!),
      'button text on buttons': contrastRatio(accentText!, accent!),
    };
  };

  it.each(PALETTE_NAMES)('%s passes WCAG AA (4.5:1) for every text', (name) => {
    const failing = Object.entries(pairs(name)).filter(([, ratio]) => ratio < AA_TEXT);
    expect(failing).toEqual([]);
  });

  it.each(PALETTE_NAMES)('%s buttons stand out from the page and its cards (3:1)', (name) => {
    const p = PAGE_PALETTES[name];
    expect(contrastRatio(parseHexColor(p.accent), parseHexColor(p.background))).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(parseHexColor(p.accent), parseHexColor(p.surface))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
