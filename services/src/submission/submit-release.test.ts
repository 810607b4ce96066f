import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, isAppError, type PlatformTier } from '@slipcase/domain';
import { ReleaseCheckError } from '../releases/release-draft';
import { writeTestMedia, type TestMedia } from '../testing/media';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { submitRelease } from './submit-release';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let storage: string;
let media: TestMedia;
beforeAll(async () => {
  db = await createTestDatabase();
  storage = await mkdtemp(join(tmpdir(), 'slipcase-submission-'));
  media = await writeTestMedia(storage);
});
afterAll(async () => {
  await db?.drop();
  await rm(storage, { recursive: true, force: true });
});

const REACHED = 'Temporal reached';
const STORES: PlatformTier[] = [
  { id: 'local-folder', tier: 'free' },
  { id: 'tidal', tier: 'premium' },
];
// Refusals are decided on the database alone: reaching Temporal means the release passed every rule.
const deps = (now = new Date()) => ({ prisma: db.prisma, stores: STORES, settings: DEFAULT_SETTINGS, now, ...unreachableWorkflows(REACHED) });

async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ReleaseCheckError) return { code: error.code, params: error.params, errors: error.errors };
    return isAppError(error) ? { code: error.code, params: error.params } : String(error);
  }
  return 'submitted';
}

describe('the submission checks every rule of 001 §5 on the stored release', () => {
  it('passes a complete release, its stored "every store" choice meaning the stores the plan reaches', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, media);
    expect(release.platforms).toEqual([]);
    expect(await outcome(submitRelease(deps(), { releaseId: release.id, userId: owner.id }))).toBe(`Error: ${REACHED}`);
  });

  it('refuses with every problem at once: release_incomplete naming the fields, each FieldError carried along', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, media);
    await db.prisma.release.update({ where: { id: release.id }, data: { title: 'Night Drive (Official Video)', agreements: ['terms'] } });
    await db.prisma.trackPerformer.deleteMany({ where: { trackId: release.tracks[0]!.id } });
    await db.prisma.trackContributor.updateMany({ where: { trackId: release.tracks[0]!.id }, data: { sharePercent: 60 } });

    const refused = await outcome(submitRelease(deps(), { releaseId: release.id, userId: owner.id }));
    expect(refused).toEqual({
      code: 'release_incomplete',
      params: {
        fields: 'title, tracks.0.performers, tracks.0.contributors, agreements.rights_owned, agreements.not_infringing',
      },
      errors: [
        { code: 'banned_words', field: 'title', params: { word: expect.any(String) } },
        { code: 'performer_required', field: 'tracks.0.performers' },
        { code: 'contributor_shares_total', field: 'tracks.0.contributors', params: { total: expect.anything() } },
        { code: 'agreement_required', field: 'agreements.rights_owned', params: { agreement: 'rights_owned' } },
        { code: 'agreement_required', field: 'agreements.not_infringing', params: { agreement: 'not_infringing' } },
      ],
    });
    expect((await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('draft');
  });

  it("refuses a free plan's release until its owner follows enough PRO artists, and one whose date is too soon", async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, media);
    await db.prisma.artistFollow.deleteMany({ where: { userId: owner.id } });
    expect(await outcome(submitRelease(deps(), { releaseId: release.id, userId: owner.id }))).toEqual({
      code: 'follow_artists_required',
      params: { required: DEFAULT_SETTINGS.followProArtistsRequired, followed: 0 },
      errors: [expect.objectContaining({ code: 'follow_artists_required' })],
    });

    const pro = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: pro.id }, data: { plan: 'pro' } });
    const soon = await createDraftRelease(db.prisma, pro.id, media, { releaseDate: new Date('2027-03-20T00:00:00Z') });
    const now = new Date('2027-03-15T12:00:00Z');
    expect(await outcome(submitRelease(deps(now), { releaseId: soon.id, userId: pro.id }))).toMatchObject({
      code: 'standard_notice',
    });

    // Express lifts the schedule's notice, not the stores' lead times: TIDAL needs 14 days after the review (Wednesday).
    await db.prisma.release.update({ where: { id: soon.id }, data: { schedule: 'express' } });
    const slowStores = { ...deps(now), stores: [{ id: 'local-folder', tier: 'free' as const }, { id: 'tidal', tier: 'premium' as const, name: 'TIDAL', leadTimeDays: 14 }] };
    expect(await outcome(submitRelease(slowStores, { releaseId: soon.id, userId: pro.id }))).toMatchObject({
      errors: [{ code: 'store_lead_time', field: 'releaseDate', params: { store: 'TIDAL', days: 14, reviewDays: 2, date: '2027-03-31' } }],
    });
  });
});
