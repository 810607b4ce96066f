import type { MediaRefusal } from './media-refusal';

/** A track as a filing answers it. */
export interface UploadedTrack {
  id: string;
  number: number;
  title: string;
  isrc: string;
  durationMs: number;
  audioFormat: string;
  audioBytes: number;
  sampleRate: number | null;
  channels: number | null;
  bitsPerSample: number | null;
}

/** A cover as a filing answers it. */
export interface UploadedCover {
  format: string;
  width: number;
  height: number;
  bytes: number;
  /** Where the page shows it (changes with the file). */
  url: string;
}

export type MediaSuccess = { ok: true; kind: 'audio'; track: UploadedTrack; replaced: boolean } | { ok: true; kind: 'artwork'; cover: UploadedCover };

export type MediaResult = MediaSuccess | MediaRefusal;

/** The answer's fields of a stored track. */
export function trackOf(track: UploadedTrack): UploadedTrack {
  const { id, number, title, isrc, durationMs, audioFormat, audioBytes, sampleRate, channels, bitsPerSample } = track;
  return { id, number, title, isrc, durationMs, audioFormat, audioBytes, sampleRate, channels, bitsPerSample };
}
