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
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max min-w-full gap-1 border-b">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-10 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
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
