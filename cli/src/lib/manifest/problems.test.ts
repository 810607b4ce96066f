import { describe, expect, it } from 'vitest';
import { formatProblem } from './format-problem';
import { jsonLocator } from './json-locator';
import { locateFindings, sortProblems, type Finding } from './problems';

const locator = jsonLocator('manifest.json');

describe('locateFindings', () => {
  it('keeps, for each field, a malformed value before a rule, and a rule before a bare "required"', () => {
    const findings: Finding[] = [
      { path: ['releases', 0, 'title'], code: 'required', origin: 'schema-missing' },
      { path: ['releases', 0, 'title'], code: 'title_required', origin: 'check' },
      { path: ['releases', 0, 'tracks', 1, 'contributors', 0, 'role'], code: 'invalid_contributor_role', origin: 'check' },
      { path: ['releases', 0, 'tracks', 1, 'contributors', 0, 'role'], code: 'not_in_list', origin: 'schema', params: { value: 'singer', allowed: 'writer' } },
      { path: ['releases', 0, 'upc'], code: 'invalid_upc', origin: 'check' },
      { path: ['releases', 0, 'upc'], code: 'duplicate_upc', origin: 'check', params: { other: '/releases/1' } },
      { path: ['releases', 0, 'upc'], code: 'invalid_upc', origin: 'check' },
      { path: ['releases', 0, 'cover'], code: 'image_too_small', origin: 'check', params: { min: 1500 }, asset: 'assets/cover.png' },
    ];
    expect(locateFindings(findings, locator).map(({ file, row, field, code }) => [file, row, field, code])).toEqual([
      ['manifest.json', '/releases/0', 'title', 'title_required'],
      ['manifest.json', '/releases/0/tracks/1', 'contributors/0/role', 'not_in_list'],
      ['manifest.json', '/releases/0', 'upc', 'invalid_upc'],
      ['manifest.json', '/releases/0', 'upc', 'duplicate_upc'],
      ['assets/cover.png', '/releases/0', 'cover', 'image_too_small'],
    ]);
  });

  it('drops the problems of fields already reported as missing columns', () => {
    const findings: Finding[] = [
      { path: ['releases', 0, 'language'], code: 'language_required', origin: 'check' },
      { path: ['releases', 0, 'title'], code: 'title_required', origin: 'check' },
    ];
    expect(locateFindings(findings, locator, new Set(['language'])).map(({ field }) => field)).toEqual(['title']);
  });
});

describe('sortProblems and formatProblem', () => {
  const problem = (row: string, field: string, file = 'm.csv') => ({ file, row, field, code: 'required' as const, message: 'This field is required' });

  it('sorts by row, numbers as numbers, then field', () => {
    const rows = (problems: ReturnType<typeof problem>[]) => sortProblems(problems).map(({ row, field }) => `${row} ${field}`);
    expect(rows([problem('10', 'a'), problem('2', 'b'), problem('2', 'a'), problem('1', 'z')])).toEqual(['1 z', '2 a', '2 b', '10 a']);
    expect(rows([problem('/releases/10', ''), problem('/releases/9/tracks/0', 'isrc'), problem('/releases/9', 'upc'), problem('', 'releases')])).toEqual([
      ' releases',
      '/releases/9 upc',
      '/releases/9/tracks/0 isrc',
      '/releases/10 ',
    ]);
  });

  it('writes a line per problem, naming the file only when it is an asset', () => {
    expect(formatProblem(problem('4', 'track_title'), 'm.csv')).toBe('line 4, track_title: This field is required');
    expect(formatProblem(problem('/releases/0/tracks/1', 'audio', 'a/gap.flac'), 'm.json')).toBe(
      '/releases/0/tracks/1, audio (a/gap.flac): This field is required',
    );
    expect(formatProblem(problem('', ''), 'm.csv')).toBe('This field is required');
  });
});
