import { dsrRecordKind } from './dsr-cells';

const _ = null;

/**
 * The names the DSR standard (Basic Audio Profile) gives the cells of the records a statement's amounts come from
 * (the sales lines and the summaries whose money they share), by position from 1 (the record type first), as the
 * reader (services/src/statements/read/dsr-records.ts) reads them; a position it does not use is left unnamed.
 */
const RECORD_CELLS: Readonly<Record<string, readonly (string | null)[]>> = {
  SU01: ['RecordType', 'BlockId', 'SummaryRecordId', 'SalesTransactionId', 'ReleaseReference', 'ResourceReference', 'IsRoyaltyBearing', _, 'Usages', 'Returns'],
  SU02: ['RecordType', 'BlockId', 'SummaryRecordId', 'SalesTransactionId', 'ReleaseReference', 'ResourceReference', 'IsRoyaltyBearing', 'NumberOfStreams'],
  SY01: ['RecordType', 'SummaryRecordId', _, _, _, 'UseType', 'Territory', _, 'Usages', _, 'CurrencyOfReporting', 'NetRevenue'],
  SY02: ['RecordType', 'SummaryRecordId', _, _, _, 'UseType', 'Territory', _, 'Usages', _, 'CurrencyOfReporting', 'NetRevenue', _, _, 'AllocatedUsages', 'AllocatedRevenue', 'AllocatedNetRevenue'],
  SY04: ['RecordType', 'SummaryRecordId', _, _, _, 'UseType', 'Territory', _, _, _, _, _, _, 'UsagesInReportingPeriod', 'CurrencyOfReporting', _, _, _, 'NetRevenue'],
  SY05: ['RecordType', 'SummaryRecordId', _, _, _, 'UseType', 'Territory', _, _, _, _, 'TotalUsages', 'AllocatedUsages', _, 'AllocatedNetRevenue', 'AllocatedRevenue', _, 'CurrencyOfReporting'],
};

/**
 * The names of a DSR line's `count` cells: the file's own header row for its record type when it has one (a line
 * starting `#SU02`, its first cell the record type), else the standard's, else null.
 */
export function dsrCellNames(recordType: string, count: number, fileHeader?: readonly string[]): (string | null)[] {
  const standard = RECORD_CELLS[dsrRecordKind(recordType)] ?? ['RecordType'];
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
