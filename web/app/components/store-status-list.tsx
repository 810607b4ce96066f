import type { StoreState } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import type { StoreSummary } from '../lib/store-summaries';
import { EmptyState } from './empty-state';
import { Badge, type BadgeVariant } from './ui/badge';

const STATE_VARIANTS: Record<StoreState, BadgeVariant> = {
  delivering: 'info',
  waiting: 'warning',
  accepted: 'info',
  live: 'success',
  rejected: 'destructive',
  failed: 'destructive',
  removing: 'warning',
  removed: 'outline',
  removal_failed: 'destructive',
};

/** A takedown waiting for its day: the stores it names (none: every store) and when it goes out. */
export interface Leaving {
  stores: readonly string[];
  at: string;
}

/**
 * Each store the release went to, as the artist reads it: its state in plain words, its link, and sandbox mode.
 * `liveOn`: the release date an approved release waits for; `leaving`: a takedown waiting, which each store it names
 * tells, the others staying as they are.
 */
export function StoreStatusList({ stores, liveOn, leaving }: { stores: readonly StoreSummary[]; liveOn?: string; leaving?: Leaving }) {
  const { t, i18n } = useTranslation();
  if (stores.length === 0) return <EmptyState title={t('delivery.emptyTitle')} body={t('release.noDeliveries')} />;
  return (
    <div className="space-y-3">
      {liveOn ? <p className="text-sm">{t('delivery.liveOn', { date: formatDate(i18n.language, liveOn) })}</p> : null}
      <StoreRows stores={stores} leaving={leaving} />
    </div>
  );
}

function StoreRows({ stores, leaving }: { stores: readonly StoreSummary[]; leaving?: Leaving }) {
  const { t, i18n } = useTranslation();
  const leaves = (store: StoreSummary) =>
    leaving !== undefined && store.state === 'live' && (leaving.stores.length === 0 || leaving.stores.includes(store.store));
  return (
    <ul className="divide-y rounded-lg border" data-testid="stores">
      {stores.map((store) => (
        <li key={store.store} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3" data-store={store.store} data-state={store.state}>
          <span className="min-w-0 flex-1 font-medium wrap-anywhere">{store.storeName}</span>
          <Badge variant={STATE_VARIANTS[store.state]}>
            {store.state === 'rejected' && store.reason
              ? t('delivery.state.rejectedBecause', { reason: store.reason })
              : t(`delivery.state.${store.state}`)}
          </Badge>
          {store.storeUrl ? (
            <a href={store.storeUrl} target="_blank" rel="noopener noreferrer" className="w-full text-sm text-primary underline underline-offset-4 sm:w-auto">
              {t('delivery.open', { store: store.storeName })}
            </a>
          ) : null}
          {leaves(store) && leaving ? (
            <p className="w-full text-sm text-muted-foreground" data-testid="store-leaves">
              {t('delivery.leavesOn', { date: formatDate(i18n.language, leaving.at) })}
            </p>
          ) : null}
          {store.sandbox ? (
            <p className="w-full text-sm text-muted-foreground">{t('delivery.sandbox', { store: store.storeName })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
