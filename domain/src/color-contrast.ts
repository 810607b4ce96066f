/** WCAG 2.x contrast between colours given as #rrggbb (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */

export type Rgb = readonly [number, number, number];

export function parseHexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `ink` laid over `base` at `opacity` (0..1): what a faint pattern line makes of the background. */
export function blend(base: Rgb, ink: Rgb, opacity: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(base[i]! * (1 - opacity) + ink[i]! * opacity)) as unknown as Rgb;
}

/** WCAG AA: 4.5:1 for normal text, 3:1 for large text and the edges of controls. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
