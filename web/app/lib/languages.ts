/** The languages of the interface (000 §1), apart from their texts: what the server may read without bundling them. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'pt', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
