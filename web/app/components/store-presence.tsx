import type { StorePresence } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';

/** Where the release stands in each store it was sent to: live, or taken down there, in plain words. */
export function StorePresenceList({ stores }: { stores: Array<StorePresence & { storeName: string }> }) {
  const { t } = useTranslation();
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="store-presence-heading" className="mb-4 space-y-2">
      <h3 id="store-presence-heading" className="text-sm font-medium">
        {t('release.storePresence.heading')}
      </h3>
      <ul className="grid gap-1 text-sm" data-testid="store-presence">
        {stores.map((entry) => (
          <li key={entry.store} className="flex justify-between gap-4" data-store={entry.store} data-state={entry.state}>
            <span>{entry.storeName}</span>
            <span className={entry.state === 'live' ? 'text-muted-foreground' : 'font-medium'}>{t(`release.storePresence.${entry.state}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
