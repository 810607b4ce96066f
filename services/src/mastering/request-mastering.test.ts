import { mkdtemp, readdir, rm, truncate, writeFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, isAppError } from '@slipcase/domain';
import { writeMusic } from '@slipcase/plugin-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { recordingMasteringWorkflows } from '../testing/mastering-workflows';
import { listMasteringJobs, masteringJobOf } from './mastering-jobs';
import { recordMasteringPayment, refundMasteringJob } from './mastering-payments';
import { cleanFileName, requestMastering } from './request-mastering';
import { startMasteringCheckout } from './mastering-checkout';
import { SandboxBillingProvider } from '../billing/providers/sandbox-provider';
import { readSandboxSession } from '../billing/providers/sandbox-token';
import { paySandboxPayment } from '../billing/sandbox-checkout';

/** The code an AppError was thrown with (so a test fails on any other error). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw error ?? new Error('not refused');
  return error.code;
}

describe('mastering jobs', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: LocalFileStorage;
  const started: string[] = [];
  const mastering = recordingMasteringWorkflows(started);
  const now = new Date('2026-12-06T10:00:00Z');
  const deps = () => ({ prisma: db.prisma, storage, now, mastering });

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'slipcase-mastering-svc-'));
    storage = new LocalFileStorage(join(dir, 'storage'));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const stored = async () => readdir(join(dir, 'storage', 'mastering')).catch(() => []);

  it('refuses what mastering does not take with a code each, storing nothing and recording nothing', async () => {
    const user = await createTestUser(db.prisma);
    const text = join(dir, 'notes.wav');
    await writeFile(text, 'ID3 not audio\u0000\u001b[31m');
    const cut = await writeMusic(join(dir, 'cut.flac'), { format: 'flac', seconds: 8 });
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    const hiRes = await writeMusic(join(dir, 'hi.wav'), { seconds: 2, sampleRate: 192_000 });
    // -200 dB rounds to digital silence at 24 bits.
    const silent = await writeMusic(join(dir, 'silent.wav'), { seconds: 3, gainDb: -200 });
    const good = await writeMusic(join(dir, 'good.wav'), { seconds: 6 });
    const request = (source: string, extra: object = {}) => requestMastering(deps(), { userId: user.id, source, fileName: 'x.wav', preset: 'balanced', ...extra });

    expect(await refusal(request(text))).toBe('audio_format_unsupported');
    expect(await refusal(request(cut))).toBe('media_damaged');
    expect(await refusal(request(hiRes))).toBe('mastering_audio_quality');
    expect(await refusal(request(silent))).toBe('mastering_silent');
    expect(await refusal(request(good, { preset: 'louder' }))).toBe('invalid_choice');
    expect(await refusal(request(good, { loop: { startSeconds: 5, endSeconds: 2 } }))).toBe('mastering_loop_outside');
    expect(await refusal(request(await writeMusic(join(dir, 'long.wav'), { seconds: 40 }), { loop: { startSeconds: 0, endSeconds: 31 } }))).toBe('mastering_loop_too_long');
    expect(await db.prisma.masteringJob.count({ where: { userId: user.id } })).toBe(0);
    expect(await stored()).toEqual([]);
    expect(started).toEqual([]);
  }, 120_000);

  it('keeps a file name plain, prices by the track, and shows a job only to its owner', async () => {
    expect(cleanFileName('../../etc/\u001b[2Jpass\u0000wd.wav')).toBe('passwd.wav');
    const [owner, other] = [await createTestUser(db.prisma), await createTestUser(db.prisma)];
    const source = await writeMusic(join(dir, 'song.wav'), { seconds: 4 });
    const first = await requestMastering(deps(), { userId: owner.id, source, fileName: 'Song.wav', preset: 'loud' });
    expect(first).toMatchObject({ charge: 'pay', amountCents: 1500 });
    // Unpaid, the track's next preset costs the same; once paid, the next is free.
    expect((await requestMastering(deps(), { userId: owner.id, source, fileName: 'Song.wav', preset: 'dynamic' })).charge).toBe('pay');
    await recordMasteringPayment(deps(), { jobId: first.jobId, checkoutId: 'cs_1', paymentId: 'pi_1' });
    expect(started).toEqual([first.jobId]);
    expect((await requestMastering(deps(), { userId: owner.id, source, fileName: 'Song.wav', preset: 'balanced' })).charge).toBe('revision');
    // Another account's same file is its own track.
    expect((await requestMastering(deps(), { userId: other.id, source, fileName: 'Song.wav', preset: 'balanced' })).charge).toBe('pay');

    expect((await listMasteringJobs(deps(), { userId: owner.id })).map((job) => job.preset).sort()).toEqual(['balanced', 'dynamic', 'loud']);
    expect((await masteringJobOf(deps(), { userId: owner.id, jobId: first.jobId })).fileName).toBe('Song.wav');
    expect(await refusal(masteringJobOf(deps(), { userId: other.id, jobId: first.jobId }))).toBe('not_found');
  }, 120_000);

  it('lets an operator refund a paid job once, which ends its free presets; never a free revision', async () => {
    const owner = await createTestUser(db.prisma);
    const operator = await createTestUser(db.prisma, 'operator');
    const source = await writeMusic(join(dir, 'refund.wav'), { seconds: 4, gainDb: -9 });
    const paid = await requestMastering(deps(), { userId: owner.id, source, fileName: 'a.wav', preset: 'loud' });
    await recordMasteringPayment(deps(), { jobId: paid.jobId, checkoutId: 'cs_r', paymentId: 'pi_r' });
    const free = await requestMastering(deps(), { userId: owner.id, source, fileName: 'a.wav', preset: 'dynamic' });
    const refunds: string[] = [];
    const refundDeps = { ...deps(), refunds: { refundPayment: async (id: string) => void refunds.push(id) } };

    expect(await refusal(refundMasteringJob(refundDeps, { jobId: free.jobId, operatorId: operator.id }))).toBe('mastering_not_refundable');
    await refundMasteringJob(refundDeps, { jobId: paid.jobId, operatorId: operator.id });
    expect(refunds).toEqual(['pi_r']);
    expect(await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: paid.jobId } })).toMatchObject({ refundedAt: now, refundedById: operator.id });
    expect(await refusal(refundMasteringJob(refundDeps, { jobId: paid.jobId, operatorId: operator.id }))).toBe('mastering_not_refundable');
    expect((await requestMastering(deps(), { userId: owner.id, source, fileName: 'a.wav', preset: 'balanced' })).charge).toBe('pay');
  }, 120_000);

  it('charges a new track through the billing provider\'s checkout; paying it (twice) starts the job once', async () => {
    const [owner, other] = [await createTestUser(db.prisma), await createTestUser(db.prisma)];
    const provider = new SandboxBillingProvider({ secret: 'mastering-test' });
    const source = await writeMusic(join(dir, 'checkout.wav'), { seconds: 4, gainDb: -12 });
    const job = await requestMastering(deps(), { userId: owner.id, source, fileName: 'Checkout.wav', preset: 'loud' });
    const urls = { successUrl: 'http://localhost:3000/tools/mastering/x?paid=1', cancelUrl: 'http://localhost:3000/tools/mastering' };

    expect(await refusal(startMasteringCheckout({ prisma: db.prisma, provider }, { userId: other.id, jobId: job.jobId, ...urls }))).toBe('not_found');
    const checkout = await startMasteringCheckout({ prisma: db.prisma, provider }, { userId: owner.id, jobId: job.jobId, ...urls });
    if (!('url' in checkout)) throw new Error(`no checkout: ${checkout.error}`);
    const session = readSandboxSession(new URL(checkout.url).searchParams.get('session'), 'mastering-test');
    if (session?.kind !== 'payment') throw new Error('not a payment session');
    expect(session).toMatchObject({ userId: owner.id, amountCents: 1500, metadata: { masteringJobId: job.jobId } });

    const syncDeps = { prisma: db.prisma, now, mastering, settings: DEFAULT_SETTINGS, cancelPayout: async () => null, planOfPriceId: () => null };
    const before = started.length;
    await paySandboxPayment(syncDeps, session);
    await paySandboxPayment(syncDeps, session);
    expect(started.slice(before)).toEqual([job.jobId]);
    expect(await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: job.jobId } })).toMatchObject({ status: 'pending', amountCents: 1500, paidAt: now, checkoutId: session.id });
    expect(await refusal(startMasteringCheckout({ prisma: db.prisma, provider }, { userId: owner.id, jobId: job.jobId, ...urls }))).toBe('invalid_transition');
  }, 120_000);
});
