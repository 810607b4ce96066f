import { describe, expect, it } from 'vitest';
import { readTrendFile, splitCsvLine, TREND_COLUMNS } from './trend-file';

const HEADER = TREND_COLUMNS.join(',');
const row = (overrides: Partial<Record<(typeof TREND_COLUMNS)[number], string>> = {}) =>
  TREND_COLUMNS.map(
    (column) =>
      ({
        date: '2026-03-01',
        isrc: 'QZABC2600001',
        territory: 'FR',
        city: 'Paris',
        streams: '120',
        listeners: '80',
        saves: '4',
        playlist_adds: '1',
        playlist_id: 'pl1',
        playlist_name: '"Morning, coffee"',
        source: 'playlist',
        age_band: '18-24',
        gender: 'female',
        device: 'mobile',
        ...overrides,
      })[column],
  ).join(',');

const read = (...rows: string[]) => readTrendFile([HEADER, ...rows].join('\n'), '2026-03-01', '2026-03-03');

describe('readTrendFile', () => {
  it('reads a clean file, quoted cells included', () => {
    const { rows, problems } = read(row(), row({ territory: 'de', city: 'Berlin', isrc: 'QZ-ABC-26-00001' }));
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ line: 2, isrc: 'QZABC2600001', territory: 'FR', streams: 120, playlistName: 'Morning, coffee' });
    expect(rows[1]).toMatchObject({ line: 3, territory: 'DE', city: 'Berlin' });
  });

  it('names each bad row by line: negative and broken counts, future and impossible dates, another day', () => {
    const { problems } = read(
      row({ streams: '-3' }),
      row({ saves: '1.5', city: 'Lyon' }),
      row({ date: '2026-02-30', city: 'Nice' }),
      row({ date: '2026-03-09', city: 'Metz' }),
      row({ date: '2026-02-28', city: 'Caen' }),
    );
    expect(problems).toEqual([
      { code: 'negative_count', line: 2, detail: '-3' },
      { code: 'bad_count', line: 3, detail: '1.5' },
      { code: 'bad_date', line: 4, detail: '2026-02-30' },
      { code: 'future_date', line: 5, detail: '2026-03-09' },
      { code: 'other_day', line: 6, detail: '2026-02-28' },
    ]);
  });

  it('refuses broken rows, control characters, unknown values, bad codes and a row said twice', () => {
    const { problems } = read(
      'QZABC2600001,FR',
      row({ city: 'Par\u0000is' }),
      row({ city: '"open' }),
      row({ device: 'fridge', city: 'A' }),
      row({ territory: 'France', city: 'B' }),
      row({ isrc: 'nope', city: 'C' }),
      row(),
      row(),
    );
    expect(problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['broken_row', 2],
      ['control_character', 3],
      ['broken_row', 4],
      ['unknown_value', 5],
      ['bad_territory', 6],
      ['bad_isrc', 7],
      ['duplicate_row', 9],
    ]);
  });

  it('refuses an empty file, a missing column and a file for a day not over yet', () => {
    expect(readTrendFile('', '2026-03-01', '2026-03-03').problems).toEqual([{ code: 'empty_file' }]);
    expect(readTrendFile('date,isrc\n', '2026-03-01', '2026-03-03').problems[0]).toEqual({ code: 'missing_column', line: 1, detail: 'territory' });
    expect(readTrendFile(HEADER, '2026-03-04', '2026-03-03').problems).toEqual([{ code: 'future_date', detail: '2026-03-04' }]);
  });

  it('lists at most 50 problems but counts them all', () => {
    const rows = Array.from({ length: 60 }, (_, i) => row({ streams: '-1', city: `c${i}` }));
    const result = read(...rows);
    expect(result.problems).toHaveLength(50);
    expect(result.problemCount).toBe(60);
  });
});

describe('splitCsvLine', () => {
  it('keeps doubled quotes and reports an open one', () => {
    expect(splitCsvLine('a,"b ""c"", d",e')).toEqual(['a', 'b "c", d', 'e']);
    expect(splitCsvLine('a,"b')).toBeNull();
  });
});
