import type { ConsoleDelivery, DeliveryConsole } from '@slipcase/services/deliveries/delivery-console';
import { table } from '../format';

const time = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const WHAT = { retry: 'retry', resend: 'resend' } as const;

function deliveryRows(rows: ConsoleDelivery[], empty: string): string[] {
  if (rows.length === 0) return [empty];
  return table([
    ['Release', 'Title', 'Store', 'Since', 'Failed tries', 'Can', 'Why'],
    ...rows.map((row) => [
      row.release.id,
      row.release.title,
      row.kind === 'new' ? row.store : `${row.store} (${row.kind})`,
      time(row.at),
      String(row.attempts),
      row.remedy.action ? WHAT[row.remedy.action] : '-',
      row.reason ?? (row.escalation ? row.escalation : 'no confirmation yet'),
    ]),
  ]);
}

/** The three lists, each under its heading, in plain words. */
export function formatDeliveriesList(view: DeliveryConsole): string {
  return [
    'Failed deliveries:',
    ...deliveryRows(view.failing, '  none'),
    '',
    'Waiting for the store\'s confirmation:',
    ...deliveryRows(view.unacknowledged, '  none'),
    '',
    'Releases stuck in a status:',
    ...(view.stuck.length === 0
      ? ['  none']
      : table([['Release', 'Title', 'Status', 'Since'], ...view.stuck.map((row) => [row.release.id, row.release.title, row.release.status, time(row.since)])])),
  ].join('\n');
}
