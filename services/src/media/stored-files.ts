import { randomBytes } from 'node:crypto';
import { type ArtworkFormat, type AudioFormat } from '@slipcase/domain';

/** The extension a stored file of each format gets. */
export const AUDIO_EXTENSIONS: Record<AudioFormat, string> = { wav: 'wav', flac: 'flac', mp3: 'mp3', aiff: 'aiff' };
export const ARTWORK_EXTENSIONS: Record<ArtworkFormat, string> = { jpeg: 'jpg', png: 'png' };

/** Where a track's audio is stored, before its extension: `releases/<id>/tracks/07`. */
export const trackStem = (releaseId: string, number: number) => `releases/${releaseId}/tracks/${String(number).padStart(2, '0')}`;

/** Where a release's cover is stored, before its extension. */
export const coverStem = (releaseId: string) => `releases/${releaseId}/cover`;

/** `preferred`, or a variant of it with a random suffix when the release already uses that key. */
export function freshKey(usedKeys: ReadonlySet<string>, stem: string, extension: string): string {
  const preferred = `${stem}.${extension}`;
  return usedKeys.has(preferred) ? `${stem}-${randomBytes(4).toString('hex')}.${extension}` : preferred;
}
