/**
 * The languages a release or track may be sung in (ISO 639-1, as DDEX's LanguageOfPerformance takes them), and
 * `zxx` for no words at all (instrumentals). Names are the reader's, from Intl.DisplayNames.
 */
export const RELEASE_LANGUAGES = [
  'en', 'es', 'pt', 'tr', 'fr', 'de', 'it', 'nl', 'sv', 'no', 'da', 'fi', 'pl', 'cs', 'ro', 'hu', 'el', 'ru', 'uk',
  'ar', 'he', 'fa', 'hi', 'bn', 'ur', 'ta', 'id', 'ms', 'tl', 'th', 'vi', 'zh', 'ja', 'ko', 'sw', 'yo', 'zu', 'af',
  'ca', 'eu', 'gl', 'ga', 'cy', 'la', 'zxx',
] as const;
export type ReleaseLanguage = (typeof RELEASE_LANGUAGES)[number];

export function isReleaseLanguage(value: string): value is ReleaseLanguage {
  return (RELEASE_LANGUAGES as readonly string[]).includes(value);
}
