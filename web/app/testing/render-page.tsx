import { createRemixStub } from '@remix-run/testing';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../i18n';
import { testI18n } from './i18n';

/**
 * A route's page rendered on the server, as the first response would carry it, from the data its loader returned:
 * for loader tests in node that check what reaches the reader.
 */
export async function renderPageMarkup(Page: ComponentType, loaderData: unknown, lng: Language = 'en'): Promise<string> {
  const i18n = await testI18n(lng);
  const Stub = createRemixStub([{ id: 'page', path: '/page', Component: Page }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/page']} hydrationData={{ loaderData: { page: loaderData } }} />
    </I18nextProvider>,
  );
}
