import type { SharedSplit } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { formatPercent, periodRange } from './split-format';

/** The splits in which the user is an accepted payee: whose release, their share, and since when. */
export function SharedSplits({ shared }: { shared: readonly SharedSplit[] }) {
  const { t, i18n } = useTranslation('splits');
  if (shared.length === 0) return <p className="text-sm text-muted-foreground">{t('shared.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {shared.map((split) => {
        const { from, to } = periodRange(i18n.language, split.fromPeriod, split.toPeriod);
        return (
          <li key={split.splitId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {split.trackTitle ? t('shared.trackOf', { track: split.trackTitle, release: split.releaseTitle }) : split.releaseTitle}
              </p>
              <p className="text-muted-foreground">
                {t('shared.owner', { owner: split.ownerName })} · {to === null ? t('split.from', { from }) : t('split.range', { from, to })}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {split.state === 'current' ? null : <Badge variant={split.state === 'upcoming' ? 'info' : 'secondary'}>{t(`state.${split.state}`)}</Badge>}
              <span className="font-medium tabular-nums">{t('shared.share', { percent: formatPercent(i18n.language, split.percent) })}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
