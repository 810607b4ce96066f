import type { ErrorCode, FieldError } from '@slipcase/domain';
import type { StoreRequirements } from '../store-plugin';
import type { FeedInputProblem } from './check-feed-input';

const IMAGE_FORMATS: readonly string[] = ['jpeg', 'png'];

/** A release's media as uploaded, before any conversion: the cover as read (null when there is none), each track's audio format. */
export interface UploadedMedia {
  cover: { format: string | null; width: number | null; height: number | null } | null;
  tracks: ReadonlyArray<{ number: number; audio: { format: string } }>;
}

/**
 * What a store's requirements refuse in a release's uploaded media: no cover, a cover format we cannot convert, a
 * cover whose shorter side is under the store's minimum (never upscaled), an audio format the store does not take
 * (when its profile lists them). Paths as feedInputProblems: `cover`, `tracks.<index>.audio`.
 */
export function storeMediaProblems(media: UploadedMedia, requirements: Pick<StoreRequirements, 'artwork' | 'acceptedAudioFormats'>): FeedInputProblem[] {
  const problems: FeedInputProblem[] = [];
  const add = (message: string, code: ErrorCode, field: string, params?: FieldError['params']) =>
    problems.push({ message, code, field, ...(params && { params }) });
  const { cover } = media;
  const { minPx } = requirements.artwork;
  if (!cover) add('the release has no cover', 'artwork_required', 'cover');
  else if (!cover.format || !IMAGE_FORMATS.includes(cover.format)) {
    add(`the cover is ${cover.format ?? 'of an unknown format'}, not JPEG or PNG`, 'image_format_invalid', 'cover');
  } else if (Math.min(cover.width ?? 0, cover.height ?? 0) < minPx) {
    add(`the cover is ${cover.width ?? 0}x${cover.height ?? 0} px; the store needs at least ${minPx} px`, 'image_too_small', 'cover', { min: minPx });
  }
  const accepted = requirements.acceptedAudioFormats;
  if (accepted) {
    for (const [index, track] of media.tracks.entries()) {
      if (!accepted.includes(track.audio.format)) {
        add(`track ${track.number} is ${track.audio.format}; the store takes ${accepted.join(', ')}`, 'audio_format_unsupported', `tracks.${index}.audio`);
      }
    }
  }
  return problems;
}
