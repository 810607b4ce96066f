import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../i18n';
import { testI18n } from './i18n';

/** Renders with the app's real translations in the given language; `rerender` keeps them. */
export async function renderTranslated(ui: ReactElement, lng: Language = 'en') {
  const i18n = await testI18n(lng);
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
}
