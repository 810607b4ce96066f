import type { SplitView } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';
import { formatPercent, formatUsd, periodRange } from './split-format';

const STATE_BADGE: Record<SplitView['state'], BadgeVariant> = { current: 'success', upcoming: 'info', past: 'secondary' };

/** A release's splits, its own before its tracks', newest first: who gets what, and from which month to which. */
export function SplitList({ splits }: { splits: readonly SplitView[] }) {
  const { t } = useTranslation('splits');
  if (splits.length === 0) return <p className="text-sm text-muted-foreground">{t('release.noSplit')}</p>;
  return (
    <ul className="grid gap-4">
      {splits.map((split) => (
        <li key={split.id} className="grid gap-2 rounded-lg border p-3 sm:p-4" data-split-state={split.state}>
          <SplitHeader split={split} />
          <SplitShares split={split} />
        </li>
      ))}
    </ul>
  );
}

function SplitHeader({ split }: { split: SplitView }) {
  const { t, i18n } = useTranslation('splits');
  const { from, to } = periodRange(i18n.language, split.fromPeriod, split.toPeriod);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="min-w-0 font-medium break-words">{split.trackTitle ? t('split.track', { title: split.trackTitle }) : t('split.whole')}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{to === null ? t('split.from', { from }) : t('split.range', { from, to })}</span>
        <Badge variant={STATE_BADGE[split.state]}>{t(`state.${split.state}`)}</Badge>
      </div>
    </div>
  );
}

function SplitShares({ split }: { split: SplitView }) {
  const { t, i18n } = useTranslation('splits');
  const percent = (value: number) => formatPercent(i18n.language, value);
  return (
    <dl className="grid gap-1.5 text-sm">
      <div className="flex justify-between gap-3">
        <dt>{t('split.you')}</dt>
        <dd className="tabular-nums">{percent(split.ownerPercent)}</dd>
      </div>
      {split.payees.map((payee) => (
        <div key={payee.email} className="flex flex-wrap justify-between gap-x-3 gap-y-1">
          <dt className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="wrap-anywhere">{payee.email}</span>
            <Badge variant={payee.status === 'accepted' ? 'success' : 'warning'}>{t(`payeeStatus.${payee.status}`)}</Badge>
          </dt>
          <dd className="tabular-nums">{percent(payee.percent)}</dd>
          {payee.recoups && split.recoupAmount ? (
            <dd className="basis-full text-muted-foreground">
              {t('split.recoup', { amount: formatUsd(i18n.language, split.recoupAmount), recouped: formatUsd(i18n.language, split.recoupedAmount) })}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
