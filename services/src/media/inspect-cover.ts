import { checkArtwork, type ArtworkFormat } from '@slipcase/domain';
import { inspectImage, type ImageInspection } from '@slipcase/plugin-contract';
import { refuse, uploadField, type MediaRefusal } from './media-refusal';

/** A decompression bomb is refused from its header: no cover needs more than 10000 x 10000 pixels. */
export const ARTWORK_MAX_SIDE_PX = 10_000;
const ARTWORK_MAX_PIXELS = ARTWORK_MAX_SIDE_PX * ARTWORK_MAX_SIDE_PX;

export type InspectedCover = { ok: true; format: ArtworkFormat; image: ImageInspection } | MediaRefusal;

/** Reads the image's header (sharp) and checks it against the artwork rules, as the wizard's artwork step does. */
export async function inspectCover(path: string): Promise<InspectedCover> {
  const field = uploadField('artwork');
  const image = await inspectImage(path, { limitInputPixels: ARTWORK_MAX_PIXELS });
  if (image.overPixelLimit) {
    return refuse('image_too_large', field, { max: `${ARTWORK_MAX_SIDE_PX}x${ARTWORK_MAX_SIDE_PX} px` });
  }
  const [error] = checkArtwork(image, field);
  const format = image.format;
  if (error || !format) return refuse(error?.code ?? 'image_format_invalid', field, error?.params);
  return { ok: true, format, image };
}
