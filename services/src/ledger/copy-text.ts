/** A value of a row written in bulk: lists are integer arrays (a statement item's line places). */
export type Cell = string | number | bigint | boolean | null | undefined | Int32Array | readonly number[];

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A cell in `COPY … FROM STDIN` text format: `\N` for null, backslash escapes, `{1,2}` for an integer list. */
export function copyCell(value: Cell): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `{${value.join(',')}}`;
}

/** Rows as `COPY` text: cells separated by tabs, each row ended by a line break, after `fixed` cells on every row. */
export function copyLines(rows: readonly (readonly Cell[])[], fixed: readonly Cell[] = []): string {
  const head = fixed.map((cell) => `${copyCell(cell)}\t`).join('');
  let text = '';
  for (const row of rows) {
    let line = head;
    for (let index = 0; index < row.length; index++) line += (index === 0 ? '' : '\t') + copyCell(row[index]);
    text += line + '\n';
  }
  return text;
}
