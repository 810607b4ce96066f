import { createRequire } from 'node:module';
import { AppError, BANNER_FORMATS, bannerPalettes, chosenPalette, dominantColours, type BannerFormat, type BannerPalette } from '@slipcase/domain';
import sharp from 'sharp';
import type { ServiceDeps } from '../deps';
import { bannerRelease, type BannerRelease } from './banner-releases';
import { bannerFileName } from './banner-file-name';

const font = (weight: 'Bold' | '') => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${weight ? `-${weight}` : ''}.ttf`);

/** Where the cover and the words sit in each format, in pixels. */
const LAYOUTS: Record<
  BannerFormat,
  { cover: { size: number; left: number; top: number }; text: { left: number; top: number; width: number; title: number; lines: number; artist: number; align: 'left' | 'centre' } }
> = {
  horizontal: { cover: { size: 240, left: 30, top: 30 }, text: { left: 300, top: 50, width: 490, title: 38, lines: 3, artist: 26, align: 'left' } },
  square: { cover: { size: 640, left: 220, top: 100 }, text: { left: 80, top: 790, width: 920, title: 56, lines: 2, artist: 36, align: 'centre' } },
  story: { cover: { size: 880, left: 100, top: 260 }, text: { left: 80, top: 1220, width: 920, title: 72, lines: 3, artist: 44, align: 'centre' } },
};

/** Pango markup takes `<`, `&` and quotes as markup: a title is text, whatever it holds. */
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface TextStyle {
  size: number;
  width: number;
  colour: string;
  bold: boolean;
  align: 'left' | 'centre';
  lines: number;
}

/** Text as a transparent PNG, wrapped to the style's width. */
async function textImage(text: string, style: TextStyle) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.colour}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans ${style.bold ? 'Bold ' : ''}${style.size}px`,
      fontfile: font(style.bold ? 'Bold' : ''),
      width: style.width,
      align: style.align === 'centre' ? 'centre' : 'left',
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The text in at most `style.lines` lines: a longer one loses its last words for an ellipsis (never shrinks). */
async function textLayer(text: string, style: TextStyle) {
  const maxHeight = Math.ceil(style.size * 1.25 * style.lines);
  let words = text.split(/\s+/);
  let layer = await textImage(text, style);
  while (layer.height > maxHeight && words.length > 1) {
    words = words.slice(0, -1);
    layer = await textImage(`${words.join(' ')}…`, style);
  }
  if (layer.height <= maxHeight) return layer;
  // One word longer than the lines allow: cut the picture.
  const cut = await sharp(layer.data).extract({ left: 0, top: 0, width: layer.width, height: maxHeight }).png().toBuffer();
  return { data: cut, width: layer.width, height: maxHeight };
}

/** The cover's palettes (bannerPalettes), read from a 32×32 copy of it. */
export async function coverPalettes(coverPath: string): Promise<BannerPalette[]> {
  const { data, info } = await sharp(coverPath).resize(32, 32, { fit: 'cover' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return bannerPalettes(dominantColours(new Uint8Array(data.buffer, data.byteOffset, data.length), info.channels === 4 ? 4 : 3));
}

/** One banner as a PNG: the background in the palette, the cover, the title with an accent line, the artist. */
export async function drawBanner(release: Pick<BannerRelease, 'title' | 'artist'>, coverPath: string, format: BannerFormat, palette: BannerPalette): Promise<Buffer> {
  const { width, height } = BANNER_FORMATS[format];
  const { cover, text } = LAYOUTS[format];
  // A frame in the text's colour keeps the cover apart from a background of its own colour.
  const frame = Math.max(3, Math.round(cover.size / 120));
  const coverImage = await sharp(coverPath)
    .resize(cover.size, cover.size, { fit: 'cover' })
    .extend({ top: frame, bottom: frame, left: frame, right: frame, background: palette.text })
    .png()
    .toBuffer();
  const title = await textLayer(release.title, { size: text.title, width: text.width, colour: palette.text, bold: true, align: text.align, lines: text.lines });
  const artist = await textLayer(release.artist, { size: text.artist, width: text.width, colour: palette.text, bold: false, align: text.align, lines: 1 });
  const left = (layer: { width: number }) => (text.align === 'centre' ? text.left + Math.max(0, Math.round((text.width - layer.width) / 2)) : text.left);
  const accentTop = text.top + title.height + 20;
  const accentWidth = Math.round(text.title * 2);
  const accent = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${accentWidth}" height="6"><rect width="${accentWidth}" height="6" rx="3" fill="${palette.accent}"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: palette.background } })
    .composite([
      { input: coverImage, left: cover.left - frame, top: cover.top - frame },
      { input: title.data, left: left(title), top: text.top },
      { input: accent, left: text.align === 'centre' ? Math.round((width - accentWidth) / 2) : text.left, top: accentTop },
      { input: artist.data, left: left(artist), top: accentTop + 26 },
    ])
    .png()
    .toBuffer();
}

/**
 * The palettes a release's banners can take; `artwork_required` when its cover is gone from storage or unreadable
 * (the artist uploads it again in the wizard).
 */
export async function releaseBannerPalettes(deps: Pick<ServiceDeps, 'prisma' | 'storage'>, input: { userId: string; releaseId: string }) {
  const release = await bannerRelease(deps, input);
  const palettes = await coverPalettes(deps.storage.path(release.coverKey)).catch(() => {
    throw new AppError('artwork_required', 'releaseId');
  });
  return { release, palettes };
}

/** One of the release's banners in the palette asked for by its number (`chosenPalette`), with its file name. */
export async function renderBanner(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  input: { userId: string; releaseId: string; format: BannerFormat; palette: string | null },
): Promise<{ fileName: string; png: Buffer }> {
  const { release, palettes } = await releaseBannerPalettes(deps, input);
  const png = await drawBanner(release, deps.storage.path(release.coverKey), input.format, chosenPalette(palettes, input.palette));
  return { fileName: bannerFileName(release, input.format, 'png'), png };
}
