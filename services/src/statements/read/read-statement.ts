import { StatementProblem, type StatementLine } from '@slipcase/domain';
import { csvReader } from './csv-report';
import { dsrReader } from './dsr-report';
import type { FormatReader, ReadStatementOptions, StatementFileSource, StatementReading } from './types';

const DEFAULT_BATCH = 1_000;

/**
 * Opens a statement: reads until its header is known (a DSR's HEAD, a CSV's first row or the period option) and
 * hands back the header and the rest of the lines in batches, read only as they are asked for, so memory stays flat
 * whatever the file's size. Any check that fails throws a StatementProblem where it fails, the FOOT's counts at the
 * very end of each part, so the caller posting the lines in one transaction rolls it back.
 */
export async function readStatement(files: readonly StatementFileSource[], options: ReadStatementOptions): Promise<StatementReading> {
  const reader = formatReader(files, options);
  const lines = reader.lines();
  const first = await lines.next();
  const header = reader.header();
  if (header === null) throw new StatementProblem('missing_period', {}, 'the statement has no period');
  let started = false;
  return {
    header,
    lines() {
      if (started) throw new Error('The lines of a statement are read once.');
      started = true;
      return batches(first, lines, options.batchSize ?? DEFAULT_BATCH);
    },
    completeHeader() {
      return reader.header() ?? header;
    },
  };
}

function formatReader(files: readonly StatementFileSource[], options: ReadStatementOptions): FormatReader {
  if (options.format === 'dsr') return dsrReader(files, options.maxUncompressedBytes);
  if (options.csvMapping === undefined) throw new Error('A CSV statement needs its column mapping.');
  return csvReader(files, options.csvMapping, options.maxUncompressedBytes, options.period);
}

async function* batches(
  first: IteratorResult<StatementLine[]>,
  rest: AsyncGenerator<StatementLine[]>,
  size: number,
): AsyncGenerator<StatementLine[]> {
  if (first.done) return;
  let batch: StatementLine[] = [...first.value];
  for await (const lines of rest) {
    for (const line of lines) batch.push(line);
    while (batch.length >= size) {
      yield batch.slice(0, size);
      batch = batch.slice(size);
    }
  }
  while (batch.length > size) {
    yield batch.slice(0, size);
    batch = batch.slice(size);
  }
  if (batch.length > 0) yield batch;
}
