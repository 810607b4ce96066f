import { Link } from '@remix-run/react';
import { isAvailable, type Capability } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';

const ACTIONS: ReadonlyArray<{ to: string; key: string; capability?: Capability }> = [
  { to: '/distributions/new', key: 'newRelease' },
  { to: '/artists/new', key: 'newArtist' },
  { to: '/royalties', key: 'royalties' },
  { to: '/tools/smartlinks', key: 'smartLink', capability: 'smart_links' },
];

/** The dashboard's shortcuts to what an artist does most: those that work (capabilities.ts). */
export function QuickActions() {
  const { t } = useTranslation('shell');
  const actions = ACTIONS.filter((action) => action.capability === undefined || isAvailable(action.capability));
  return (
    <nav aria-label={t('dashboard.quickActions.heading')}>
      <ul className="grid grid-cols-2 gap-3 lg:auto-cols-fr lg:grid-flow-col">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="font-medium">{t(`dashboard.quickActions.${action.key}.title`)}</span>
              <span className="text-sm text-muted-foreground">{t(`dashboard.quickActions.${action.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
