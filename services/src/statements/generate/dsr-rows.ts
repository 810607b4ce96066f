import { escapeDsrValue, microsToDecimal } from '@slipcase/domain';

/** The cells of the DSR records the demo writes, in the Basic Audio Profile 1.2's order, as tab-separated lines. */
export interface DemoDsrLine {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  country: string;
  useType: string;
  usages: number;
  currency: string;
  amountMicros: bigint;
}

export interface DemoSummary {
  id: string;
  useType: string;
  country: string;
  currency: string;
  usages: bigint;
  amountMicros: bigint;
}

export interface DemoHead {
  messageId: string;
  createdAt: string;
  part: number;
  parts: number;
  period: { start: string; end: string };
  senderId: string;
  sender: string;
}

function row(cells: readonly (string | number | bigint)[]): string {
  return `${cells.map((cell) => escapeDsrValue(String(cell))).join('\t')}\n`;
}

export function headRow(head: DemoHead): string {
  return row([
    'HEAD', 'dsrf/3.0', 'BasicAudioProfile', '1.2', head.messageId, head.createdAt, head.part, head.parts,
    head.period.start, head.period.end, head.senderId, head.sender, 'Streaming', 'PADPIDA2026000001S', 'Slipcase', '',
  ]);
}

/**
 * An SY02.02 as a service writes one: its own totals for every rights holder (Usages, NetRevenue) beside what is
 * allocated to us (AllocatedUsages, AllocatedRevenue, the amount payable), with the optional AllocatedNetRevenue
 * (our net revenue before the royalty rate, here 70 %) given in odd summaries and left empty in even ones. Each
 * money cell has its own figure, so a reader taking the wrong one cannot read back the amounts written.
 */
export function summaryRow(summary: DemoSummary): string {
  const download = summary.useType.toLowerCase().includes('download');
  const withNetRevenue = Number(summary.id.replace(/\D/g, '')) % 2 === 1;
  const allocatedNet = (summary.amountMicros * 10n) / 7n;
  return row([
    'SY02.02', summary.id, '', '', download ? 'PayAsYouGoModel' : 'SubscriptionModel', summary.useType,
    summary.country === 'WW' ? 'Worldwide' : summary.country, 'Streaming', summary.usages * SERVICE_SCALE + 7n, '', summary.currency,
    microsToDecimal(allocatedNet * SERVICE_SCALE + 1_230_000n), 'Slipcase', '', summary.usages, microsToDecimal(summary.amountMicros),
    withNetRevenue ? microsToDecimal(allocatedNet) : '', '', 'Music', '', '', '',
  ]);
}

/** How many times the service's totals exceed what is allocated to us (other rights holders' usage). */
const SERVICE_SCALE = 25n;

export function releaseRow(blockId: string, line: DemoDsrLine): string {
  return row(['RE01', blockId, `RL${blockId}`, `DSP-RL-${line.upc}`, '', '', line.upc, line.artist, '', line.title, '', 'Single', '', '', '']);
}

export function resourceRow(blockId: string, line: DemoDsrLine): string {
  return row(['AS01.01', blockId, `RS${blockId}`, `DSP-RS-${line.isrc}`, line.isrc, line.title, '', line.artist, '', '', 'SoundRecording', '']);
}

export function saleRow(blockId: string, summaryId: string, transaction: number, usages: number): string {
  return row(['SU02', blockId, summaryId, `ST${transaction}`, `RL${blockId}`, `RS${blockId}`, 'true', usages, '', '']);
}

export function footRow(lines: number, summaries: number, blocks: number): string {
  return row(['FOOT', lines, '', summaries, blocks, '']);
}
