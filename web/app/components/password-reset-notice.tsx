import { Link, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';

const PARAM = 'reset';
const VALUE = 'done';

/** Where a successful password reset lands: the sign-in page, which shows the notice below. */
export function passwordResetNoticePath(): string {
  return `/auth/login?${PARAM}=${VALUE}`;
}

/** "Your password was changed" on the sign-in page after a reset. */
export function PasswordResetNotice() {
  const { t } = useTranslation('signup');
  const [searchParams] = useSearchParams();
  if (searchParams.get(PARAM) !== VALUE) return null;
  return (
    <Alert variant="success" data-testid="password-reset-notice">
      {t('reset.done')}
    </Alert>
  );
}

/** "Forgot your password?" under the sign-in form's password field. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('signup');
  return (
    <Link
      to="/auth/forgot-password"
      className="-mt-3 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {t('forgot.link')}
    </Link>
  );
}
