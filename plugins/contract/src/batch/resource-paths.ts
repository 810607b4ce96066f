import { AUDIO_FORMATS, type AudioFormat } from '@slipcase/domain';
import type { ImageFormat } from '../store-plugin';

/** Every audio format Slipcase takes (and a store may be sent), with the extension its files get. */
const AUDIO_EXTENSIONS: Record<AudioFormat, string> = { flac: 'flac', wav: 'wav', aiff: 'aiff', mp3: 'mp3' };
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png' };

const MEDIA_TYPES: Record<AudioFormat | ImageFormat, string> = {
  flac: 'audio/flac',
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  mp3: 'audio/mpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export type AudioFileFormat = AudioFormat;

/** The media type of a file of a stored format (`flac`, `jpeg`…); `application/octet-stream` for any other. */
export function mediaTypeOf(format: string | null): string {
  return (format !== null && MEDIA_TYPES[format as AudioFormat | ImageFormat]) || 'application/octet-stream';
}

export function isAudioFileFormat(value: string | null): value is AudioFileFormat {
  return (AUDIO_FORMATS as readonly (string | null)[]).includes(value);
}

/**
 * Where a track's file goes beside its release's message, as DDEX batches name them: `resources/<UPC>_01_<NN>.<ext>`
 * (disc 1: a Slipcase release has one). A format Slipcase does not know is its own extension.
 */
export function audioResourcePath(upc: string, trackNumber: number, format: string): string {
  const extension = isAudioFileFormat(format) ? AUDIO_EXTENSIONS[format] : format;
  return `resources/${upc}_01_${String(trackNumber).padStart(2, '0')}.${extension}`;
}

/** Where the cover goes beside its release's message: `resources/<UPC>.<ext>`. */
export function coverResourcePath(upc: string, format: ImageFormat): string {
  return `resources/${upc}.${IMAGE_EXTENSIONS[format]}`;
}
