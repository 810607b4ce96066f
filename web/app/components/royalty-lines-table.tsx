import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/country-name';
import { formatCents, formatDate, formatMonth } from '../lib/format';
import { Badge } from './ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

/** A royalty line (001 §3 Royalty) as the page shows it. */
export interface RoyaltyLineRow {
  id: string;
  transactionId: string;
  /** YYYY-MM-DD: when its statement was posted. */
  date: string;
  period: string | null;
  store: string | null;
  country: string | null;
  trackTitle: string | null;
  isrc: string | null;
  cents: number;
  status: 'paid' | 'pending';
}

export function RoyaltyLinesTable({ lines, stores }: { lines: readonly RoyaltyLineRow[]; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="text-right">{t('royalties.lines.amount')}</TableHead>
          <TableHead>{t('royalties.lines.status')}</TableHead>
          <TableHead>{t('royalties.lines.period')}</TableHead>
          <TableHead>{t('royalties.lines.date')}</TableHead>
          <TableHead>{t('royalties.lines.platform')}</TableHead>
          <TableHead>{t('royalties.lines.country')}</TableHead>
          <TableHead>{t('royalties.lines.track')}</TableHead>
          <TableHead>{t('royalties.lines.isrc')}</TableHead>
          <TableHead>{t('royalties.lines.transaction')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="text-right tabular-nums">{formatCents(i18n.language, line.cents)}</TableCell>
            <TableCell>
              <Badge variant={line.status === 'paid' ? 'success' : 'secondary'}>{t(`royalties.lineStatus.${line.status}`)}</Badge>
            </TableCell>
            <TableCell>{line.period ? formatMonth(i18n.language, line.period) : '—'}</TableCell>
            <TableCell>{formatDate(i18n.language, line.date)}</TableCell>
            <TableCell>{line.store ? (stores[line.store] ?? line.store) : '—'}</TableCell>
            <TableCell>{line.country ? countryName(i18n.language, line.country) : '—'}</TableCell>
            <TableCell>{line.trackTitle ?? '—'}</TableCell>
            <TableCell className={line.isrc ? 'font-mono text-xs' : undefined}>{line.isrc ?? '—'}</TableCell>
            <TableCell className="font-mono text-xs">{line.transactionId}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
