import { PATTERN_INK_OPACITY, type PagePattern } from '@slipcase/domain';

/** Each background pattern as one SVG tile (drawn in `currentColor`'s place by `ink`), and the tile's size. */
const TILES: Record<Exclude<PagePattern, 'solid'>, { size: [number, number]; body: string }> = {
  dots: { size: [20, 20], body: "<circle cx='10' cy='10' r='1.6' fill='INK'/>" },
  diagonal: { size: [16, 16], body: "<path d='M-4 4l8-8M0 16L16 0M12 20l8-8' stroke='INK' stroke-width='1.5'/>" },
  geometric: { size: [40, 40], body: "<path d='M20 0L40 20L20 40L0 20Z M0 0h40v40H0z' fill='none' stroke='INK' stroke-width='1.2'/>" },
  waves: { size: [40, 20], body: "<path d='M0 10q10-10 20 0t20 0' fill='none' stroke='INK' stroke-width='1.5'/>" },
  circuit: {
    size: [48, 48],
    body: "<path d='M0 24h14v-12h20M34 12v24h14M24 48V36' fill='none' stroke='INK' stroke-width='1.4'/><circle cx='14' cy='24' r='2.5' fill='INK'/><circle cx='34' cy='36' r='2.5' fill='INK'/><circle cx='24' cy='36' r='2' fill='INK'/>",
  },
  hexagons: { size: [28, 48], body: "<path d='M14 0l14 8v16l-14 8L0 24V8z M14 32v16' fill='none' stroke='INK' stroke-width='1.2'/>" },
};

/**
 * The page's background pattern as a CSS `background-image`: an inline SVG (a data: address, so no request), its
 * lines in the text colour at PATTERN_INK_OPACITY, the opacity the palettes' contrast test assumes. None for solid.
 */
export function patternImage(pattern: PagePattern, ink: string): string | undefined {
  if (pattern === 'solid') return undefined;
  const tile = TILES[pattern];
  const [width, height] = tile.size;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' opacity='${PATTERN_INK_OPACITY}'>${tile.body.replaceAll('INK', ink)}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
