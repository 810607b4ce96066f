import { stat } from 'node:fs/promises';
import sharp, { type SharpOptions } from 'sharp';
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

/** Whether the whole image decodes: its header alone says nothing of a file cut short (about 0.1 s at 3000 px). */
async function decodesWhole(path: string, options: SharpOptions): Promise<boolean> {
  try {
    await sharp(path, { ...options, failOn: 'truncated' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads an image's real format and size (EXIF orientation applied) from its content, and decodes it whole:
 * `damaged` when that fails (a file cut short keeps a valid header). A file sharp cannot read gives format null
 * and 0x0; a missing file throws.
 */
export async function inspectImage(path: string, options: InspectImageOptions = {}): Promise<ImageInspection> {
  const { size } = await stat(path);
  const sharpOptions: SharpOptions = options.limitInputPixels ? { limitInputPixels: options.limitInputPixels } : {};
  try {
    const metadata = await sharp(path, sharpOptions).metadata();
    const format = ARTWORK_FORMATS[metadata.format] ?? null;
    const damaged = format !== null && !(await decodesWhole(path, sharpOptions));
    return { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height, sizeBytes: size, ...(damaged && { damaged }) };
  } catch (error) {
    const overPixelLimit = error instanceof Error && /exceeds pixel limit/i.test(error.message);
    return { format: null, width: 0, height: 0, sizeBytes: size, ...(overPixelLimit && { overPixelLimit: true as const }) };
  }
}
