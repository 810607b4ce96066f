import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { postStatement } from '../statements/post/post-statement';
import { recordingMailer } from '../testing/accounts';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { mailStatementsReady, notifyStatementReady, STATEMENT_READY_EVENT, statementMailPending } from './notify-statement-ready';

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

const STORE_NAMES: Record<string, string> = { spotify: 'Spotify', deezer: 'Deezer', tidal: 'TIDAL', 'apple-music': 'Apple Music' };
const storeName = (store: string) => STORE_NAMES[store] ?? store;

/** Posts a USD statement of `store` for `period` with one 5 USD line per ISRC. */
async function post(store: string, period: string, isrcs: readonly string[]) {
  const lines = isrcs.map((isrc, index) => ({
    lineNo: index + 1, part: 1, isrc, upc: null, title: 'Song', artist: 'Act', country: 'US', useType: 'OnDemandStream', usages: 1,
    currency: 'USD', amountMicros: 5_000_000n,
  }));
  return postStatement({ prisma: db.prisma, now }, {
    store, period, sha256: `${store}-${period}-${isrcs.join()}`, fileNames: ['r.tsv'], format: 'dsr', usdRates: { USD: parseUsdRate('1')! },
    source: { async *lines() { yield lines; }, period: async () => null },
  });
}

describe('notifyStatementReady', () => {
  it('notices each credited user once, with one feed event per month however many stores report it, and nobody else', async () => {
    const [ana, bora, bystander] = await Promise.all([ownerWithTrack('es'), ownerWithTrack('tr'), ownerWithTrack(null)]);
    const spotify = await post('spotify', '2026-08', [ana.isrc, bora.isrc, 'QZZZZ2600001']);
    const deezer = await post('deezer', '2026-08', [ana.isrc]);
    const deps = { prisma: db.prisma, now };

    expect((await notifyStatementReady(deps, { statementId: spotify.statementId })).sort()).toEqual([ana.id, bora.id].sort());
    expect(await notifyStatementReady(deps, { statementId: deezer.statementId })).toEqual([ana.id]);
    const events = await db.prisma.activityEvent.findMany({ where: { type: STATEMENT_READY_EVENT, ownerId: { in: [ana.id, bora.id, bystander.id] } } });
    expect(events.map((event) => [event.ownerId, event.reason, event.actorRole]).sort()).toEqual(
      [[ana.id, '2026-08', 'system'], [bora.id, '2026-08', 'system']].sort(),
    );
    // a second call (a retried activity) records nothing
    expect(await notifyStatementReady(deps, { statementId: spotify.statementId })).toEqual([]);
    expect(await notifyStatementReady(deps, { statementId: 'no-such-statement' })).toEqual([]);
    expect(await db.prisma.activityEvent.count({ where: { type: STATEMENT_READY_EVENT, ownerId: { in: [ana.id, bora.id] } } })).toBe(2);
  });
});

describe('mailStatementsReady', () => {
  it('sends each user one mail for the month, naming every store noticed since, in their language; a later store gets its own', async () => {
    const [ana, bora] = await Promise.all([ownerWithTrack('es'), ownerWithTrack('tr')]);
    const mail = recordingMailer();
    const deps = { prisma: db.prisma, now, mail, baseUrl: 'https://music.example.org/', storeName };
    for (const store of ['spotify', 'deezer', 'apple-music', 'tidal']) {
      const posted = await post(store, '2026-10', store === 'tidal' ? [ana.isrc, bora.isrc] : [ana.isrc]);
      await notifyStatementReady(deps, { statementId: posted.statementId });
    }
    expect(await statementMailPending(deps, { period: '2026-10' })).toBe(true);

    expect((await mailStatementsReady(deps, { period: '2026-10' })).sort()).toEqual([ana.id, bora.id].sort());
    expect(mail.sent.map((sent) => [sent.kind, sent.to.email, sent.to.language, sent.period, sent.secret, sent.stores]).sort()).toEqual(
      [
        ['statementReady', ana.email, 'es', '2026-10', 'https://music.example.org/royalties', ['Apple Music', 'Deezer', 'Spotify', 'TIDAL']],
        ['statementReady', bora.email, 'tr', '2026-10', 'https://music.example.org/royalties', ['TIDAL']],
      ].sort(),
    );
    expect(await statementMailPending(deps, { period: '2026-10' })).toBe(false);
    // Run again (a retried activity, or a second round): nobody is mailed twice.
    expect(await mailStatementsReady(deps, { period: '2026-10' })).toEqual([]);
    expect(mail.sent).toHaveLength(2);

    // A store that reports the month later comes in a mail of its own, naming only it.
    const late = await post('spotify', '2026-10', [bora.isrc]);
    await notifyStatementReady(deps, { statementId: late.statementId });
    expect(await mailStatementsReady(deps, { period: '2026-10' })).toEqual([bora.id]);
    expect(mail.sent.at(-1)).toMatchObject({ to: { email: bora.email }, stores: ['Spotify'] });
    expect(await db.prisma.activityEvent.count({ where: { type: STATEMENT_READY_EVENT, ownerId: bora.id } })).toBe(1);
  });

  it('keeps the feed event and marks the notice when the mail cannot be sent', async () => {
    const carla = await ownerWithTrack('pt');
    const posted = await post('deezer', '2026-09', [carla.isrc]);
    const failing = { prisma: db.prisma, now, mail: recordingMailer({ failing: true }), baseUrl: 'https://x.test', storeName };
    expect(await notifyStatementReady(failing, { statementId: posted.statementId })).toEqual([carla.id]);
    expect(await mailStatementsReady(failing, { period: '2026-09' })).toEqual([carla.id]);
    expect(await db.prisma.activityEvent.count({ where: { ownerId: carla.id, type: STATEMENT_READY_EVENT } })).toBe(1);
    expect(await statementMailPending(failing, { period: '2026-09' })).toBe(false);
  });
});
