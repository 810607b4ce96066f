import { AUDIO_FORMATS, type AudioFormat } from '@slipcase/domain';
import type { ImageFormat } from '../store-plugin';

/** Every audio format Slipcase takes (and a store may be sent), with the extension its files get. */
const AUDIO_EXTENSIONS: Record<AudioFormat, string> = { flac: 'flac', wav: 'wav', aiff: 'aiff', mp3: 'mp3' };
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png' };

export type AudioFileFormat = AudioFormat;

export function isAudioFileFormat(value: string | null): value is AudioFileFormat {
  return (AUDIO_FORMATS as readonly (string | null)[]).includes(value);
}

/**
 * Where a track's file goes beside its release's message, as DDEX batches name them: `resources/<UPC>_01_<NN>.<ext>`
 * (disc 1: a Slipcase release has one).
 */
export function audioResourcePath(upc: string, trackNumber: number, format: AudioFileFormat): string {
  return `resources/${upc}_01_${String(trackNumber).padStart(2, '0')}.${AUDIO_EXTENSIONS[format]}`;
}

/** Where the cover goes beside its release's message: `resources/<UPC>.<ext>`. */
export function coverResourcePath(upc: string, format: ImageFormat): string {
  return `resources/${upc}.${IMAGE_EXTENSIONS[format]}`;
}
