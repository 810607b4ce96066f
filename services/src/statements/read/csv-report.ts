import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { checkCsvHeader, findControlCharacter, mapCsvRecord, monthPeriod, StatementProblem, type SalesReportMapping, type StatementLine } from '@slipcase/domain';
import { checkFileName } from './dsr-parts';
import { readFileLines } from './file-lines';
import type { FormatReader, StatementFileSource, StatementHeader } from './types';

type CsvRecord = Record<string, string | undefined>;

const CSV_TROUBLE = 'the row is not valid CSV (a quote left open, or not as many cells as the header row)';

/**
 * A CSV sales report laid out as a store's mapping says, read with csv-parse as its lines stream (quoted cells may
 * hold the delimiter or a line break). The period is the option's month, else the period column's, which every row
 * must share.
 */
export function csvReader(files: readonly StatementFileSource[], mapping: SalesReportMapping, maxBytes: number, periodOption?: string): FormatReader {
  let period = periodOption === undefined ? null : monthPeriod(periodOption);
  if (periodOption !== undefined && period === null) throw new StatementProblem('missing_period', {}, `"${periodOption}"`);
  let periodText = periodOption ?? null;

  function rowPeriod(record: CsvRecord, place: { part: number; lineNo: number }): void {
    if (periodOption !== undefined || mapping.columns.period === null) return;
    const text = (record[mapping.columns.period] ?? '').trim();
    if (periodText === null) {
      period = monthPeriod(text);
      if (period === null) throw new StatementProblem('missing_period', place, `"${text}"`);
      periodText = text;
    } else if (text !== periodText) throw new StatementProblem('missing_period', place, `"${text}" is not the file's month ${periodText}`);
  }

  async function* part(file: StatementFileSource, partNo: number): AsyncGenerator<StatementLine[]> {
    checkFileName(file.name, partNo, files.length);
    const parser = parse({
      delimiter: mapping.delimiter,
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        checkCsvHeader(mapping, header, partNo);
        return header.map((name) => name.trim());
      },
    });
    const source = Readable.from(csvText(file, partNo, maxBytes));
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: CsvRecord; info: { lines: number } }>) {
        const place = { part: partNo, lineNo: info.lines };
        if (Object.values(record).some((value) => value !== undefined && findControlCharacter(value) !== -1)) {
          throw new StatementProblem('control_character', place);
        }
        rowPeriod(record, place);
        yield [mapCsvRecord(mapping, record, place)];
      }
    } catch (error) {
      if (error instanceof CsvError) throw new StatementProblem('bad_record', { part: partNo, lineNo: typeof error.lines === 'number' ? error.lines : 0 }, CSV_TROUBLE);
      throw error;
    } finally {
      source.destroy();
      parser.destroy();
    }
  }

  return {
    async *lines() {
      if (files.length === 0) throw new StatementProblem('empty_file');
      for (const [index, file] of files.entries()) yield* part(file, index + 1);
      if (period === null) throw new StatementProblem('missing_period', {}, 'no period was given and the file has no lines');
    },
    header(): StatementHeader | null {
      if (period === null) return null;
      return { format: 'csv', period, sender: null, messageId: null, parts: files.length, declaredLineCount: null, summaryTotals: [] };
    },
  };
}

/** A file's lines as text for csv-parse, read as the DSR reader reads them (gzip, strict UTF-8, the size limit). */
export async function* csvText(file: StatementFileSource, part: number, maxBytes: number): AsyncGenerator<string> {
  for await (const lines of readFileLines(file, part, maxBytes)) yield lines.map((line) => `${line.text}\n`).join('');
}
