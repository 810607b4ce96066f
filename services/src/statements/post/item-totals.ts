import { LinePlaces, type ItemLines } from './line-places';
import type { StatementLineIn } from './source';

/** A statement's lines for one recording (or release) in one country and sign, added up while they stream. */
export interface ItemTotal {
  id: string;
  isrc: string | null;
  upc: string | null;
  country: string;
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
 * same ISRC (or, without one, the same UPC), country and sign.
 */
export class ItemTotals {
  private readonly byKey = new Map<string, number>();
  private readonly list: ItemTotal[] = [];
  private readonly places = new LinePlaces();
  currency: string | null = null;
  lineCount = 0;
  totalMicros = 0n;

  constructor(private readonly newId: () => string) {}

  add(line: StatementLineIn): void {
    const refund = line.amountMicros < 0n;
    const upc = line.isrc ? null : line.upc;
    const key = `${line.isrc ?? ''}\u0000${upc ?? ''}\u0000${line.country}\u0000${refund ? '-' : '+'}`;
    let index = this.byKey.get(key);
    if (index === undefined) {
      index = this.list.length;
      this.list.push({
        id: this.newId(),
        isrc: own(line.isrc),
        upc: own(upc),
        country: own(line.country)!,
        refund,
        title: own(line.title),
        artist: own(line.artist),
        lines: 0,
        usages: 0,
        origMicros: 0n,
      });
      this.byKey.set(key, index);
    }
    const item = this.list[index]!;
    this.places.add(index, line.part, line.lineNo);
    item.lines += 1;
    item.usages += line.usages;
    item.origMicros += line.amountMicros;
    this.lineCount += 1;
    this.totalMicros += line.amountMicros;
  }

  /** The items in the order they were first met. */
  items(): ItemTotal[] {
    return this.list;
  }

  /** Where each item's lines are, by its place in `items()`. */
  lines(): ItemLines {
    return this.places.byItem(this.list.length);
  }
}

/**
 * A copy of a cell's text that holds only itself: a cell cut from a line is a slice of the whole decoded chunk it
 * came in, and an item keeping the slice would keep the chunk (so a statement's every chunk) alive.
 */
function own(text: string | null): string | null {
  return text === null ? null : Buffer.from(text, 'utf8').toString('utf8');
}
