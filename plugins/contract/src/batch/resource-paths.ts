import { AUDIO_FORMATS, type AudioFormat } from '@slipcase/domain';
import type { ImageFormat } from '../store-plugin';

/** Every format Slipcase stores (and may send a store): the extension its files get and its media type. */
const FILE_FORMATS: Record<AudioFormat | ImageFormat, { extension: string; mediaType: string }> = {
  flac: { extension: 'flac', mediaType: 'audio/flac' },
  wav: { extension: 'wav', mediaType: 'audio/wav' },
  aiff: { extension: 'aiff', mediaType: 'audio/aiff' },
  mp3: { extension: 'mp3', mediaType: 'audio/mpeg' },
  jpeg: { extension: 'jpg', mediaType: 'image/jpeg' },
  png: { extension: 'png', mediaType: 'image/png' },
};

const formatOf = (format: string | null) => (format === null ? undefined : FILE_FORMATS[format as AudioFormat | ImageFormat]);

export type AudioFileFormat = AudioFormat;

export function isAudioFileFormat(value: string | null): value is AudioFileFormat {
  return (AUDIO_FORMATS as readonly (string | null)[]).includes(value);
}

/** The media type of a file of a stored format (`flac`, `jpeg`…); `application/octet-stream` for any other. */
export function mediaTypeOf(format: string | null): string {
  return formatOf(format)?.mediaType ?? 'application/octet-stream';
}

/** A format Slipcase does not know is its own extension. */
const extensionOf = (format: string) => formatOf(format)?.extension ?? format;

/**
 * Where a track's file goes beside its release's message, as DDEX batches name them: `resources/<UPC>_01_<NN>.<ext>`
 * (disc 1: a Slipcase release has one).
 */
export function audioResourcePath(upc: string, trackNumber: number, format: string): string {
  return `resources/${upc}_01_${String(trackNumber).padStart(2, '0')}.${extensionOf(format)}`;
}

/** Where the cover goes beside its release's message: `resources/<UPC>.<ext>`. */
export function coverResourcePath(upc: string, format: string): string {
  return `resources/${upc}.${extensionOf(format)}`;
}
