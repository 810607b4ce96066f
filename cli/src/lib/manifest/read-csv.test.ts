import { afterAll, describe, expect, it } from 'vitest';
import { readCsvManifest } from './read-csv';
import { removeTempFiles, writeTempFile } from './testing/temp-file';

const read = async (content: string) => readCsvManifest(await writeTempFile('manifest.csv', content));
const where = (problems: readonly { row: string; field: string; code: string }[]) => problems.map(({ row, field, code }) => [row, field, code]);

const HEADER =
  'release_ref,title,artist,type,primary_genre,language,release_date,platforms,cover,track_number,track_title,audio,contributors,performers';
const row = (ref: string, number: number, title = `Song ${number}`) =>
  `${ref},Night Drive,The Test Tones,ep,pop,en,2027-03-05,spotify,cover.jpg,${number},${title},${number}.wav,Jane Doe:writer:100,Jane Doe`;

afterAll(removeTempFiles);

describe('readCsvManifest', () => {
  it('groups rows into releases by release_ref, its columns given once or repeated, and says where each value was', async () => {
    const source = await read(
      [HEADER, row('A', 1), 'B,Four Forty,The Test Tones,single,pop,en,2027-03-05,spotify,c.png,1,Four Forty,4.wav,Jane Doe:writer:100,Jane Doe', 'A,,,,,,,,,2,Second,2.wav,Jane Doe:writer:100,Jane Doe', ''].join('\n'),
    );
    expect(source.problems).toEqual([]);
    expect(source.document).toMatchObject({
      releases: [
        { release_ref: 'A', title: 'Night Drive', tracks: [{ track_number: 1, title: 'Song 1' }, { track_number: 2, title: 'Second' }] },
        { release_ref: 'B', title: 'Four Forty', tracks: [{ title: 'Four Forty' }] },
      ],
    });
    expect(source.locator.locate(['releases', 0, 'tracks', 1, 'contributors', 0, 'share'])).toMatchObject({ row: '4', field: 'contributors[1].share' });
    expect(source.locator.locate(['releases', 0, 'title'])).toMatchObject({ row: '2', field: 'title' });
    expect(source.locator.locate(['releases', 0, 'tracks'])).toMatchObject({ row: '2', field: 'tracks' });
    expect(source.locator.describe(['releases', 1, 'tracks', 0, 'isrc'])).toBe('line 3');
  });

  it('reports a release column that differs between the rows of one release', async () => {
    const source = await read([HEADER, row('A', 1), row('A', 2).replace('Night Drive', 'Night Ride')].join('\n'));
    expect(where(source.problems)).toEqual([['3', 'title', 'release_value_conflict']]);
    expect(source.problems[0]?.message).toBe('This differs from “Night Drive” given for the same release on line 2.');
  });

  it('names a missing, unknown or repeated column once, on the header, and reads headers whatever their case', async () => {
    const header = HEADER.replace('primary_genre,', '').replace('track_title', 'Track Title').concat(',mood,title');
    const source = await read([header, row('A', 1).replace(',pop,', ',').concat(',happy,Again')].join('\n'));
    expect(where(source.problems)).toEqual([
      ['1', 'mood', 'unknown_column'],
      ['1', 'title', 'duplicate_column'],
      ['1', 'primary_genre', 'missing_column'],
    ]);
    expect([...source.suppressedFields]).toEqual(['primary_genre']);
    expect(source.document).toMatchObject({ releases: [{ title: 'Night Drive', tracks: [{ title: 'Song 1' }] }] });
  });

  it('reports broken quotes and short rows with their line, and reads the rows around them', async () => {
    const source = await read(
      [
        HEADER,
        row('A', 1, '"Two\nlines"'),
        row('A', 2, 'Jane "JD" Doe'),
        row('B', 1, '"Quoted" and more'),
        'C,short,row',
        row('D', 1),
      ].join('\r\n'),
    );
    expect(where(source.problems)).toEqual([
      ['4', 'track_title', 'csv_broken_quote'],
      ['5', 'track_title', 'csv_broken_quote'],
      ['6', '', 'csv_field_count'],
    ]);
    expect(source.problems[2]?.message).toBe('This line has 3 fields where the header has 14.');
    expect(source.document).toMatchObject({ releases: [{ release_ref: 'A', tracks: [{ title: 'Two\nlines' }] }, { release_ref: 'D' }] });
    expect(source.locator.locate(['releases', 1, 'tracks', 0, 'title'])).toMatchObject({ row: '7' });
  });

  it('reports a quote never closed on the line it opens', async () => {
    const source = await read([HEADER, row('A', 1), row('A', 2, '"Never closed'), row('A', 3)].join('\n'));
    expect(where(source.problems)).toEqual([['3', 'track_title', 'csv_broken_quote']]);
    expect(source.problems[0]?.message).toMatch(/^Broken quote: a quote opened on this line is never closed/);
  });

  it('reads a semicolon-separated file and reports a row without its release_ref', async () => {
    const semicolons = [HEADER.replaceAll(',', ';'), row('A', 1).replaceAll(',', ';').replace('Jane Doe:writer:100', '"Jane Doe:writer:50; John Roe:composer:50"'), row('', 2).replaceAll(',', ';')].join('\n');
    const source = await read(semicolons);
    expect(where(source.problems)).toEqual([['3', 'release_ref', 'required']]);
    expect(source.document).toMatchObject({ releases: [{ tracks: [{ contributors: [{ share: 50 }, { share: 50 }] }] }] });
  });

  it('says an empty file holds no release', async () => {
    expect(where((await read('')).problems)).toEqual([['1', '', 'manifest_empty']]);
  });
});
