import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { monthPeriod } from '@slipcase/domain';
import { footRow, headRow, releaseRow, resourceRow, saleRow, summaryRow, type DemoDsrLine, type DemoHead, type DemoSummary } from './dsr-rows';
import { PartSink } from './part-sink';

export type { DemoDsrLine } from './dsr-rows';

export interface WriteDemoDsrOptions {
  lines: Iterable<DemoDsrLine> | AsyncIterable<DemoDsrLine>;
  /** 'YYYY-MM'. */
  period: string;
  sender: string;
  /** The folder the report's files are written to, named as the standard names them. */
  directory: string;
  parts?: number;
  gzip?: boolean;
  /** MessageCreatedDateTime, 'YYYY-MM-DDTHH:MM:SS' (fixed unless said, so the files are reproducible). */
  createdAt?: string;
}

export interface DemoDsrReport {
  files: string[];
  saleLines: number;
  summaries: DemoSummary[];
}

const SENDER_ID = 'PADPIDA2026000002D';

/**
 * Writes a DDEX DSR flat-file report (Basic Audio Profile 1.2) of the given lines, streaming: a first pass writes the
 * blocks (RE01, AS01.01, SU02; a new block whenever the ISRC or UPC changes) to a scratch file while it sums the
 * SY02.02 summaries (one per use type, territory and currency); a second writes each part's HEAD, part 1's summaries,
 * its share of the blocks and a FOOT with its counts. The standard carries money per summary record, and a reader
 * shares it among the lines by usages: lines of one summary read back with the amounts written only when they
 * share one rate per usage.
 */
export async function writeDemoDsr(options: WriteDemoDsrOptions): Promise<DemoDsrReport> {
  const period = monthPeriod(options.period);
  if (period === null) throw new RangeError(`Not a month (YYYY-MM): ${options.period}`);
  await mkdir(options.directory, { recursive: true });
  const scratch = await mkdtemp(join(options.directory, '.dsr-'));
  try {
    const body = join(scratch, 'body.tsv');
    const { summaries, saleLines } = await writeBlocks(options.lines, body);
    const files = await writeParts(options, period, body, [...summaries.values()], saleLines);
    return { files, saleLines, summaries: [...summaries.values()] };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function writeBlocks(lines: WriteDemoDsrOptions['lines'], path: string): Promise<{ summaries: Map<string, DemoSummary>; saleLines: number }> {
  const sink = new PartSink(path, false);
  const summaries = new Map<string, DemoSummary>();
  let previous = '';
  let blocks = 0;
  let saleLines = 0;
  for await (const line of lines) {
    const key = `${line.useType}\t${line.country}\t${line.currency}`;
    let summary = summaries.get(key);
    if (summary === undefined) {
      summary = { id: `SR${summaries.size + 1}`, useType: line.useType, country: line.country, currency: line.currency, usages: 0n, amountMicros: 0n };
      summaries.set(key, summary);
    }
    summary.usages += BigInt(line.usages);
    summary.amountMicros += line.amountMicros;
    const work = `${line.isrc}\t${line.upc}`;
    if (work !== previous) {
      blocks += 1;
      previous = work;
      await sink.write(releaseRow(`B${blocks}`, line));
      await sink.write(resourceRow(`B${blocks}`, line));
    }
    saleLines += 1;
    await sink.write(saleRow(`B${blocks}`, summary.id, saleLines, line.usages));
  }
  await sink.close();
  return { summaries, saleLines };
}

async function writeParts(
  options: WriteDemoDsrOptions,
  period: { start: string; end: string },
  body: string,
  summaries: DemoSummary[],
  saleLines: number,
): Promise<string[]> {
  const parts = Math.max(1, options.parts ?? 1);
  const createdAt = options.createdAt ?? '2026-01-01T00:00:00';
  const files: string[] = [];
  const head = (part: number): DemoHead => ({ messageId: `DEMO-${options.period}-${createdAt}`, createdAt, part, parts, period, senderId: SENDER_ID, sender: options.sender });
  const perPart = Math.max(1, Math.ceil(saleLines / parts));
  let part = 0;
  let sink: PartSink | null = null;
  let counts = { summaries: 0, blocks: 0, sales: 0 };
  const next = async (): Promise<PartSink> => {
    if (sink !== null) {
      await sink.write(footRow(sink.lines + 1, counts.summaries, counts.blocks));
      await sink.close();
    }
    part += 1;
    const stamp = createdAt.replace(/[-:]/g, '');
    const name = `DSR_Slipcase_${SENDER_ID}_Streaming_${options.period}_Multi_${part}of${parts}_${stamp}.tsv${options.gzip ? '.gz' : ''}`;
    files.push(join(options.directory, name));
    counts = { summaries: 0, blocks: 0, sales: 0 };
    const opened = new PartSink(join(options.directory, name), options.gzip ?? false);
    await opened.write(headRow(head(part)));
    return opened;
  };
  sink = await next();
  for (const summary of summaries) await sink.write(summaryRow(summary));
  counts.summaries = summaries.length;
  for await (const line of createInterface({ input: createReadStream(body), crlfDelay: Infinity })) {
    if (line.startsWith('RE01\t')) {
      if (counts.sales >= perPart && part < parts) sink = await next();
      counts.blocks += 1;
    } else if (line.startsWith('SU02\t')) counts.sales += 1;
    await sink.write(`${line}\n`);
  }
  while (part < parts) sink = await next();
  await sink.write(footRow(sink.lines + 1, counts.summaries, counts.blocks));
  await sink.close();
  return files;
}
