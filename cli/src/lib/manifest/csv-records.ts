import { CsvError, parse } from 'csv-parse/sync';
import { problemAt, type ManifestProblem } from './problems';
import { lineIndex } from './text-lines';

/** A record of a CSV file and the line it starts on. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

const QUOTE_ERRORS: Readonly<Record<string, string>> = {
  INVALID_OPENING_QUOTE: 'a quote stands inside a value that does not start with one',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value goes on after its closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value goes on after its closing quote',
  CSV_QUOTE_NOT_CLOSED: 'a quote opened on this line is never closed',
};

/** After these the parser has lost its place: the file is read again from the line after the fault. */
const DERAILING = new Set(['CSV_INVALID_CLOSING_QUOTE', 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE', 'CSV_QUOTE_NOT_CLOSED']);

class Restart extends Error {
  constructor(readonly at: number) {
    super('restart');
  }
}

/** `;` or a tab when the header uses one and no comma (spreadsheets in many locales save so). */
function delimiterOf(content: Buffer): string {
  const newline = content.indexOf(10);
  const header = content.subarray(0, newline === -1 ? content.length : newline).toString('utf8');
  if (header.includes(',')) return ',';
  return ['\t', ';'].find((candidate) => header.includes(candidate)) ?? ',';
}

/**
 * The records of a CSV file (RFC 4180 quoting, UTF-8 with or without a BOM, comma, semicolon or tab separated),
 * each with the line it starts on; the first is the header. A record with a broken quote is reported on its line
 * (and column, named by the header) and left out, and the records after it are still read.
 */
export function readCsvRecords(content: Buffer, file: string): { records: CsvRecord[]; problems: ManifestProblem[] } {
  const lines = lineIndex(content);
  const delimiter = delimiterOf(content);
  const records: CsvRecord[] = [];
  const problems: ManifestProblem[] = [];
  const report = (line: number, index: number, detail: string) => {
    const field = Number.isInteger(index) ? (records[0]?.cells[index] ?? '') : '';
    const last = problems.at(-1);
    // Each stray quote of a value is an error of its own: one report per value is enough.
    if (last?.row === String(line) && last.field === field) return;
    problems.push(problemAt({ file, row: String(line), field }, 'csv_broken_quote', { detail }));
  };

  let start = 0;
  while (start < content.length) {
    let lastEnd = start;
    try {
      parse(content.subarray(start), {
        bom: start === 0,
        delimiter,
        trim: true,
        skip_empty_lines: true,
        skip_records_with_error: true,
        relax_column_count: true,
        info: true,
        // With `info`, csv-parse hands on_record the { record, info } pair, which its types do not say.
        on_record: (record, context) => {
          const cells = (record as unknown as { record: string[] }).record;
          let end = start + context.bytes;
          while (end > 0 && (content[end - 1] === 10 || content[end - 1] === 13)) end--;
          // A record starts where it ends, less the line breaks inside its quoted values.
          const inside = cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
          records.push({ cells, line: lines.lineAt(end - 1) - inside });
          lastEnd = start + context.bytes;
          return null;
        },
        on_skip: (error: CsvError | undefined): undefined => {
          if (!error) return;
          const detail = QUOTE_ERRORS[error.code];
          if (detail === undefined) throw error;
          const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lines.nextLineAfter(lastEnd) : lines.lineAt(start + Number(error.bytes));
          report(line, Number(error.index), detail);
          if (DERAILING.has(error.code)) throw new Restart(lines.startOf(line + 1));
        },
      });
      break;
    } catch (error) {
      if (!(error instanceof Restart)) {
        const detail = error instanceof Error ? error.message : String(error);
        problems.push(problemAt({ file, row: String(lines.nextLineAfter(lastEnd)), field: '' }, 'unreadable_manifest', { detail }));
        break;
      }
      if (error.at <= start) break;
      start = error.at;
    }
  }
  return { records, problems };
}
