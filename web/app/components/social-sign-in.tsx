import { useSearchParams } from '@remix-run/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from './form-field';
import { buttonVariants } from './ui/button';

type Provider = 'google' | 'apple';

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0" fill="currentColor">
      <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.4 9.4c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3-2.5.9-1.4 1.3-2.7 1.3-2.8 0 0-2.7-1-2.8-4.1ZM13.9 5.2c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5Z" />
    </svg>
  );
}

const LOGOS: Record<Provider, ComponentType> = { google: GoogleLogo, apple: AppleLogo };

/** What /auth/callback and /auth/social/<provider> send back to sign-in as `?error=` (000 §8). */
const SOCIAL_ERRORS = ['auth_failed', 'duplicated_email', 'deactivated_account', 'google_auth_failed', 'apple_auth_failed'];

/** Why a social sign-in came back to the sign-in page, from its `?error=` query; nothing for any other value. */
export function SocialSignInError() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  return error && SOCIAL_ERRORS.includes(error) ? <FormErrors errors={[error]} /> : null;
}

/**
 * "Continue with Google / Apple" above the sign-in and sign-up forms ("or" below them), one button per configured
 * provider (none: nothing at all). Above, because a form that validates on blur grows when the focus leaves its
 * first field, which would move buttons below it away from under the pointer in the middle of a click. Each is a
 * plain link to /auth/social/<provider>, which leaves for the provider's site; the page's referral code rides
 * along, and `redirectTo` is where the person lands once signed in.
 */
export function SocialSignIn({ providers, redirectTo }: { providers: ReadonlyArray<Provider>; redirectTo?: string }) {
  const { t } = useTranslation('access');
  const [searchParams] = useSearchParams();
  if (providers.length === 0) return null;
  const query = new URLSearchParams();
  if (redirectTo) query.set('redirect', redirectTo);
  const referral = searchParams.get('referred_by_user') ?? searchParams.get('ref');
  if (referral) query.set('referred_by_user', referral);
  const suffix = query.size > 0 ? `?${query}` : '';

  return (
    <div className="grid gap-3" data-testid="social-sign-in">
      <ul className="grid gap-2">
        {providers.map((provider) => {
          const Logo = LOGOS[provider];
          return (
            <li key={provider}>
              <a href={`/auth/social/${provider}${suffix}`} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                <Logo />
                {t('social.continueWith', { provider: PROVIDER_NAMES[provider] })}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" role="presentation">
        <span className="h-px flex-1 bg-border" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
