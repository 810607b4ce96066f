export type CsvValue = string | number | null | undefined;

/** One field as RFC 4180 writes it: quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
