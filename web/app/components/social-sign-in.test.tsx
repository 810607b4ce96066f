import { createRemixStub } from '@remix-run/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { SocialSignIn, SocialSignInError } from './social-sign-in';

function renderAt(url: string, providers: ReadonlyArray<'google' | 'apple'>, redirectTo?: string) {
  const Stub = createRemixStub([
    {
      path: '/auth/login',
      Component: () => (
        <>
          <h1>Sign in</h1>
          <SocialSignInError />
          <SocialSignIn providers={providers} redirectTo={redirectTo} />
        </>
      ),
    },
  ]);
  return renderTranslated(<Stub initialEntries={[url]} />);
}

describe('SocialSignIn', () => {
  it('shows nothing when no provider is configured', async () => {
    await renderAt('/auth/login', []);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });

  it('links each configured provider, keeping the redirect and the referral', async () => {
    await renderAt('/auth/login?referred_by_user=friend-1', ['google', 'apple'], '/royalties');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/social/google?redirect=%2Froyalties&referred_by_user=friend-1',
    );
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/auth/social/apple?redirect=%2Froyalties&referred_by_user=friend-1',
    );
  });

  it('links only the configured provider, without a query when there is nothing to keep', async () => {
    await renderAt('/auth/login', ['apple']);
    expect(await screen.findByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/auth/social/apple');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('SocialSignInError', () => {
  it('says why a social sign-in came back', async () => {
    await renderAt('/auth/login?error=duplicated_email', ['google']);
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered. Please try logging in instead.');
  });

  it('says nothing for an error it does not know', async () => {
    await renderAt('/auth/login?error=%3Cscript%3E', ['google']);
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
