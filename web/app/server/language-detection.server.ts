import { createCookie } from '@remix-run/node';
import { RemixI18Next } from 'remix-i18next/server';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../lib/languages';

/** The saved language choice (set by the language switch). */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

// The specification's order: saved choice, then the `lang` query value, then the browser's language.
export const LANGUAGE_DETECTION = {
  supportedLanguages: [...SUPPORTED_LANGUAGES],
  fallbackLanguage: FALLBACK_LANGUAGE,
  cookie: languageCookie,
  searchParamKey: 'lang',
  order: ['cookie', 'searchParams', 'header'],
} satisfies ConstructorParameters<typeof RemixI18Next>[0]['detection'];

/**
 * The request's language as the pages detect it, without the texts (which only the Vite build bundles): what the
 * public-page cache (web/server/public-pages.ts) keys a render by.
 */
export const languageDetector = new RemixI18Next({ detection: LANGUAGE_DETECTION });
