import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatementLine } from '@slipcase/domain';
import { netUsages, owedByCurrency, renderReport, reportArb } from '../../testing/generated-dsr';
import { readStatement } from './read-statement';

// Issue 27: whatever a store's report holds (currencies, territories, tiers, streams and downloads with returns, lines
// that are not royalty-bearing, either allocated cell or both, parts and gzip), its lines add up to its summaries.
describe('a generated DSR report, read', () => {
  it('shares each summary exactly among its lines: per summary and per currency, to the millionth', async () => {
    await fc.assert(
      fc.asyncProperty(reportArb(['USD', 'EUR', 'GBP', 'JPY'], 6), async (report) => {
        const files = renderReport(report, { period: '2026-05', messageId: 'GEN-1', isrcOf: (recording) => `QZGEN26${String(recording).padStart(5, '0')}` });
        const reading = await readStatement(files, { format: 'dsr', maxUncompressedBytes: 10_000_000, batchSize: 7 });
        const lines: StatementLine[] = [];
        for await (const batch of reading.lines()) lines.push(...batch);

        // The lines come in the report's order, so each is tied back to the summary it was written for.
        expect(lines).toHaveLength(report.lines.length);
        const bySummary = report.summaries.map(() => 0n);
        lines.forEach((line, index) => {
          const written = report.lines[index]!;
          const summary = report.summaries[written.summary]!;
          bySummary[written.summary]! += line.amountMicros;
          expect(line.currency).toBe(summary.currency);
          expect(line.country).toBe(summary.territory === 'Worldwide' ? 'WW' : summary.territory);
          expect(line.usages).toBe(netUsages(report, written));
          if (!written.royaltyBearing) expect(line.amountMicros).toBe(0n);
        });
        expect(bySummary).toEqual(report.summaries.map((summary) => summary.revenueMicros));

        const owed = owedByCurrency(report);
        const read: Record<string, bigint> = Object.fromEntries(Object.keys(owed).map((currency) => [currency, 0n]));
        for (const line of lines) read[line.currency] = read[line.currency]! + line.amountMicros;
        expect(read).toEqual(owed);
        const header = reading.completeHeader();
        expect(header.summaryTotals).toEqual(Object.entries(owed).sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMicros]) => ({ currency, amountMicros })));
        expect(header.parts).toBe(files.length);
      }),
      { numRuns: 150 },
    );
  });
});
