import { createReadStream } from 'node:fs';
import { StatementProblem, type SalesReportMapping } from '@slipcase/domain';
import type { StatementSource } from '../post/source';
import { readStatement, type StatementReading } from '../read';
import type { ReadingProblem } from './import-statement';

export interface OpenStatementOptions {
  /** A CSV's column mapping (the store plugin's, or the generic one). */
  csvMapping?: SalesReportMapping;
  period: string | null;
  /** Each file stops being read once it unpacks to more than this (a gzip bomb). */
  maxBytes: number;
}

/** Stored statement files read as one statement by the readers of ../read, opened when first read. */
export function openStatement(files: readonly { name: string; path: string }[], format: 'dsr' | 'csv', options: OpenStatementOptions): StatementSource {
  let reading: Promise<StatementReading> | null = null;
  const open = () =>
    (reading ??= readStatement(
      files.map((file) => ({ name: file.name, open: () => createReadStream(file.path) })),
      { format, csvMapping: options.csvMapping, period: options.period ?? undefined, maxUncompressedBytes: options.maxBytes },
    ));
  return {
    async *lines() {
      yield* (await open()).lines();
    },
    period: async () => (await open()).completeHeader().period,
  };
}

export function isReadingProblem(error: unknown): error is ReadingProblem {
  return error instanceof StatementProblem;
}
