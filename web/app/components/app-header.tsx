import { isStaff, type Role } from '@slipcase/domain';
import { Form, Link, NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { LanguageSwitch } from './language-switch';
import { Button, buttonVariants } from './ui/button';

export interface HeaderUser {
  name: string;
  role: Role;
  blocked: boolean;
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'bg-secondary text-foreground' : 'text-muted-foreground hover:text-foreground',
  );
}

export function AppHeader({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A blocked account gets no navigation: only its page and a way out.
  const showNav = user && !user.blocked;
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={showNav ? '/dashboard' : '/'}
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <img src="/favicon.svg" alt="" className="size-6" />
          Slipcase
        </Link>
        {showNav ? (
          <nav aria-label={t('nav.main')} className="flex items-center gap-1">
            <NavLink to="/dashboard" className={navLinkClass}>
              {t('nav.dashboard')}
            </NavLink>
            <NavLink to="/distributions" className={navLinkClass}>
              {t('nav.releases')}
            </NavLink>
            <NavLink to="/royalties" className={navLinkClass}>
              {t('nav.royalties')}
            </NavLink>
            {isStaff(user.role) ? (
              <NavLink to="/operator/reviews" className={navLinkClass}>
                {t('nav.reviews')}
              </NavLink>
            ) : null}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitch />
          {user ? (
            <Form method="post" action="/auth/logout">
              <Button type="submit" variant="ghost" size="sm">
                {t('nav.signOut')}
              </Button>
            </Form>
          ) : pathname !== '/auth/login' ? (
            <Link to="/auth/login" className={buttonVariants({ size: 'sm' })}>
              {t('nav.signIn')}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
