import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, type PlatformTier } from '@slipcase/domain';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { basicInfoInput } from '../testing/basic-info';
import { writeBasicInfo } from './basic-info';
import { savePlatforms } from './step-writes';
import type { WizardOwner } from './wizard-inputs';

// The local folder is the operators' sandbox: an artist's release never goes there, whatever they send.
const STORES: PlatformTier[] = [
  { id: 'local-folder', name: 'Local folder', tier: 'free', operatorsOnly: true },
  { id: 'spotify', name: 'Spotify', tier: 'free' },
];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const deps = () => ({ prisma: db.prisma, now: new Date('2026-11-27T10:00:00Z'), settings: DEFAULT_SETTINGS, stores: STORES, storage: new LocalFileStorage('/nonexistent') });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

async function draftOf(role: 'artist' | 'operator') {
  const user = await createTestUser(db.prisma, role);
  const owner: WizardOwner = { id: user.id, plan: 'pro', timeZone: 'UTC', role: user.role };
  const artistId = (await db.prisma.artist.create({ data: { ownerId: user.id, name: `Act ${role}` } })).id;
  const written = await writeBasicInfo(deps(), owner, null, basicInfoInput(artistId, { title: 'Night Drive' }));
  if (!('releaseId' in written)) throw new Error('no draft made');
  return { owner, releaseId: written.releaseId };
}

describe("the operators' sandbox store", () => {
  it('is not among an artist’s stores, and picking it anyway is refused by name', async () => {
    const { owner, releaseId } = await draftOf('artist');
    expect((await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).platforms).toEqual(['spotify']);
    const check = await savePlatforms(deps(), owner, releaseId, ['local-folder', 'spotify']);
    expect(check.errors).toEqual([{ code: 'store_operators_only', field: 'platforms', params: { store: 'Local folder' } }]);
    expect((await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).platforms).toEqual(['spotify']);
  });

  it('is an operator’s to pick', async () => {
    const { owner, releaseId } = await draftOf('operator');
    expect((await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).platforms).toEqual(['local-folder', 'spotify']);
    expect((await savePlatforms(deps(), owner, releaseId, ['local-folder'])).errors).toEqual([]);
  });
});
