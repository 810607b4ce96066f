import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseDecimalMicros } from '@slipcase/domain';
import type { StatementFileSource } from '../statements/read/types';
import { memorySource } from './statements';

/**
 * The DSR conformance corpus (services/src/statements/fixtures/dsr): standards-shaped reports with their totals
 * worked out by hand in expected.json, and a second, deliberately naive reader of the same files, never the importer.
 */
export const DSR_CORPUS = fileURLToPath(new URL('../statements/fixtures/dsr/', import.meta.url));

export interface ExpectedReport {
  /** The files of a split report in order; a single-file report is its own name. */
  parts?: string[];
  totals: Record<string, string>;
  lines: number;
  usages: number;
  amounts: string[];
  /** Each line's part, for a split report. */
  lineParts?: number[];
  /** The report of the same period this corrected re-issue replaces. */
  corrects?: string;
}

export interface RefusedReport {
  refused: { code: string; part: number; lineNo: number; detail: string };
}

export function corpusReports(): Record<string, ExpectedReport | RefusedReport> {
  return (JSON.parse(readFileSync(`${DSR_CORPUS}expected.json`, 'utf8')) as { reports: Record<string, ExpectedReport | RefusedReport> }).reports;
}

/** Every statement file in the corpus folder, plain or gzip. */
export function corpusFiles(): string[] {
  return readdirSync(DSR_CORPUS).filter((name) => /\.tsv(\.gz)?$/.test(name)).sort();
}

export const partsOf = (name: string, report: ExpectedReport | RefusedReport): string[] => ('parts' in report && report.parts) || [name];

export function corpusSources(files: readonly string[]): StatementFileSource[] {
  return files.map((file) => memorySource(file, readFileSync(`${DSR_CORPUS}${file}`)));
}

/** A file's text, unpacked when it starts with gzip's magic bytes. */
function textOf(file: string): string {
  const bytes = readFileSync(`${DSR_CORPUS}${file}`);
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
}

export interface NaiveReading {
  totals: Record<string, bigint>;
  lines: number;
  usages: number;
  /**
   * The first line that owes nothing it could be paid from, as `part:line`: an SY02.02 with neither allocated
   * amount, or a royalty-bearing sales line of an SY01.01 or SY04.01 (the service's own revenue).
   */
  refusedAt: string | null;
}

/**
 * The second reader: each SY02.02 once by its SummaryRecordId (a split report repeats them in every part), its
 * AllocatedRevenue (cell 16) else AllocatedNetRevenue (17) by CurrencyOfReporting (11); the sales lines counted,
 * SU01's Usages less Returns (cells 9, 10), SU02's NumberOfStreams (8).
 */
export function naiveReading(files: readonly string[]): NaiveReading {
  const summaries = new Map<string, { currency: string; amount: string }>();
  const serviceOnly = new Set<string>();
  const reading: NaiveReading = { totals: {}, lines: 0, usages: 0, refusedAt: null };
  files.forEach((file, index) => {
    textOf(file)
      .split('\n')
      .forEach((line, at) => {
        const cells = line.split('\t');
        const place = `${index + 1}:${at + 1}`;
        if (cells[0] === 'SY01.01' || cells[0] === 'SY04.01') serviceOnly.add(cells[1]!);
        if ((cells[0] === 'SU01' || cells[0] === 'SU02') && cells[6] === 'true' && serviceOnly.has(cells[2]!)) reading.refusedAt ??= place;
        if (cells[0] === 'SY02.02') {
          const amount = cells[15] || cells[16] || '';
          if (amount === '') reading.refusedAt ??= place;
          summaries.set(cells[1]!, { currency: cells[10]!, amount });
        } else if (cells[0] === 'SU01') {
          reading.lines += 1;
          reading.usages += Number(cells[8]) - Number(cells[9]);
        } else if (cells[0] === 'SU02') {
          reading.lines += 1;
          reading.usages += Number(cells[7]);
        }
      });
  });
  for (const { currency, amount } of summaries.values()) {
    if (amount !== '') reading.totals[currency] = (reading.totals[currency] ?? 0n) + parseDecimalMicros(amount)!;
  }
  return reading;
}
