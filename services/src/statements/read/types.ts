import type { Readable } from 'node:stream';
import type { SalesReportMapping, StatementHeader, StatementLine } from '@slipcase/domain';

export type { SalesReportMapping, StatementHeader, StatementLine, StatementProblemCode } from '@slipcase/domain';
export { StatementProblem } from '@slipcase/domain';

/** One file of a statement (a part of a split report), opened afresh as a byte stream, gzip or plain. */
export interface StatementFileSource {
  name: string;
  open(): Readable | NodeJS.ReadableStream;
}

export interface ReadStatementOptions {
  format: 'dsr' | 'csv';
  /** Required for a CSV: the store's column mapping, or GENERIC_CSV_MAPPING. */
  csvMapping?: SalesReportMapping;
  /** 'YYYY-MM': the CSV's period when it has no period column (ignored for a DSR, whose HEAD says it). */
  period?: string;
  /** Each file stops being read, with a 'too_large' problem, once it unpacks to more bytes than this. */
  maxUncompressedBytes: number;
  /** Lines per batch (5,000 unless said). */
  batchSize?: number;
}

export interface StatementReading {
  /** What is known before the first line: the period, sender and parts. */
  header: StatementHeader;
  /** The lines in batches, read as they are asked for; throws a StatementProblem where a check fails. Once only. */
  lines(): AsyncIterable<StatementLine[]>;
  /** The header with the FOOT's line count and every summary total; complete once lines() has been read to its end. */
  completeHeader(): StatementHeader;
}

/** What each format's reader gives readStatement: its lines a chunk at a time and the header as far as it has read. */
export interface FormatReader {
  lines(): AsyncGenerator<StatementLine[]>;
  header(): StatementHeader | null;
}
