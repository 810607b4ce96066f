import { can, showsAds, type Theme } from '@slipcase/domain';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from '../lib/navigation';
import { upgradePath } from '../lib/paths';
import { cn } from '../lib/utils';
import { AccountMenu, type HeaderUser } from './account-menu';
import { DisclosureMenu, menuItemClass } from './disclosure-menu';
import { MenuIcon, SparklesIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { buttonVariants } from './ui/button';

export type { HeaderUser } from './account-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'bg-secondary text-foreground' : 'text-muted-foreground hover:text-foreground',
  );
}

export function BrandLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <img src="/favicon.svg" alt="" className="size-6 dark:invert" />
      Slipcase
    </Link>
  );
}

/** The main navigation inline on wide screens; below `lg` it sits behind the menu button. */
function MainNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
      {MAIN_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} className={navLinkClass}>
          {t(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}

function SmallScreenNav({ showUpgrade }: { showUpgrade: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <DisclosureMenu
      className="lg:hidden"
      summaryClassName="size-8 justify-center hover:bg-accent"
      summary={
        <>
          <MenuIcon className="size-5" />
          <span className="sr-only">{t('nav.menu')}</span>
        </>
      }
    >
      <nav aria-label={t('nav.main')}>
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => cn(menuItemClass, isActive && 'font-medium')}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          {showUpgrade ? (
            <li className="mt-1 border-t pt-1">
              <Link to={upgradePath('nav')} className={menuItemClass}>
                <SparklesIcon />
                {t('nav.upgrade')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </DisclosureMenu>
  );
}

/**
 * The top bar (000 §2). Signed in: the navigation, "Upgrade" without a subscription, the dark-mode toggle with
 * one, the language dropdown and the account menu. Signed out: the language dropdown, Sign in and Sign up.
 */
export function AppHeader({ user, theme }: { user: HeaderUser | null; theme: Theme }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const showUpgrade = user !== null && showsAds(user.plan);
  return (
    <header className="border-b bg-background print:hidden">
      {user?.impersonating ? (
        <p className="bg-warning/15 px-4 py-1.5 text-center text-sm" data-testid="impersonation-notice">
          {t('account.impersonating', { name: user.name })}
        </p>
      ) : null}
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center gap-3 px-4 sm:px-6">
        <BrandLink to={user ? '/dashboard' : '/'} />
        {user ? <MainNav /> : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {showUpgrade ? (
            <Link to={upgradePath('nav')} className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}>
              <SparklesIcon />
              {t('nav.upgrade')}
            </Link>
          ) : null}
          {user && can(user.plan, 'dark_mode') ? <ThemeToggle theme={theme} /> : null}
          <LanguageSwitch />
          {user ? (
            <>
              <AccountMenu user={user} />
              <SmallScreenNav showUpgrade={showUpgrade} />
            </>
          ) : (
            <>
              {pathname !== '/auth/login' ? (
                <Link to="/auth/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  {t('nav.signIn')}
                </Link>
              ) : null}
              {pathname !== '/auth/signup' ? (
                <Link to="/auth/signup" className={buttonVariants({ size: 'sm' })}>
                  {t('nav.signUp')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
