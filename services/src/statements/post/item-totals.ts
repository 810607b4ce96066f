import type { StatementLineIn } from './source';

/** A statement's lines for one recording (or release) in one country, currency and sign, added up while they stream. */
export interface ItemTotal {
  id: string;
  /** Its place among the statement's items, in the order of their first lines. */
  seq: number;
  isrc: string | null;
  upc: string | null;
  country: string;
  currency: string;
  refund: boolean;
  title: string | null;
  artist: string | null;
  lines: number;
  usages: number;
  origMicros: bigint;
  /** Where its lines are: file part and line number, pairwise, for the first `lines` pairs (it grows by doubling). */
  places: Int32Array;
}

/**
 * Recordings (or releases) whose lines are still being added up. A store lists a recording's lines together, so a
 * recording not met again in this many others' lines is done: its items are closed and can be posted while the rest
 * of the file is read. Should its lines come again later, they make items of their own (the same sums, in two rows).
 */
const OPEN_CODES = 250;

interface OpenCode {
  items: ItemTotal[];
  /** The count of code changes when it was last met. */
  seen: number;
}

/**
 * Adds lines up by item as they stream, and closes items once their recording is done (`OPEN_CODES`): memory grows
 * with the recordings still open and their lines' places (eight bytes a line), never with the lines' text. An item is
 * the lines with the same ISRC (or, without one, the same UPC), country, currency and sign, met together.
 */
export class ItemTotals {
  /** The open recordings' (or releases') items, by ISRC (or `\u0000` and the UPC): a few countries and signs each. */
  private readonly open = new Map<string, OpenCode>();
  /** Each time a code was met after another, oldest first (from `first`): the ones not met since are closed. */
  private metAt: { code: string; seen: number }[] = [];
  private first = 0;
  private changes = 0;
  /** The last line's code: most lines look up nothing. */
  private lastCode: string | null = null;
  private last: OpenCode | null = null;
  /** One copy of each distinct text (ISRC, title, country…): a recording's ten countries' items share theirs. */
  private readonly texts = new Map<string, string>();
  private fresh: ItemTotal[] = [];
  private closed: ItemTotal[] = [];
  lineCount = 0;
  itemCount = 0;

  constructor(private readonly newId: () => string) {}

  add(line: StatementLineIn): void {
    const refund = line.amountMicros < 0n;
    const upc = line.isrc ? null : line.upc;
    const code = line.isrc ?? `\u0000${upc ?? ''}`;
    if (code !== this.lastCode) this.meet(code);
    const items = this.last!.items;
    let item: ItemTotal | undefined;
    for (const candidate of items) {
      if (candidate.country === line.country && candidate.currency === line.currency && candidate.refund === refund) {
        item = candidate;
        break;
      }
    }
    if (item === undefined) {
      item = {
        id: this.newId(),
        seq: this.itemCount++,
        isrc: this.own(line.isrc),
        upc: this.own(upc),
        country: this.own(line.country)!,
        currency: this.own(line.currency)!,
        refund,
        title: this.own(line.title),
        artist: this.own(line.artist),
        lines: 0,
        usages: 0,
        origMicros: 0n,
        places: new Int32Array(8),
      };
      items.push(item);
      this.fresh.push(item);
    }
    const at = item.lines * 2;
    if (at === item.places.length) {
      const grown = new Int32Array(at * 2);
      grown.set(item.places);
      item.places = grown;
    }
    item.places[at] = line.part;
    item.places[at + 1] = line.lineNo;
    item.lines += 1;
    item.usages += line.usages;
    item.origMicros += line.amountMicros;
    this.lineCount += 1;
  }

  /** The items first met since the last call. */
  takeFresh(): ItemTotal[] {
    const fresh = this.fresh;
    this.fresh = [];
    return fresh;
  }

  /** The items closed since the last call, recording by recording in the order they were done. */
  takeClosed(): ItemTotal[] {
    const closed = this.closed;
    this.closed = [];
    return closed;
  }

  /** Once every line is added: the items still open and any closed not taken yet. */
  closeAll(): ItemTotal[] {
    for (const { items } of this.open.values()) this.closed.push(...items);
    this.open.clear();
    this.metAt = [];
    this.first = 0;
    this.lastCode = null;
    this.last = null;
    return this.takeClosed();
  }

  private meet(code: string): void {
    this.changes += 1;
    let entry = this.open.get(code);
    if (entry === undefined) this.open.set(this.own(code)!, (entry = { items: [], seen: 0 }));
    entry.seen = this.changes;
    this.metAt.push({ code, seen: this.changes });
    this.lastCode = code;
    this.last = entry;
    for (;;) {
      const oldest = this.metAt[this.first];
      if (oldest === undefined || oldest.seen > this.changes - OPEN_CODES) break;
      this.first += 1;
      const stale = this.open.get(oldest.code);
      // Met again since: a later mark stands for it.
      if (stale === undefined || stale.seen !== oldest.seen) continue;
      this.open.delete(oldest.code);
      this.closed.push(...stale.items);
    }
    if (this.first > 4_096 && this.first * 2 > this.metAt.length) {
      this.metAt = this.metAt.slice(this.first);
      this.first = 0;
    }
  }

  /**
   * A copy of a cell's text that holds only itself, one per distinct text: a cell cut from a line is a slice of the
   * whole decoded chunk it came in, and an item keeping the slice would keep the chunk (so every chunk) alive.
   */
  private own(text: string | null): string | null {
    if (text === null) return null;
    let copy = this.texts.get(text);
    if (copy === undefined) this.texts.set((copy = Buffer.from(text, 'utf8').toString('utf8')), copy);
    return copy;
  }
}

/** An item's line places as two lists: the file part of each line, and its line number. */
export function placesOf(item: Pick<ItemTotal, 'lines' | 'places'>): { parts: Int32Array; lineNos: Int32Array } {
  const parts = new Int32Array(item.lines);
  const lineNos = new Int32Array(item.lines);
  for (let line = 0; line < item.lines; line++) {
    parts[line] = item.places[line * 2]!;
    lineNos[line] = item.places[line * 2 + 1]!;
  }
  return { parts, lineNos };
}
