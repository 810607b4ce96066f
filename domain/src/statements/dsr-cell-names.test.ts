import { describe, expect, it } from 'vitest';
import { dsrCellNames, dsrHeaderRow } from './dsr-cell-names';
import { splitDsrLine } from './dsr-cells';

describe('the names of a DSR line’s cells', () => {
  it('are the standard’s for a sales record, whatever its version, and null where it names none', () => {
    expect(dsrCellNames('SU02', 10)).toEqual([
      'RecordType', 'BlockId', 'SummaryRecordId', 'SalesTransactionId', 'ReleaseReference', 'ResourceReference', 'IsRoyaltyBearing', 'NumberOfStreams', null, null,
    ]);
    expect(dsrCellNames('SU01.02', 10).slice(7)).toEqual([null, 'Usages', 'Returns']);
  });

  it('name a summary’s money and usages, allocated to us or not', () => {
    const names = dsrCellNames('SY02.02', 17);
    expect([names[8], names[11], names[14], names[15], names[16]]).toEqual(['Usages', 'NetRevenue', 'AllocatedUsages', 'AllocatedRevenue', 'AllocatedNetRevenue']);
  });

  it('are the file’s own header row where it has one, the standard’s filling its empty cells', () => {
    expect(dsrCellNames('SU02', 4, ['#SU02', 'Block', '', 'Transaction'])).toEqual(['RecordType', 'Block', 'SummaryRecordId', 'Transaction']);
  });

  it('name the record type alone for a record the standard list leaves out', () => {
    expect(dsrCellNames('XX01', 2)).toEqual(['RecordType', null]);
  });
});

describe('a DSR header row', () => {
  it('is a comment whose first cell is a record type after #', () => {
    expect(dsrHeaderRow(splitDsrLine('#SU02.01\tBlockId\tSummaryRecordId'))).toEqual({ recordType: 'SU02', names: ['#SU02.01', 'BlockId', 'SummaryRecordId'] });
    expect(dsrHeaderRow(splitDsrLine('# made by hand\tBlockId'))).toBeNull();
    expect(dsrHeaderRow(splitDsrLine('SU02\tB1'))).toBeNull();
  });
});
