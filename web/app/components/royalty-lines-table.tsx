import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../lib/format';
import { Badge } from './ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

export interface RoyaltyLineRow {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  platform: string;
  country: string;
  trackTitle: string | null;
  isrc: string | null;
  amountCents: number;
  currency: string;
  status: string;
}

export function RoyaltyLinesTable({ lines }: { lines: readonly RoyaltyLineRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('royalties.lines.date')}</TableHead>
          <TableHead>{t('royalties.lines.platform')}</TableHead>
          <TableHead>{t('royalties.lines.country')}</TableHead>
          <TableHead>{t('royalties.lines.track')}</TableHead>
          <TableHead>{t('royalties.lines.isrc')}</TableHead>
          <TableHead className="text-right">{t('royalties.lines.amount')}</TableHead>
          <TableHead>{t('royalties.lines.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{formatDate(i18n.language, line.date)}</TableCell>
            <TableCell>{line.platform}</TableCell>
            <TableCell>{line.country}</TableCell>
            <TableCell>{line.trackTitle ?? '—'}</TableCell>
            <TableCell className={line.isrc ? 'font-mono text-xs' : undefined}>{line.isrc ?? '—'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(i18n.language, line.amountCents, line.currency)}</TableCell>
            <TableCell>
              <Badge variant={line.status === 'paid' ? 'success' : 'secondary'}>
                {t(`royalties.lineStatus.${line.status}`, { defaultValue: line.status })}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
