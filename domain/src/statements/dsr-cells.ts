/**
 * The cells of one DSR flat-file line: tab between cells, `|` between the values of a multi-valued cell, and a
 * backslash making the next character literal (so `\|`, `\t` written as backslash-tab and `\\` stay in a value).
 * Each cell is the list of its values; an empty cell is [''].
 */
export function splitDsrLine(line: string): string[][] {
  // String.split is slow on the many cells without a pipe: only those with one are split.
  if (!line.includes('\\')) return line.split('\t').map((cell) => (cell.includes('|') ? cell.split('|') : [cell]));
  const cells: string[][] = [];
  let values: string[] = [];
  let value = '';
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '\\' && i + 1 < line.length) {
      i += 1;
      value += line[i];
    } else if (char === '|') {
      values.push(value);
      value = '';
    } else if (char === '\t') {
      values.push(value);
      cells.push(values);
      values = [];
      value = '';
    } else value += char;
  }
  values.push(value);
  cells.push(values);
  return cells;
}

/** A DSR value written back with the standard's escapes, so that splitDsrLine reads it as it was. */
export function escapeDsrValue(value: string): string {
  return value.replace(/[\\|\t]/g, (char) => `\\${char}`);
}

/** A record type without its version: 'SY02.02' → 'SY02'. */
export function dsrRecordKind(recordType: string): string {
  const dot = recordType.indexOf('.');
  return dot === -1 ? recordType : recordType.slice(0, dot);
}
