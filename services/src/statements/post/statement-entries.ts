import type { Plan } from '@slipcase/db';
import { shareAmount, type CurrencyTotal } from '@slipcase/domain';
import { artistBalance, currencyConversion, pendingPayee, platformFee, storeReceivable, suspense, type AccountRef } from '../../ledger/accounts';
import type { EntryInput, EntrySource } from '../../ledger/post-transaction';
import type { ItemTotal } from './item-totals';
import type { ItemMatch } from './match-items';
import type { SplitInForce } from './shares-in-force';

export interface StatementPosting {
  statementId: string;
  store: string;
  period: string;
  /** The rate each currency's items were converted at, as written on their entries. */
  rateText: (currency: string) => string;
  matchOf: (item: ItemTotal) => ItemMatch | undefined;
  shares: ReadonlyMap<string, { plan: Plan; shareBps: number }>;
  splitFor: (releaseId: string, trackId: string | null) => SplitInForce | null;
}

const entryOf = (source: EntrySource, account: AccountRef, amountMicros: bigint): EntryInput => ({ account, amountMicros, source });

/** What sharing a statement adds up to besides its entries: suspense, what each split recouped, the platform's fee. */
export interface SharingTotals {
  suspenseUsdMicros: bigint;
  recouped: Map<string, bigint>;
  /** The fee of every item shared so far: one entry per transaction, not one per item (it is most of the rows). */
  feeMicros: bigint;
}

/**
 * Some of the statement's items' entries (a big statement's are written in batches while it is read, each item
 * once its dollars are known): each item's dollars go to the owner and the split's payees, its fee added to
 * `totals` (or to suspense when the item matched nothing). `totals` is filled in as the entries are read.
 */
export function* itemsEntries(posting: StatementPosting, items: readonly (ItemTotal & { usdMicros: bigint })[], totals: SharingTotals): Generator<EntryInput> {
  const { statementId, store, period } = posting;
  for (const item of items) {
    const source: EntrySource = {
      statementId,
      store,
      period,
      itemId: item.id,
      country: item.country,
      origCurrency: item.currency,
      origMicros: item.origMicros,
      usdRate: posting.rateText(item.currency),
      refund: item.refund,
    };
    const match = posting.matchOf(item);
    if (!match) {
      totals.suspenseUsdMicros += item.usdMicros;
      yield entryOf(source, suspense(store), item.usdMicros);
      continue;
    }
    yield* itemEntries(posting, item, match, source, totals);
  }
}

/**
 * The entries that close the statement's transaction once its items are shared: the store owes its total in each of
 * the statement's currencies, each converted to US dollars through the conversion accounts (which also take the cent
 * rounding of a US dollar statement), and the platform's fee of every item in one entry.
 */
export function* closingEntries(head: EntrySource & { store: string }, currencies: readonly CurrencyTotal[], totals: Pick<SharingTotals, 'feeMicros'>): Generator<EntryInput> {
  for (const { currency, totalMicros, usdMicros } of currencies) {
    yield entryOf(head, storeReceivable(head.store, currency), -totalMicros);
    if (currency === 'USD') yield entryOf(head, currencyConversion('USD'), totalMicros - usdMicros);
    else {
      yield entryOf(head, currencyConversion(currency), totalMicros);
      yield entryOf(head, currencyConversion('USD'), -usdMicros);
    }
  }
  yield feeEntry(head, totals);
}

/** The accounts every statement's entries name besides its currencies' and its items' holders'. */
export function statementAccounts(store: string): AccountRef[] {
  return [currencyConversion('USD'), platformFee(), suspense(store)];
}

/** The accounts the items with these matches are shared to: each owner's and their split's payees'. */
export function sharingAccounts(splitFor: StatementPosting['splitFor'], matches: Iterable<ItemMatch>): AccountRef[] {
  const accounts: AccountRef[] = [];
  for (const match of matches) {
    accounts.push(artistBalance(match.ownerId));
    for (const payee of splitFor(match.releaseId, match.trackId)?.payees ?? []) accounts.push(payeeAccount(payee));
  }
  return accounts;
}

const payeeAccount = (payee: { userId: string | null; email: string }) => (payee.userId ? artistBalance(payee.userId) : pendingPayee(payee.email));

/** The platform's fee of the items shared, as one entry of the transaction. */
export function feeEntry(head: EntrySource, totals: Pick<SharingTotals, 'feeMicros'>): EntryInput {
  return entryOf(head, platformFee(), totals.feeMicros);
}

/**
 * One matched item's shares: owner and payees, its fee added to `totals.feeMicros`; a split's recoup advances as
 * items are shared.
 */
export function itemEntries(
  posting: Pick<StatementPosting, 'shares' | 'splitFor'>,
  item: { usdMicros: bigint },
  match: ItemMatch,
  source: EntrySource,
  totals: Pick<SharingTotals, 'recouped' | 'feeMicros'>,
): EntryInput[] {
  const { plan, shareBps } = posting.shares.get(match.ownerId)!;
  const split = posting.splitFor(match.releaseId, match.trackId);
  const shared = shareAmount(item.usdMicros, shareBps, split && { ownerBps: split.ownerBps, recoupLeftMicros: split.recoupLeftMicros, payees: split.payeeTerms });
  if (split && shared.recoupedMicros > 0n) {
    split.recoupLeftMicros -= shared.recoupedMicros;
    totals.recouped.set(split.id, (totals.recouped.get(split.id) ?? 0n) + shared.recoupedMicros);
  }
  totals.feeMicros += shared.feeMicros;
  // Field by field: a statement shares a hundred thousand items, and a spread of the source cost more than sharing.
  const sharedSource: EntrySource = {
    statementId: source.statementId,
    itemId: source.itemId,
    store: source.store,
    period: source.period,
    country: source.country,
    releaseId: match.releaseId,
    trackId: match.trackId ?? undefined,
    plan,
    shareBps,
    splitId: split?.id,
    origCurrency: source.origCurrency,
    origMicros: source.origMicros,
    usdRate: source.usdRate,
    refund: source.refund,
  };
  const entries = [entryOf(sharedSource, artistBalance(match.ownerId), shared.ownerMicros)];
  shared.payees.forEach((part, index) => {
    const payee = split!.payees[index]!;
    entries.push(entryOf(sharedSource, payeeAccount(payee), part.micros));
  });
  return entries;
}
