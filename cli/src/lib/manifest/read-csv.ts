import { readFile } from 'node:fs/promises';
import { parseCell } from './csv-cells';
import { columnNamed, columnOf, REQUIRED_COLUMNS, type CsvColumn } from './csv-columns';
import { csvLocator, type CsvReleaseLines } from './csv-locator';
import { readCsvRecords, type CsvRecord } from './csv-records';
import type { ManifestSource } from './manifest-source';
import { problemAt, type ManifestProblem } from './problems';

/** A release being gathered from its rows. */
interface ReleaseRows {
  firstLine: number;
  /** By column name: the value as written and the line it was first given on. */
  values: Map<string, { cell: string; line: number }>;
  tracks: { fields: Record<string, unknown>; line: number }[];
}

/**
 * The columns nothing more is said about once their column is named missing: the column itself and, for the
 * release's language, the tracks' language, which falls back on it (checkTrack): every track would say the same.
 */
function suppressedBy(missing: readonly CsvColumn[]): Set<string> {
  const names = missing.map((column) => column.name);
  const trackLanguage = columnOf('track', 'language')?.name;
  return new Set(names.includes('language') && trackLanguage ? [...names, trackLanguage] : names);
}

/** The header's columns, in its order (undefined for an unknown or repeated one), with what is wrong with it. */
function readHeader(head: CsvRecord, file: string): { columns: (CsvColumn | undefined)[]; missing: CsvColumn[]; problems: ManifestProblem[] } {
  const at = (field: string) => ({ file, row: String(head.line), field });
  const problems: ManifestProblem[] = [];
  const named = new Set<string>();
  const columns = head.cells.map((name) => {
    const column = columnNamed(name);
    if (!column) problems.push(problemAt(at(name), 'unknown_column', { column: name }));
    else if (named.has(column.name)) problems.push(problemAt(at(column.name), 'duplicate_column', { column: column.name }));
    else {
      named.add(column.name);
      return column;
    }
    return undefined;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !named.has(column.name));
  problems.push(...missing.map((column) => problemAt(at(column.name), 'missing_column', { column: column.name })));
  return { columns, missing, problems };
}

/**
 * A CSV manifest: a header, then one row per track, grouped into releases by `release_ref`; a release's columns
 * are given on its first row and either repeated or left blank on the others. Broken quotes and rows of the wrong
 * length are reported with their line and left out; the other rows are still read, so one run reports every row.
 */
export async function readCsvManifest(file: string): Promise<ManifestSource> {
  const { records, problems } = readCsvRecords(await readFile(file), file);
  const at = (line: number, field = '') => ({ file, row: String(line), field });
  const [head, ...rows] = records;
  if (!head) {
    if (problems.length === 0) problems.push(problemAt(at(1), 'manifest_empty'));
    return { format: 'csv', file, document: null, locator: csvLocator(file, []), problems, warnings: [], suppressedFields: new Set() };
  }
  const header = readHeader(head, file);
  problems.push(...header.problems);

  const releases = new Map<string, ReleaseRows>();
  for (const { cells: row, line } of rows) {
    if (row.length !== head.cells.length) {
      problems.push(problemAt(at(line), 'csv_field_count', { expected: head.cells.length, found: row.length }));
      continue;
    }
    const cells = header.columns.flatMap((column, index) => (column ? [{ column, cell: row[index] ?? '' }] : []));
    const ref = cells.find(({ column }) => column.name === 'release_ref')?.cell ?? '';
    if (ref === '') {
      if (!header.missing.some((column) => column.name === 'release_ref')) problems.push(problemAt(at(line, 'release_ref'), 'required'));
      continue;
    }
    const release: ReleaseRows = releases.get(ref) ?? { firstLine: line, values: new Map(), tracks: [] };
    releases.set(ref, release);
    const track: Record<string, unknown> = {};
    for (const { column, cell } of cells) {
      if (column.level === 'track') {
        const value = parseCell(column.kind, cell);
        if (value !== undefined) track[column.property] = value;
        continue;
      }
      const given = release.values.get(column.name);
      if (cell === '') continue;
      if (!given) release.values.set(column.name, { cell, line });
      else if (given.cell !== cell) problems.push(problemAt(at(line, column.name), 'release_value_conflict', { value: given.cell, line: given.line }));
    }
    release.tracks.push({ fields: track, line });
  }

  const gathered = [...releases.values()];
  const document = {
    releases: gathered.map((release) => {
      const fields: Record<string, unknown> = {};
      for (const [name, { cell }] of release.values) {
        const column = columnNamed(name);
        if (column) fields[column.property] = parseCell(column.kind, cell);
      }
      return { ...fields, tracks: release.tracks.map((track) => track.fields) };
    }),
  };
  const placed: CsvReleaseLines[] = gathered.map((release) => ({
    firstLine: release.firstLine,
    valueLines: new Map([...release.values].map(([name, { line }]) => [name, line])),
    trackLines: release.tracks.map((track) => track.line),
  }));
  return {
    format: 'csv',
    file,
    document,
    locator: csvLocator(file, placed),
    problems,
    warnings: [],
    suppressedFields: suppressedBy(header.missing),
  };
}
