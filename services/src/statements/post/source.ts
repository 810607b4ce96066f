import type { StatementLine } from '@slipcase/domain';

/** A statement's line as posting reads it: what the readers in ../read produce. */
export type StatementLineIn = StatementLine;

/**
 * What posting reads from a statement file: batches of lines, then the period (a DSR's is checked in full only once
 * its FOOT was read). `openStatement` (../import/open-statement.ts) makes one over the readers.
 */
export interface StatementSource {
  lines(): AsyncIterable<StatementLineIn[]>;
  /** The period the statement covers; null when it does not say. */
  period(): Promise<{ start: string; end: string } | null>;
}
