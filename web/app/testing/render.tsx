import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions, type Language } from '../i18n';

/** Renders with the app's real translations in the given language. */
export async function renderTranslated(ui: ReactElement, lng: Language = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
