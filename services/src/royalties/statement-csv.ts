import { formatMicros } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { csvRecord } from './csv';
import { statementOfPeriod, type StatementRow } from './statement-rows';

export const STATEMENT_COLUMNS = [
  'period',
  'store',
  'release_title',
  'upc',
  'track_title',
  'isrc',
  'country',
  'plan',
  'plan_share_percent',
  'split_share_percent',
  'usages',
  'amount_usd',
] as const;

/** Basis points as a percentage text: 8500 → '85', 3333 → '33.33'. */
export function bpsPercent(bps: number | null): string {
  if (bps === null) return '';
  return (bps / 100).toFixed(2).replace(/\.?0+$/, '');
}

function rowRecord(period: string, row: StatementRow): string {
  return csvRecord([
    period,
    row.store,
    row.releaseTitle,
    row.upc,
    row.trackTitle,
    row.isrc,
    row.country,
    row.plan,
    bpsPercent(row.shareBps),
    bpsPercent(row.splitBps),
    row.usages,
    formatMicros(row.micros),
  ]);
}

/**
 * The user's statement for a sales period as CSV: a header, a line per store, release, track and country, then a
 * total line; amounts in US dollars, exact (up to six decimals), so the total is the ledger's to the cent. A period
 * without royalties of theirs is null.
 */
export async function statementCsv({ prisma }: Pick<ServiceDeps, 'prisma'>, input: { userId: string; period: string }): Promise<string | null> {
  const statement = await statementOfPeriod(prisma, input);
  if (statement.rows.length === 0) return null;
  const total = csvRecord(['total', ...STATEMENT_COLUMNS.slice(1, -1).map(() => ''), formatMicros(statement.totalMicros)]);
  return [csvRecord([...STATEMENT_COLUMNS]), ...statement.rows.map((row) => rowRecord(input.period, row)), total].join('');
}
