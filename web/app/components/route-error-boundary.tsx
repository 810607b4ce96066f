import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, errorMessage } from '../lib/error-messages';
import { errorPageKey, errorStatus } from '../lib/error-page';
import { buttonVariants } from './ui/button';

/** Codes the page's title already says (a form refused as `invalid_input` is "Invalid input"). */
const GENERIC_CODES = ['invalid_input', 'not_found', 'permission_denied', 'session_expired', 'server_error'];

/** A thrown answer whose body is a more telling error code of ours (`release_not_found`…) says that instead. */
function codeOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'string') return null;
  const code = error.data.split(' ', 1)[0] ?? '';
  return (ERROR_CODES as readonly string[]).includes(code) && !GENERIC_CODES.includes(code) ? error.data : null;
}

/**
 * Every page's error boundary (re-exported by each route as `ErrorBoundary`, and the root's): what happened in the
 * user's language, inside the layout, with a way back — the page again (a refused post's page is its form) and home.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const status = errorStatus(error);
  const key = errorPageKey(error);
  const code = codeOf(error);
  if (status >= 500) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-medium text-muted-foreground">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{t(`errorPage.${key}.title`)}</h1>
      <p className="mt-3 text-muted-foreground">{code ? errorMessage(t, code) : t(`errorPage.${key}.body`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {pathname === '/' ? null : (
          <Link to={`${pathname}${search}`} reloadDocument className={buttonVariants({ variant: 'default' })}>
            {t('errorPage.again')}
          </Link>
        )}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          {t('errorPage.home')}
        </a>
      </div>
    </div>
  );
}
