import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, type PlatformTier } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_DRAFT_INCLUDE } from '../releases/release-draft';
import { LocalFileStorage } from '../storage/storage';
import { basicInfoInput } from '../testing/basic-info';
import { createTestUser } from '../testing/release-fixture';
import { changeDraftRelease, createDraftRelease } from './create-draft';
import type { WizardOwner } from './wizard-inputs';

// Friday 27 November 2026: the review's 2 business days end on Tuesday 1 December.
const NOW = new Date('2026-11-27T10:00:00Z');
const STORES: PlatformTier[] = [
  { id: 'local-folder', tier: 'free', name: 'Local folder', leadTimeDays: 0 },
  { id: 'spotify', tier: 'free', name: 'Spotify', leadTimeDays: 7 },
  { id: 'tidal', tier: 'premium', name: 'TIDAL', leadTimeDays: 14 },
];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: WizardOwner;
let artistId: string;

const deps = () => ({ prisma: db.prisma, now: NOW, settings: DEFAULT_SETTINGS, stores: STORES, storage: new LocalFileStorage('/nonexistent') });
const row = (id: string) => db.prisma.release.findUniqueOrThrow({ where: { id }, include: RELEASE_DRAFT_INCLUDE });

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await createTestUser(db.prisma);
  owner = { id: user.id, plan: 'pro', timeZone: 'UTC' };
  artistId = (await db.prisma.artist.create({ data: { ownerId: user.id, name: 'Night Shift' } })).id;
});

afterAll(async () => {
  await db?.drop();
});

describe('release dates the chosen stores can meet, through /v1’s create and change', () => {
  it('refuses a date a chosen store cannot meet, naming the store, and makes nothing', async () => {
    const before = await db.prisma.release.count();
    const made = await createDraftRelease(deps(), owner, {
      ...basicInfoInput(artistId, { title: 'Too Soon' }),
      schedule: 'express',
      platforms: ['spotify', 'tidal'],
      releaseDate: '2026-12-10',
    });
    expect(made).toEqual({
      outcome: 'refused',
      errors: [{ code: 'store_lead_time', field: 'releaseDate', params: { store: 'TIDAL', days: 14, reviewDays: 2, date: '2026-12-15' } }],
    });
    expect(await db.prisma.release.count()).toBe(before);
  });

  it('accepts the first date that works, and checks a later change of stores against the date', async () => {
    const made = await createDraftRelease(deps(), owner, {
      ...basicInfoInput(artistId, { title: 'In Time' }),
      schedule: 'express',
      platforms: ['spotify'],
      releaseDate: '2026-12-08',
    });
    if (made.outcome !== 'done') throw new Error(`not made: ${JSON.stringify(made)}`);
    const release = await row(made.releaseId);

    const slower = await changeDraftRelease(deps(), owner, release, { platforms: ['spotify', 'tidal'] });
    expect(slower).toMatchObject({ outcome: 'refused', errors: [{ code: 'store_lead_time', params: { store: 'TIDAL', date: '2026-12-15' } }] });
    expect((await row(release.id)).platforms).toEqual(['spotify']);

    // The operator's folder asks for no time.
    expect(await changeDraftRelease(deps(), owner, release, { platforms: ['spotify', 'local-folder'] })).toMatchObject({ outcome: 'done' });
  });
});
