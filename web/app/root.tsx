import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import { effectiveTheme, isBlocked } from '@slipcase/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from 'remix-i18next/react';
import { AppFooter } from './components/app-footer';
import { AppHeader } from './components/app-header';
import { FALLBACK_LANGUAGE } from './i18n';
import { hasBareHandle } from './lib/chrome';
import { useNonce } from './lib/nonce';
import { BRAND, errorTitle } from './lib/meta';
import { pageLocale } from './server/page-locale.server';
import { BLOCKED_PATH, getSessionUser, staleSessionCookie } from './server/session.server';
import stylesheet from './tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Pages set their own titles; this one is for the error page, which the root renders. */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorTitle(matches, error) : [{ title: BRAND }]);

/**
 * The language (000 §1: the saved choice first, the user's own when signed in, then the `lng` cookie; then
 * `?lang=`; then the browser's), the theme (dark only for subscribers who chose it) and what the header shows.
 * entry.server renders in the language decided here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  // A blocked account sees only the blocked page (and may still sign out).
  const { pathname } = new URL(request.url);
  if (user && isBlocked(user) && pathname !== BLOCKED_PATH && pathname !== '/auth/logout') {
    throw redirect(BLOCKED_PATH);
  }
  const locale = await pageLocale(request, user);
  const stale = user ? null : await staleSessionCookie(request);
  return json({
    locale,
    theme: user ? effectiveTheme(user.plan, user.theme) : ('light' as const),
    user: user && {
      name: user.name,
      username: user.username,
      role: user.role,
      plan: user.plan,
      blocked: isBlocked(user),
      impersonating: user.impersonatorId !== null,
    },
  }, stale ? { headers: { 'Set-Cookie': stale } } : undefined);
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const matches = useMatches();
  const locale = data?.locale ?? FALLBACK_LANGUAGE;
  const theme = data?.theme ?? 'light';
  const user = data?.user ?? null;
  // 000 §2: some public pages, and the blocked account's page, show no top navigation.
  const bare = user?.blocked === true || hasBareHandle(matches);
  const { t } = useTranslation('shell');
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr" className={theme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
        >
          {t('nav.skipToContent')}
        </a>
        {bare ? null : <AppHeader user={user} theme={theme} />}
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
          {children}
        </main>
        {user?.blocked ? null : <AppFooter plan={user?.plan ?? null} theme={theme} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useChangeLanguage(data?.locale ?? FALLBACK_LANGUAGE);
  // Marks the page as live: what a browser test types before this may be reset by hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from './components/route-error-boundary';
