import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { memorySource, SMALL_DSR, SMALL_DSR_LINES } from '../../testing/statements';
import { readStatement } from './read-statement';
import { StatementProblem, type StatementFileSource } from './types';

const OPTIONS = { format: 'dsr' as const, maxUncompressedBytes: 1_000_000 };

async function problemOf(files: StatementFileSource[], maxUncompressedBytes = OPTIONS.maxUncompressedBytes) {
  try {
    const reading = await readStatement(files, { ...OPTIONS, maxUncompressedBytes });
    for await (const batch of reading.lines()) void batch;
  } catch (error) {
    if (error instanceof StatementProblem) return { code: error.code, lineNo: error.lineNo, part: error.part, message: error.message };
    throw error;
  }
  throw new Error('The statement was read without a problem.');
}

/** The small report with line `lineNo` (from 1) changed. */
function withLine(lineNo: number, change: (line: string) => string | null): string {
  const lines = SMALL_DSR_LINES.map((line, index) => (index === lineNo - 1 ? change(line) : line)).filter((line) => line !== null);
  return `${lines.join('\n')}\n`;
}

const one = (text: string | Uint8Array) => [memorySource('report.tsv', text)];

describe('a DSR flat file that cannot be read', () => {
  it.each([
    ['foot_mismatch', 12, withLine(12, () => 'FOOT\t13\t\t2\t2\t')],
    ['foot_mismatch', 12, withLine(12, () => 'FOOT\t12\t\t3\t2\t')],
    ['foot_mismatch', 12, withLine(12, () => 'FOOT\t12\t\t2\t1\t')],
    ['missing_head', 3, withLine(1, () => '#no head')],
    ['missing_foot', 11, withLine(12, () => null)],
    ['after_foot', 13, `${SMALL_DSR}SU02\tB2\tSR2\tT9\tRL2\tRS7\ttrue\t1\t\t\n`],
    ['unknown_currency', 3, withLine(3, (line) => line.replace('EUR', 'EUX'))],
    ['unknown_territory', 4, withLine(4, (line) => line.replace('Worldwide', 'Atlantis'))],
    ['bad_date', 1, withLine(1, (line) => line.replace('2026-01-31', '2026-02-30'))],
    ['bad_date', 1, withLine(1, (line) => line.replace('2026-01-31', '2025-12-31'))],
    ['bad_amount', 3, withLine(3, (line) => line.replace('50.00', '5O.00'))],
    ['bad_count', 7, withLine(7, (line) => line.replace('600', 'six hundred'))],
    ['control_character', 5, withLine(5, (line) => line.replace('Sunrise', 'Sun\u0000rise'))],
    ['unknown_reference', 7, withLine(7, (line) => line.replace('SR1', 'SR9'))],
    ['unknown_reference', 8, withLine(8, (line) => line.replace('RS1', 'RS2'))],
    ['summary_mismatch', 8, withLine(8, (line) => line.replace('400', '401'))],
    ['unknown_record', 6, withLine(6, (line) => line.replace('AS01.01', 'ZZ01'))],
    ['bad_record', 7, withLine(7, (line) => line.replace('B1\tSR1', '\tSR1'))],
    ['bad_record', 3, withLine(3, (line) => line.replace('SR1', ''))],
    ['part_mismatch', 4, withLine(4, (line) => line.replace('SR2', 'SR1'))],
  ])('%s at line %i', async (code, lineNo, text) => {
    expect(await problemOf(one(text))).toMatchObject({ code, lineNo });
  });

  it('says which line is not UTF-8', async () => {
    const bytes = Buffer.from(SMALL_DSR, 'utf8');
    const at = bytes.indexOf('Sunrise');
    bytes[at] = 0xc3;
    bytes[at + 1] = 0x28;
    expect(await problemOf(one(bytes))).toMatchObject({ code: 'not_utf8', lineNo: 5 });
    expect(await problemOf([memorySource('report.tsv', bytes, 5)])).toMatchObject({ code: 'not_utf8', lineNo: 5 });
  });

  it('refuses a line that never ends', async () => {
    expect(await problemOf([memorySource('report.tsv', `${SMALL_DSR_LINES[0]}\n${'x'.repeat(1_100_000)}`, 65_536)], 10_000_000)).toMatchObject({ code: 'line_too_long', lineNo: 2 });
  });

  it('refuses an empty file', async () => {
    expect(await problemOf(one(''))).toMatchObject({ code: 'empty_file', part: 1 });
  });

  it('stops unpacking a gzip bomb at the limit', async () => {
    const bomb = gzipSync(Buffer.alloc(50_000_000, 'a'));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await problemOf(one(bomb), 1_000_000)).toMatchObject({ code: 'too_large' });
  });

  it('refuses damaged gzip data', async () => {
    const zipped = gzipSync(SMALL_DSR);
    expect(await problemOf(one(zipped.subarray(0, zipped.length - 12)))).toMatchObject({ code: 'bad_gzip' });
  });

  it('puts the message in plain words with its place', async () => {
    const problem = await problemOf(one(withLine(3, (line) => line.replace('EUR', 'EUX'))));
    expect(problem.message).toBe('Line 3: The currency "EUX" is not an ISO 4217 currency code.');
  });
});

describe('the parts of a split report', () => {
  const head = (part: number, of: number) => SMALL_DSR_LINES[0]!.replace('\t1\t1\t2026', `\t${part}\t${of}\t2026`);
  const part = (number: number, of: number) => `${[head(number, of), 'FOOT\t2\t\t0\t0\t'].join('\n')}\n`;

  it('refuses a report whose HEAD counts more parts than were given', async () => {
    expect(await problemOf([memorySource('r.tsv', part(1, 2))])).toMatchObject({
      code: 'missing_part',
      part: 1,
      lineNo: 1,
      message: 'Line 1: A part of the report is missing: the HEAD says 2 parts, 1 file was given.',
    });
  });

  it('refuses parts given out of order, by their names or their HEADs', async () => {
    const files = [memorySource('DSR_x_2of2_y.tsv', part(2, 2)), memorySource('DSR_x_1of2_y.tsv', part(1, 2))];
    expect(await problemOf(files)).toMatchObject({ code: 'part_out_of_order', part: 1 });
    expect(await problemOf([memorySource('a.tsv', part(2, 2)), memorySource('b.tsv', part(1, 2))])).toMatchObject({ code: 'part_out_of_order', lineNo: 1 });
  });

  it('refuses a file named as a part of a report of another size', async () => {
    expect(await problemOf([memorySource('DSR_x_1of3_y.tsv', part(1, 1))])).toMatchObject({
      code: 'missing_part',
      message: 'A part of the report is missing: the file name says 3 parts, 1 file was given.',
    });
    const two = [memorySource('DSR_x_1of1_y.tsv', part(1, 2)), memorySource('DSR_x_2of2_y.tsv', part(2, 2))];
    expect((await problemOf(two)).message).toBe('A part of the report is missing: the file name says 1 part, 2 files were given.');
  });

  it('refuses parts of different messages', async () => {
    const other = part(2, 2).replace('MSG-2026-01', 'MSG-OTHER');
    expect(await problemOf([memorySource('a.tsv', part(1, 2)), memorySource('b.tsv', other)])).toMatchObject({ code: 'part_mismatch', part: 2 });
  });
});
