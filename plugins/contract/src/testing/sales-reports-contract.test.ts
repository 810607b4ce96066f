import { GENERIC_CSV_MAPPING, type SalesReportMapping } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { sampleSalesCsv } from './sales-reports-contract';

describe('the sample CSV of the sales reports contract', () => {
  it('writes the generic columns with every cell quoted', () => {
    const { text, expected } = sampleSalesCsv(GENERIC_CSV_MAPPING);
    expect(text.split('\r\n')[0]).toBe('"period","isrc","upc","title","artist","country","use_type","usages","currency","amount"');
    expect(text).toContain('"Say ""hi""; again"');
    expect(text).toContain('"3.6125"');
    expect(expected.map((line) => line.amountMicros)).toEqual([3_612_500n, -790_000n]);
  });

  it('writes a mapping’s delimiter, decimal mark and scale, and leaves out the columns it has not', () => {
    const mapping: SalesReportMapping = {
      delimiter: ';', decimalSeparator: ',', amountScale: 2, fixedCurrency: 'EUR', fixedUseType: 'Stream',
      columns: { ...GENERIC_CSV_MAPPING.columns, period: null, title: null, useType: null, currency: null },
    };
    const { text, expected } = sampleSalesCsv(mapping);
    expect(text.split('\r\n')[0]).toBe('"isrc";"upc";"artist";"country";"usages";"amount"');
    expect(text).toContain('"361,25"');
    expect(expected[0]).toMatchObject({ title: null, currency: 'EUR', useType: 'Stream' });
  });
});
