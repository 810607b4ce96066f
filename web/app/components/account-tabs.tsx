import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

const TABS = [
  { to: '/account', key: 'personal', end: true },
  { to: '/account/notifications', key: 'notifications', end: false },
  { to: '/account/payout', key: 'payout', end: false },
  { to: '/account/subscription', key: 'subscription', end: false },
] as const;

/** The four settings tabs as links; the current one carries aria-current="page" (NavLink sets it). */
export function AccountTabs() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('tabs.label')}>
      {/* Two by two on a phone, so every tab (the current one too) is in sight; a row of tabs from sm up. */}
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:border-b">
        {TABS.map((tab) => (
          <li key={tab.key} className="flex">
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 w-full items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  'sm:-mb-px sm:rounded-none sm:border-b-2 sm:py-0 sm:whitespace-nowrap',
                  isActive
                    ? 'bg-secondary text-foreground sm:border-primary sm:bg-transparent'
                    : 'text-muted-foreground hover:text-foreground sm:border-transparent sm:hover:border-border',
                )
              }
            >
              {t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A settings page: the heading, the tabs, then the tab's content. */
export function AccountPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('heading')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </div>
      <AccountTabs />
      <div className="space-y-6">{children}</div>
    </div>
  );
}
