import type { PrismaClient, RoyaltyLine } from '@slipcase/db';
import { decimalAmount, normalizeIsrc } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { listPayouts, type PayoutView } from '../payouts/payouts';
import { csvRecord, type CsvValue } from './csv';

/** The ledger's columns: royalty lines in (positive amounts), withdrawals out (negative), oldest first. */
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
type ReleaseOfLine = { id: string; title: string; upc: string };

const PAGE_SIZE = 500;

const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
const isrcKey = (isrc: string) => normalizeIsrc(isrc) ?? isrc;

async function* royaltyPages(prisma: PrismaClient, userId: string): AsyncGenerator<RoyaltyLine[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await prisma.royaltyLine.findMany({
      where: { userId },
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
      take: PAGE_SIZE,
      ...(cursor && { skip: 1, cursor: { id: cursor } }),
    });
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
    cursor = page.at(-1)?.id;
  }
}

/** The user's own releases the lines' ISRCs belong to (a platform's report names the recording, not the release). */
async function releasesOf(prisma: PrismaClient, userId: string, lines: readonly RoyaltyLine[]): Promise<Map<string, ReleaseOfLine>> {
  const isrcs = [...new Set(lines.flatMap((line) => (line.isrc ? [isrcKey(line.isrc)] : [])))];
  if (isrcs.length === 0) return new Map();
  const tracks = await prisma.track.findMany({
    where: { isrc: { in: isrcs }, release: { ownerId: userId } },
    select: { isrc: true, release: { select: { id: true, title: true, upc: true } } },
  });
  return new Map(tracks.map((track) => [isrcKey(track.isrc), track.release]));
}

function royaltyRow(line: RoyaltyLine, release: ReleaseOfLine | undefined): LedgerRow {
  return {
    type: 'royalty',
    date: isoDay(line.date),
    period: line.period,
    store: line.platform,
    country: line.country,
    release_id: release?.id,
    release_title: release?.title,
    upc: release?.upc,
    isrc: line.isrc,
    track_title: line.trackTitle,
    amount: decimalAmount(line.amountCents),
    currency: line.currency,
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
    const releases = await releasesOf(prisma, userId, lines);
    for (const line of lines) {
      const day = isoDay(line.date);
      for (; next < payouts.length && isoDay(payouts[next]!.requestedAt) < day; next += 1) yield record(payoutRow(payouts[next]!));
      yield record(royaltyRow(line, line.isrc ? releases.get(isrcKey(line.isrc)) : undefined));
    }
  }
  for (; next < payouts.length; next += 1) yield record(payoutRow(payouts[next]!));
}
