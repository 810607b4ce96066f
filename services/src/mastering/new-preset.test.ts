import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { isAppError } from '@slipcase/domain';
import { writeMusic } from '@slipcase/plugin-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { recordingMasteringWorkflows } from '../testing/mastering-workflows';
import { recordMasteringPayment } from './mastering-payments';
import { newPresetCharge, requestNewPreset } from './new-preset';
import { requestMastering } from './request-mastering';

describe('a new preset of a mastered track', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: LocalFileStorage;
  const started: string[] = [];
  const mastering = recordingMasteringWorkflows(started);
  const paidAt = new Date('2026-12-06T10:00:00Z');
  const deps = (now = paidAt) => ({ prisma: db.prisma, storage, now, mastering });

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'slipcase-new-preset-'));
    storage = new LocalFileStorage(join(dir, 'storage'));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is free for 7 days after the payment, keeps the name and the loop (30 s from its start or to the end), then costs the price again; never of another account', async () => {
    const [owner, other] = [await createTestUser(db.prisma), await createTestUser(db.prisma)];
    const source = await writeMusic(join(dir, 'song.wav'), { seconds: 8 });
    const first = await requestMastering(deps(), { userId: owner.id, source, fileName: 'Song.wav', preset: 'loud', loopStartSeconds: 1 });
    expect(await newPresetCharge(deps(), { userId: owner.id, jobId: first.jobId })).toMatchObject({ kind: 'pay', amountCents: 1500 });
    await recordMasteringPayment(deps(), { jobId: first.jobId, checkoutId: 'cs_np', paymentId: 'pi_np' });
    const sixDaysOn = new Date(paidAt.getTime() + 6 * 86_400_000);
    expect(await newPresetCharge(deps(sixDaysOn), { userId: owner.id, jobId: first.jobId })).toMatchObject({ kind: 'revision', paidJobId: first.jobId });

    const again = await requestNewPreset(deps(sixDaysOn), { userId: owner.id, jobId: first.jobId, preset: 'dynamic' });
    expect(again).toMatchObject({ charge: 'revision', amountCents: 0 });
    expect(started).toContain(again.jobId);
    expect(await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: again.jobId } })).toMatchObject({
      fileName: 'Song.wav', preset: 'dynamic', status: 'pending', loopStartMs: 1000, loopEndMs: 8000, revisionOfId: first.jobId,
    });

    const eightDaysOn = new Date(paidAt.getTime() + 8 * 86_400_000);
    expect(await requestNewPreset(deps(eightDaysOn), { userId: owner.id, jobId: first.jobId, preset: 'balanced' })).toMatchObject({ charge: 'pay', amountCents: 1500 });
    const refused = await requestNewPreset(deps(sixDaysOn), { userId: other.id, jobId: first.jobId, preset: 'balanced' }).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('not_found');
  }, 120_000);
});
