import { useSearchParams } from '@remix-run/react';
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
