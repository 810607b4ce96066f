import { describe, expect, it } from 'vitest';
import { dsrRecordKind, escapeDsrValue, splitDsrLine } from './dsr-cells';
import { isCurrencyCode, statementTerritory } from './iso-codes';
import { datePeriod, monthPeriod } from './period';
import { findControlCharacter, partFromFileName } from './split-parts';
import { normaliseIsrc } from './statement-types';
import { StatementProblem } from './statement-problem';

describe('DSR cells', () => {
  it('splits on tabs and pipes and keeps escaped ones in the value', () => {
    expect(splitDsrLine('AS01\tB1\tA|B\tx\\|y\\\\z\\\tw')).toEqual([['AS01'], ['B1'], ['A', 'B'], ['x|y\\z\tw']]);
    expect(splitDsrLine('SU02\t\t1')).toEqual([['SU02'], [''], ['1']]);
  });

  it('escapes a value so that it reads back the same', () => {
    const value = 'a|b\\c\td';
    expect(splitDsrLine(`X\t${escapeDsrValue(value)}`)[1]).toEqual([value]);
  });

  it('names a record type without its version', () => {
    expect(dsrRecordKind('SY02.02')).toBe('SY02');
    expect(dsrRecordKind('SU02')).toBe('SU02');
  });
});

describe('codes and periods of a statement', () => {
  it('knows currencies and territories, worldwide as WW', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('EUX')).toBe(false);
    expect(statementTerritory('de')).toBe('DE');
    expect(statementTerritory('Worldwide')).toBe('WW');
    expect(statementTerritory('XX')).toBeNull();
  });

  it('reads a month and a pair of dates', () => {
    expect(monthPeriod('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthPeriod('2026-13')).toBeNull();
    expect(datePeriod('2026-01-01', '2026-02-30')).toBeNull();
    expect(datePeriod('2026-02-01', '2026-01-31')).toBeNull();
  });

  it('reads the part a file name announces', () => {
    expect(partFromFileName('DSR_A_B_C_2026-01_DE_2of3_20260203T100000.tsv.gz')).toEqual({ part: 2, of: 3 });
    expect(partFromFileName('statement.csv')).toBeNull();
  });

  it('finds control characters but lets tabs through', () => {
    expect(findControlCharacter('a\tb')).toBe(-1);
    expect(findControlCharacter('a\u0000b')).toBe(1);
  });

  it('normalises an ISRC', () => {
    expect(normaliseIsrc(' us-abc-26-00001 ')).toBe('USABC2600001');
    expect(normaliseIsrc('')).toBeNull();
  });

  it('words a problem with its place', () => {
    expect(new StatementProblem('bad_amount', { part: 2, lineNo: 9 }, '"x"').message).toBe('Line 9 of part 2: The amount "x" is not a number.');
    expect(new StatementProblem('empty_file', { part: 1 }).message).toBe('The file is empty.');
  });
});
