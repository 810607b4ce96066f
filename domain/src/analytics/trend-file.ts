import { isCleanText } from '../clean-text';
import { isIsoDate, type IsoDate } from '../calendar-date';
import { normalizeIsrc } from '../identifiers';

/**
 * A store's daily trend drop (issue 30): one CSV file per store and day, estimated counts the store sends ahead of
 * its statement. Each row is one combination of the dimensions below for one recording; the counts are whole and
 * never negative. A file is taken whole or not at all: `readTrendFile` returns every problem it finds, and a file
 * with any is refused (an unknown ISRC is not a problem of the file: the service keeps such rows aside).
 */
export const TREND_COLUMNS = [
  'date',
  'isrc',
  'territory',
  'city',
  'streams',
  'listeners',
  'saves',
  'playlist_adds',
  'playlist_id',
  'playlist_name',
  'source',
  'age_band',
  'gender',
  'device',
] as const;

export const TREND_SOURCES = ['playlist', 'search', 'library', 'radio', 'artist_page', 'other'] as const;
export const TREND_AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+', 'unknown'] as const;
export const TREND_GENDERS = ['female', 'male', 'non_binary', 'unknown'] as const;
export const TREND_DEVICES = ['mobile', 'desktop', 'tablet', 'speaker', 'tv', 'car', 'other'] as const;

export type TrendSource = (typeof TREND_SOURCES)[number];
export type TrendCounts = { streams: number; listeners: number; saves: number; playlistAdds: number };

export interface TrendRow extends TrendCounts {
  /** The physical line in the file, from 1 (the header is line 1). */
  line: number;
  isrc: string;
  territory: string;
  city: string;
  playlistId: string;
  playlistName: string;
  source: TrendSource;
  ageBand: string;
  gender: string;
  device: string;
}

export type TrendProblemCode =
  | 'empty_file'
  | 'not_utf8'
  | 'missing_column'
  | 'broken_row'
  | 'control_character'
  | 'bad_date'
  | 'other_day'
  | 'future_date'
  | 'bad_isrc'
  | 'bad_territory'
  | 'bad_count'
  | 'negative_count'
  | 'unknown_value'
  | 'duplicate_row';

export interface TrendProblem {
  code: TrendProblemCode;
  /** The physical line, from 1; absent for the whole file. */
  line?: number;
  /** The offending value or column, as the file has it. */
  detail?: string;
}

/** The English words of each problem; `{{detail}}` is the value or column. Web and CLI translate by code. */
export const TREND_PROBLEM_MESSAGES: Record<TrendProblemCode, string> = {
  empty_file: 'The file has no header row.',
  not_utf8: 'The file is not UTF-8 text.',
  missing_column: 'The column {{detail}} is missing from the header row.',
  broken_row: 'The row does not have the columns of the header: {{detail}}.',
  control_character: 'A cell holds a control character (such as NUL), which a trend file never contains.',
  bad_date: 'The date {{detail}} is not a real calendar day (YYYY-MM-DD).',
  other_day: 'The row is for {{detail}}, not the day of the file.',
  future_date: 'The date {{detail}} has not happened yet.',
  bad_isrc: 'The ISRC {{detail}} is not an ISRC.',
  bad_territory: 'The territory {{detail}} is not a two-letter country code.',
  bad_count: 'The count {{detail}} is not a whole number.',
  negative_count: 'The count {{detail}} is below zero.',
  unknown_value: 'The value {{detail}} is not one the trend format allows.',
  duplicate_row: 'The same recording, territory, city, playlist, source, age, gender and device appear twice: {{detail}}.',
};

/** At most this many problems are listed per file: enough to fix it, not a copy of a broken file. */
export const MAX_TREND_PROBLEMS = 50;

type CountColumn = 'streams' | 'listeners' | 'saves' | 'playlist_adds';
const CHOICES = {
  source: TREND_SOURCES,
  age_band: TREND_AGE_BANDS,
  gender: TREND_GENDERS,
  device: TREND_DEVICES,
} as const satisfies Partial<Record<(typeof TREND_COLUMNS)[number], readonly string[]>>;

/** Splits one CSV line; quoted cells may hold commas and doubled quotes. Null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    }
    else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

function readCount(value: string, line: number, problems: TrendProblem[]): number {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  if (/^-\d+$/.test(trimmed)) problems.push({ code: 'negative_count', line, detail: trimmed });
  else if (!/^\d{1,12}$/.test(trimmed)) problems.push({ code: 'bad_count', line, detail: trimmed });
  return Number(trimmed);
}

type TrendColumn = (typeof TREND_COLUMNS)[number];

function readRow(cells: Record<TrendColumn, string>, line: number, day: IsoDate, today: IsoDate, problems: TrendProblem[]): TrendRow {
  const date = cells.date.trim();
  if (!isIsoDate(date)) problems.push({ code: 'bad_date', line, detail: date });
  else if (date > today) problems.push({ code: 'future_date', line, detail: date });
  else if (date !== day) problems.push({ code: 'other_day', line, detail: date });
  const isrc = normalizeIsrc(cells.isrc.trim()) ?? '';
  if (!isrc) problems.push({ code: 'bad_isrc', line, detail: cells.isrc });
  const territory = cells.territory.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(territory)) problems.push({ code: 'bad_territory', line, detail: cells.territory });
  for (const [column, allowed] of Object.entries(CHOICES)) {
    const value = cells[column as keyof typeof CHOICES].trim();
    if (value !== '' && !(allowed as readonly string[]).includes(value)) problems.push({ code: 'unknown_value', line, detail: `${column}=${value}` });
  }
  const count = (column: CountColumn) => readCount(cells[column], line, problems);
  return {
    line,
    isrc,
    territory,
    city: cells.city.trim(),
    streams: count('streams'),
    listeners: count('listeners'),
    saves: count('saves'),
    playlistAdds: count('playlist_adds'),
    playlistId: cells.playlist_id.trim(),
    playlistName: cells.playlist_name.trim(),
    source: (cells.source.trim() || 'other') as TrendSource,
    ageBand: cells.age_band.trim() || 'unknown',
    gender: cells.gender.trim() || 'unknown',
    device: cells.device.trim() || 'other',
  };
}

/** What makes two rows the same row: a file saying it twice is broken, not twice the streams. */
export function trendRowKey(row: TrendRow): string {
  return [row.isrc, row.territory, row.city, row.playlistId, row.source, row.ageBand, row.gender, row.device].join('|');
}

/**
 * Reads a store's trend file for `day` (what the store says it is for), on `today` (the importer's calendar day,
 * so a day not yet over cannot be reported). Rows come back whatever the problems; a caller imports them only when
 * `problems` is empty.
 */
export function readTrendFile(text: string, day: IsoDate, today: IsoDate): { rows: TrendRow[]; problems: TrendProblem[]; problemCount: number } {
  const problems: TrendProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '')?.map((name) => name.trim().toLowerCase()) ?? [];
  if (header.every((name) => name === '')) return { rows: [], problems: [{ code: 'empty_file' }], problemCount: 1 };
  const missing = TREND_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    const found = missing.map((detail) => ({ code: 'missing_column' as const, line: 1, detail }));
    return { rows: [], problems: found, problemCount: found.length };
  }
  if (day > today) problems.push({ code: 'future_date', detail: day });
  const rows: TrendRow[] = [];
  const seen = new Map<string, number>();
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    const line = index + 1;
    if (raw.trim() === '') continue;
    if (!isCleanText(raw)) {
      problems.push({ code: 'control_character', line });
      continue;
    }
    const cells = splitCsvLine(raw);
    if (!cells || cells.length !== header.length) {
      problems.push({ code: 'broken_row', line, detail: cells ? `${cells.length} of ${header.length}` : 'a quote is not closed' });
      continue;
    }
    const row = readRow(Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) as Record<TrendColumn, string>, line, day, today, problems);
    const key = trendRowKey(row);
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push({ code: 'duplicate_row', line, detail: `line ${earlier}` });
    else seen.set(key, line);
    rows.push(row);
  }
  return { rows, problems: problems.slice(0, MAX_TREND_PROBLEMS), problemCount: problems.length };
}
