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
  /** Where its lines are in the statement's files: part and line number, pairwise. */
  lineParts: number[];
  lineNos: number[];
  usages: number;
  origMicros: bigint;
}

/**
 * Adds lines up by item as they stream: memory grows with the recordings and countries in a statement and a number
 * per line, never with the lines' text. An item is the lines with the same ISRC (or, without one, the same UPC),
 * country and sign.
 */
export class ItemTotals {
  private readonly byKey = new Map<string, ItemTotal>();
  currency: string | null = null;
  lineCount = 0;
  totalMicros = 0n;

  constructor(private readonly newId: () => string) {}

  add(line: StatementLineIn): void {
    const refund = line.amountMicros < 0n;
    const upc = line.isrc ? null : line.upc;
    const key = `${line.isrc ?? ''}\u0000${upc ?? ''}\u0000${line.country}\u0000${refund ? '-' : '+'}`;
    let item = this.byKey.get(key);
    if (!item) {
      item = {
        id: this.newId(),
        isrc: line.isrc,
        upc,
        country: line.country,
        refund,
        title: line.title,
        artist: line.artist,
        lines: 0,
        lineParts: [],
        lineNos: [],
        usages: 0,
        origMicros: 0n,
      };
      this.byKey.set(key, item);
    }
    item.lines += 1;
    item.lineParts.push(line.part);
    item.lineNos.push(line.lineNo);
    item.usages += line.usages;
    item.origMicros += line.amountMicros;
    this.lineCount += 1;
    this.totalMicros += line.amountMicros;
  }

  items(): ItemTotal[] {
    return [...this.byKey.values()];
  }
}
