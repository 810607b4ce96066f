import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { postStatement } from '../statements/post/post-statement';
import { recordingMailer } from '../testing/accounts';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { notifyStatementReady, STATEMENT_READY_EVENT } from './notify-statement-ready';

let db: TestDatabase;
const now = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

async function ownerWithTrack(language: string | null) {
  const owner = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: owner.id }, data: { language } });
  const release = await createDraftRelease(db.prisma, owner.id);
  const track = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { ...owner, language, isrc: track.isrc };
}

describe('notifyStatementReady', () => {
  it('tells each credited user once, by a feed event and a mail in their language, and nobody else', async () => {
    const [ana, bora, bystander] = await Promise.all([ownerWithTrack('es'), ownerWithTrack('tr'), ownerWithTrack(null)]);
    const line = (isrc: string, lineNo: number) => ({
      lineNo, part: 1, isrc, upc: null, title: 'Song', artist: 'Act', country: 'US', useType: 'OnDemandStream', usages: 1,
      currency: 'USD', amountMicros: 5_000_000n,
    });
    const posted = await postStatement({ prisma: db.prisma, now }, {
      store: 'spotify', period: '2026-08', sha256: 'notify', fileNames: ['r.tsv'], format: 'dsr', usdRates: { USD: parseUsdRate('1')! },
      source: { async *lines() { yield [line(ana.isrc, 1), line(bora.isrc, 2), line('QZZZZ2600001', 3)]; }, period: async () => null },
    });
    const mail = recordingMailer();
    const deps = { prisma: db.prisma, now, mail, baseUrl: 'https://music.example.org/' };

    const told = await notifyStatementReady(deps, { statementId: posted.statementId });
    expect(told.sort()).toEqual([ana.id, bora.id].sort());
    expect(mail.sent.map((sent) => [sent.kind, sent.to.email, sent.to.language, sent.period, sent.secret]).sort()).toEqual(
      [
        ['statementReady', ana.email, 'es', '2026-08', 'https://music.example.org/royalties'],
        ['statementReady', bora.email, 'tr', '2026-08', 'https://music.example.org/royalties'],
      ].sort(),
    );
    const events = await db.prisma.activityEvent.findMany({ where: { type: STATEMENT_READY_EVENT } });
    expect(events.map((event) => [event.ownerId, event.reason, event.actorRole]).sort()).toEqual(
      [[ana.id, '2026-08', 'system'], [bora.id, '2026-08', 'system']].sort(),
    );

    // a second call (a retried activity) sends nothing and records nothing
    expect(await notifyStatementReady(deps, { statementId: posted.statementId })).toEqual([]);
    expect(mail.sent).toHaveLength(2);
    expect(await db.prisma.activityEvent.count({ where: { type: STATEMENT_READY_EVENT } })).toBe(2);
    expect(await db.prisma.activityEvent.count({ where: { ownerId: bystander.id, type: STATEMENT_READY_EVENT } })).toBe(0);
  });

  it('keeps the feed event when the mail cannot be sent, and does nothing for an unknown statement', async () => {
    const carla = await ownerWithTrack('pt');
    const posted = await postStatement({ prisma: db.prisma, now }, {
      store: 'deezer', period: '2026-09', sha256: 'notify-2', fileNames: ['r.tsv'], format: 'dsr', usdRates: { USD: parseUsdRate('1')! },
      source: {
        async *lines() {
          yield [{ lineNo: 1, part: 1, isrc: carla.isrc, upc: null, title: 'S', artist: 'A', country: 'BR', useType: 'Stream', usages: 1, currency: 'USD', amountMicros: 1_000_000n }];
        },
        period: async () => null,
      },
    });
    const failing = { prisma: db.prisma, now, mail: recordingMailer({ failing: true }), baseUrl: 'https://x.test' };
    expect(await notifyStatementReady(failing, { statementId: posted.statementId })).toEqual([carla.id]);
    expect(await db.prisma.activityEvent.count({ where: { ownerId: carla.id, type: STATEMENT_READY_EVENT } })).toBe(1);
    expect(await notifyStatementReady(failing, { statementId: 'no-such-statement' })).toEqual([]);
  });
});
