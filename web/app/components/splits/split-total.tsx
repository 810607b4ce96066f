import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { formatPercent, typedTotal } from './split-format';

/** The total of the shares as they are typed, and whether it is the 100 % a split needs. */
export function SplitTotal({ ownerPercent, payees }: { ownerPercent: unknown; payees: unknown }) {
  const { t, i18n } = useTranslation('splits');
  const rows = Array.isArray(payees) ? payees : [];
  const total = typedTotal([ownerPercent, ...rows.map((row) => (row && typeof row === 'object' ? (row as { percent?: unknown }).percent : undefined))]);
  const complete = total === 10_000;
  return (
    <p className={cn('text-sm', complete ? 'text-muted-foreground' : 'font-medium text-destructive')} aria-live="polite" data-testid="split-total">
      {total === null
        ? t('form.totalUnknown')
        : `${t('form.total', { total: formatPercent(i18n.language, total / 100) })}${complete ? '' : ` ${t('form.totalOff')}`}`}
    </p>
  );
}
