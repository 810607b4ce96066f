import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDecimalMicros } from '@slipcase/domain';
import { memorySource } from '../testing/statements';
import { readStatement } from './read/read-statement';

// The conformance corpus (issue 27): standards-shaped DSR files that vary what stores vary, each with totals worked out
// by hand (fixtures/dsr/expected.json) and by a second, deliberately naive reader below, never by the importer.
const FOLDER = fileURLToPath(new URL('./fixtures/dsr/', import.meta.url));
const EXPECTED = JSON.parse(readFileSync(`${FOLDER}expected.json`, 'utf8')) as {
  files: Record<string, { totals: Record<string, string>; lines: number; usages: number; amounts: string[] }>;
};

const micros = (text: string) => parseDecimalMicros(text)!;

/** The second reader: each SY02.02's AllocatedRevenue (cell 16), else AllocatedNetRevenue (17), by its currency (11). */
function allocatedTotals(text: string): Record<string, bigint> {
  const totals: Record<string, bigint> = {};
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells[0] !== 'SY02.02') continue;
    const amount = cells[15] || cells[16]!;
    totals[cells[10]!] = (totals[cells[10]!] ?? 0n) + micros(amount);
  }
  return totals;
}

describe('the DSR conformance corpus', () => {
  const files = readdirSync(FOLDER).filter((name) => name.endsWith('.tsv')).sort();

  it('has the expected totals of every file, and every file has them', () => {
    expect(files).toEqual(Object.keys(EXPECTED.files).sort());
  });

  it.each(files)('%s credits exactly its allocated amounts', async (name) => {
    const text = readFileSync(`${FOLDER}${name}`, 'utf8');
    const expected = EXPECTED.files[name]!;
    const reading = await readStatement([memorySource(name, text)], { format: 'dsr', maxUncompressedBytes: 1_000_000 });
    const lines = [];
    for await (const batch of reading.lines()) lines.push(...batch);

    const byCurrency: Record<string, bigint> = {};
    for (const line of lines) byCurrency[line.currency] = (byCurrency[line.currency] ?? 0n) + line.amountMicros;
    const handWorked = Object.fromEntries(Object.entries(expected.totals).map(([currency, amount]) => [currency, micros(amount)]));
    expect(byCurrency).toEqual(handWorked);
    expect(allocatedTotals(text)).toEqual(handWorked);
    expect(reading.completeHeader().summaryTotals).toEqual(Object.entries(handWorked).sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMicros]) => ({ currency, amountMicros })));

    expect(lines.map((line) => line.amountMicros)).toEqual(expected.amounts.map(micros));
    expect(lines).toHaveLength(expected.lines);
    expect(lines.reduce((sum, line) => sum + line.usages, 0)).toBe(expected.usages);
  });
});
