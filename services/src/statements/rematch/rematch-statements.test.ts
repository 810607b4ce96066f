import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { postStatement } from '../post/post-statement';
import type { StatementLineIn } from '../post/source';
import { rematchReport, rematchStatements, suspenseReport } from './rematch-statements';

let db: TestDatabase;
let posted: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const line = (lineNo: number, isrc: string, amountMicros: bigint): StatementLineIn => ({
    lineNo, part: 1, isrc, upc: null, title: 'Lost', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 1, currency: 'USD', amountMicros,
  });
  const result = await postStatement(
    { prisma: db.prisma, now: new Date('2026-11-20T10:00:00Z') },
    {
      store: 'spotify', period: '2026-08', sha256: 'a'.repeat(64), fileNames: ['s.tsv'], format: 'dsr', importedById: null, usdRates: {},
      source: { async *lines() { yield [line(1, 'QZRM00000001', 1_234_567n), line(2, 'QZRM00000002', 5_000_000n)]; }, period: async () => null },
    },
  );
  posted = result.statementId;
});
afterAll(() => db.drop());

describe('rematchStatements', () => {
  it('refuses a statement that is not posted, and one that does not exist, before matching anything', async () => {
    for (const status of ['importing', 'failed', 'superseded'] as const) {
      const statement = await db.prisma.statement.create({ data: { store: 'deezer', period: '2026-09', sha256: status.padEnd(64, 'b'), fileNames: ['d.tsv'], format: 'dsr', status } });
      await expect(rematchStatements({ prisma: db.prisma, now: new Date() }, { statementId: statement.id })).rejects.toMatchObject({
        code: 'statement_not_posted',
        field: 'statementId',
        params: { statementId: statement.id },
      });
    }
    await expect(rematchStatements({ prisma: db.prisma, now: new Date() }, { statementId: 'nostatement' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('matches a posted statement, or all of them when none is named, and reports the amounts exactly', async () => {
    const one = rematchReport(await rematchStatements({ prisma: db.prisma, now: new Date() }, { statementId: posted }));
    expect(one).toEqual({ statements: [{ statementId: posted, store: 'spotify', period: '2026-08', matched: 0, moved: '0.00', unmatched: 2 }], matched: 0, moved: '0.00', unmatched: 2 });
    expect(rematchReport(await rematchStatements({ prisma: db.prisma, now: new Date() }, { statementId: '  ' }))).toMatchObject({ unmatched: 2 });
  });
});

describe('suspenseReport', () => {
  // The statement's total is whole cents; its items keep their exact worth (not rounded to the cent) but for the
  // statement's last cent, which the last sale takes: 5 USD less the 0.004567 the total was rounded down by.
  it('gives each code exactly, the largest first; a limit cuts the codes, never the total', async () => {
    expect(await suspenseReport({ prisma: db.prisma }, { limit: 1 })).toEqual({
      total: '6.23',
      groups: [{ code: 'QZRM00000002', kind: 'isrc', title: 'Lost', artist: 'Act', lines: 1, usd: '4.995433', statements: [{ statementId: posted, store: 'spotify', period: '2026-08', lines: 1, usd: '4.995433' }] }],
    });
  });
});
