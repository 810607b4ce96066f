import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { dsrCellNames, dsrHeaderRow, dsrRecordKind, splitDsrLine, type SalesReportMapping } from '@slipcase/domain';
import { csvText } from '../../statements/read/csv-report';
import { readFileLines } from '../../statements/read/file-lines';
import type { StatementFileSource } from '../../statements/read/types';

export interface TracedCell {
  name: string | null;
  value: string;
}

/** One line of a stored statement file as the store wrote it. */
export interface LineCells {
  /** A DSR line's record type (`SU02`); null in a CSV. */
  recordType: string | null;
  cells: TracedCell[];
  /**
   * A DSR sales line's summary record, whose money its usages share (a sales line has no amount of its own), when
   * the same file part declares it; null in a CSV.
   */
  summary: { lineNo: number; recordType: string; cells: TracedCell[] } | null;
}

/** How a file part is read: a DSR, or a CSV in its store's layout (its delimiter). */
export type LineCellsOptions = { format: 'dsr'; maxBytes: number } | { format: 'csv'; csvMapping: SalesReportMapping; maxBytes: number };

/**
 * The cells of these lines of one file part, read again from the stored file as the import read it (gzip, strict
 * UTF-8, the same line numbers), named by the file's own header rows. Reading stops once every line is found.
 */
export async function readLineCells(file: StatementFileSource, part: number, lineNos: ReadonlySet<number>, options: LineCellsOptions): Promise<Map<number, LineCells>> {
  return options.format === 'csv' ? csvLineCells(file, part, lineNos, options) : dsrLineCells(file, part, lineNos, options.maxBytes);
}

async function dsrLineCells(file: StatementFileSource, part: number, lineNos: ReadonlySet<number>, maxBytes: number): Promise<Map<number, LineCells>> {
  const found = new Map<number, LineCells>();
  const headers = new Map<string, string[]>();
  // Summary records are few (one per territory, use and offer) and come before the sales lines that share them.
  const summaries = new Map<string, { lineNo: number; recordType: string; cells: TracedCell[] }>();
  const named = (values: string[]) => {
    const recordType = values[0] ?? '';
    const names = dsrCellNames(recordType, values.length, headers.get(dsrRecordKind(recordType)));
    return { recordType, cells: values.map((value, index) => ({ name: names[index] ?? null, value })) };
  };
  for await (const lines of readFileLines(file, part, maxBytes)) {
    for (const line of lines) {
      const header = line.text.startsWith('#') ? dsrHeaderRow(splitDsrLine(line.text)) : null;
      if (header) headers.set(header.recordType, header.names);
      const isSummary = /^SY\d\d/.test(line.text);
      if (!isSummary && !lineNos.has(line.lineNo)) continue;
      const values = splitDsrLine(line.text).map((cell) => cell.join('|'));
      if (isSummary) summaries.set(values[1] ?? '', { lineNo: line.lineNo, ...named(values) });
      if (lineNos.has(line.lineNo)) found.set(line.lineNo, { ...named(values), summary: isSummary ? null : (summaries.get(values[2] ?? '') ?? null) });
    }
    if (found.size === lineNos.size) break;
  }
  return found;
}

/** A CSV's records as csv-parse reads them for the import: a record's line number is the line it ends on. */
async function csvLineCells(file: StatementFileSource, part: number, lineNos: ReadonlySet<number>, options: Extract<LineCellsOptions, { format: 'csv' }>): Promise<Map<number, LineCells>> {
  const found = new Map<number, LineCells>();
  const parser = parse({ delimiter: options.csvMapping.delimiter, bom: true, info: true, skip_empty_lines: true, relax_column_count: true });
  const source = Readable.from(csvText(file, part, options.maxBytes));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let header: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header === null) {
        header = record.map((name) => name.trim());
        continue;
      }
      if (!lineNos.has(info.lines)) continue;
      found.set(info.lines, { recordType: null, cells: record.map((value, index) => ({ name: header![index] ?? null, value })), summary: null });
      if (found.size === lineNos.size) break;
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
  return found;
}
