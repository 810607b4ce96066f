import { AA_TEXT, contrastRatio, type Rgb } from './color-contrast';

/**
 * The banner generator (001 §2, §3, §9): a release's cover, title and artist in three social formats, in palettes
 * taken from the cover's own colours.
 */

export const BANNER_FORMATS = {
  horizontal: { width: 820, height: 300 },
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
} as const;

export type BannerFormat = keyof typeof BANNER_FORMATS;

export const BANNER_FORMAT_IDS = Object.keys(BANNER_FORMATS) as BannerFormat[];

export function isBannerFormat(value: string): value is BannerFormat {
  return Object.hasOwn(BANNER_FORMATS, value);
}

/** A banner's colours: the background, the text written on it, and an accent (the line under the title). */
export interface BannerPalette {
  background: string;
  text: string;
  accent: string;
}

/** How many palettes a cover offers at most. */
export const BANNER_PALETTE_MAX = 4;
/** Colours closer than this (0–441 in RGB space) count as one. */
const DISTINCT_DISTANCE = 48;

const hex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 17];

/**
 * The cover's main colours, most frequent first: pixels (RGB or RGBA, `channels` apart) grouped by 4 bits per
 * channel, each group's average, colours too close to a more frequent one left out.
 */
export function dominantColours(pixels: Uint8Array, channels: 3 | 4, count = BANNER_PALETTE_MAX): Rgb[] {
  const groups = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let index = 0; index + 2 < pixels.length; index += channels) {
    const [r, g, b] = [pixels[index]!, pixels[index + 1]!, pixels[index + 2]!];
    const bucket = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const group = groups.get(bucket) ?? { n: 0, r: 0, g: 0, b: 0 };
    group.n += 1;
    group.r += r;
    group.g += g;
    group.b += b;
    groups.set(bucket, group);
  }
  const ranked = [...groups.entries()].sort(([bucketA, a], [bucketB, b]) => b.n - a.n || bucketA - bucketB);
  const chosen: Rgb[] = [];
  for (const [, group] of ranked) {
    const colour: Rgb = [Math.round(group.r / group.n), Math.round(group.g / group.n), Math.round(group.b / group.n)];
    if (chosen.every((other) => distance(other, colour) >= DISTINCT_DISTANCE)) chosen.push(colour);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** White or near-black, whichever reads better on the background. */
function textOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** The background darkened (or lightened) until the text on it passes AA_TEXT. */
function readable(background: Rgb, text: Rgb): Rgb {
  let colour = background;
  const target: Rgb = text === WHITE ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step < 20 && contrastRatio(colour, text) < AA_TEXT; step += 1) {
    colour = colour.map((channel, index) => channel + (target[index]! - channel) * 0.15) as unknown as Rgb;
  }
  return colour;
}

/**
 * Palettes from the cover's colours: each main colour as a background (adjusted so its text passes WCAG AA), its
 * text white or near-black, its accent the next main colour that stands out from the background (else the text's).
 * Always at least one: a cover of one colour still gets a palette, a cover of none (no pixels) a neutral one.
 */
export function bannerPalettes(colours: readonly Rgb[]): BannerPalette[] {
  const sources = colours.length > 0 ? colours : [[32, 32, 32] as Rgb];
  const palettes: BannerPalette[] = [];
  for (const colour of sources.slice(0, BANNER_PALETTE_MAX)) {
    const text = textOn(colour);
    const background = readable(colour, text);
    const accent = sources.find((other) => other !== colour && contrastRatio(other, background) >= 3) ?? text;
    const palette = { background: hex(background), text: hex(text), accent: hex(accent) };
    if (!palettes.some((other) => other.background === palette.background)) palettes.push(palette);
  }
  return palettes;
}

/** The palette a request names by its number, or the first: an out-of-range or garbled number is not an error. */
export function chosenPalette(palettes: readonly BannerPalette[], requested: string | null): BannerPalette {
  const index = requested !== null && /^\d{1,2}$/.test(requested) ? Number(requested) : 0;
  return palettes[index] ?? palettes[0]!;
}
