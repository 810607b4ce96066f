import { LinePlaces, type ItemLines } from './line-places';
import type { StatementLineIn } from './source';

/** A statement's lines for one recording (or release) in one country, currency and sign, added up while they stream. */
export interface ItemTotal {
  id: string;
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
}

/**
 * Adds lines up by item as they stream: memory grows with the recordings and countries in a statement and twelve
 * bytes per line (where the line is, in typed arrays), never with the lines' text. An item is the lines with the
 * same ISRC (or, without one, the same UPC), country, currency and sign.
 */
export class ItemTotals {
  /** Each recording's (or release's) items, by its ISRC (or `\u0000` and its UPC): a few countries and signs each. */
  private byCode = new Map<string, number[]>();
  /** The last line's code and its items: a store lists a recording's lines together, so most lines look up none. */
  private lastCode: string | null = null;
  private lastItems: number[] = [];
  /** One copy of each distinct text (ISRC, title, country…): a recording's ten countries' items share theirs. */
  private texts = new Map<string, string>();
  private readonly list: ItemTotal[] = [];
  private places = new LinePlaces();
  private listed: ItemLines | null = null;
  lineCount = 0;

  constructor(private readonly newId: () => string) {}

  add(line: StatementLineIn): void {
    const refund = line.amountMicros < 0n;
    const upc = line.isrc ? null : line.upc;
    const code = line.isrc ?? `\u0000${upc ?? ''}`;
    if (code !== this.lastCode) {
      let items = this.byCode.get(code);
      if (items === undefined) this.byCode.set(this.own(code)!, (items = []));
      this.lastCode = code;
      this.lastItems = items;
    }
    const items = this.lastItems;
    let index = -1;
    for (const candidate of items) {
      const item = this.list[candidate]!;
      if (item.country === line.country && item.currency === line.currency && item.refund === refund) {
        index = candidate;
        break;
      }
    }
    if (index === -1) {
      index = this.list.length;
      this.list.push({
        id: this.newId(),
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
      });
      items.push(index);
    }
    const item = this.list[index]!;
    this.places.add(index, line.part, line.lineNo);
    item.lines += 1;
    item.usages += line.usages;
    item.origMicros += line.amountMicros;
    this.lineCount += 1;
  }

  get itemCount(): number {
    return this.list.length;
  }

  /** The items met so far from the `start`th on, while lines are still added. */
  itemsFrom(start: number): readonly ItemTotal[] {
    return this.list.slice(start);
  }

  /** The items in the order they were first met; the lines are all added (what found an item is let go). */
  items(): ItemTotal[] {
    this.byCode = new Map();
    this.lastCode = null;
    this.lastItems = [];
    this.texts = new Map();
    return this.list;
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

  /** Where each item's lines are, by its place in `items()` (listed once, the lines' places then let go). */
  lines(): ItemLines {
    if (this.listed === null) {
      this.listed = this.places.byItem(this.list.length);
      this.places = new LinePlaces();
    }
    return this.listed;
  }
}
