/** Line numbers of byte offsets in a file's content (1-based; a line ends at '\n', whatever precedes it). */
export interface LineIndex {
  lineAt(offset: number): number;
  /** The first line holding something at or after `offset`: blank lines are skipped. */
  nextLineAfter(offset: number): number;
  /** The offset a line starts at; the content's length past its last line. */
  startOf(line: number): number;
}

export function lineIndex(content: Buffer): LineIndex {
  const newlines: number[] = [];
  for (let at = content.indexOf(10); at !== -1; at = content.indexOf(10, at + 1)) newlines.push(at);
  /** How many newlines come before `offset`. */
  const before = (offset: number) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((newlines[middle] ?? Infinity) < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const blank = (byte: number | undefined) => byte === 10 || byte === 13 || byte === 32 || byte === 9;
  return {
    lineAt: (offset) => before(offset) + 1,
    nextLineAfter(offset) {
      let at = offset;
      while (at < content.length && blank(content[at])) at++;
      return before(at) + 1;
    },
    startOf: (line) => (line <= 1 ? 0 : Math.min(content.length, (newlines[line - 2] ?? content.length) + 1)),
  };
}
