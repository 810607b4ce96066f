import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { formatMicros } from '@slipcase/domain';
import type { StatementFileSource } from '../statements/read/types';
import { memorySource } from './statements';

/**
 * Basic Audio Profile reports generated for property tests: summaries in several currencies, territories and tiers,
 * streams (SU02) and downloads with returns (SU01), lines that are not royalty-bearing, allocated amounts with up to
 * six decimals in AllocatedRevenue, AllocatedNetRevenue or both, split into parts (some gzip) as the standard says:
 * every part repeats the summaries, a block stays in one part.
 */
export interface GeneratedSummary {
  currency: string;
  territory: string;
  tier: string;
  kind: 'stream' | 'download';
  /** What is allocated to us, in millionths of the currency. */
  revenueMicros: bigint;
  /** Which allocated cells carry it: the other is left out, or (both) holds another figure that must not be paid. */
  cells: 'revenue' | 'net' | 'both';
}

export interface GeneratedLine {
  summary: number;
  recording: number;
  usages: number;
  returns: number;
  royaltyBearing: boolean;
}

export interface GeneratedReport {
  summaries: GeneratedSummary[];
  lines: GeneratedLine[];
  /** For each block (a run of lines of one recording), whether a new part starts with it. */
  partBreaks: boolean[];
  gzip: boolean[];
}

const TERRITORIES = ['US', 'DE', 'GB', 'BR', 'JP', 'MX', 'Worldwide'];
const TIERS = ['Premium', 'Family', 'Student', 'Free'];

const summaryArb = (currencies: readonly string[]): fc.Arbitrary<GeneratedSummary> =>
  fc.record({
    currency: fc.constantFrom(...currencies),
    territory: fc.constantFrom(...TERRITORIES),
    tier: fc.constantFrom(...TIERS),
    kind: fc.constantFrom('stream' as const, 'download' as const),
    revenueMicros: fc.oneof(fc.bigInt(0n, 999_999n), fc.bigInt(-50_000_000n, 50_000_000_000n)),
    cells: fc.constantFrom('revenue' as const, 'net' as const, 'both' as const),
  });

/** A report over `recordings` recordings in the given currencies; every summary with money has usages to carry it. */
export function reportArb(currencies: readonly string[], recordings: number): fc.Arbitrary<GeneratedReport> {
  return fc
    .array(summaryArb(currencies), { minLength: 1, maxLength: 5 })
    .chain((summaries) =>
      fc.record({
        summaries: fc.constant(summaries),
        lines: fc.array(
          fc.record({
            summary: fc.nat(summaries.length - 1),
            recording: fc.nat(recordings - 1),
            usages: fc.oneof(fc.nat(12), fc.nat(5_000)),
            returns: fc.oneof(fc.constant(0), fc.nat(8)),
            royaltyBearing: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        partBreaks: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        gzip: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      }),
    )
    .map(withUsagesToCarryMoney);
}

/** A line's usages as the file says them: streams, or a download's sales less its returns. */
export const netUsages = (report: GeneratedReport, line: GeneratedLine): number =>
  report.summaries[line.summary]!.kind === 'download' ? line.usages - line.returns : line.usages;

/** Money allocated to no usage is refused (it could not be paid): such a summary's amount becomes zero. */
function withUsagesToCarryMoney(report: GeneratedReport): GeneratedReport {
  const summaries = report.summaries.map((summary, index) => {
    const allocated = report.lines.filter((line) => line.summary === index && line.royaltyBearing).reduce((sum, line) => sum + netUsages(report, line), 0);
    return allocated === 0 ? { ...summary, revenueMicros: 0n } : summary;
  });
  return { ...report, summaries };
}

/** What the report owes us, per currency: its summaries' allocated amounts. */
export function owedByCurrency(report: GeneratedReport): Record<string, bigint> {
  const owed: Record<string, bigint> = {};
  for (const summary of report.summaries) owed[summary.currency] = (owed[summary.currency] ?? 0n) + summary.revenueMicros;
  return owed;
}

const row = (...cells: (string | number)[]) => cells.join('\t');

/** The report's files as a store names them (`…_1of3_…`), with their ISRCs `isrcOf(recording)`. */
export function renderReport(report: GeneratedReport, options: { period: string; messageId: string; isrcOf: (recording: number) => string }): StatementFileSource[] {
  const [year, month] = options.period.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const summaryRows = report.summaries.map((summary, index) => {
    const allocatedUsages = report.lines.filter((line) => line.summary === index && line.royaltyBearing).reduce((sum, line) => sum + netUsages(report, line), 0);
    const amount = formatMicros(summary.revenueMicros);
    const revenue = summary.cells === 'net' ? '' : amount;
    const net = summary.cells === 'revenue' ? '' : summary.cells === 'net' ? amount : formatMicros(summary.revenueMicros * 3n + 1n);
    const [model, useType] = summary.kind === 'download' ? ['PayAsYouGoModel', 'PermanentDownload'] : [summary.tier === 'Free' ? 'AdvertisementSupportedModel' : 'SubscriptionModel', 'OnDemandStream'];
    // The service's own Usages and NetRevenue are larger figures for every rights holder: never to be paid.
    return row('SY02.02', `SR${index + 1}`, '', '', model, useType, summary.territory, summary.tier, allocatedUsages * 7 + 13, '', summary.currency, formatMicros(summary.revenueMicros * 9n + 7_000_000n), 'Slipcase', '', allocatedUsages, revenue, net, '', 'Music', '', '', '');
  });

  const blocks: GeneratedLine[][] = [];
  for (const line of report.lines) {
    const last = blocks.at(-1);
    if (last && last[0]!.recording === line.recording) last.push(line);
    else blocks.push([line]);
  }
  const parts: string[][][] = [];
  blocks.forEach((block, index) => {
    const rows = [
      row('RE01', `B${index + 1}`, 'RL1', `DSP-R${index + 1}`, '', '', '', 'Artist', '', 'Release', '', 'Single', '', '', ''),
      row('AS01.01', `B${index + 1}`, 'RS1', `DSP-S${index + 1}`, options.isrcOf(block[0]!.recording), 'Track', '', 'Artist', '', '', 'SoundRecording', ''),
      ...block.map((line, at) => {
        const rb = line.royaltyBearing ? 'true' : 'false';
        const sr = `SR${line.summary + 1}`;
        const id = `T${index + 1}-${at + 1}`;
        return report.summaries[line.summary]!.kind === 'download'
          ? row('SU01', `B${index + 1}`, sr, id, 'RL1', 'RS1', rb, 'false', line.usages, line.returns, '0.99', '')
          : row('SU02', `B${index + 1}`, sr, id, 'RL1', 'RS1', rb, line.usages, '', '');
      }),
    ];
    if (parts.length === 0 || (report.partBreaks[index % report.partBreaks.length] && parts.length < 4)) parts.push([rows]);
    else parts.at(-1)!.push(rows);
  });

  const lineCounts: number[] = [];
  const texts = parts.map((partBlocks, index) => {
    const rows = [
      row('HEAD', 'dsrf/3.0', 'BasicAudioProfile', '1.2', options.messageId, `${options.period}-28T10:00:00`, index + 1, parts.length, `${options.period}-01`, end, 'PADPIDA2014120301C', 'Example Music Service', 'Premium', 'PADPIDA2026000001S', 'Slipcase', ''),
      ...summaryRows,
      ...partBlocks.flat(),
    ];
    lineCounts.push(rows.length + 1);
    const last = index === parts.length - 1;
    const report = last ? lineCounts.reduce((a, b) => a + b, 0) : '';
    rows.push(row('FOOT', rows.length + 1, report, summaryRows.length, partBlocks.length, last ? blocks.length : ''));
    return `${rows.join('\n')}\n`;
  });
  return texts.map((text, index) => {
    const gzip = report.gzip[index % report.gzip.length]!;
    const name = `DSR_PADPIDA2026000001S_PADPIDA2014120301C_Premium_${options.period}_WW_${index + 1}of${texts.length}_20260101T100000.tsv${gzip ? '.gz' : ''}`;
    return memorySource(name, gzip ? gzipSync(text) : text, 97);
  });
}
