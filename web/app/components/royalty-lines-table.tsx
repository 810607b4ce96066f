import type { RoyaltyLineStatus } from '@slipcase/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/country-name';
import { formatCents, formatDate, formatMonth } from '../lib/format';
import { Badge, type BadgeVariant } from './ui/badge';
import { Button } from './ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from './ui/stacked-table';
import { TableHead, TableRow } from './ui/table';

/** A royalty line (001 §3 Royalty) as the page shows it; its transaction id stays in the ledger export. */
export interface RoyaltyLineRow {
  id: string;
  /** YYYY-MM-DD: when its statement was posted. */
  date: string;
  period: string | null;
  store: string | null;
  country: string | null;
  trackTitle: string | null;
  isrc: string | null;
  cents: number;
  status: RoyaltyLineStatus;
}

const STATUS_VARIANTS: Record<RoyaltyLineStatus, BadgeVariant> = { available: 'info', pending: 'warning', paid: 'success', taken_back: 'secondary' };

/** The lines shown until the user asks for all of them: a hundred cards would make a phone's page endless. */
export const FIRST_LINES = 10;

/** The newest royalty lines, a card each on a phone: the first few, then all of them on request. */
export function RoyaltyLinesTable({ lines, stores }: { lines: readonly RoyaltyLineRow[]; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const heading = (column: string) => t(`royalties.lines.${column}`);
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  return (
    <div className="grid gap-4">
      <StackedTable>
        <StackedHeader>
          <TableRow>
            <TableHead className="text-right">{heading('amount')}</TableHead>
            <TableHead>{heading('status')}</TableHead>
            <TableHead>{heading('period')}</TableHead>
            <TableHead>{heading('date')}</TableHead>
            <TableHead>{heading('platform')}</TableHead>
            <TableHead>{heading('country')}</TableHead>
            <TableHead>{heading('track')}</TableHead>
            <TableHead>{heading('isrc')}</TableHead>
          </TableRow>
        </StackedHeader>
        <StackedBody>
          {shown.map((line) => (
            <StackedRow key={line.id} data-line-status={line.status}>
              <StackedCell label={heading('amount')} className="text-right font-medium tabular-nums">
                {formatCents(i18n.language, line.cents)}
              </StackedCell>
              <StackedCell label={heading('status')}>
                <Badge variant={STATUS_VARIANTS[line.status]}>{t(`royalties.lineStatus.${line.status}`)}</Badge>
              </StackedCell>
              <StackedCell label={heading('period')}>{line.period ? formatMonth(i18n.language, line.period) : '—'}</StackedCell>
              <StackedCell label={heading('date')}>{formatDate(i18n.language, line.date)}</StackedCell>
              <StackedCell label={heading('platform')}>{line.store ? (stores[line.store] ?? line.store) : '—'}</StackedCell>
              <StackedCell label={heading('country')}>{line.country ? countryName(i18n.language, line.country) : '—'}</StackedCell>
              <StackedCell label={heading('track')}>{line.trackTitle ?? '—'}</StackedCell>
              <StackedCell label={heading('isrc')} className={line.isrc ? 'font-mono text-xs' : undefined}>
                {line.isrc ?? '—'}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
      {lines.length > FIRST_LINES ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('royalties.lines.showFewer') : t('royalties.lines.showAll', { count: lines.length })}
        </Button>
      ) : null}
    </div>
  );
}
