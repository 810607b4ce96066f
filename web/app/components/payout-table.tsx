import type { PayoutView } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../lib/format';
import { CancelPayoutDialog } from './royalties/cancel-payout-dialog';
import { Badge, type BadgeVariant } from './ui/badge';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from './ui/stacked-table';
import { TableHead, TableRow } from './ui/table';

const STATUS_VARIANTS: Record<PayoutView['status'], BadgeVariant> = {
  waiting: 'warning',
  paying: 'info',
  paid: 'success',
  failed: 'destructive',
  cancelled: 'outline',
};

/** The user's withdrawals, a card each on a phone; a waiting one can be cancelled, once confirmed. */
export function PayoutTable({ payouts }: { payouts: readonly PayoutView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <StackedTable>
      <StackedHeader>
        <TableRow>
          <TableHead className="text-right">{t('royalties.payouts.amount')}</TableHead>
          <TableHead>{t('royalties.payouts.method')}</TableHead>
          <TableHead>{t('royalties.payouts.status')}</TableHead>
          <TableHead>{t('royalties.payouts.requested')}</TableHead>
          <TableHead>{t('royalties.payouts.date')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('royalties.payouts.cancel')}</span>
          </TableHead>
        </TableRow>
      </StackedHeader>
      <StackedBody>
        {payouts.map((payout) => {
          const amount = formatCents(i18n.language, payout.amountCents, payout.currency);
          return (
            <StackedRow key={payout.id} data-payout={payout.id}>
              <StackedCell label={t('royalties.payouts.amount')} className="text-right tabular-nums">
                {amount}
              </StackedCell>
              <StackedCell label={t('royalties.payouts.method')}>{t(`royalties.method.${payout.method}`)}</StackedCell>
              <StackedCell label={t('royalties.payouts.status')}>
                <Badge variant={STATUS_VARIANTS[payout.status]} data-status={payout.status}>
                  {t(`royalties.payoutStatus.${payout.status}`)}
                </Badge>
              </StackedCell>
              <StackedCell label={t('royalties.payouts.requested')}>{formatDate(i18n.language, payout.requestedAt)}</StackedCell>
              <StackedCell label={t('royalties.payouts.date')}>
                {payout.paidAt
                  ? t('royalties.payouts.paidOn', { date: formatDate(i18n.language, payout.paidAt) })
                  : payout.status === 'waiting' || payout.status === 'paying'
                    ? t('royalties.payouts.availableOn', { date: formatDate(i18n.language, payout.availableAt) })
                    : t('royalties.payouts.returned')}
              </StackedCell>
              <StackedCell wide className="text-right max-sm:empty:hidden">
                {payout.status === 'waiting' ? (
                  <CancelPayoutDialog payoutId={payout.id} amount={amount} availableOn={formatDate(i18n.language, payout.availableAt)} />
                ) : null}
              </StackedCell>
            </StackedRow>
          );
        })}
      </StackedBody>
    </StackedTable>
  );
}
