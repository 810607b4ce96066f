import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { checkCsvHeader, isCurrencyCode, mapCsvRecord, microsToDecimal, type SalesReportMapping, type StatementLine } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import type { MakePlugin } from './store-plugin-contract';

/** Two lines a store could report, a refund among them, and how they read back through a mapping. */
const SAMPLE = [
  { isrc: 'USABC2600001', upc: '0602445566778', title: 'Night, Day', artist: 'Los Tres', country: 'BR', useType: 'Stream', usages: 1200, currency: 'BRL', amountMicros: 3_612_500n },
  { isrc: 'DEA122600002', upc: '4012345678901', title: 'Say "hi"; again', artist: 'Ana Sol', country: 'DE', useType: 'Download', usages: -1, currency: 'EUR', amountMicros: -790_000n },
] as const;

/** An amount as the mapping writes it: scaled, with its decimal mark, without trailing zeros. */
function writtenAmount(micros: bigint, mapping: SalesReportMapping): string {
  const text = microsToDecimal(micros * 10n ** BigInt(mapping.amountScale)).replace(/\.?0+$/, '');
  return text.replace('.', mapping.decimalSeparator);
}

/** A CSV in the mapping's layout holding SAMPLE (every cell quoted), and the lines it must read back to. */
export function sampleSalesCsv(mapping: SalesReportMapping): { text: string; expected: StatementLine[] } {
  const { columns } = mapping;
  const currency = mapping.fixedCurrency;
  const lines = SAMPLE.map((line, index) => ({
    ...line,
    lineNo: index + 2,
    part: 1,
    upc: columns.upc === null ? null : line.upc,
    title: columns.title === null ? null : line.title,
    artist: columns.artist === null ? null : line.artist,
    useType: columns.useType === null ? (mapping.fixedUseType ?? 'Unknown') : line.useType,
    currency: columns.currency === null && currency !== null ? currency : line.currency,
  }));
  const cells: Array<[string | null, (line: (typeof lines)[number]) => string]> = [
    [columns.period, () => '2026-01'],
    [columns.isrc, (line) => line.isrc],
    [columns.upc, (line) => line.upc ?? ''],
    [columns.title, (line) => line.title ?? ''],
    [columns.artist, (line) => line.artist ?? ''],
    [columns.country, (line) => line.country],
    [columns.useType, (line) => line.useType],
    [columns.usages, (line) => String(line.usages)],
    [columns.currency, (line) => line.currency],
    [columns.amount, (line) => writtenAmount(line.amountMicros, mapping)],
  ];
  const present = cells.filter((cell): cell is [string, (line: (typeof lines)[number]) => string] => cell[0] !== null);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const row = (values: string[]) => values.map(quote).join(mapping.delimiter);
  const text = [row(present.map(([name]) => name)), ...lines.map((line) => row(present.map(([, value]) => value(line))))].join('\r\n');
  return { text: `${text}\r\n`, expected: lines };
}

/** Every store's statements declaration: sane formats, and a CSV laid out in its mapping reads back to its lines. */
export function runSalesReportsContract(makePlugin: MakePlugin): void {
  describe('Sales reports contract', () => {
    it('declares the statements it sends, and a CSV in its mapping reads back to the lines written', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'slipcase-sales-'));
      try {
        const { salesReports } = await makePlugin({ dir, observe: (transport) => transport });
        if (salesReports === undefined) return;
        expect(salesReports.formats.length).toBeGreaterThan(0);
        expect(salesReports.formats.includes('csv')).toBe(salesReports.csv !== undefined);
        const mapping = salesReports.csv;
        if (mapping === undefined) return;
        if (mapping.fixedCurrency !== null) expect(isCurrencyCode(mapping.fixedCurrency)).toBe(true);
        else expect(mapping.columns.currency).not.toBeNull();
        const { text, expected } = sampleSalesCsv(mapping);
        const [header = [], ...rows] = parse(text, { delimiter: mapping.delimiter }) as string[][];
        checkCsvHeader(mapping, header, 1);
        const lines = rows.map((cells, index) => mapCsvRecord(mapping, Object.fromEntries(header.map((name, at) => [name, cells[at]])), { part: 1, lineNo: index + 2 }));
        expect(lines).toEqual(expected);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
