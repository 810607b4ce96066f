import {
  ARTWORK_MAX_BYTES,
  AUDIO_MAX_BYTES,
  checkArtwork,
  checkAudio,
  type ErrorCode,
  type FieldError,
} from '@slipcase/domain';
import type { MediaSuccess, UploadedCover, UploadedTrack } from '@slipcase/services/media/media-result';

/**
 * What the upload widget, the tus endpoint and the media route share (docs/decisions/016): the kinds of upload,
 * their limits, and the media route's contract. Safe in the browser.
 */

/** Where the web server takes resumable (tus) uploads. */
export const TUS_PATH = '/uploads/tus';

export const UPLOAD_KINDS = ['audio', 'artwork'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

/**
 * The most bytes an upload of each kind may have (001 §5, §9): audio at most 100 MB, artwork under 20 MB, the
 * bounds of checkAudio / checkArtwork. The tus endpoint refuses a bigger one (413) before it is sent.
 */
export function uploadMaxBytes(kind: UploadKind): number {
  return kind === 'audio' ? AUDIO_MAX_BYTES : ARTWORK_MAX_BYTES - 1;
}

/** The extensions a file picker offers; the server reads the real format from the content whatever the name. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  audio: ['.mp3', '.wav', '.flac', '.aif', '.aiff'],
  artwork: ['.jpg', '.jpeg', '.png'],
};

export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  audio: [...UPLOAD_EXTENSIONS.audio, 'audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/flac', 'audio/aiff', 'audio/x-aiff'].join(','),
  artwork: [...UPLOAD_EXTENSIONS.artwork, 'image/jpeg', 'image/png'].join(','),
};

/** The field a media error is reported on. */
export const uploadField = (kind: UploadKind): string => kind;

/** The domain's own error for a file over the kind's size limit (`audio_too_large` / `image_too_large`, with `max`). */
export function fileTooLargeError(kind: UploadKind): FieldError {
  const field = uploadField(kind);
  const [error] =
    kind === 'audio'
      ? checkAudio({ format: 'wav', durationSeconds: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, field)
      : checkArtwork({ format: 'png', width: 0, height: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, field);
  return error ?? { code: 'upload_failed', field };
}

export function unsupportedFormatError(kind: UploadKind): FieldError {
  return { code: kind === 'audio' ? 'audio_format_unsupported' : 'image_format_invalid', field: uploadField(kind) };
}

/**
 * The browser's early check of a chosen file (its extension and size), before anything is sent. The server
 * decides from the content; this only spares a pointless upload.
 */
export function checkChosenFile(kind: UploadKind, file: { name: string; size: number }): FieldError | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS[kind].some((extension) => name.endsWith(extension))) return unsupportedFormatError(kind);
  if (file.size > uploadMaxBytes(kind)) return fileTooLargeError(kind);
  if (file.size === 0) return { code: 'upload_failed', field: uploadField(kind) };
  return null;
}

/** The route the browser calls once tus has the whole file: `POST /distributions/:id/media`. */
export const mediaPath = (releaseId: string): string => `/distributions/${encodeURIComponent(releaseId)}/media`;

export interface MediaRequest {
  /** The tus upload's id (the last segment of its URL). */
  uploadId: string;
  kind: UploadKind;
  /** For audio: the track whose audio the file replaces; without it the file becomes a new track. */
  trackId?: string;
}

/** What a filing answers (the service's types: a type-only import, nothing of the service reaches the browser). */
export type { MediaSuccess, UploadedCover, UploadedTrack };

export interface MediaError {
  code: ErrorCode;
  /** In the language of the caller's page. */
  message: string;
  field: string;
  params: Record<string, string | number>;
}

export type MediaResponse = MediaSuccess | { ok: false; error: MediaError };
