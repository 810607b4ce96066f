import type { InitOptions } from 'i18next';
import en from './locales/en/common.json';
import es from './locales/es/common.json';
import pt from './locales/pt/common.json';
import tr from './locales/tr/common.json';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'pt', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Every language is bundled: four small files, and no request for translations after the page loads. */
export const resources = {
  en: { common: en },
  es: { common: es },
  pt: { common: pt },
  tr: { common: tr },
} as const;

/** Options shared by the server's per-request instances and the browser's one. */
export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
