import { gzipSync } from 'node:zlib';
import { GENERIC_CSV_MAPPING } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { memorySource } from '../../testing/statements';
import { readStatement } from './read-statement';
import { StatementProblem, type StatementLine } from './types';

const HEADER = 'period,isrc,upc,title,artist,country,use_type,usages,currency,amount';
const GENERIC = `${HEADER}\n2026-01,USABC2600001,0602445566778,"Night, Day",Los Tres,US,Stream,1200,USD,3.6\r\n2026-01,USABC2600001,,"Say ""hi""",Los Tres,GB,Download,-1,GBP,-0.79\n`;
const OPTIONS = { format: 'csv' as const, csvMapping: GENERIC_CSV_MAPPING, maxUncompressedBytes: 1_000_000 };

async function readAll(text: string | Uint8Array, options: Partial<typeof OPTIONS> & { period?: string } = {}) {
  const reading = await readStatement([memorySource('statement.csv', text)], { ...OPTIONS, ...options });
  const lines: StatementLine[] = [];
  for await (const batch of reading.lines()) lines.push(...batch);
  return { header: reading.header, lines };
}

async function problemOf(text: string, options: { period?: string } = {}) {
  try {
    await readAll(text, options);
  } catch (error) {
    if (error instanceof StatementProblem) return { code: error.code, lineNo: error.lineNo };
    throw error;
  }
  throw new Error('read without a problem');
}

describe('reading the generic CSV', () => {
  it('reads quoted cells, a refund and the period column', async () => {
    const { header, lines } = await readAll(GENERIC);
    expect(header).toEqual({ format: 'csv', period: { start: '2026-01-01', end: '2026-01-31' }, sender: null, messageId: null, parts: 1, declaredLineCount: null, summaryTotals: [] });
    expect(lines).toEqual([
      { lineNo: 2, part: 1, isrc: 'USABC2600001', upc: '0602445566778', title: 'Night, Day', artist: 'Los Tres', country: 'US', useType: 'Stream', usages: 1200, currency: 'USD', amountMicros: 3_600_000n },
      { lineNo: 3, part: 1, isrc: 'USABC2600001', upc: null, title: 'Say "hi"', artist: 'Los Tres', country: 'GB', useType: 'Download', usages: -1, currency: 'GBP', amountMicros: -790_000n },
    ]);
  });

  it('reads it gzip-compressed, and takes the period option over the column', async () => {
    const { header, lines } = await readAll(gzipSync(GENERIC.replaceAll('2026-01', '')), { period: '2026-02' });
    expect(header.period).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(lines).toHaveLength(2);
  });

  it.each([
    ['missing_column', 1, GENERIC.replace('use_type', 'usetype')],
    ['missing_period', 2, GENERIC.replaceAll('2026-01', '2026-1')],
    ['missing_period', 3, GENERIC.replace('\r\n2026-01', '\r\n2026-02')],
    ['bad_amount', 3, GENERIC.replace('-0.79', '-0.7.9')],
    ['unknown_currency', 2, GENERIC.replace('USD', 'DOLLARS')],
    ['control_character', 2, GENERIC.replace('Los Tres', 'Los\u0007Tres')],
    ['bad_record', 2, GENERIC.replace('Los Tres,US', 'Los Tres')],
    ['bad_record', 2, `${HEADER}\n2026-01,A,,"open,B,US,Stream,1,USD,1\n`],
  ])('%s at line %i', async (code, lineNo, text) => {
    expect(await problemOf(text)).toEqual({ code, lineNo });
  });

  it('reads split files in the order their names give, and refuses them out of order', async () => {
    const options = { ...OPTIONS };
    const reading = await readStatement([memorySource('tiktok_1of2.csv', GENERIC), memorySource('tiktok_2of2.csv', GENERIC)], options);
    const parts: number[] = [];
    for await (const batch of reading.lines()) parts.push(...batch.map((line) => line.part));
    expect(parts).toEqual([1, 1, 2, 2]);
    await expect(readStatement([memorySource('tiktok_2of2.csv', GENERIC), memorySource('tiktok_1of2.csv', GENERIC)], options)).rejects.toMatchObject({ code: 'part_out_of_order' });
  });

  it('needs a period from the option or the file', async () => {
    expect(await problemOf(`${HEADER}\n`)).toMatchObject({ code: 'missing_period' });
    await expect(readAll(GENERIC, { period: '2026-13' })).rejects.toMatchObject({ code: 'missing_period' });
  });
});
