/** Lines kept per block: a block is three typed arrays of this length, so growing never copies what is kept. */
const BLOCK = 1 << 16;
const EMPTY = new Int32Array(0);

/**
 * Where each line of a statement is (file part, line number) and which item it went to, in typed arrays outside
 * the JavaScript heap's objects: twelve bytes a line, where a number in an item's own array cost several times that
 * and kept the collector busy. `byItem()` then lists each item's lines.
 */
export class LinePlaces {
  private readonly items: Int32Array[] = [];
  private readonly parts: Int32Array[] = [];
  private readonly lineNos: Int32Array[] = [];
  private count = 0;

  add(item: number, part: number, lineNo: number): void {
    const block = this.count >>> 16;
    const at = this.count & (BLOCK - 1);
    if (at === 0) {
      this.items.push(new Int32Array(BLOCK));
      this.parts.push(new Int32Array(BLOCK));
      this.lineNos.push(new Int32Array(BLOCK));
    }
    this.items[block]![at] = item;
    this.parts[block]![at] = part;
    this.lineNos[block]![at] = lineNo;
    this.count += 1;
  }

  /**
   * Each item's lines in the order they were read, items numbered from 0 as `add` was told; `itemCount` items. The
   * places are moved, not copied: each block is let go once its lines are placed (this is then empty), so a
   * statement's places are held about once rather than twice (ten million lines: 120 MB, not 200).
   */
  byItem(itemCount: number): ItemLines {
    const starts = new Int32Array(itemCount + 1);
    for (let index = 0; index < this.count; index++) starts[this.itemAt(index) + 1]! += 1;
    for (let item = 0; item < itemCount; item++) starts[item + 1]! += starts[item]!;
    const next = starts.slice(0, itemCount);
    const parts = new Int32Array(this.count);
    const lineNos = new Int32Array(this.count);
    for (let block = 0; block < this.items.length; block++) {
      const items = this.items[block]!;
      const blockParts = this.parts[block]!;
      const blockLineNos = this.lineNos[block]!;
      const length = Math.min(BLOCK, this.count - block * BLOCK);
      for (let at = 0; at < length; at++) {
        const slot = next[items[at]!]!++;
        parts[slot] = blockParts[at]!;
        lineNos[slot] = blockLineNos[at]!;
      }
      this.items[block] = EMPTY;
      this.parts[block] = EMPTY;
      this.lineNos[block] = EMPTY;
    }
    this.items.length = 0;
    this.parts.length = 0;
    this.lineNos.length = 0;
    this.count = 0;
    return {
      parts: (item) => parts.subarray(starts[item], starts[item + 1]),
      lineNos: (item) => lineNos.subarray(starts[item], starts[item + 1]),
    };
  }

  private itemAt(index: number): number {
    return this.items[index >>> 16]![index & (BLOCK - 1)]!;
  }
}

/** An item's lines: the file part and line number of each, pairwise. */
export interface ItemLines {
  parts(item: number): Int32Array;
  lineNos(item: number): Int32Array;
}
