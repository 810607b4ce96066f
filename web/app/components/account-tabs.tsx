import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

const TABS = [
  { to: '/account', key: 'personal', end: true },
  { to: '/account/notifications', key: 'notifications', end: false },
  { to: '/account/payout', key: 'payout', end: false },
  { to: '/account/subscription', key: 'subscription', end: false },
  { to: '/account/api-tokens', key: 'apiTokens', end: false },
] as const;

/** The settings tabs as links; the current one carries aria-current="page" (NavLink sets it). */
export function AccountTabs() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('tabs.label')}>
      {/*
        Two by two (the odd last one across), so every tab (the current one too) is in sight; a row of tabs from lg
        up, where the page is wide enough for the longest labels (Spanish) without scrolling sideways.
      */}
      <ul className="grid grid-cols-2 gap-1 lg:flex lg:border-b [&>li:last-child:nth-child(odd)]:col-span-2">
        {TABS.map((tab) => (
          <li key={tab.key} className="flex">
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 w-full items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  'lg:-mb-px lg:rounded-none lg:border-b-2 lg:px-2 lg:py-0 lg:whitespace-nowrap',
                  isActive
                    ? 'bg-secondary text-foreground lg:border-primary lg:bg-transparent'
                    : 'text-muted-foreground hover:text-foreground lg:border-transparent lg:hover:border-border',
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
