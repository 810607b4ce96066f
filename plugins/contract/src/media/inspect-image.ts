import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { ArtworkFormat, ImageFacts } from '@slipcase/domain';

const ARTWORK_FORMATS: Readonly<Record<string, ArtworkFormat>> = { jpeg: 'jpeg', png: 'png' };

/**
 * Reads an image's real format and size (EXIF orientation applied) from its content. A file sharp cannot
 * read gives format null and 0x0; a missing file throws.
 */
export async function inspectImage(path: string): Promise<ImageFacts> {
  const { size } = await stat(path);
  try {
    const metadata = await sharp(path).metadata();
    return {
      format: ARTWORK_FORMATS[metadata.format] ?? null,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      sizeBytes: size,
    };
  } catch {
    return { format: null, width: 0, height: 0, sizeBytes: size };
  }
}
