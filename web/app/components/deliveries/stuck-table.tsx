import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { StuckRow } from '../../server/deliveries/delivery-console.server';
import { EmptyState } from '../empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { ReleaseCell } from './delivery-table';
import { RunLink } from './run-link';

/** Releases in a passing status for longer than they should be, the longest first, each with its run. */
export function StuckTable({ rows, hours }: { rows: StuckRow[]; hours: number }) {
  const { t, i18n } = useTranslation('operator');
  if (rows.length === 0) return <EmptyState title={t('deliveries.stuck.empty.title')} body={t('deliveries.stuck.empty.body', { hours })} />;
  return (
    <Table data-testid="deliveries-stuck">
      <TableHeader>
        <TableRow>
          <TableHead>{t('deliveries.columns.release')}</TableHead>
          <TableHead>{t('deliveries.stuck.since')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('deliveries.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.release.id} data-release={row.release.id} className="align-top">
            <ReleaseCell release={row.release} />
            <TableCell>
              <time dateTime={row.since}>{formatDateTime(i18n.language, row.since)}</time>
            </TableCell>
            <TableCell className="text-right">
              <RunLink url={row.runUrl} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
