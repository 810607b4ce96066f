import type { RoyaltyTraceJson, TracedAmountJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name';
import { formatExactMoney } from '../../lib/format';
import { EmptyState } from '../empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../ui/stacked-table';
import { TableHead, TableRow } from '../ui/table';

type Entry = TracedAmountJson['entries'][number];

function EntryItem({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation();
  const terms = [
    entry.plan && entry.sharePercent !== null ? t('royalties.trace.plan', { plan: entry.plan.toUpperCase(), percent: entry.sharePercent }) : null,
    entry.splitPercent === null ? null : t('royalties.trace.split', { percent: entry.splitPercent }),
    entry.kind === 'statement' ? null : t(`royalties.trace.kind.${entry.kind}`),
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap justify-between gap-x-4">
      <span>
        {t(`royalties.trace.holder.${entry.holder}`)}
        {entry.holderName ? ` (${entry.holderName})` : ''}
        {terms.length > 0 ? <span className="text-muted-foreground"> · {terms.join(' · ')}</span> : null}
      </span>
      <span className="font-medium tabular-nums">{formatExactMoney(i18n.language, entry.amount)}</span>
    </li>
  );
}

function Cells({ cells }: { cells: NonNullable<TracedAmountJson['lines'][number]['cells']> }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {cells.map((cell, index) => (
        <div key={index} className="min-w-0">
          <dt className="inline text-muted-foreground">{cell.name ?? t('royalties.trace.cell', { n: index + 1 })}: </dt>
          <dd className="inline break-all font-mono">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TracedAmount({ amount, stores, operator }: { amount: TracedAmountJson; stores: Readonly<Record<string, string>>; operator: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (decimal: string, currency = 'USD') => formatExactMoney(i18n.language, decimal, currency);
  const what = amount.title ? `${amount.title}${amount.isrc ? ` (${amount.isrc})` : ''}` : (amount.isrc ?? amount.upc ?? t('royalties.trace.unmatched'));
  const country = amount.country === 'WW' ? amount.country : countryName(i18n.language, amount.country);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">
            {t('royalties.trace.amountHeading', { store: stores[amount.store] ?? amount.store, country, what })}
            {amount.refund ? ` · ${t('royalties.trace.refund')}` : ''}
          </h2>
        </CardTitle>
        <CardDescription>
          {t('royalties.trace.stated', { original: money(amount.original, amount.currency) })}
          {amount.currency === 'USD' ? '' : ` ${t('royalties.trace.converted', { rate: amount.usdRate ?? '?', currency: amount.currency, usd: money(amount.usd) })}`}
          {' · '}
          <strong>{operator ? t('royalties.trace.operatorTotal', { amount: money(amount.yours) }) : t('royalties.trace.yours', { amount: money(amount.yours) })}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <section className="space-y-1">
          <h3 className="text-sm font-medium">{t('royalties.trace.entriesHeading')}</h3>
          {amount.entries.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {amount.entries.map((entry, index) => (
                <EntryItem key={index} entry={entry} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('royalties.trace.noEntries')}</p>
          )}
        </section>
        <StackedTable>
          <caption className="sr-only">{t('royalties.trace.linesCaption')}</caption>
          <StackedHeader>
            <TableRow>
              <TableHead>{t('royalties.trace.file')}</TableHead>
              <TableHead>{t('royalties.trace.line')}</TableHead>
              <TableHead>{t('royalties.trace.cells')}</TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {amount.lines.map((line) => (
              <StackedRow key={`${line.part}:${line.lineNo}`}>
                <StackedCell label={t('royalties.trace.file')} className="break-all">
                  {line.fileName}
                </StackedCell>
                <StackedCell label={t('royalties.trace.line')} className="whitespace-nowrap">
                  {t('royalties.trace.lineAt', { part: line.part, line: line.lineNo })}
                </StackedCell>
                <StackedCell label={t('royalties.trace.cells')} wide className="whitespace-normal">
                  {line.cells ? <Cells cells={line.cells} /> : <span className="text-muted-foreground">{t('royalties.trace.notKept')}</span>}
                  {line.summary ? (
                    <div className="mt-2 space-y-1 border-l-2 pl-3">
                      <p className="text-xs text-muted-foreground">{t('royalties.trace.summaryLine', { line: line.summary.lineNo })}</p>
                      <Cells cells={line.summary.cells} />
                    </div>
                  ) : null}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
        {amount.lines.length < amount.lineCount ? (
          <p className="text-sm text-muted-foreground">{t('royalties.trace.moreOfAmount', { count: amount.lineCount - amount.lines.length })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A trace: what it adds up to, then each amount with how it was shared and the store's own lines. */
export function RoyaltyTrace({ trace, stores, operator = false }: { trace: RoyaltyTraceJson; stores: Readonly<Record<string, string>>; operator?: boolean }) {
  const { t, i18n } = useTranslation();
  if (trace.amounts.length === 0) return <EmptyState title={t('royalties.trace.emptyTitle')} body={t('royalties.trace.emptyBody')} />;
  return (
    <div className="space-y-4">
      <p>
        {t('royalties.trace.summary', { count: trace.amountCount, lines: trace.lineCount, total: formatExactMoney(i18n.language, trace.total) })}
      </p>
      {trace.moreLines > 0 ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          {t('royalties.trace.more', { shown: trace.lineCount - trace.moreLines, total: trace.lineCount })}
        </p>
      ) : null}
      {trace.amounts.map((amount, index) => (
        <TracedAmount key={index} amount={amount} stores={stores} operator={operator} />
      ))}
    </div>
  );
}
