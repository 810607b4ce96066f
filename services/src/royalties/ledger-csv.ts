import type { DbClient } from '@slipcase/db';
import { decimalAmount, formatMicros } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { listPayouts, type PayoutView } from '../payouts/payouts';
import { csvRecord, type CsvValue } from './csv';
import { royaltyLines, type RoyaltyLine } from './royalty-lines';

/** The ledger's columns: royalty lines in (from the ledger's entries), withdrawals out (negative), oldest first. */
export const LEDGER_COLUMNS = [
  'type',
  'date',
  'period',
  'store',
  'country',
  'release_id',
  'release_title',
  'upc',
  'isrc',
  'track_title',
  'amount',
  'currency',
  'status',
  'reference',
  'payout_method',
] as const;

type LedgerRow = Partial<Record<(typeof LEDGER_COLUMNS)[number], CsvValue>>;

const PAGE_SIZE = 500;

const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

async function* royaltyPages(prisma: DbClient, userId: string): AsyncGenerator<RoyaltyLine[]> {
  let afterId: string | undefined;
  for (;;) {
    const page = await royaltyLines(prisma, userId, { order: 'oldest', limit: PAGE_SIZE, afterId });
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
    afterId = page.at(-1)?.id;
  }
}

function royaltyRow(line: RoyaltyLine): LedgerRow {
  return {
    type: 'royalty',
    date: isoDay(line.postedAt),
    period: line.period,
    store: line.store,
    country: line.country,
    release_id: line.releaseId,
    release_title: line.releaseTitle,
    upc: line.upc,
    isrc: line.isrc,
    track_title: line.trackTitle,
    amount: formatMicros(line.micros),
    currency: 'USD',
    status: line.status,
    reference: line.transactionId,
  };
}

function payoutRow(payout: PayoutView): LedgerRow {
  return {
    type: 'payout',
    date: isoDay(payout.requestedAt),
    amount: decimalAmount(-payout.amountCents),
    currency: payout.currency,
    status: payout.status,
    reference: payout.externalId ?? payout.id,
    payout_method: payout.method,
  };
}

const record = (row: LedgerRow) => csvRecord(LEDGER_COLUMNS.map((column) => row[column]));

/**
 * The account's ledger as CSV records, the header first, then every royalty line and every withdrawal by date
 * (a day's royalties before its withdrawals), read a page at a time so a long ledger is never held whole.
 */
export async function* ledgerCsv({ prisma }: Pick<ServiceDeps, 'prisma'>, userId: string): AsyncGenerator<string> {
  yield record(Object.fromEntries(LEDGER_COLUMNS.map((column) => [column, column])));
  const payouts = (await listPayouts(prisma, userId)).reverse();
  let next = 0;
  for await (const lines of royaltyPages(prisma, userId)) {
    for (const line of lines) {
      const day = isoDay(line.postedAt);
      for (; next < payouts.length && isoDay(payouts[next]!.requestedAt) < day; next += 1) yield record(payoutRow(payouts[next]!));
      yield record(royaltyRow(line));
    }
  }
  for (; next < payouts.length; next += 1) yield record(payoutRow(payouts[next]!));
}
