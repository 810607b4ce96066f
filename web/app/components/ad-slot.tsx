import { Link } from '@remix-run/react';
import { artistProfileLimit, isAvailable, type Capability } from '@slipcase/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradePath } from '../lib/paths';
import { buttonVariants } from './ui/button';

/** The house ads, best first: an ad for a capability runs once it is available (capabilities.ts). */
const HOUSE_ADS: ReadonlyArray<{ key: 'promotion' | 'advanced'; to: string; capability?: Capability }> = [
  { key: 'promotion', to: '/promotion', capability: 'promotion' },
  { key: 'advanced', to: upgradePath('ads') },
];

/** The house ad the slot shows: the first whose service works. */
export function houseAd() {
  return HOUSE_ADS.find((ad) => ad.capability === undefined || isAvailable(ad.capability)) as (typeof HOUSE_ADS)[number];
}

/**
 * The free plan's ads slot (000 §6). It shows a house ad for Slipcase's own services: nothing is loaded from
 * elsewhere and nothing is tracked. A bait element with class names that ad blockers hide tells whether one is
 * on; then the slot asks, politely, to allow it, or to upgrade. Its own markup avoids such names so that the
 * request itself stays visible.
 */
export function AdSlot() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const bait = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  const ad = houseAd();

  useEffect(() => {
    // Blockers apply their element rules shortly after the page loads: look a moment later.
    const timer = window.setTimeout(() => {
      const element = bait.current;
      if (!element) return;
      const style = window.getComputedStyle(element);
      setBlocked(element.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden');
    }, 200);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <aside aria-labelledby={headingId} className="relative overflow-hidden rounded-xl border bg-card p-5" data-testid="sponsor-slot">
      <div ref={bait} aria-hidden="true" className="adsbox ad-banner pub_300x250 pointer-events-none absolute h-px w-px opacity-0" />
      <p id={headingId} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('ads.label')}
      </p>
      {blocked ? (
        <div className="mt-2 space-y-3" data-testid="blocker-request">
          <p className="text-sm">{t('ads.blocker')}</p>
          <Link to={upgradePath('ads')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('ads.removeAds')}
          </Link>
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="font-medium">{t(`ads.house.${ad.key}.title`)}</p>
          <p className="text-sm text-muted-foreground">{t(`ads.house.${ad.key}.body`, { count: artistProfileLimit('advanced') })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={ad.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t(`ads.house.${ad.key}.action`)}
            </Link>
            <Link to={upgradePath('ads')} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
              {t('ads.removeAds')}
            </Link>
          </div>
        </div>
      )}
    </aside>
  );
}
