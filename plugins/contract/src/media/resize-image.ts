import sharp from 'sharp';
import type { ArtworkFormat, ImageFacts } from '@slipcase/domain';

export interface ResizeOptions {
  /** Side of the square result; a smaller image keeps its size (never upscaled). */
  sizePx: number;
  format: ArtworkFormat;
}

/** Writes a square RGB cover at most `sizePx` wide, in the store's format, without metadata. */
export async function resizeImage(input: string, output: string, { sizePx, format }: ResizeOptions): Promise<ImageFacts> {
  const pipeline = sharp(input)
    .autoOrient()
    .resize({ width: sizePx, height: sizePx, fit: 'cover', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 92 }) : pipeline.png({ compressionLevel: 9 });
  const info = await encoded.toFile(output);
  return { format, width: info.width, height: info.height, sizeBytes: info.size };
}
