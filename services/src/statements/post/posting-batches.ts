import type { DbClient } from '@slipcase/db';
import { CarriedConversion, usdRateOf, type CurrencyTotal, type UsdRate } from '@slipcase/domain';
import { allWritten } from '../../ledger/bulk-rows';
import { openTransaction, TransactionEntries, type EntryInput } from '../../ledger/post-transaction';
import type { ItemTotal } from './item-totals';
import type { PostingLookups } from './posting-lookups';
import { closingEntries, itemsEntries, statementAccounts, type SharingTotals, type StatementPosting } from './statement-entries';
import { supersedeEarlier } from './supersede';
import { writeItems } from './write-items';

/** Items written in one go (their rows and their entries, a COPY each): about 25 for a million-line statement. */
const BATCH_ITEMS = 4_096;
/** Items the reading may run ahead of the writing by before it waits for a batch to be written. */
const BACKLOG_ITEMS = 4 * BATCH_ITEMS;

type ConvertedItem = ItemTotal & { usdMicros: bigint };

/**
 * A statement's items posted while its file is still read: each closed item, once its round of look-ups is answered,
 * is converted to US dollars (`CarriedConversion`, in the order they come) and written with its entries in batches,
 * one batch at a time on the posting's transaction, so the database writes one batch while the next lines are read.
 * The first batch reverses the statement it corrects and opens its ledger transaction; `finish` writes the rest and
 * the entries that close the transaction. Nothing is written before the period is known. Everything is in the caller's
 * database transaction: a failure anywhere posts nothing.
 */
export class PostingBatches {
  private waiting: ItemTotal[] = [];
  private ready: ConvertedItem[] = [];
  private writing: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;
  private ledger: TransactionEntries | null = null;
  private readonly conversion: CarriedConversion<ItemTotal>;
  readonly shared: SharingTotals = { suspenseUsdMicros: 0n, recouped: new Map(), feeMicros: 0n };
  supersededId: string | null = null;

  constructor(
    private readonly tx: DbClient,
    private readonly lookups: PostingLookups,
    private readonly statement: { id: string; store: string },
    private readonly usdRates: Readonly<Record<string, UsdRate>>,
    /** The period posted for; null until the file tells it (then everything is written by `finish`). */
    private period: string | null,
  ) {
    this.conversion = new CarriedConversion(usdRates);
  }

  /** Closed items, in the order they were closed. */
  add(items: readonly ItemTotal[]): void {
    for (const item of items) this.waiting.push(item);
    this.pump();
  }

  /**
   * Converts the items whose look-ups are answered, in order, and starts writing a batch when one is ready and none is
   * being written. Throws what a write failed with.
   */
  pump(): void {
    if (this.failure) throw this.failure.error;
    let taken = 0;
    for (const item of this.waiting) {
      if (!this.conversion.converts(item.currency) || !this.lookups.answered(item)) break;
      taken += 1;
      for (const { item: converted, usdMicros } of this.conversion.add(item, item.currency, item.origMicros)) this.ready.push(Object.assign(converted, { usdMicros }));
    }
    if (taken > 0) this.waiting = this.waiting.slice(taken);
    if (this.writing === null && this.ready.length >= BATCH_ITEMS && this.period !== null) {
      const batch = this.ready;
      this.ready = [];
      this.writing = this.write(batch).then(
        () => {
          this.writing = null;
        },
        (error: unknown) => {
          this.writing = null;
          this.failure = { error };
        },
      );
    }
  }

  /** Waits for the batch being written while the reading is too far ahead of the writing. */
  async keepUp(): Promise<void> {
    while (this.writing !== null && this.waiting.length + this.ready.length > BACKLOG_ITEMS) {
      await this.writing;
      this.pump();
    }
  }

  /** After a failure elsewhere: waits until no batch holds the connection, so the transaction can be rolled back. */
  async abandon(): Promise<void> {
    await this.writing;
  }

  /**
   * Once every item was added and every look-up answered (for `period`): the items left, the entries that close the
   * transaction, and the balances moved. Returns each currency's totals.
   */
  async finish(period: string): Promise<CurrencyTotal[]> {
    this.period = period;
    this.pump();
    while (this.writing !== null) {
      await this.writing;
      this.pump();
    }
    const { converted, currencies } = this.conversion.finish();
    const rest = this.ready;
    this.ready = [];
    for (const { item, usdMicros } of converted) rest.push(Object.assign(item, { usdMicros }));
    const head = { statementId: this.statement.id, store: this.statement.store, period };
    await this.write(rest, closingEntries(head, currencies, this.shared));
    await this.ledger!.close();
    return currencies;
  }

  private async write(items: ConvertedItem[], closing: Iterable<EntryInput> = []): Promise<void> {
    // In the order of the file, those held back for the last cent among them: entries are listed in the order written.
    items.sort((a, b) => a.seq - b.seq);
    const ledger = await this.open();
    const current = this.lookups.current();
    ledger.know(current.accountIds);
    const posting: StatementPosting = {
      statementId: this.statement.id,
      store: this.statement.store,
      period: this.period!,
      rateText: (currency) => usdRateOf(currency, this.usdRates)!.text,
      matchOf: current.matchOf,
      shares: current.shares,
      splitFor: current.splitFor,
    };
    const shared = this.shared;
    function* entries() {
      yield* itemsEntries(posting, items, shared);
      yield* closing;
    }
    // The items' COPY and the entries' are queued on the connection together: the entries are made while the database
    // still writes the items (the second COPY's rows wait in its buffer until it starts).
    await allWritten([writeItems(this.tx, this.statement.id, items, current.matchOf), ledger.write(entries())]);
  }

  /** Before the first batch: the corrected statement reversed, the statement's ledger transaction opened. */
  private async open(): Promise<TransactionEntries> {
    if (this.ledger !== null) return this.ledger;
    const { id: statementId, store } = this.statement;
    const period = this.period!;
    this.supersededId = await supersedeEarlier(this.tx, { store, period, statementId });
    const opened = await openTransaction(
      this.tx,
      { kind: 'statement', statementId, period, memo: `${store} ${period}`, accounts: statementAccounts(store) },
      this.lookups.current().accountIds,
    );
    this.ledger = new TransactionEntries(this.tx, opened);
    return this.ledger;
  }
}
