import type { Plan } from '@slipcase/db';
import { shareAmount, type UsdRate } from '@slipcase/domain';
import { artistBalance, currencyConversion, pendingPayee, platformFee, storeReceivable, suspense } from '../../ledger/accounts';
import type { EntryInput } from '../../ledger/post-transaction';
import type { ItemTotal } from './item-totals';
import type { ItemMatch } from './match-items';
import type { SplitInForce } from './shares-in-force';

export interface StatementPosting {
  statementId: string;
  store: string;
  period: string;
  currency: string;
  rate: UsdRate;
  items: readonly (ItemTotal & { usdMicros: bigint })[];
  matches: ReadonlyMap<string, ItemMatch>;
  shares: ReadonlyMap<string, { plan: Plan; shareBps: number }>;
  splitFor: (releaseId: string, trackId: string | null) => SplitInForce | null;
}

export interface StatementEntries {
  entries: EntryInput[];
  suspenseUsdMicros: bigint;
  /** How much each split recouped in this statement. */
  recouped: Map<string, bigint>;
}

/**
 * The statement's transaction: the store owes its total in the statement's currency, converted to US dollars
 * through the conversion account (which also takes the cent rounding), and each item's dollars go to the platform's
 * fee, the owner and the split's payees (or to suspense when the item matched nothing).
 */
export function statementEntries(posting: StatementPosting): StatementEntries {
  const { statementId, store, period, currency, rate } = posting;
  const origTotal = posting.items.reduce((sum, item) => sum + item.origMicros, 0n);
  const usdTotal = posting.items.reduce((sum, item) => sum + item.usdMicros, 0n);
  const head = { statementId, store, period };
  const entries: EntryInput[] = [{ ...head, account: storeReceivable(store, currency), amountMicros: -origTotal }];
  if (currency === 'USD') entries.push({ ...head, account: currencyConversion('USD'), amountMicros: origTotal - usdTotal });
  else
    entries.push(
      { ...head, account: currencyConversion(currency), amountMicros: origTotal },
      { ...head, account: currencyConversion('USD'), amountMicros: -usdTotal },
    );
  let suspenseUsdMicros = 0n;
  const recouped = new Map<string, bigint>();
  for (const item of posting.items) {
    const source = {
      ...head,
      itemId: item.id,
      country: item.country,
      origCurrency: currency,
      origMicros: item.origMicros,
      usdRate: rate.text,
      refund: item.refund,
    };
    const match = posting.matches.get(item.id);
    if (!match) {
      suspenseUsdMicros += item.usdMicros;
      entries.push({ ...source, account: suspense(store), amountMicros: item.usdMicros });
      continue;
    }
    entries.push(...itemEntries(posting, item, match, source, recouped));
  }
  return { entries, suspenseUsdMicros, recouped };
}

/** One matched item's shares: fee, owner, payees; a split's recoup advances as items are shared. */
export function itemEntries(
  posting: Pick<StatementPosting, 'shares' | 'splitFor'>,
  item: { usdMicros: bigint },
  match: ItemMatch,
  source: Omit<EntryInput, 'account' | 'amountMicros'>,
  recouped: Map<string, bigint>,
): EntryInput[] {
  const { plan, shareBps } = posting.shares.get(match.ownerId)!;
  const split = posting.splitFor(match.releaseId, match.trackId);
  const shared = shareAmount(
    item.usdMicros,
    shareBps,
    split && { ownerBps: split.ownerBps, recoupLeftMicros: split.recoupLeftMicros, payees: split.payees.map((payee) => ({ key: payee.id, bps: payee.shareBps, recoups: payee.recoups })) },
  );
  if (split && shared.recoupedMicros > 0n) {
    split.recoupLeftMicros -= shared.recoupedMicros;
    recouped.set(split.id, (recouped.get(split.id) ?? 0n) + shared.recoupedMicros);
  }
  const sharedSource = { ...source, releaseId: match.releaseId, trackId: match.trackId ?? undefined, plan, shareBps, splitId: split?.id };
  return [
    { ...sharedSource, account: platformFee(), amountMicros: shared.feeMicros },
    { ...sharedSource, account: artistBalance(match.ownerId), amountMicros: shared.ownerMicros },
    ...shared.payees.map((part) => {
      const payee = split!.payees.find((candidate) => candidate.id === part.key)!;
      return { ...sharedSource, account: payee.userId ? artistBalance(payee.userId) : pendingPayee(payee.email), amountMicros: part.micros };
    }),
  ];
}
