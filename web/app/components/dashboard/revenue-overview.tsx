import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';
import { cn } from '../../lib/utils';
import type { MonthTotal } from '../../lib/royalty-months';
import { EmptyState } from '../empty-state';
import { RoyaltyChart } from '../royalty-chart';
import { buttonVariants } from '../ui/button';
import { WidgetCard } from './widget-card';

export interface RevenueData {
  currency: string;
  totalCents: number;
  availableCents: number;
  months: readonly MonthTotal[];
}

/** Royalties so far, what can be withdrawn, and the last months as a small chart. */
export function RevenueOverview({ revenue }: { revenue: RevenueData }) {
  const { t, i18n } = useTranslation('shell');
  const money = (cents: number) => formatCents(i18n.language, cents, revenue.currency);
  return (
    <WidgetCard
      title={t('dashboard.revenue.heading')}
      testId="revenue-overview"
      action={
        <Link to="/royalties" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-0')}>
          {t('dashboard.revenue.all')}
        </Link>
      }
    >
      {revenue.months.length === 0 ? (
        <EmptyState title={t('dashboard.revenue.empty.title')} body={t('dashboard.revenue.empty.body')} />
      ) : (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-muted-foreground">{t('dashboard.revenue.total')}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="revenue-total">
                {money(revenue.totalCents)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('dashboard.revenue.available')}</dt>
              <dd className="text-xl font-semibold tabular-nums">{money(revenue.availableCents)}</dd>
            </div>
          </dl>
          <RoyaltyChart months={revenue.months} currency={revenue.currency} />
        </div>
      )}
    </WidgetCard>
  );
}
