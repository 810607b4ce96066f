import { parseCount, parseDecimalMicros } from './decimal-micros';
import { isCurrencyCode, statementTerritory } from './iso-codes';
import { StatementProblem } from './statement-problem';
import { normaliseIsrc, type StatementLine } from './statement-types';

/**
 * How a store's CSV sales report is laid out: the header of the column holding each field (null when the file has
 * no such column), the delimiter, the decimal mark, the amount's scale (the power of ten its figure is divided by:
 * 0 for a decimal amount, 2 for cents) and the currency when the file names none.
 */
export interface SalesReportMapping {
  delimiter: ',' | ';' | '\t';
  decimalSeparator: '.' | ',';
  amountScale: number;
  fixedCurrency: string | null;
  columns: {
    period: string | null;
    isrc: string | null;
    upc: string | null;
    title: string | null;
    artist: string | null;
    country: string;
    useType: string | null;
    usages: string;
    currency: string | null;
    amount: string;
  };
  /** The use type of every line when the file has no such column. */
  fixedUseType?: string;
}

/** The generic CSV any store's statement can be put into (see README, "Statement formats"). */
export const GENERIC_CSV_MAPPING: SalesReportMapping = {
  delimiter: ',',
  decimalSeparator: '.',
  amountScale: 0,
  fixedCurrency: null,
  columns: {
    period: 'period',
    isrc: 'isrc',
    upc: 'upc',
    title: 'title',
    artist: 'artist',
    country: 'country',
    useType: 'use_type',
    usages: 'usages',
    currency: 'currency',
    amount: 'amount',
  },
};

/** The header names a CSV must have for its mapping: a missing one is named in the problem. */
export function checkCsvHeader(mapping: SalesReportMapping, header: readonly string[], part: number): void {
  const present = new Set(header.map((name) => name.trim()));
  for (const column of Object.values(mapping.columns)) {
    if (column !== null && !present.has(column)) throw new StatementProblem('missing_column', { part, lineNo: 1 }, `"${column}"`);
  }
}

/** One CSV record (header name → cell) as a statement line, or the problem with its first bad cell. */
export function mapCsvRecord(
  mapping: SalesReportMapping,
  record: Readonly<Record<string, string | undefined>>,
  place: { part: number; lineNo: number },
): StatementLine {
  const cell = (column: string | null): string => (column === null ? '' : (record[column] ?? '').trim());
  const optional = (column: string | null): string | null => cell(column) || null;
  const country = statementTerritory(cell(mapping.columns.country));
  if (country === null) throw new StatementProblem('unknown_territory', place, `"${cell(mapping.columns.country)}"`);
  const currency = (cell(mapping.columns.currency) || mapping.fixedCurrency || '').toUpperCase();
  if (!isCurrencyCode(currency)) throw new StatementProblem('unknown_currency', place, `"${currency}"`);
  const usages = parseCount(cell(mapping.columns.usages));
  if (usages === null) throw new StatementProblem('bad_count', place, `"${cell(mapping.columns.usages)}"`);
  const amountMicros = parseDecimalMicros(cell(mapping.columns.amount), mapping.decimalSeparator, mapping.amountScale);
  if (amountMicros === null) throw new StatementProblem('bad_amount', place, `"${cell(mapping.columns.amount)}"`);
  return {
    lineNo: place.lineNo,
    part: place.part,
    isrc: normaliseIsrc(cell(mapping.columns.isrc)),
    upc: optional(mapping.columns.upc),
    title: optional(mapping.columns.title),
    artist: optional(mapping.columns.artist),
    country,
    useType: cell(mapping.columns.useType) || mapping.fixedUseType || 'Unknown',
    usages,
    currency,
    amountMicros,
  };
}
