export type CsvValue = string | number | null | undefined;

/** Text a spreadsheet would run as a formula (OWASP's CSV injection); a signed number is left as it is. */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One field as RFC 4180 writes it: quoted (its quotes doubled) when it holds a comma, a quote or a line break.
 * Text starting like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so a
 * title such as `=HYPERLINK(…)` opens as text in a spreadsheet.
 */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
