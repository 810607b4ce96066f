import { tmpdir } from 'node:os';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, parseUsdRate } from '@slipcase/domain';
import { STATEMENT_READY_EVENT } from '@slipcase/services/royalties/notify-statement-ready';
import { postStatement } from '@slipcase/services/statements/post/post-statement';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../scripts/lib/dev-mail';
import { createActivities } from './index';

let db: TestDatabase;
let smtp: SmtpCatcher;
const caught: CaughtMail[] = [];

beforeAll(async () => {
  [db, smtp] = await Promise.all([createTestDatabase(), startSmtpCatcher({ onMail: (mail) => void caught.push(mail) })]);
});
afterAll(async () => {
  await smtp?.stop();
  await db?.drop();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A user in `language` whose track a posted statement for `period` credits. */
async function creditedUser(language: string, period: string, sha256: string) {
  const user = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: user.id }, data: { language, name: 'Deniz <Ay>' } });
  const release = await createDraftRelease(db.prisma, user.id);
  const { isrc } = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  const line = { lineNo: 1, part: 1, isrc, upc: null, title: 'Song', artist: 'Act', country: 'TR', useType: 'OnDemandStream', usages: 1, currency: 'USD', amountMicros: 2_000_000n };
  const posted = await postStatement({ prisma: db.prisma, now: new Date() }, {
    store: 'spotify', period, sha256, fileNames: ['r.tsv'], format: 'dsr', usdRates: { USD: parseUsdRate('1')! },
    source: { async *lines() { yield [line]; }, period: async () => null },
  });
  return { ...user, statementId: posted.statementId };
}

/** The worker's activities as `createWorker` makes them: mail and links from the configuration. */
const activities = () => createActivities({ prisma: db.prisma, stores: [], settings: DEFAULT_SETTINGS, storageDir: tmpdir(), rails: {} });
const eventsOf = (ownerId: string) => db.prisma.activityEvent.findMany({ where: { ownerId, type: STATEMENT_READY_EVENT } });

describe('the notifyStatementReady and mailStatementsReady activities', () => {
  it("write the feed event once, then mail the credited user over SMTP_URL in their language, naming the store, linking SLIPCASE_PUBLIC_URL", async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('SLIPCASE_MAIL_FROM', 'Slipcase <statements@music.example.org>');
    vi.stubEnv('SLIPCASE_PUBLIC_URL', 'https://music.example.org/');
    const user = await creditedUser('tr', '2026-08', 'worker-mail');
    const { notifyStatementReady, mailStatementsReady, statementMailPending } = activities();

    await notifyStatementReady({ statementId: user.statementId });
    expect(caught.filter((mail) => mail.to.includes(user.email.toLowerCase()))).toEqual([]);
    expect(await statementMailPending({ period: '2026-08' })).toBe(true);
    await mailStatementsReady({ period: '2026-08' });
    const mails = caught.filter((mail) => mail.to.includes(user.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Ağu 2026 Slipcase ekstreniz hazır');
    expect(mail!.text).toContain('Merhaba Deniz <Ay>,');
    expect(mail!.text).toContain('Ağu 2026 satışlarınız spotify tarafından bildirildi');
    expect(mail!.text).toContain('\n\nhttps://music.example.org/royalties\n\n');
    expect(mail!.text).toContain('Slipcase ekibi');
    expect(mail!.html).toContain('Merhaba Deniz &#60;Ay&#62;,');
    expect(mail!.raw.toString()).toMatch(/^From: Slipcase <statements@music\.example\.org>/m);
    expect((await eventsOf(user.id)).map((event) => event.reason)).toEqual(['2026-08']);

    // a retried activity neither mails nor records again
    await notifyStatementReady({ statementId: user.statementId });
    await mailStatementsReady({ period: '2026-08' });
    expect(caught.filter((sent) => sent.to.includes(user.email.toLowerCase()))).toHaveLength(1);
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it('writes the feed event and succeeds without SMTP_URL, saying in the log that the mail was not sent', async () => {
    vi.stubEnv('SMTP_URL', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await creditedUser('es', '2026-09', 'worker-no-mail');

    await activities().notifyStatementReady({ statementId: user.statementId });
    await activities().mailStatementsReady({ period: '2026-09' });
    expect((await eventsOf(user.id)).map((event) => event.reason)).toEqual(['2026-09']);
    expect(caught.filter((mail) => mail.to.includes(user.email.toLowerCase()))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL is not set'));
  });
});
