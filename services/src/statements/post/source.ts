/**
 * What posting reads from a statement file: batches of lines, then the header (a DSR's is checked in full only
 * once its FOOT was read). The readers in ../read produce it.
 */
export interface StatementLineIn {
  lineNo: number;
  part: number;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  country: string;
  useType: string;
  usages: number;
  currency: string;
  amountMicros: bigint;
}

export interface StatementSource {
  lines(): AsyncIterable<StatementLineIn[]>;
  /** The header; for a DSR its period and sender, resolved after the last line. */
  period(): Promise<{ start: string; end: string } | null>;
}
