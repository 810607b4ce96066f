import { TEXT_MAX_LENGTH } from './text-limits';
import { findBannedWord, songTitleProblem } from './titles';

/** A track number the file name starts with: "01 - ", "7. ", "03_", "12 ". */
const LEADING_NUMBER = /^\d{1,3}\s*[-._)]\s*|^\d{1,3}\s+(?=\p{L})/u;

/**
 * A first title for a track from its audio file's name, or '' when the name suggests none the song title rules
 * would accept (001 §5): "03_Night_Drive.flac" gives "Night Drive", while "song.flac", "Track 2.wav" or
 * "spotify mix.mp3" give '' so the artist names the track instead of meeting an error they did not make.
 * The folder and the extension are dropped, underscores become spaces, control characters go.
 */
export function suggestSongTitle(fileName: string): string {
  const name = fileName.replaceAll('\\', '/').split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const title = stem
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replaceAll('_', ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING_NUMBER, '')
    .trim()
    .slice(0, TEXT_MAX_LENGTH)
    .trim();
  if (title === '' || songTitleProblem(title) !== null || findBannedWord(title) !== null) return '';
  return title;
}
