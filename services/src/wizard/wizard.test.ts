import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, earliestReleaseDate, type PlatformTier } from '@slipcase/domain';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { writeBasicInfo } from './basic-info';
import { createDraftRelease } from './create-draft';
import { deleteTrack } from './tracks';
import type { TrackOwner } from './wizard-inputs';
import { basicInfoInput } from '../testing/basic-info';

const NOW = new Date('2026-11-27T10:00:00Z');
const STORES: PlatformTier[] = [
  { id: 'local-folder', tier: 'free' },
  { id: 'tidal', tier: 'premium' },
];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: TrackOwner;
let artistId: string;

const deps = () => ({ prisma: db.prisma, now: NOW, settings: DEFAULT_SETTINGS, stores: STORES, storage: new LocalFileStorage('/nonexistent') });
const basics = (title: string) => basicInfoInput(artistId, { title });

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await createTestUser(db.prisma);
  owner = { id: user.id, plan: 'free', timeZone: 'UTC', name: user.name };
  artistId = (await db.prisma.artist.create({ data: { ownerId: user.id, name: 'Night Shift' } })).id;
});

afterAll(async () => {
  await db?.drop();
});

describe('writeBasicInfo', () => {
  it('makes a draft once the first step passes, with the stores the plan reaches and the earliest standard date', async () => {
    const written = await writeBasicInfo(deps(), owner, null, basics('Night Drive'));
    if (!('releaseId' in written)) throw new Error('no draft made');
    const release = await db.prisma.release.findUniqueOrThrow({ where: { id: written.releaseId }, include: { events: true } });
    expect(release).toMatchObject({ status: 'draft', title: 'Night Drive', platforms: ['local-folder'], wizardStep: 'basic-info' });
    expect(release.releaseDate.toISOString().slice(0, 10)).toBe(earliestReleaseDate({ schedule: 'standard', now: NOW }));
    expect(release.events).toEqual([expect.objectContaining({ type: 'created', via: 'web' })]);
  });

  it('makes nothing without a title, answering the first step’s problems', async () => {
    const before = await db.prisma.release.count();
    const written = await writeBasicInfo(deps(), owner, null, basics(''));
    expect(written).toEqual({ errors: expect.arrayContaining([expect.objectContaining({ field: 'title' })]) });
    expect(await db.prisma.release.count()).toBe(before);
  });
});

describe('createDraftRelease', () => {
  it('answers the release an Idempotency-Key already made instead of making a second one', async () => {
    const first = await createDraftRelease(deps(), owner, basics('Once'), { idempotencyKey: 'key-1', via: 'cli' });
    const again = await createDraftRelease(deps(), owner, basics('Once'), { idempotencyKey: 'key-1', via: 'cli' });
    expect(first).toMatchObject({ outcome: 'done' });
    expect(again).toEqual({ outcome: 'replayed', releaseId: 'releaseId' in first ? first.releaseId : '' });
    expect(await db.prisma.release.count({ where: { idempotencyKey: 'key-1' } })).toBe(1);
  });
});

describe('deleteTrack', () => {
  it('closes the gap: the tracks after the one removed move up a number', async () => {
    const made = await createDraftRelease(deps(), owner, { ...basics('Three Songs') });
    if (made.outcome !== 'done') throw new Error('no draft made');
    const releaseId = made.releaseId;
    const tracks = await Promise.all(
      [1, 2, 3].map((number) =>
        db.prisma.track.create({
          data: { releaseId, number, title: `Song ${number}`, isrc: `QZSLC26${number}0000`, audioKey: `k${number}`, audioFormat: 'wav', audioBytes: 1, audioSha256: '', durationMs: 60_000 },
        }),
      ),
    );
    // The audio is gone from storage already: removing it again is no error.
    expect(await deleteTrack(deps(), releaseId, tracks[0]!.id)).toBe(true);
    const left = await db.prisma.track.findMany({ where: { releaseId }, orderBy: { number: 'asc' } });
    expect(left.map((track) => [track.number, track.title])).toEqual([
      [1, 'Song 2'],
      [2, 'Song 3'],
    ]);
    expect(await deleteTrack(deps(), releaseId, tracks[0]!.id)).toBe(false);
  });
});
