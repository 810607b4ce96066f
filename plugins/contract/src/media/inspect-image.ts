import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { ArtworkFormat, ImageFacts } from '@slipcase/domain';

const ARTWORK_FORMATS: Readonly<Record<string, ArtworkFormat>> = { jpeg: 'jpeg', png: 'png' };

export interface InspectImageOptions {
  /**
   * Most pixels (width x height, as the header says) an image may have; sharp refuses a bigger one from its header
   * alone, before decoding anything, so a decompression bomb costs nothing. sharp's own default otherwise.
   */
  limitInputPixels?: number;
}

/** The facts, and `overPixelLimit` when the header announced more pixels than allowed (format null, 0x0). */
export type ImageInspection = ImageFacts & { overPixelLimit?: true };

/**
 * Reads an image's real format and size (EXIF orientation applied) from its content. A file sharp cannot
 * read gives format null and 0x0; a missing file throws.
 */
export async function inspectImage(path: string, options: InspectImageOptions = {}): Promise<ImageInspection> {
  const { size } = await stat(path);
  try {
    const metadata = await sharp(path, options.limitInputPixels ? { limitInputPixels: options.limitInputPixels } : {}).metadata();
    return {
      format: ARTWORK_FORMATS[metadata.format] ?? null,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      sizeBytes: size,
    };
  } catch (error) {
    const overPixelLimit = error instanceof Error && /exceeds pixel limit/i.test(error.message);
    return { format: null, width: 0, height: 0, sizeBytes: size, ...(overPixelLimit && { overPixelLimit: true as const }) };
  }
}
