import type { FieldError } from './errors';

/** Constants of 001 §5 and §9. */
export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
export const AUDIO_FORMATS = ['mp3', 'wav', 'flac', 'aiff'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export const TRACK_MIN_SECONDS = 60;
export const TRACK_MAX_SECONDS = 20 * 60;
export const ARTWORK_MIN_PX = 1500;
export const ARTWORK_MAX_BYTES = 20 * 1024 * 1024;
export const ARTWORK_FORMATS = ['jpeg', 'png'] as const;
export type ArtworkFormat = (typeof ARTWORK_FORMATS)[number];

/** What ffprobe found in an uploaded file; `format` is null when it is not one of the accepted audio formats. */
export interface AudioFacts {
  format: AudioFormat | null;
  durationSeconds: number;
  sizeBytes: number;
  /** The file could not be decoded to its end (cut short or corrupt): its header's facts are not the file's. */
  damaged?: boolean;
}

export interface ImageFacts {
  format: ArtworkFormat | null;
  width: number;
  height: number;
  sizeBytes: number;
  /** The image could not be decoded whole (cut short or corrupt), whatever its header says. */
  damaged?: boolean;
}

export function checkAudio(facts: AudioFacts, field = 'audio'): FieldError[] {
  if (facts.sizeBytes > AUDIO_MAX_BYTES) return [{ code: 'audio_too_large', field, params: { max: '100 MB' } }];
  if (facts.damaged) return [{ code: 'media_damaged', field }];
  if (!facts.format) return [{ code: 'audio_format_unsupported', field }];
  if (facts.durationSeconds < TRACK_MIN_SECONDS) return [{ code: 'audio_too_short', field, params: { min: 1 } }];
  if (facts.durationSeconds > TRACK_MAX_SECONDS) return [{ code: 'audio_too_long', field, params: { max: 20 } }];
  return [];
}

export function checkArtwork(facts: ImageFacts, field = 'artwork'): FieldError[] {
  if (facts.sizeBytes >= ARTWORK_MAX_BYTES) return [{ code: 'image_too_large', field, params: { max: '20 MB' } }];
  if (facts.damaged) return [{ code: 'media_damaged', field }];
  if (!facts.format) return [{ code: 'image_format_invalid', field }];
  if (Math.min(facts.width, facts.height) < ARTWORK_MIN_PX) {
    return [{ code: 'image_too_small', field, params: { min: ARTWORK_MIN_PX } }];
  }
  if (facts.width !== facts.height) return [{ code: 'image_not_square', field }];
  return [];
}
