import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { readableReason } from '../../lib/error-messages';
import { formatDateTime } from '../../lib/format';
import type { DeliveryAnswer, DeliveryRow } from '../../server/deliveries/delivery-console.server';
import { EmptyState } from '../empty-state';
import { StatusBadge } from '../status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { RemedyButton } from './remedy-button';
import { RunLink } from './run-link';

/** The release a row is about: its title (to its page), artist, UPC and status. */
export function ReleaseCell({ release }: { release: DeliveryRow['release'] }) {
  const { t } = useTranslation('operator');
  return (
    <TableCell className="min-w-48 whitespace-normal">
      <Link to={`/distributions/${release.id}`} className="font-medium underline-offset-4 hover:underline">
        {release.title}
      </Link>
      <span className="block text-sm">{release.artist}</span>
      <span className="block text-xs text-muted-foreground">{t('deliveries.upc', { upc: release.upc })}</span>
      <StatusBadge status={release.status} className="mt-1" />
    </TableCell>
  );
}

/**
 * Store deliveries that need an operator: failing ones (`failing`: the reason and how many tries) or ones the store
 * has not acknowledged (the escalation, or since when it waits); each with what can be done and its run.
 */
export function DeliveryTable({ rows, list, onDone }: { rows: DeliveryRow[]; list: 'failing' | 'unacknowledged'; onDone: (answer: DeliveryAnswer) => void }) {
  const { t, i18n } = useTranslation('operator');
  const { t: tCommon } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t(`deliveries.${list}.empty.title`)} body={t(`deliveries.${list}.empty.body`)} />;
  return (
    <Table data-testid={`deliveries-${list}`}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('deliveries.columns.store')}</TableHead>
          <TableHead>{t('deliveries.columns.release')}</TableHead>
          <TableHead>{t('deliveries.columns.reason')}</TableHead>
          <TableHead>{t(`deliveries.${list}.when`)}</TableHead>
          <TableHead className="text-right">{t('deliveries.columns.attempts')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('deliveries.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.deliveryId} data-store={row.store} data-release={row.release.id} className="align-top">
            <TableCell className="font-medium">
              {row.storeName}
              {row.kind !== 'new' ? <span className="block text-xs text-muted-foreground">{t(`deliveries.kind.${row.kind}`)}</span> : null}
            </TableCell>
            <ReleaseCell release={row.release} />
            <TableCell className="max-w-80 text-sm whitespace-normal wrap-anywhere">
              {row.escalation ? <span className="block font-medium">{t(`deliveries.escalation.${row.escalation === 'ack_timeout' ? 'ackTimeout' : 'unconfirmed'}`)}</span> : null}
              {row.reason ? readableReason(tCommon, row.reason) : (list === 'unacknowledged' && !row.escalation ? t('deliveries.unacknowledged.waiting') : null)}
            </TableCell>
            <TableCell>
              <time dateTime={row.at}>{formatDateTime(i18n.language, row.at)}</time>
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.attempts}</TableCell>
            <TableCell className="space-y-2 text-right">
              {row.remedy.action ? (
                <RemedyButton
                  intent={row.remedy.action}
                  target={{ deliveryId: row.deliveryId, releaseId: row.release.id, title: row.release.title, store: row.store, storeName: row.storeName }}
                  onDone={onDone}
                />
              ) : null}
              <RunLink url={row.runUrl} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
