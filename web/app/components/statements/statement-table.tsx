import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonth } from '../../lib/format';
import type { StatementRow } from '../../server/statements/statement-console.server';
import { EmptyState } from '../empty-state';
import { Badge } from '../ui/badge';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../ui/stacked-table';
import { TableHead, TableRow } from '../ui/table';
import { formatAmount } from './money-text';
import { ProblemText } from './problem-text';

type Row = Omit<StatementRow, 'usdMicros' | 'suspenseUsdMicros'>;

const STATUS_VARIANT = { importing: 'info', posted: 'success', failed: 'destructive', superseded: 'outline' } as const;

/** Every imported statement, newest first, a card each on a phone: what it was, what it added up to and who brought it in. */
export function StatementTable({ statements, storeNames }: { statements: Row[]; storeNames: Record<string, string> }) {
  const { t, i18n } = useTranslation('operator');
  if (statements.length === 0) return <EmptyState title={t('statements.empty.title')} body={t('statements.empty.body')} />;
  const c = (column: string) => t(`statements.columns.${column}`);
  const money = (amount: string, currency: string | null) => formatAmount(i18n.language, amount, currency);
  return (
    <StackedTable data-testid="statements">
      <StackedHeader>
        <TableRow>
          <TableHead>{c('statement')}</TableHead>
          <TableHead>{c('status')}</TableHead>
          <TableHead className="text-right">{c('lines')}</TableHead>
          <TableHead className="text-right">{c('total')}</TableHead>
          <TableHead className="text-right">{c('usd')}</TableHead>
          <TableHead className="text-right">{c('suspense')}</TableHead>
          <TableHead>{c('imported')}</TableHead>
        </TableRow>
      </StackedHeader>
      <StackedBody>
        {statements.map((statement) => {
          const counted = statement.status === 'posted' || statement.status === 'superseded';
          return (
            <StackedRow key={statement.id} data-status={statement.status} className="align-top">
              <StackedCell wide label={c('statement')} className="min-w-44 whitespace-normal">
                <span className="block font-medium">{storeNames[statement.store] ?? statement.store}</span>
                <span className="block text-sm">{statement.period === 'unknown' ? t('statements.unknownPeriod') : formatMonth(i18n.language, statement.period)}</span>
                <ul className="mt-1 text-xs text-muted-foreground">
                  {statement.fileNames.map((name) => (
                    <li key={name} className="wrap-anywhere">
                      {name}
                    </li>
                  ))}
                </ul>
              </StackedCell>
              <StackedCell wide label={c('status')} className="min-w-40 whitespace-normal">
                <Badge variant={STATUS_VARIANT[statement.status]}>{t(`statements.status.${statement.status}`)}</Badge>
                {statement.problem ? <ProblemText problem={statement.problem} className="mt-1 block text-sm text-destructive" /> : null}
                {statement.runUrl ? (
                  <a href={statement.runUrl} target="_blank" rel="noreferrer" className="mt-1 block text-xs underline underline-offset-4">
                    {t('statements.openRun')}
                  </a>
                ) : null}
              </StackedCell>
              <StackedCell label={c('lines')} className="text-right tabular-nums">{counted ? statement.lineCount : '–'}</StackedCell>
              <StackedCell label={c('total')} className="text-right tabular-nums">
                {counted
                  ? statement.totals.map(({ currency, total }) => (
                      <span key={currency} className="block" data-currency={currency}>
                        {money(total, currency)}
                      </span>
                    ))
                  : '–'}
              </StackedCell>
              <StackedCell label={c('usd')} className="text-right tabular-nums">
                {counted ? money(statement.usd, 'USD') : '–'}
                {counted
                  ? statement.totals
                      .filter(({ currency }) => currency !== 'USD')
                      .map(({ currency, usdRate }) => (
                        <span key={currency} className="block text-xs text-muted-foreground">
                          {t('statements.atRate', { currency, rate: usdRate })}
                        </span>
                      ))
                  : null}
              </StackedCell>
              <StackedCell label={c('suspense')} className="text-right tabular-nums">{counted ? money(statement.suspenseUsd, 'USD') : '–'}</StackedCell>
              <StackedCell label={c('imported')} className="min-w-36 whitespace-normal text-sm">
                <time dateTime={statement.createdAt}>{formatDateTime(i18n.language, statement.createdAt)}</time>
                {statement.importedBy ? <span className="block text-xs text-muted-foreground">{t('statements.importedBy', { name: statement.importedBy.username })}</span> : null}
              </StackedCell>
            </StackedRow>
          );
        })}
      </StackedBody>
    </StackedTable>
  );
}
