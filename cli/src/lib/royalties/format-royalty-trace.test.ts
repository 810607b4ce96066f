import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { describe, expect, it } from 'vitest';
import { formatRoyaltyTrace } from './format-royalty-trace';

const trace: RoyaltyTraceJson = {
  period: '2026-11', total: '4.536', totalMicros: 4_536_000, amountCount: 1, lineCount: 1, moreLines: 0,
  amounts: [{
    store: 'spotify', period: '2026-11', country: 'DE', isrc: 'DEA122600001', upc: null, title: 'Sun\u202erise', releaseId: 'r1', trackId: 't1',
    refund: false, usages: 600, currency: 'EUR', original: '7.00', usdRate: '1.08', usd: '7.56', yours: '4.536', yoursMicros: 4_536_000, lineCount: 1,
    lines: [{
      fileName: 'report.tsv', part: 1, lineNo: 6, recordType: 'SU02', cells: [{ name: 'NumberOfStreams', value: '600' }],
      summary: { lineNo: 2, recordType: 'SY02.02', cells: [{ name: 'AllocatedRevenue', value: '10.00' }] },
    }],
    entries: [{ kind: 'statement', holder: 'owner', holderName: null, amount: '4.536', amountMicros: 4_536_000, plan: 'pro', sharePercent: 100, splitPercent: 60 }],
  }],
};

describe('formatRoyaltyTrace', () => {
  it('lists a DSR line with the summary its money is shared from, the rate, the entries, and no format characters', () => {
    const text = formatRoyaltyTrace(trace);
    expect(text).toContain('spotify DE DEA122600001 Sun\\u202erise: 7.00 EUR at 1.08 USD/EUR = 7.56 USD, yours 4.536 USD');
    expect(text).toContain('Entries: owner 4.536 USD (pro plan 100 %, split 60 %)');
    expect(text).toMatch(/report\.tsv\s+1\s+6\s+NumberOfStreams=600\n\s+report\.tsv\s+1\s+2\s+\(its summary\) AllocatedRevenue=10\.00/);
    expect(text).not.toContain('\u202e');
  });

  it('says when nothing matches, and how many lines were left out', () => {
    expect(formatRoyaltyTrace({ ...trace, amounts: [], amountCount: 0 })).toBe('No royalties of 2026-11 match this selection.');
    expect(formatRoyaltyTrace({ ...trace, lineCount: 520, moreLines: 20 })).toContain('500 of 520 lines listed');
  });
});
