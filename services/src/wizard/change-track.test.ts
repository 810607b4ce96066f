import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { findOwnRelease } from '../releases/own-releases';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { changeTrack } from './change-track';
import { loadTrackOwner } from './track-owner';
import type { TrackOwner } from './wizard-inputs';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: TrackOwner;

const deps = () => ({ prisma: db.prisma, now: new Date(), settings: DEFAULT_SETTINGS, stores: [{ id: 'local-folder', tier: 'free' as const }] });

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
  owner = await loadTrackOwner(db.prisma, user.id);
  expect(owner).toMatchObject({ id: user.id, plan: 'pro', timeZone: 'UTC', name: user.name, role: 'artist' });
});

afterAll(async () => {
  await db?.drop();
});

async function draft() {
  const made = await createDraftRelease(db.prisma, owner.id);
  const release = await findOwnRelease(db.prisma, owner.id, made.id);
  if (!release) throw new Error('no draft');
  return release;
}

const trackOf = (releaseId: string) => db.prisma.track.findFirstOrThrow({ where: { releaseId }, include: { contributors: true } });

describe('changeTrack', () => {
  it('stores the fields sent, and credits the account holder when no performer is named', async () => {
    const release = await draft();
    const changed = await changeTrack(deps(), owner, release, release.tracks[0]?.id, { title: 'A440 (Live)', performers: [], explicit: true });
    expect(changed).toEqual({ outcome: 'done', trackId: release.tracks[0]?.id, warnings: [] });
    const track = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id }, include: { performers: true } });
    expect(track).toMatchObject({ title: 'A440 (Live)', explicit: true });
    expect(track.performers.map((performer) => performer.name)).toEqual([owner.name]);
  });

  it('refuses shares that do not total 100, storing nothing', async () => {
    const release = await draft();
    const before = await trackOf(release.id);
    const changed = await changeTrack(deps(), owner, release, before.id, { title: 'Renamed', contributors: [{ name: 'Jane Doe', role: 'writer', sharePercent: 40 }] });
    expect(changed).toMatchObject({ outcome: 'refused', errors: [expect.objectContaining({ field: expect.stringMatching(/^contributors/) })] });
    expect(await trackOf(release.id)).toEqual(before);
  });

  it('answers a typed ISRC another track has as a conflict, and a track of another release as not found', async () => {
    const [first, second] = [await draft(), await draft()];
    // A code typed on an earlier release (assigned ones are in the platform's own prefix, refused when typed).
    const taken = 'GBAYE2600001';
    await db.prisma.track.updateMany({ where: { releaseId: first.id }, data: { isrc: taken } });
    const isrcConflict = await changeTrack(deps(), owner, second, second.tracks[0]?.id, { isrc: taken });
    expect(isrcConflict).toEqual({ outcome: 'conflict', errors: [{ code: 'isrc_taken', field: 'isrc' }] });
    expect(await changeTrack(deps(), owner, second, first.tracks[0]?.id, { title: 'Elsewhere' })).toEqual({ outcome: 'not_found' });
    expect((await trackOf(first.id)).title).toBe('A440');
  });
});
