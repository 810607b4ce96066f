import { createRemixStub } from '@remix-run/testing';
import type { Theme } from '@slipcase/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { AppHeader, type HeaderUser } from './app-header';

function renderHeader(user: HeaderUser | null, theme: Theme = 'light', path = '/dashboard') {
  const Stub = createRemixStub([{ path, Component: () => <AppHeader user={user} theme={theme} /> }]);
  return renderTranslated(<Stub initialEntries={[path]} />);
}

const artist = (fields: Partial<HeaderUser> = {}): HeaderUser => ({
  name: 'Demo Artist',
  username: 'artist',
  role: 'artist',
  plan: 'free',
  blocked: false,
  impersonating: false,
  ...fields,
});

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('AppHeader', () => {
  it('offers a visitor the language dropdown, Sign in and Sign up, and nothing of an account', async () => {
    await renderHeader(null, 'light', '/pro');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slipcase' })).toHaveAttribute('href', '/');
    expect(mainNav()).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dark mode' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('leaves out the button of the page the visitor is on', async () => {
    await renderHeader(null, 'light', '/auth/login');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('gives a free user the navigation, the account menu and Upgrade, but no dark mode', async () => {
    await renderHeader(artist());
    const links = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Releases', '/distributions'],
      ['Analytics', '/analytics'],
      ['Tools', '/tools'],
      ['Artists catalogue', '/artists-catalog'],
    ]);
    for (const upgrade of screen.getAllByRole('link', { name: 'Upgrade' })) {
      expect(upgrade).toHaveAttribute('href', '/upgrade?from=nav');
    }
    const menu = screen.getByRole('button', { name: /Account menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Royalties' })).toHaveAttribute('href', '/royalties');
    expect(screen.getByRole('link', { name: 'Artists' })).toHaveAttribute('href', '/artists');
    expect(screen.getByRole('link', { name: 'Form submissions' })).toHaveAttribute('href', '/form-submissions');
    expect(screen.getByRole('link', { name: 'Referral program' })).toHaveAttribute('href', '/referral-program');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign out' }).closest('form')).toHaveAttribute('action', '/auth/logout');
    expect(screen.queryByRole('button', { name: 'Back to Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review queue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dark mode' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('gives a PRO user the dark-mode toggle, showing the saved theme, and no Upgrade', async () => {
    await renderHeader(artist({ plan: 'pro' }), 'dark');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const form = toggle.closest('form')!;
    expect(form).toHaveAttribute('action', '/theme');
    expect(within(form).getByDisplayValue('light')).toHaveAttribute('name', 'theme');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('offers Back to Admin during an impersonation', async () => {
    await renderHeader(artist({ plan: 'pro', impersonating: true }));
    expect(screen.getByRole('button', { name: 'Back to Admin' }).closest('form')).toHaveAttribute('action', '/admin/back');
    expect(screen.getByTestId('impersonation-notice')).toHaveTextContent('You are viewing Slipcase as Demo Artist.');
  });

  it('keeps the review queue for staff, and the user list for admins only', async () => {
    const { unmount } = await renderHeader(artist({ role: 'operator', plan: 'pro' }));
    expect(screen.getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/operator/reviews');
    expect(screen.queryByRole('link', { name: 'Users (admin)' })).toBeNull();
    unmount();

    await renderHeader(artist({ role: 'admin', plan: 'pro' }));
    expect(screen.getByRole('link', { name: 'Review queue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users (admin)' })).toHaveAttribute('href', '/admin/users');
  });

  it('speaks the reader’s language', async () => {
    const Stub = createRemixStub([{ path: '/dashboard', Component: () => <AppHeader user={artist()} theme="light" /> }]);
    await renderTranslated(<Stub initialEntries={['/dashboard']} />, 'tr');
    expect(screen.getAllByRole('link', { name: 'Yükselt' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
  });
});
