import { formatMicros } from '@slipcase/domain';
import { moneySummary, ownLedgerEntries } from '@slipcase/services';
import { ledgerEntriesQuerySchema, ledgerEntriesSchema, royaltiesSummarySchema, type LedgerEntryJson } from '@slipcase/api-contract/ledger-schemas';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';

const TAG = 'Royalties';

/** An amount as `/v1` gives it: a decimal string of US dollars and the integer millionths. */
const amount = (micros: bigint) => ({ text: formatMicros(micros), micros: Number(micros) });
type Amount = ReturnType<typeof amount>;

export const getRoyaltiesSummary = defineOperation({
  operationId: 'getRoyaltiesSummary',
  method: 'GET',
  path: '/v1/royalties',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s money from the ledger: available, pending, paid, owed and lifetime',
  description: 'Only money confirmed by store statements (and split shares the account accepted); daily trend estimates are never money.',
  responses: { 200: { description: 'The summary', schema: royaltiesSummarySchema } },
  refusals: [],
  async handle({ caller }) {
    const summary = await moneySummary((await serviceDeps()).prisma, caller.user.id);
    const [available, pending, paid, owed, lifetime] = [
      summary.availableMicros,
      summary.pendingMicros,
      summary.paidMicros,
      -summary.owedMicros,
      summary.lifetimeMicros,
    ].map(amount) as [Amount, Amount, Amount, Amount, Amount];
    return apiJson({
      currency: 'USD',
      available: available.text,
      availableMicros: available.micros,
      pending: pending.text,
      pendingMicros: pending.micros,
      paid: paid.text,
      paidMicros: paid.micros,
      owed: owed.text,
      owedMicros: owed.micros,
      lifetime: lifetime.text,
      lifetimeMicros: lifetime.micros,
    });
  },
});

export const listLedgerEntries = defineOperation({
  operationId: 'listLedgerEntries',
  method: 'GET',
  path: '/v1/ledger/entries',
  scope: 'read',
  tag: TAG,
  summary: 'The entries of the account’s balance, newest first',
  description:
    'A page of at most `limit` entries: statement shares (with the period, store, country, release, track, ISRC, the plan and the share it gave), reversals of re-issued statements, accepted split shares and withdrawals. Pass `nextCursor` as `cursor` for the next page (null on the last).',
  query: ledgerEntriesQuerySchema,
  responses: { 200: { description: 'A page of entries', schema: ledgerEntriesSchema } },
  refusals: [400],
  async handle({ caller, query }) {
    const page = await ownLedgerEntries(await serviceDeps(), { userId: caller.user.id, cursor: query.cursor, limit: query.limit });
    const entries = page.entries.map(
      (entry): LedgerEntryJson => ({
        id: entry.id,
        at: entry.at.toISOString(),
        kind: entry.kind,
        period: entry.period,
        store: entry.store,
        country: entry.country,
        releaseId: entry.releaseId,
        trackId: entry.trackId,
        isrc: entry.isrc,
        amount: formatMicros(entry.amountMicros),
        amountMicros: Number(entry.amountMicros),
        plan: entry.plan,
        sharePercent: entry.shareBps === null ? null : entry.shareBps / 100,
        splitId: entry.splitId,
        refund: entry.refund,
      }),
    );
    return apiJson({ entries, nextCursor: page.nextCursor });
  },
});
