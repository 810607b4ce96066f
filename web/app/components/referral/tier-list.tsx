import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../lib/format';
import { Badge } from '../ui/badge';

interface Tier {
  referred: number;
  creditCents: number;
  reached: boolean;
  grantedAt: string | null;
}

/** The reward tiers, each with its credit and where the user stands: credited (and when), reached, or how many to go. */
export function TierList({ tiers, paying }: { tiers: readonly Tier[]; paying: number }) {
  const { t, i18n } = useTranslation('referral');
  return (
    <ol className="grid gap-3 sm:grid-cols-3" data-testid="referral-tiers">
      {tiers.map((tier) => (
        <li key={tier.referred} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <p className="font-medium">{t('tiers.tier', { count: tier.referred })}</p>
          <p className="text-2xl font-semibold">{formatCents(i18n.language, tier.creditCents)}</p>
          <p className="text-sm text-muted-foreground">{t('tiers.creditTo')}</p>
          <div>
            {tier.grantedAt ? (
              <Badge variant="success">{t('tiers.grantedOn', { date: formatDate(i18n.language, tier.grantedAt) })}</Badge>
            ) : tier.reached ? (
              <Badge variant="secondary">{t('tiers.reached')}</Badge>
            ) : (
              <Badge variant="outline">{t('tiers.toGo', { count: tier.referred - paying })}</Badge>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
