import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, type Language } from '../i18n';

/** An i18next instance with the app's real translations in the given language. */
export async function testI18n(lng: Language = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng });
  return i18n;
}
