import { RemixI18Next } from 'remix-i18next/server';
import { i18nOptions } from './i18n';
import { LANGUAGE_DETECTION } from './server/language-detection.server';

export { languageCookie } from './server/language-detection.server';

export const i18next = new RemixI18Next({ detection: LANGUAGE_DETECTION, i18next: i18nOptions });
