import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStatement } from '../read/read-statement';
import type { StatementFileSource, StatementLine } from '../read/types';
import { writeDemoDsr, type DemoDsrLine } from './write-demo-dsr';

let directory = '';
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'demo-dsr-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const sources = (files: string[]): StatementFileSource[] => files.map((path) => ({ name: basename(path), open: () => createReadStream(path) }));

/** Lines with one rate per usage in each use type and territory, so that the shares read back are the amounts written. */
function* demoLines(count: number, isrcs: number): Generator<DemoDsrLine> {
  for (let index = 0; index < count; index += 1) {
    const track = Math.floor((index * isrcs) / count);
    const stream = index % 3 !== 2;
    const usages = 1 + (index % 97);
    yield {
      isrc: `QZDEM26${String(track).padStart(5, '0')}`,
      upc: String(400000000000 + track),
      title: `Track ${track}${track === 1 ? ' | Live\\Take' : ''}`,
      artist: 'Demo Artist',
      country: stream ? 'DE' : 'WW',
      useType: stream ? 'OnDemandStream' : 'PermanentDownload',
      usages,
      currency: stream ? 'EUR' : 'USD',
      amountMicros: BigInt(usages) * (stream ? 3_125n : 690_000n),
    };
  }
}

async function readAll(files: string[]): Promise<{ lines: StatementLine[]; declared: number | null }> {
  const reading = await readStatement(sources(files), { format: 'dsr', maxUncompressedBytes: 500_000_000 });
  const lines: StatementLine[] = [];
  for await (const batch of reading.lines()) lines.push(...batch);
  return { lines, declared: reading.completeHeader().declaredLineCount };
}

describe('writing a demo DSR', () => {
  it('writes a report that reads back to the lines written, text escapes included', async () => {
    const written = [...demoLines(60, 4)];
    const report = await writeDemoDsr({ lines: written, period: '2026-03', sender: 'Demo Store', directory });
    const { lines, declared } = await readAll(report.files);
    expect(lines.map(({ isrc, upc, title, artist, country, useType, usages, currency, amountMicros }) => ({ isrc, upc, title, artist, country, useType, usages, currency, amountMicros }))).toEqual(written);
    expect(declared).toBe((await readFile(report.files[0]!, 'utf8')).trimEnd().split('\n').length);
    expect(report.summaries.map((summary) => summary.id)).toEqual(['SR1', 'SR2']);
  });

  it('gives each money cell of a summary its own figure, and leaves the optional AllocatedNetRevenue empty in some', async () => {
    const report = await writeDemoDsr({ lines: demoLines(60, 4), period: '2026-03', sender: 'Demo Store', directory });
    const rows = (await readFile(report.files[0]!, 'utf8')).split('\n').filter((line) => line.startsWith('SY02.02\t')).map((line) => line.split('\t'));
    // Cells from 1, as the standard counts them: 9 Usages, 12 NetRevenue, 15 AllocatedUsages, 16 AllocatedRevenue, 17 AllocatedNetRevenue.
    const cells = rows.map((cell) => ({ usages: cell[8], netRevenue: cell[11], allocatedUsages: cell[14], allocatedRevenue: cell[15], allocatedNetRevenue: cell[16] }));
    expect(cells).toHaveLength(2);
    for (const [index, summary] of report.summaries.entries()) {
      const cell = cells[index]!;
      expect(cell.allocatedUsages).toBe(String(summary.usages));
      expect(Number(cell.allocatedRevenue)).toBe(Number(summary.amountMicros) / 1e6);
      expect(Number(cell.usages)).toBeGreaterThan(Number(cell.allocatedUsages));
      expect(new Set([cell.netRevenue, cell.allocatedRevenue, cell.allocatedNetRevenue]).size).toBe(3);
    }
    expect(cells.map((cell) => cell.allocatedNetRevenue === '')).toEqual([false, true]);
  });

  it('splits the report into gzip parts that never split a block', async () => {
    const report = await writeDemoDsr({ lines: demoLines(90, 6), period: '2026-03', sender: 'Demo Store', directory, parts: 3, gzip: true });
    expect(report.files.map((path) => basename(path).replace(/_\d{8}T\d{6}.*/, ''))).toEqual([1, 2, 3].map((part) => `DSR_Slipcase_PADPIDA2026000002D_Streaming_2026-03_Multi_${part}of3`));
    const { lines } = await readAll(report.files);
    expect(lines).toHaveLength(90);
    expect(new Set(lines.map((line) => line.part))).toEqual(new Set([1, 2, 3]));
    expect(lines.reduce((sum, line) => sum + line.amountMicros, 0n)).toBe([...demoLines(90, 6)].reduce((sum, line) => sum + line.amountMicros, 0n));
  });

  it('streams 200,000 lines through the writer and the reader', async () => {
    const report = await writeDemoDsr({ lines: demoLines(200_000, 2_000), period: '2026-03', sender: 'Demo Store', directory, gzip: true });
    const reading = await readStatement(sources(report.files), { format: 'dsr', maxUncompressedBytes: 500_000_000 });
    let count = 0;
    let total = 0n;
    for await (const batch of reading.lines()) {
      expect(batch.length).toBeLessThanOrEqual(5_000);
      count += batch.length;
      for (const line of batch) total += line.amountMicros;
    }
    expect(count).toBe(200_000);
    expect(total).toBe(report.summaries.reduce((sum, summary) => sum + summary.amountMicros, 0n));
  }, 120_000);
});
