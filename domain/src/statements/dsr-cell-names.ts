import { dsrRecordKind } from './dsr-cells';

/**
 * The names the DSR standard (Basic Audio Profile) gives the cells of the sales records a statement's amounts come
 * from, by position from 1 (the record type first); a position the reader does not use is left unnamed.
 */
const SALES_CELLS: Readonly<Record<string, readonly (string | null)[]>> = {
  SU01: ['RecordType', 'BlockId', 'SummaryRecordId', 'SalesTransactionId', 'ReleaseReference', 'ResourceReference', 'IsRoyaltyBearing', null, 'Usages', 'Returns'],
  SU02: ['RecordType', 'BlockId', 'SummaryRecordId', 'SalesTransactionId', 'ReleaseReference', 'ResourceReference', 'IsRoyaltyBearing', 'NumberOfStreams'],
};

/**
 * The names of a DSR line's `count` cells: the file's own header row for its record type when it has one (a line
 * starting `#SU02`, its first cell the record type), else the standard's, else null.
 */
export function dsrCellNames(recordType: string, count: number, fileHeader?: readonly string[]): (string | null)[] {
  const standard = SALES_CELLS[dsrRecordKind(recordType)] ?? ['RecordType'];
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return 'RecordType';
    const own = fileHeader?.[index]?.trim();
    return own ? own : (standard[index] ?? null);
  });
}

/** A DSR header row (`#SU02\tBlockId…`): the record type it names and its cells, or null for any other comment. */
export function dsrHeaderRow(cells: readonly (readonly string[])[]): { recordType: string; names: string[] } | null {
  const first = cells[0]?.[0] ?? '';
  if (!/^#[A-Z]{2}\d\d(\.\d\d)?$/.test(first)) return null;
  return { recordType: dsrRecordKind(first.slice(1)), names: cells.map((values) => values.join('|')) };
}
