import { useTranslation } from 'react-i18next';

interface Props {
  stats: { visits: number; signups: number; paying: number };
  refused: { self_referral: number; shared_payout_destination: number };
}

/** The share link's numbers: visits, sign-ups and referred users who became paying; an empty state before any visit. */
export function ReferralStats({ stats, refused }: Props) {
  const { t, i18n } = useTranslation('referral');
  const number = new Intl.NumberFormat(i18n.language);
  const notCounted = refused.self_referral + refused.shared_payout_destination;
  return (
    <section aria-labelledby="referral-stats" className="space-y-3">
      <h2 id="referral-stats" className="text-lg font-semibold">
        {t('stats.heading')}
      </h2>
      <dl className="grid grid-cols-3 gap-3" data-testid="referral-stats">
        {(['visits', 'signups', 'paying'] as const).map((key) => (
          <div key={key} className="rounded-xl border bg-card p-3 sm:p-4">
            <dt className="text-xs text-muted-foreground sm:text-sm">{t(`stats.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{number.format(stats[key])}</dd>
          </div>
        ))}
      </dl>
      {stats.visits === 0 && stats.signups === 0 ? <p className="text-sm text-muted-foreground">{t('stats.empty')}</p> : null}
      {notCounted > 0 ? <p className="text-sm text-muted-foreground">{t('stats.notCounted', { count: notCounted })}</p> : null}
    </section>
  );
}
