import { createCookie } from '@remix-run/node';
import { RemixI18Next } from 'remix-i18next/server';
import { FALLBACK_LANGUAGE, i18nOptions, SUPPORTED_LANGUAGES } from './i18n';

/** The saved language choice (set by the language switch). */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

// The specification's order: saved choice, then the `lang` query value, then the browser's language.
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    searchParamKey: 'lang',
    order: ['cookie', 'searchParams', 'header'],
  },
  i18next: i18nOptions,
});
