import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonth } from '../../lib/format';
import type { StatementRow } from '../../server/statements/statement-console.server';
import { EmptyState } from '../empty-state';
import { Badge } from '../ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { formatAmount } from './money-text';
import { ProblemText } from './problem-text';

type Row = Omit<StatementRow, 'usdMicros' | 'suspenseUsdMicros'>;

const STATUS_VARIANT = { importing: 'info', posted: 'success', failed: 'destructive', superseded: 'outline' } as const;

/** Every imported statement, newest first: what it was, what it added up to and who brought it in. */
export function StatementTable({ statements, storeNames }: { statements: Row[]; storeNames: Record<string, string> }) {
  const { t, i18n } = useTranslation('operator');
  if (statements.length === 0) return <EmptyState title={t('statements.empty.title')} body={t('statements.empty.body')} />;
  const money = (amount: string, currency: string | null) => formatAmount(i18n.language, amount, currency);
  return (
    <Table data-testid="statements">
      <TableHeader>
        <TableRow>
          <TableHead>{t('statements.columns.statement')}</TableHead>
          <TableHead>{t('statements.columns.status')}</TableHead>
          <TableHead className="text-right">{t('statements.columns.lines')}</TableHead>
          <TableHead className="text-right">{t('statements.columns.total')}</TableHead>
          <TableHead className="text-right">{t('statements.columns.usd')}</TableHead>
          <TableHead className="text-right">{t('statements.columns.suspense')}</TableHead>
          <TableHead>{t('statements.columns.imported')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {statements.map((statement) => {
          const counted = statement.status === 'posted' || statement.status === 'superseded';
          return (
            <TableRow key={statement.id} data-status={statement.status} className="align-top">
              <TableCell className="min-w-44 whitespace-normal">
                <span className="block font-medium">{storeNames[statement.store] ?? statement.store}</span>
                <span className="block text-sm">{statement.period === 'unknown' ? t('statements.unknownPeriod') : formatMonth(i18n.language, statement.period)}</span>
                <ul className="mt-1 text-xs text-muted-foreground">
                  {statement.fileNames.map((name) => (
                    <li key={name} className="wrap-anywhere">
                      {name}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="min-w-40 whitespace-normal">
                <Badge variant={STATUS_VARIANT[statement.status]}>{t(`statements.status.${statement.status}`)}</Badge>
                {statement.problem ? <ProblemText problem={statement.problem} className="mt-1 block text-sm text-destructive" /> : null}
                {statement.runUrl ? (
                  <a href={statement.runUrl} target="_blank" rel="noreferrer" className="mt-1 block text-xs underline underline-offset-4">
                    {t('statements.openRun')}
                  </a>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{counted ? statement.lineCount : '–'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {counted
                  ? statement.totals.map(({ currency, total }) => (
                      <span key={currency} className="block" data-currency={currency}>
                        {money(total, currency)}
                      </span>
                    ))
                  : '–'}
              </TableCell>
              <TableCell className="text-right tabular-nums">
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
              </TableCell>
              <TableCell className="text-right tabular-nums">{counted ? money(statement.suspenseUsd, 'USD') : '–'}</TableCell>
              <TableCell className="min-w-36 whitespace-normal text-sm">
                <time dateTime={statement.createdAt}>{formatDateTime(i18n.language, statement.createdAt)}</time>
                {statement.importedBy ? <span className="block text-xs text-muted-foreground">{t('statements.importedBy', { name: statement.importedBy.username })}</span> : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
