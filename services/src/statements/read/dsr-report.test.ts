import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { memorySource, SMALL_DSR, SMALL_DSR_LINES } from '../../testing/statements';
import { readStatement } from './read-statement';
import type { StatementFileSource, StatementLine } from './types';

const OPTIONS = { format: 'dsr' as const, maxUncompressedBytes: 1_000_000 };

async function readAll(files: StatementFileSource[], options = OPTIONS) {
  const reading = await readStatement(files, options);
  const lines: StatementLine[] = [];
  for await (const batch of reading.lines()) lines.push(...batch);
  return { reading, lines };
}

describe('reading a DSR flat file', () => {
  it('reads the hand-written report to its exact lines, sharing each summary by usages', async () => {
    const { reading, lines } = await readAll([memorySource('report.tsv', SMALL_DSR)]);
    expect(lines).toEqual([
      { lineNo: 7, part: 1, isrc: 'DEA122600001', upc: '4012345678901', title: 'Sunrise', artist: 'Ana Sol', country: 'DE', useType: 'OnDemandStream', usages: 600, currency: 'EUR', amountMicros: 30_000_000n },
      { lineNo: 8, part: 1, isrc: 'DEA122600001', upc: '4012345678901', title: 'Sunrise', artist: 'Ana Sol', country: 'DE', useType: 'OnDemandStream', usages: 400, currency: 'EUR', amountMicros: 20_000_000n },
      { lineNo: 11, part: 1, isrc: 'USXYZ2600001', upc: '0602445566778', title: 'Night | Day (Edit)', artist: 'Los Tres', country: 'WW', useType: 'PermanentDownload', usages: 4, currency: 'USD', amountMicros: 10_000_000n },
    ]);
    expect(reading.header).toMatchObject({ format: 'dsr', period: { start: '2026-01-01', end: '2026-01-31' }, sender: 'Example Music Service', messageId: 'MSG-2026-01', parts: 1, declaredLineCount: null });
    expect(reading.completeHeader()).toMatchObject({
      declaredLineCount: 12,
      summaryTotals: [{ currency: 'EUR', amountMicros: 50_000_000n }, { currency: 'USD', amountMicros: 10_000_000n }],
    });
  });

  it('reads the same report gzip-compressed, recognised by its bytes, not its name', async () => {
    const { lines } = await readAll([memorySource('report.tsv', gzipSync(SMALL_DSR))]);
    expect(lines.map((line) => line.amountMicros)).toEqual([30_000_000n, 20_000_000n, 10_000_000n]);
  });

  it('reads the same lines whatever the chunks the bytes arrive in, a character split between two included', async () => {
    const text = SMALL_DSR.replaceAll('Ana Sol', 'Aña Söl');
    for (const chunkBytes of [1, 2, 7, 64]) {
      const { lines } = await readAll([memorySource('report.tsv', text, chunkBytes)]);
      expect(lines.map((line) => [line.lineNo, line.artist, line.amountMicros])).toEqual([[7, 'Aña Söl', 30_000_000n], [8, 'Aña Söl', 20_000_000n], [11, 'Los Tres', 10_000_000n]]);
    }
  });

  it('hands the lines out in batches of the size asked', async () => {
    const reading = await readStatement([memorySource('report.tsv', SMALL_DSR)], { ...OPTIONS, batchSize: 2 });
    const sizes: number[] = [];
    for await (const batch of reading.lines()) sizes.push(batch.length);
    expect(sizes).toEqual([2, 1]);
  });

  it('reads a split report part after part, numbering each line by its part', async () => {
    const body = SMALL_DSR_LINES.slice(4, 8);
    const head = (part: number) => SMALL_DSR_LINES[0]!.replace('\t1\t1\t2026', `\t${part}\t2\t2026`);
    const first = [head(1), SMALL_DSR_LINES[2], SMALL_DSR_LINES[3], ...body, 'FOOT\t8\t\t2\t1\t'].join('\n');
    const second = [head(2), ...SMALL_DSR_LINES.slice(8, 11), 'FOOT\t5\t\t0\t1\t'].join('\n');
    const { lines, reading } = await readAll([memorySource('DSR_a_1of2_x.tsv', first), memorySource('DSR_a_2of2_x.tsv', second)]);
    expect(lines.map((line) => [line.part, line.lineNo])).toEqual([[1, 6], [1, 7], [2, 4]]);
    expect(reading.completeHeader()).toMatchObject({ parts: 2, declaredLineCount: 13 });
  });

  const row = (...cells: string[]) => cells.join('\t');
  const SERVICE_SUMMARIES = [
    row('SY01.01', 'SR3', '', '', 'PayAsYouGoModel', 'PermanentDownload', 'FR', '', '2', '', 'EUR', '1.98', '', '', ''),
    row('SY04.01', 'SR4', '', '', 'SubscriptionModel', 'OnDemandStream', 'SE', 'Family', 'Family', '1000', '', '', '', '300', 'SEK', '', '', '149', '30.00', '0.5'),
    row('SY05.02', 'SR5', '', '', 'SubscriptionModel', 'OnDemandStream', 'NO', '', 'Slipcase', '', 'MakeAvailableRight', '1000', '100', '', '5', '', '', 'NOK', '', '', '', '', '', 'Music', ''),
  ];
  const withServiceSummaries = (download: string, stream: string) =>
    [
      SMALL_DSR_LINES[0],
      ...SERVICE_SUMMARIES,
      SMALL_DSR_LINES[4],
      SMALL_DSR_LINES[5],
      row('SU01', 'B1', 'SR3', 'T1', 'RL1', 'RS1', download, 'false', '2', '0', '', ''),
      row('SU02', 'B1', 'SR4', 'T2', 'RL1', 'RS1', stream, '300', '', ''),
      row('SU02', 'B1', 'SR5', 'T3', '', '', '', '100', '', ''),
      'FOOT\t10\t\t3\t1\t',
    ].join('\n');

  it('pays only from the allocated SY05: SY01 and SY04 give the service’s own revenue, so their lines keep their usages and earn nothing', async () => {
    const { lines, reading } = await readAll([memorySource('report.tsv', withServiceSummaries('false', 'false'))]);
    expect(lines.map(({ country, currency, usages, amountMicros, isrc }) => ({ country, currency, usages, amountMicros, isrc }))).toEqual([
      { country: 'FR', currency: 'EUR', usages: 2, amountMicros: 0n, isrc: 'DEA122600001' },
      { country: 'SE', currency: 'SEK', usages: 300, amountMicros: 0n, isrc: 'DEA122600001' },
      { country: 'NO', currency: 'NOK', usages: 100, amountMicros: 5_000_000n, isrc: 'DEA122600001' },
    ]);
    // The service's revenue is no part of what the statement owes.
    expect(reading.completeHeader().summaryTotals).toEqual([{ currency: 'NOK', amountMicros: 5_000_000n }]);
  });

  it('refuses a royalty-bearing line paid from SY01 or SY04, naming the line and the record', async () => {
    for (const [download, stream, lineNo, detail] of [
      ['true', 'false', 7, '"SR3" (SY01.01)'],
      ['false', 'true', 8, '"SR4" (SY04.01)'],
    ] as const) {
      const problem = await readAll([memorySource('report.tsv', withServiceSummaries(download, stream))]).catch((error: unknown) => error);
      expect(problem).toMatchObject({ code: 'service_revenue_only', lineNo, detail });
    }
  });
});
