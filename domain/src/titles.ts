import type { FieldError } from './errors';

/**
 * Words and phrases refused in release and song titles (001 §5 "banned words"): the stores' style guides refuse
 * promotional wording and the names of stores and services in titles, because a title names the music, not
 * where to find it. Matched as whole words or phrases, case-insensitively, with any run of spaces between the
 * words of a phrase: "Spotify" and "OFFICIAL   video" are found, "Spotifyed" and "exclusively" are not.
 * Store names that are also ordinary words (Tidal, Pandora) are left out so that "Tidal Wave" stays possible.
 */
export const BANNED_TITLE_WORDS = [
  'official video',
  'official music video',
  'official audio',
  'lyric video',
  'free download',
  'exclusive',
  'spotify',
  'apple music',
  'itunes',
  'youtube',
  'tiktok',
  'deezer',
  'soundcloud',
  'amazon music',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Not preceded nor followed by a letter or digit, so a phrase matches only as whole words. */
const BANNED = BANNED_TITLE_WORDS.map(
  (phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.split(' ').map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
);

/** The first banned word or phrase in a title, as it is written there ("Spotify"), or null. */
export function findBannedWord(title: string): string | null {
  for (const pattern of BANNED) {
    const match = pattern.exec(title);
    if (match) return match[0];
  }
  return null;
}

/** banned_words, with the word found as `word`, for the release title (`title`) or a song's (`tracks.0.title`). */
export function checkBannedWords(title: string, field: string): FieldError[] {
  const word = findBannedWord(title);
  return word === null ? [] : [{ code: 'banned_words', field, params: { word } }];
}

/**
 * Placeholders that name no song, alone or followed by a number ("Track 1", "track #02", "Untitled 3"), in the
 * interface languages: English, Spanish, Portuguese, Turkish.
 */
export const PLACEHOLDER_SONG_TITLES = [
  'untitled',
  'no title',
  'track',
  'song',
  'audio',
  'new song',
  'new track',
  'sin título',
  'sin titulo',
  'pista',
  'nueva canción',
  'sem título',
  'sem titulo',
  'faixa',
  'nova música',
  'adsız',
  'başlıksız',
  'parça',
  'yeni şarkı',
] as const;

const PLACEHOLDER = new RegExp(
  `^(?:${PLACEHOLDER_SONG_TITLES.map((title) => title.split(' ').map(escape).join('\\s+')).join('|')})(?:\\s*(?:#|no\\.?|n[º°])?\\s*\\d+)?$`,
  'iu',
);
/** An audio file's name used as the title: "song.mp3", "Mix final.WAV". */
const FILE_NAME = /\.(?:mp3|wav|flac|aiff?|m4a|aac|ogg|wma|alac)$/iu;
/** No letter and no digit at all: "???", "- -", "…". */
const NOTHING_BUT_SYMBOLS = /^[^\p{L}\p{N}]*$/u;

/**
 * Why a song title is refused (001 §5 "an invalid song title is rejected"), or null when it is accepted.
 * Refused: a placeholder (PLACEHOLDER_SONG_TITLES, alone or with a number), an audio file's name, or a title
 * without a single letter or digit. Titles made of digits only are accepted: "1999" and "22" are real songs.
 * A blank title is the title_required rule's, not this one's.
 */
export function songTitleProblem(title: string): 'placeholder' | 'file_name' | 'no_letters' | null {
  const text = title.trim().normalize('NFC');
  if (text === '') return null;
  if (NOTHING_BUT_SYMBOLS.test(text)) return 'no_letters';
  if (FILE_NAME.test(text)) return 'file_name';
  if (PLACEHOLDER.test(text)) return 'placeholder';
  return null;
}

/** invalid_song_title on a song's title field (`tracks.0.title`). */
export function checkSongTitle(title: string, field: string): FieldError[] {
  return songTitleProblem(title) === null ? [] : [{ code: 'invalid_song_title', field }];
}
