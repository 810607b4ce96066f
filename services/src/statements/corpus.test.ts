import { describe, expect, it } from 'vitest';
import { parseDecimalMicros, StatementProblem, type StatementLine } from '@slipcase/domain';
import { corpusFiles, corpusReports, corpusSources, naiveReading, partsOf, type ExpectedReport } from '../testing/statement-corpus';
import { readStatement } from './read/read-statement';

// The conformance corpus (issue 27): standards-shaped DSR files that vary what stores vary, each with totals worked out
// by hand (fixtures/dsr/expected.json) and by a second, deliberately naive reader, never by the importer.
const REPORTS = corpusReports();
const micros = (text: string) => parseDecimalMicros(text)!;
const byCurrency = (totals: Record<string, string>) => Object.fromEntries(Object.entries(totals).map(([currency, amount]) => [currency, micros(amount)]));

async function readAll(files: readonly string[]): Promise<{ lines: StatementLine[]; reading: Awaited<ReturnType<typeof readStatement>> }> {
  const reading = await readStatement(corpusSources(files), { format: 'dsr', maxUncompressedBytes: 1_000_000 });
  const lines: StatementLine[] = [];
  for await (const batch of reading.lines()) lines.push(...batch);
  return { lines, reading };
}

const read = Object.entries(REPORTS).filter((entry): entry is [string, ExpectedReport] => !('refused' in entry[1]));
const refused = Object.entries(REPORTS).flatMap(([name, report]) => ('refused' in report ? [[name, report.refused] as const] : []));

describe('the DSR conformance corpus', () => {
  it('has the expected totals of every file, and every file has them', () => {
    expect(corpusFiles()).toEqual(Object.entries(REPORTS).flatMap(([name, report]) => partsOf(name, report)).sort());
  });

  it.each(read)('%s credits exactly its allocated amounts', async (name, expected) => {
    const parts = partsOf(name, expected);
    const { lines, reading } = await readAll(parts);
    const handWorked = byCurrency(expected.totals);
    const naive = naiveReading(parts);

    const read: Record<string, bigint> = {};
    for (const line of lines) read[line.currency] = (read[line.currency] ?? 0n) + line.amountMicros;
    expect(read).toEqual(handWorked);
    expect(naive.totals).toEqual(handWorked);
    const summaryTotals = Object.entries(handWorked).sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMicros]) => ({ currency, amountMicros }));
    expect(reading.completeHeader().summaryTotals).toEqual(summaryTotals);

    expect(lines.map((line) => line.amountMicros)).toEqual(expected.amounts.map(micros));
    expect(lines).toHaveLength(expected.lines);
    expect(naive.lines).toBe(expected.lines);
    expect(lines.reduce((sum, line) => sum + line.usages, 0)).toBe(expected.usages);
    expect(naive.usages).toBe(expected.usages);
    expect(reading.completeHeader().parts).toBe(parts.length);
    if (expected.lineParts) expect(lines.map((line) => line.part)).toEqual(expected.lineParts);
  });

  it.each(refused)('%s is refused with a problem naming the record and its line', async (name, problem) => {
    expect(naiveReading([name]).refusedAt).toBe(`${problem.part}:${problem.lineNo}`);
    const error = await readAll([name]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StatementProblem);
    expect(error).toMatchObject({ code: problem.code, lineNo: problem.lineNo, detail: problem.detail });
    expect((error as StatementProblem).message).toContain(`Line ${problem.lineNo}: `);
    expect((error as StatementProblem).message).toContain(problem.detail);
  });

  it('refuses a split report whose parts are given out of order or not all', async () => {
    const [, split] = read.find(([, report]) => report.parts !== undefined)!;
    const [first, second, third] = split.parts!;
    await expect(readAll([first!, third!, second!])).rejects.toMatchObject({ code: 'part_out_of_order', part: 2 });
    await expect(readAll([first!, second!])).rejects.toMatchObject({ code: 'missing_part' });
  });
});
