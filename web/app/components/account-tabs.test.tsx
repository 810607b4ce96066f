import { createRemixStub } from '@remix-run/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { AccountTabs } from './account-tabs';

function renderAt(path: string, lng: 'en' | 'es' = 'en') {
  const Stub = createRemixStub([{ path: '/account/*', Component: AccountTabs }, { path: '/account', Component: AccountTabs }]);
  return renderTranslated(<Stub initialEntries={[path]} />, lng);
}

describe('AccountTabs', () => {
  it('links the five tabs and marks the current one, only', async () => {
    await renderAt('/account/payout');
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Personal and Password', '/account'],
      ['Notifications', '/account/notifications'],
      ['Payout Settings', '/account/payout'],
      ['Subscription', '/account/subscription'],
      ['API Tokens', '/account/api-tokens'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'Payout Settings',
    ]);
  });

  it('marks Personal and Password on /account, in the reader’s language', async () => {
    await renderAt('/account', 'es');
    expect(screen.getByRole('link', { name: 'Datos personales y contraseña' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Suscripción' })).not.toHaveAttribute('aria-current');
  });
});
