import { describe, expect, it } from 'vitest';
import { memorySource } from '../../testing/statements';
import { readStatement } from './read-statement';
import { StatementProblem, type StatementLine } from './types';

// Issue 27, defects 1 and 2: what we are owed is an SY02.02's allocated amount (AllocatedRevenue, the "Amount
// Payable"; else AllocatedNetRevenue), shared by the allocated usages of its royalty-bearing lines. Usages and
// NetRevenue are the service's totals for every rights holder, never paired with an allocated count.
const row = (...cells: string[]) => cells.join('\t');
const HEAD = row('HEAD', 'dsrf/3.0', 'BasicAudioProfile', '1.2', 'MSG-1', '2026-02-03T10:00:00', '1', '1', '2026-01-01', '2026-01-31', 'PADPIDA2014120301C', 'Example Music Service', 'Premium', 'PADPIDA2026000001S', 'Slipcase', '');

interface Money {
  usages?: string;
  netRevenue?: string;
  allocatedUsages?: string;
  allocatedRevenue?: string;
  allocatedNetRevenue?: string;
}

/** An SY02.02 in the Basic Audio Profile 1.2's cell order: 9 Usages, 12 NetRevenue, 15-17 the allocated cells. */
function sy02(id: string, money: Money): string {
  const { usages = '500000', netRevenue = '5642.76', allocatedUsages = '', allocatedRevenue = '', allocatedNetRevenue = '' } = money;
  return row('SY02.02', id, '', '', 'SubscriptionModel', 'OnDemandStream', 'US', 'Premium', usages, '', 'USD', netRevenue, 'Slipcase', '', allocatedUsages, allocatedRevenue, allocatedNetRevenue, '', 'Music', '', '', '');
}

const su02 = (summary: string, id: string, streams: number, royaltyBearing = 'true') => row('SU02', 'B1', summary, id, 'RL1', 'RS1', royaltyBearing, String(streams), '', '');

function report(summaries: string[], sales: string[]): string {
  const lines = [
    HEAD,
    ...summaries,
    row('RE01', 'B1', 'RL1', 'DSP-R1', '', '', '4012345678901', 'Ana Sol', '', 'Sunrise', '', 'Single', '', '', ''),
    row('AS01.01', 'B1', 'RS1', 'DSP-S1', 'DEA122600001', 'Sunrise', '', 'Ana Sol', '', '', 'SoundRecording', ''),
    ...sales,
  ];
  lines.push(row('FOOT', String(lines.length + 1), '', String(summaries.length), '1', ''));
  return `${lines.join('\n')}\n`;
}

async function read(text: string): Promise<StatementLine[]> {
  const reading = await readStatement([memorySource('report.tsv', text)], { format: 'dsr', maxUncompressedBytes: 1_000_000 });
  const lines: StatementLine[] = [];
  for await (const batch of reading.lines()) lines.push(...batch);
  return lines;
}

async function problemOf(text: string) {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof StatementProblem) return { code: error.code, lineNo: error.lineNo, message: error.message };
    throw error;
  }
  throw new Error('The statement was read without a problem.');
}

const total = (lines: StatementLine[]) => lines.reduce((sum, line) => sum + line.amountMicros, 0n);
const SALES = [su02('SR1', 'T1', 600), su02('SR1', 'T2', 400)];

describe('an SY02.02 summary pays its allocated amount', () => {
  it('pays AllocatedRevenue when AllocatedNetRevenue is empty, not NetRevenue (2,934.24 USD, not 5,642.76)', async () => {
    const lines = await read(report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '2934.24' })], SALES));
    expect(lines.map((line) => line.amountMicros)).toEqual([1_760_544_000n, 1_173_696_000n]);
    expect(total(lines)).toBe(2_934_240_000n);
  });

  it('pays AllocatedNetRevenue when it is the only allocated amount', async () => {
    const lines = await read(report([sy02('SR1', { allocatedUsages: '1000', allocatedNetRevenue: '1200.00' })], SALES));
    expect(total(lines)).toBe(1_200_000_000n);
  });

  it('pays AllocatedRevenue, the amount payable, when both allocated amounts are given', async () => {
    const lines = await read(report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '2934.24', allocatedNetRevenue: '4191.77' })], SALES));
    expect(total(lines)).toBe(2_934_240_000n);
  });

  it('refuses a summary that gives no amount payable to us, naming the record and its line', async () => {
    const problem = await problemOf(report([sy02('SR1', { allocatedUsages: '1000' })], SALES));
    expect(problem).toMatchObject({ code: 'no_amount_payable', lineNo: 2 });
    expect(problem.message).toBe('Line 2: The summary record "SR1" gives no amount payable to the report\'s recipient (AllocatedRevenue and AllocatedNetRevenue are empty).');
  });

  it('refuses an allocated amount without the allocated usages it is shared by, rather than sharing it by the service\'s total', async () => {
    expect(await problemOf(report([sy02('SR1', { allocatedRevenue: '2934.24' })], SALES))).toMatchObject({ code: 'bad_record', lineNo: 2 });
  });

  it('still checks the service\'s own cells', async () => {
    expect(await problemOf(report([sy02('SR1', { netRevenue: '5,642.76', allocatedUsages: '1000', allocatedRevenue: '1' })], SALES))).toMatchObject({ code: 'bad_amount', lineNo: 2 });
  });
});

describe('SU02 lines that are not royalty-bearing', () => {
  it('keep their streams, earn nothing, and stay outside AllocatedUsages', async () => {
    const sales = [su02('SR1', 'T1', 600), su02('SR1', 'T2', 20, 'false'), su02('SR1', 'T3', 400), su02('SR1', 'T4', 3, '0')];
    const lines = await read(report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '50.00' })], sales));
    expect(lines.map((line) => [line.lineNo, line.usages, line.amountMicros])).toEqual([
      [5, 600, 30_000_000n],
      [6, 20, 0n],
      [7, 400, 20_000_000n],
      [8, 3, 0n],
    ]);
  });

  it('refuses a summary whose royalty-bearing lines do not reach its allocated usages (its money would be lost)', async () => {
    const problem = await problemOf(report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '50.00' })], [su02('SR1', 'T1', 600)]));
    expect(problem).toMatchObject({ code: 'summary_mismatch', lineNo: 2 });
    expect(problem.message).toContain('"SR1" allocates 1000 usages, its royalty-bearing lines count 600');
  });

  it('refuses a summary that allocates money to no usage (no line could carry it, it would be lost)', async () => {
    const nothingBears = report([sy02('SR1', { allocatedUsages: '0', allocatedRevenue: '50.00' })], [su02('SR1', 'T1', 600, 'false')]);
    const problem = await problemOf(nothingBears);
    expect(problem).toMatchObject({ code: 'summary_mismatch', lineNo: 2 });
    expect(problem.message).toContain('"SR1" allocates 50.00 to no usage');
    const noLine = report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '50.00' }), sy02('SR2', { allocatedUsages: '0', allocatedNetRevenue: '-0.5' })], [su02('SR1', 'T1', 1000)]);
    expect(await problemOf(noLine)).toMatchObject({ code: 'summary_mismatch', lineNo: 3 });
  });

  it('refuses an IsRoyaltyBearing that is not a boolean', async () => {
    const sales = [su02('SR1', 'T1', 600, 'yes'), su02('SR1', 'T2', 400)];
    expect(await problemOf(report([sy02('SR1', { allocatedUsages: '1000', allocatedRevenue: '50.00' })], sales))).toMatchObject({ code: 'bad_record', lineNo: 5 });
  });
});
