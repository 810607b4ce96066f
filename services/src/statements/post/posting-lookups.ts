import type { DbClient, Plan } from '@slipcase/db';
import { accountIds } from '../../ledger/accounts';
import type { ItemTotal } from './item-totals';
import { catalogueMatches, matchCode, type ItemMatch } from './match-items';
import { ownerShares, splitLookup, splitsOf, type SplitInForce } from './shares-in-force';
import { sharingAccounts } from './statement-entries';

type Share = { plan: Plan; shareBps: number };

/** A code asked for in a round not answered yet. */
const ASKED = 'asked';

/**
 * Codes a round waits for while reading: each round costs the reading some CPU of its own (Prisma's queries run in
 * this process), so a million-line file is looked up in about twenty rounds rather than one per batch of lines; and
 * few enough that a recording's items are posted soon after its lines are read (`PostingBatches`).
 */
const ROUND_CODES = 500;

/**
 * What posting a statement needs from the catalogue (the recordings and releases its items name, their owners'
 * shares, the splits in force), looked up while the lines are still being read: each `lookUp()` asks for the codes
 * met since the last one, in the background on the posting's own transaction, one round at a time. The shares and
 * splits depend on the period: looked up as they come when it is known from the start, else once it is. With them,
 * the ledger accounts the matched items will be shared to are opened meanwhile too (in the posting's transaction).
 */
export class PostingLookups {
  /** Each code met: its match, null when the catalogue has none, `ASKED` until its round is answered. */
  private readonly byIsrc = new Map<string, ItemMatch | null | typeof ASKED>();
  private readonly byUpc = new Map<string, ItemMatch | null | typeof ASKED>();
  private newIsrcs: string[] = [];
  private newUpcs: string[] = [];
  private readonly shares = new Map<string, Share>();
  private readonly splits: SplitInForce[] = [];
  private readonly owners = new Set<string>();
  private readonly releases = new Set<string>();
  private newOwners: string[] = [];
  private newReleases: string[] = [];
  /** Matches whose owners' and payees' accounts are not opened yet; the ids of those that are, by key. */
  private unopened: ItemMatch[] = [];
  private readonly opened = new Map<string, string>();
  private round: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly db: DbClient,
    /** The period the shares and splits are looked up for while reading; null when the file will tell. */
    private period: string | null,
  ) {}

  /** Items first met: their codes go with the next round. */
  add(items: readonly Pick<ItemTotal, 'isrc' | 'upc'>[]): void {
    for (const item of items) {
      const code = matchCode(item);
      if (code === null) continue;
      if ('isrc' in code) PostingLookups.once(this.byIsrc, this.newIsrcs, code.isrc);
      else PostingLookups.once(this.byUpc, this.newUpcs, code.upc);
    }
  }

  /**
   * Starts a round for what was added once it is `ROUND_CODES` codes (any at all with `all`), unless one is under
   * way: what it did not take goes with the next.
   */
  lookUp(all = false): void {
    const waiting = this.newIsrcs.length + this.newUpcs.length;
    if (this.round !== null || this.failure !== null || waiting === 0 || (!all && waiting < ROUND_CODES)) return;
    this.round = this.nextRound().then(
      () => {
        this.round = null;
      },
      (error: unknown) => {
        this.round = null;
        this.failure = { error };
      },
    );
  }

  /**
   * Whether an item can be shared now: its code's round answered (the owner's share, the splits and the accounts
   * come with it) and the period known. An item with no code goes to suspense and needs nothing.
   */
  answered(item: Pick<ItemTotal, 'isrc' | 'upc'>): boolean {
    if (this.period === null || this.failure !== null) return false;
    const code = matchCode(item);
    if (code === null) return true;
    const match = 'isrc' in code ? this.byIsrc.get(code.isrc) : this.byUpc.get(code.upc);
    return match !== undefined && match !== ASKED;
  }

  /** Throws what a round failed with, if one did. */
  check(): void {
    if (this.failure) throw this.failure.error;
  }

  /** What has been looked up so far: as `done` gives it, for the items `answered` says are. */
  current() {
    return {
      /** The ids of the accounts opened while reading, by key (`ledger/accounts.ts`): more may be needed. */
      accountIds: this.opened as ReadonlyMap<string, string>,
      /** The item's match, by its codes. */
      matchOf: (item: Pick<ItemTotal, 'isrc' | 'upc'>): ItemMatch | undefined => {
        const code = matchCode(item);
        const match = code && ('isrc' in code ? this.byIsrc.get(code.isrc) : this.byUpc.get(code.upc));
        return match && match !== ASKED ? match : undefined;
      },
      shares: this.shares as ReadonlyMap<string, Share>,
      splitFor: splitLookup(this.splits),
    };
  }

  /**
   * Once every line is read: the rest looked up, for the statement's period (a period other than the one looked up
   * for while reading has its shares and splits looked up again; nothing can have been shared before then).
   */
  async done(period: string) {
    for (;;) {
      await this.round;
      if (this.failure) throw this.failure.error;
      if (this.newIsrcs.length === 0 && this.newUpcs.length === 0) break;
      this.lookUp(true);
    }
    if (this.period !== period) {
      this.period = period;
      this.shares.clear();
      this.splits.length = 0;
      this.newOwners = [...this.owners];
      this.newReleases = [...this.releases];
    }
    await this.sharesAndSplits();
    return this.current();
  }

  private async nextRound(): Promise<void> {
    const isrcs = this.newIsrcs;
    const upcs = this.newUpcs;
    this.newIsrcs = [];
    this.newUpcs = [];
    const { byIsrc, byUpc } = await catalogueMatches(this.db, isrcs, upcs);
    for (const [isrc, match] of byIsrc) this.found(this.byIsrc, isrc, match);
    for (const [upc, match] of byUpc) this.found(this.byUpc, upc, match);
    if (this.period !== null) {
      await this.sharesAndSplits();
      const matches = this.unopened;
      this.unopened = [];
      for (const [key, id] of await accountIds(this.db, sharingAccounts(splitLookup(this.splits), matches))) this.opened.set(key, id);
    }
    // Answered only now that the owners' shares, splits and accounts are in: what matched nothing goes to suspense.
    for (const isrc of isrcs) if (this.byIsrc.get(isrc) === ASKED) this.byIsrc.set(isrc, null);
    for (const upc of upcs) if (this.byUpc.get(upc) === ASKED) this.byUpc.set(upc, null);
  }

  /** A value not seen before is kept in `seen` and queued in `queue`. */
  private static once<T>(seen: Map<T, unknown> | Set<T>, queue: T[], value: T): void {
    if (seen.has(value)) return;
    if (seen instanceof Set) seen.add(value);
    else seen.set(value, ASKED);
    queue.push(value);
  }

  private found(by: Map<string, ItemMatch | null | typeof ASKED>, code: string, match: ItemMatch): void {
    by.set(code, match);
    this.unopened.push(match);
    PostingLookups.once(this.owners, this.newOwners, match.ownerId);
    PostingLookups.once(this.releases, this.newReleases, match.releaseId);
  }

  private async sharesAndSplits(): Promise<void> {
    const period = this.period!;
    const owners = this.newOwners;
    const releases = this.newReleases;
    this.newOwners = [];
    this.newReleases = [];
    if (owners.length > 0) for (const [owner, share] of await ownerShares(this.db, owners, period)) this.shares.set(owner, share);
    this.splits.push(...(await splitsOf(this.db, releases, period)));
  }
}
