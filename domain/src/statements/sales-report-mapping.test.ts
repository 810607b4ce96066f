import { describe, expect, it } from 'vitest';
import { checkCsvHeader, GENERIC_CSV_MAPPING, mapCsvRecord, type SalesReportMapping } from './sales-report-mapping';

const place = { part: 1, lineNo: 2 };
const record = { period: '2026-01', isrc: 'us-abc-26-00001', upc: '', title: 'Song', artist: 'Band', country: 'br', use_type: 'Stream', usages: '12', currency: 'brl', amount: '0.36' };

describe('a CSV record through its mapping', () => {
  it('reads the generic columns to a line', () => {
    expect(mapCsvRecord(GENERIC_CSV_MAPPING, record, place)).toEqual({
      ...place, isrc: 'USABC2600001', upc: null, title: 'Song', artist: 'Band', country: 'BR', useType: 'Stream', usages: 12, currency: 'BRL', amountMicros: 360_000n,
    });
  });

  it('takes the fixed currency and use type, a comma decimal and an amount in cents', () => {
    const mapping: SalesReportMapping = {
      delimiter: ';', decimalSeparator: ',', amountScale: 2, fixedCurrency: 'EUR', fixedUseType: 'Download',
      columns: { period: null, isrc: 'ISRC', upc: null, title: null, artist: null, country: 'Land', useType: null, usages: 'Menge', currency: null, amount: 'Cent' },
    };
    expect(mapCsvRecord(mapping, { ISRC: 'DEA122600001', Land: 'DE', Menge: '3', Cent: '297,5' }, place)).toMatchObject({ currency: 'EUR', useType: 'Download', amountMicros: 2_975_000n });
  });

  it.each([
    ['unknown_territory', { country: 'XX' }],
    ['unknown_currency', { currency: 'ABC' }],
    ['bad_count', { usages: '1.5' }],
    ['bad_amount', { amount: '1,5' }],
  ])('refuses a record with %s', (code, change) => {
    expect(() => mapCsvRecord(GENERIC_CSV_MAPPING, { ...record, ...change }, place)).toThrow(expect.objectContaining({ code, lineNo: 2 }));
  });

  it('names a column missing from the header row', () => {
    expect(() => checkCsvHeader(GENERIC_CSV_MAPPING, ['period', 'isrc'], 1)).toThrow(/"upc"/);
    expect(() => checkCsvHeader(GENERIC_CSV_MAPPING, Object.keys(record), 1)).not.toThrow();
  });
});
